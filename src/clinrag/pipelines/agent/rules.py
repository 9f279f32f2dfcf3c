"""What the question states plainly, read by rules over the bucket schema (no model call).

The packaged model is a 1.5B Qwen on a CPU: it misses or garbles numbers, so what a rule can
read it reads, and the decomposition merges the two (``constraints.merge``, the source of each
filter traced):

- a number with a unit a numeric field names ("more than 100 participants" -> ``sample_size >
  100``: the unit is one of the field's words or their synonyms, ``UNIT_SYNONYMS``), and a
  plain count with its unit ("a 10-week trial" -> ``duration_weeks = 10``);
- a year with its preposition ("since 2015" -> ``year >= 2015``) on a numeric field whose name
  holds ``year``;
- a string field's example value named in the question ("RCT" -> ``design = RCT``);
- a bucket whose name the question uses ("guidelines", "trials"), and the intent and format its
  cue words give ("list", "table", "how many", "compare"...): the fallback when the model fails.

A number with a unit that no field holds ("more than 100 beds") is reported unmapped.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from clinrag.pipelines.agent.constraints import BucketFields, Constraint, field_types
from clinrag.pipelines.agent.plan import Format, Intent

UNIT_SYNONYMS: dict[str, frozenset[str]] = {
    "sample": frozenset(
        {
            "participant",
            "patient",
            "subject",
            "people",
            "person",
            "adult",
            "child",
            "children",
            "women",
            "men",
            "enrolled",
            "volunteer",
            "individual",
            "case",
        }
    ),
    "participants": frozenset({"participant", "patient", "subject", "people", "enrolled"}),
    "enrollment": frozenset({"participant", "patient", "subject", "people", "enrolled"}),
    "age": frozenset({"year-old", "years-old", "old"}),
    "dose": frozenset({"mg", "milligram", "g", "mcg", "µg"}),
    "pages": frozenset({"page"}),
}
"""A numeric field's word (its name split on ``_``) -> unit words that name it."""

_NUMBER_PHRASE = re.compile(
    r"(?P<op>no fewer than|no less than|more than|greater than|larger than|at least|fewer than|"
    r"less than|smaller than|at most|no more than|over|above|under|below|exceeding|>=|<=|>|<)"
    r"\s*(?P<number>\d[\d,]*(?:\.\d+)?)\s*(?P<unit>[A-Za-zµ%][\w%-]*)?",
    re.IGNORECASE,
)
_NUMBER_OPS = {
    "no fewer than": ">=",
    "no less than": ">=",
    "at least": ">=",
    "more than": ">",
    "greater than": ">",
    "larger than": ">",
    "over": ">",
    "above": ">",
    "exceeding": ">",
    "fewer than": "<",
    "less than": "<",
    "smaller than": "<",
    "under": "<",
    "below": "<",
    "at most": "<=",
    "no more than": "<=",
}
_MEASURE = re.compile(
    r"\b(?P<number>\d[\d,]*)(?:-|\s+)(?P<unit>[A-Za-z][a-z]+)\b(?!\s*(?:mg|ml|g)\b)", re.I
)
"""A plain count with its unit ("10-week", "64 children"): equality on the field the unit
names, when no comparison word stands before it."""
_YEAR = r"(?:19|20)\d\d"
_BETWEEN_YEARS = re.compile(rf"\bbetween\s+(?P<low>{_YEAR})\s+and\s+(?P<high>{_YEAR})\b", re.I)
_YEAR_PHRASE = re.compile(
    rf"\b(?P<op>since|from|after|before|until|through|by|in|published in|during)\s+"
    rf"(?P<year>{_YEAR})\b(?P<later>\s+(?:or later|onwards|or after|and later))?",
    re.IGNORECASE,
)
_YEAR_OPS = {
    "since": ">=",
    "from": ">=",
    "after": ">",
    "before": "<",
    "until": "<=",
    "through": "<=",
    "by": "<=",
    "in": "=",
    "published in": "=",
    "during": "=",
}
_WORD = re.compile(r"[a-z0-9]+")

_INTENT_CUES: tuple[tuple[Intent, re.Pattern[str]], ...] = (
    ("compute", re.compile(r"\b(how many|number of|count|average|mean|total|sum of)\b", re.I)),
    (
        "list",
        re.compile(
            r"\b(list|which|what (?:trials|studies|guidelines|documents|policies)|"
            r"show (?:me )?(?:all|the)|find (?:all|the)|all (?:trials|studies)|"
            r"table|tabulate|enumerate)\b",
            re.I,
        ),
    ),
    ("compare", re.compile(r"\b(compare|comparison|versus|vs\.?|differ(?:ence|s)?)\b", re.I)),
    ("summarize", re.compile(r"\b(summar(?:y|ise|ize)|overview|outline)\b", re.I)),
)
_TABLE = re.compile(r"\b(table|tabulate|tabular)\b", re.I)
_AUTO_CUES: tuple[tuple[str, re.Pattern[str]], ...] = (
    ("intent:list", re.compile(r"\b(list|enumerate|show (?:me )?all|find all)\b", re.I)),
    ("intent:table", _TABLE),
    ("intent:compute", re.compile(r"\b(how many|number of (?:trials|studies|documents))\b", re.I)),
)


@dataclass(frozen=True)
class RuleReading:
    constraints: tuple[Constraint, ...]
    unplaced: tuple[str, ...]
    """Number phrases no numeric field's name covers: reported unmapped (``no_field``)."""
    buckets: tuple[str, ...]


def read_question(question: str, fields: BucketFields, buckets: Sequence[str]) -> RuleReading:
    """The constraints and buckets the question states plainly, over the fields of
    ``buckets`` (every readable bucket when empty)."""
    named = tuple(b for b in fields if _names_bucket(question, b))
    scope = tuple(buckets) or named or tuple(fields)
    values = _example_values(question, fields, scope)
    flags = _boolean_fields(question, fields, scope)
    # A value inside a boolean field's phrase is that field's word ("renal" of "renal dose
    # adjustment"), not a value of its own.
    flag_words = {w for c in flags for w in _words(c.field)}
    values = [v for v in values if not set(_words(str(v.value))) <= flag_words]
    implied = {b for b in scope for v in [*values, *flags] if v.field in fields.get(b, {})}
    if not buckets and not named and len(implied) == 1:
        # A value only one bucket holds ("glaucoma" as a trial's condition) chooses it, so a
        # year or a count is read against that bucket's fields alone.
        scope = tuple(implied)
        values = [v for v in values if any(v.field in fields[b] for b in scope)]
        flags = [f for f in flags if any(f.field in fields[b] for b in scope)]
    types = field_types(fields, scope)
    numeric = [name for name, kind in types.items() if kind == "number"]
    found: list[Constraint] = []
    unplaced: list[str] = []
    years = [name for name in numeric if "year" in name.lower()]
    taken: list[tuple[int, int]] = []
    for match in _BETWEEN_YEARS.finditer(question):
        taken.append(match.span())
        if years:
            found.append(Constraint(years[0], ">=", int(match["low"]), match[0]))
            found.append(Constraint(years[0], "<=", int(match["high"]), match[0]))
    for match in _YEAR_PHRASE.finditer(question):
        if _inside(match.span(), taken):
            continue
        taken.append(match.span())
        if years:
            op = ">=" if match["later"] else _YEAR_OPS[" ".join(match["op"].lower().split())]
            found.append(Constraint(years[0], op, int(match["year"]), match[0].strip()))
        else:
            unplaced.append(match[0].strip())
    for match in _NUMBER_PHRASE.finditer(question):
        if _inside(match.span(), taken):
            continue
        taken.append(match.span())
        unit = (match["unit"] or "").lower()
        field = _field_for_unit(unit, numeric)
        op = _NUMBER_OPS.get(" ".join(match["op"].lower().split()), match["op"])
        value = match["number"].replace(",", "")
        if field is not None:
            found.append(Constraint(field, op, value, match[0].strip()))
        elif unit and not (unit.isdigit() or re.fullmatch(_YEAR, match["number"])):
            unplaced.append(match[0].strip())
    for match in _MEASURE.finditer(question):
        if _inside(match.span(), taken):
            continue
        field = _field_for_unit(match["unit"].lower(), numeric)
        if field is not None and not re.fullmatch(_YEAR, match["number"]):
            taken.append(match.span())
            found.append(Constraint(field, "=", match["number"].replace(",", ""), match[0]))
    found += values
    found += flags
    mapped_buckets = {b for b in scope for c in found if c.field in fields.get(b, {})}
    chosen = tuple(buckets) or named or tuple(sorted(mapped_buckets & set(_specific(fields))))
    return RuleReading(tuple(found), tuple(unplaced), chosen)


def auto_cues(question: str, fields: BucketFields) -> tuple[str, ...]:
    """Why ``auto`` should send the question to the agent, without a model call: a list,
    table or count asked for in so many words, or a number or year constraint a numeric
    field holds. An example value named in the question is no cue on its own (a plain
    question names a condition a field happens to hold)."""
    cues = [code for code, cue in _AUTO_CUES if cue.search(question)]
    reading = read_question(question, fields, ())
    types = field_types(fields, ())
    cues += sorted(
        {f"filter:{c.field}" for c in reading.constraints if types.get(c.field) == "number"}
    )
    return tuple(cues)


def intent_of(question: str) -> tuple[Intent, Format]:
    """The intent and format the question's cue words give (the model's fallback)."""
    intent: Intent = next((i for i, cue in _INTENT_CUES if cue.search(question)), "qa")
    if _TABLE.search(question):
        return ("list" if intent == "qa" else intent), "table"
    return intent, ("list" if intent == "list" else "text")


def _inside(span: tuple[int, int], taken: Sequence[tuple[int, int]]) -> bool:
    return any(start <= span[0] < end for start, end in taken)


def _singular(word: str) -> str:
    if word.endswith("ies") and len(word) > 4:
        return word[:-3] + "y"
    if word.endswith("s") and not word.endswith("ss") and len(word) > 3:
        return word[:-1]
    return word


def _field_for_unit(unit: str, numeric: Sequence[str]) -> str | None:
    if not unit:
        return None
    wanted = _singular(unit)
    for name in numeric:
        words = [w for w in re.split(r"[_\-.]", name.lower()) if w]
        if wanted in {_singular(w) for w in words}:
            return name
        if any(wanted in UNIT_SYNONYMS.get(w, frozenset()) for w in words):
            return name
    return None


def _example_values(question: str, fields: BucketFields, scope: Sequence[str]) -> list[Constraint]:
    """A string field's value the question names: the whole value as words ("open-label" for
    ``open_label``; singular, so "RCTs" names "RCT"), or a several-word value's last word
    when no other value of the field ends in it ("crossover" for ``randomized_crossover``).
    A value that is also a bucket's name ("formulary") counts only with the field's own name
    in the question ("formulary status")."""
    lowered = f" {' '.join(_singular(w) for w in _WORD.findall(question.lower()))} "
    bucket_words = {_singular(w) for b in fields for w in re.split(r"[_\-.]", b.lower())}
    found: dict[str, Constraint] = {}
    for bucket in scope:
        for name, summary in fields.get(bucket, {}).items():
            if summary.type not in ("string", "mixed") or name in found or name in _SKIPPED:
                continue
            texts = [e for e in summary.examples if isinstance(e, str) and len(e) >= 3]
            tails = [_words(e)[-1] for e in texts if _words(e)]
            named_field = all(f" {w} " in lowered for w in _words(name))
            for example in texts:
                words = _words(example)
                if not words or (" ".join(words) in bucket_words and not named_field):
                    continue
                whole = f" {' '.join(words)} " in lowered
                tail = (
                    len(words) > 1
                    and len(words[-1]) >= 5
                    and tails.count(words[-1]) == 1
                    and f" {words[-1]} " in lowered
                )
                if whole or tail:
                    found[name] = Constraint(name, "=", example, f"{name} {example}")
                    break
    return list(found.values())


_SKIPPED = frozenset({"source", "title", "bucket", "access"})


def _words(text: str) -> list[str]:
    return [_singular(w) for w in _WORD.findall(text.lower())]


_NEGATION = re.compile(r"\b(no|not|without|never|non)\W+(?:\w+\W+){0,2}$", re.I)


def _boolean_fields(question: str, fields: BucketFields, scope: Sequence[str]) -> list[Constraint]:
    """A boolean field whose name's words the question uses in order ("renal adjustment" for
    ``renal_adjustment``) -> true; after "no", "not", "without" -> false."""
    found: dict[str, Constraint] = {}
    for bucket in scope:
        for name, summary in fields.get(bucket, {}).items():
            if summary.type != "boolean" or name in found:
                continue
            words = [w for w in re.split(r"[_\-.]", name.lower()) if w]
            # The field's words in order, up to two others between ("renal dose adjustment").
            pattern = r"\b" + r"\W+(?:\w+\W+){0,2}".join(re.escape(w) + r"\w*" for w in words)
            match = re.search(pattern, question, re.I)
            if match is None:
                continue
            value = not _NEGATION.search(question[: match.start()])
            found[name] = Constraint(name, "=", value, match.group(0))
    return list(found.values())


_GENERIC_BUCKETS = frozenset({"general", "generic", "default", "misc", "other"})


def _specific(fields: BucketFields) -> tuple[str, ...]:
    return tuple(b for b in fields if b.lower() not in _GENERIC_BUCKETS)


def _names_bucket(question: str, bucket: str) -> bool:
    """The question uses one of the bucket name's words (singular or plural, 4+ letters)."""
    if bucket.lower() in _GENERIC_BUCKETS:
        return False
    words = {_singular(w) for w in _WORD.findall(question.lower())}
    parts = [_singular(w) for w in re.split(r"[_\-.\s]", bucket.lower()) if len(w) >= 4]
    return any(part in words for part in parts)
