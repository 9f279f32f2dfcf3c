"""Values of string and boolean fields a question names, read against the bucket schema's
example values (the rules' half of the decomposition, ``rules.py``):

- a value as words ("open-label" for ``open_label``; singular, so "RCTs" names "RCT"), the
  longest one where one holds another ("non-formulary", not "formulary"), or a several-word
  value by its last word when that word is in no other value of the field ("crossover" for
  ``randomized_crossover``; "randomized" is in two values, so it names neither);
- two or more values of one field ("apixaban and rivaroxaban") -> ``in`` with each;
- a paraphrase of a value (``vocabulary.py``: "double-masked", "RCTs", "hypertensive");
- a value that is also a bucket's word ("protocol", "formulary") only where the question uses
  it for documents ("cardiology protocols", "documents of type protocol"), not for the bucket
  ("on the formulary", "the protocols bucket", "formulary monographs");
- a boolean field whose name's words the question uses in order -> true ("renal dose
  adjustment"), false after a negation.

A value that every document of the searched bucket holds (``document_type`` of a bucket of
monographs) narrows nothing: it is left out.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from clinrag.corpus.fields import FieldSummary
from clinrag.pipelines.agent.constraints import BucketFields, Constraint, value_fields
from clinrag.pipelines.agent.number_phrases import WORD, singular
from clinrag.pipelines.agent.vocabulary import BUCKET_WORDS, FIELD_WORDS, IMPLIED, PARAPHRASES

_GENERIC_BUCKETS = frozenset({"general", "generic", "default", "misc", "other"})
_FOR_DOCUMENTS = re.compile(
    r"^\W*(?:$|[.,;:?!]|\s[-\u2013\u2014]\s|(?:on|for|in|of|that|which|are|is|was|were|take|takes|due|with|from"
    r"|about|and|or|to|by|at|say|says|have|has|need|needs)\b)",
    re.I,
)
"""What follows a bucket word used as a noun for documents ("protocols on ...", "protocol.")."""
_FOR_BUCKET = re.compile(r"\b(?:the|this|our)\W+$", re.I)


def example_values(question: str, fields: BucketFields, scope: Sequence[str]) -> list[Constraint]:
    """The string-field values the question names, one constraint per field."""
    words = [singular(_adjective(w)) for w in WORD.findall(question.lower())]
    # "off formulary" is the formulary's own "non-formulary" ("off" negates as "non" does).
    lowered = f" {' '.join(words)} ".replace(" off ", " non ")
    bucket_words = {singular(w) for b in fields for w in re.split(r"[_\-.]", b.lower())}
    several_buckets = sum(names_bucket(question, b) for b in fields) > 1
    found: dict[str, Constraint] = {}
    for name, summary in value_fields(fields, scope):
        if name in found:
            continue
        named_field = all(f" {w} " in lowered for w in words_of(name))
        texts = [e for e in summary.examples if isinstance(e, str) and len(e) >= 3]
        named, held_back = [], []
        for example in texts:
            value_words = words_of(example)
            spelled = " ".join(value_words)
            if not value_words or f" {spelled} " not in lowered:
                continue
            if (
                spelled in bucket_words
                and not named_field
                and (several_buckets or not _used_for_documents(question, spelled))
            ):
                held_back.append(example)
                continue
            field_words = words_of(name)
            if named_field and value_words == field_words[: len(value_words)]:
                # "formulary" of ``formulary_status``: a value, not the field's name, only
                # where the question says it apart ("formulary status 'formulary'").
                rest = field_words[len(value_words) :]
                if not _used_for_documents(question, spelled, rest):
                    continue
            named.append(example)
        named += [v for v in held_back if _coordinated(question, v, named)]
        named = (
            _longest(named)
            or _by_last_word(texts, lowered, question)
            or _by_stem(texts, lowered)
            or _by_initials(texts, question)
        )
        if not named:
            continue
        text = f"{name} {' or '.join(named)}"
        value: object = named[0] if len(named) == 1 else named
        found[name] = Constraint(name, "=" if len(named) == 1 else "in", value, text)
    return list(found.values())


def paraphrased_values(
    question: str, fields: BucketFields, scope: Sequence[str], taken: set[str]
) -> list[Constraint]:
    """Values of ``vocabulary.PARAPHRASES`` the question names, on fields not in ``taken``,
    then those ``vocabulary.IMPLIED`` gives where nothing closer named the field."""
    found: dict[str, Constraint] = {}
    for value, pattern in [*PARAPHRASES.items(), *IMPLIED.items()]:
        match = pattern.search(question)
        if match is None:
            continue
        for bucket in scope:
            for name, summary in fields.get(bucket, {}).items():
                if name in taken or name in found or summary.type not in ("string", "mixed"):
                    continue
                if value in summary.examples:
                    found[name] = Constraint(name, "=", value, match.group(0))
    return list(found.values())


def boolean_fields(question: str, fields: BucketFields, scope: Sequence[str]) -> list[Constraint]:
    """A boolean field whose name's words the question uses close together, in any order and
    inflected, or in the other words ``vocabulary.FIELD_WORDS`` gives ("renal dose
    adjustment", "a renal dose change", "dose adjusted for kidney function" for
    ``renal_adjustment``) -> true; after "no", "not", "without", "don't" -> false."""
    words = [(m.start(), m.end(), _stem(m[0].lower())) for m in _TOKEN.finditer(question)]
    found: dict[str, Constraint] = {}
    for bucket in scope:
        for name, summary in fields.get(bucket, {}).items():
            if summary.type != "boolean" or name in found:
                continue
            places = [
                [i for i, (_, _, stem) in enumerate(words) if stem in _spellings(part)]
                for part in re.split(r"[_\-.]", name.lower())
                if part
            ]
            span = _closest(places)
            if span is None:
                continue
            start, end = words[span[0]][0], words[span[1]][1]
            if _ASKED_WHETHER.search(question[:start]):
                continue  # a column asked for ("whether the kidneys change the dose")
            value = not _NEGATION.search(question[:start])
            found[name] = Constraint(name, "=", value, question[start:end])
    return list(found.values())


_TOKEN = re.compile(r"[A-Za-z]+")
_FIELD_WINDOW = 4
"""At most this many words from the first of a field's words to the last."""


def _stem(word: str) -> str:
    """A word less its inflection ("adjusted", "adjustment" -> "adjust")."""
    for ending in ("ments", "ment", "ing", "ed", "es", "s"):
        if word.endswith(ending) and len(word) - len(ending) >= 4:
            return word[: -len(ending)]
    # "change" and "changing" share a stem: a silent final e goes too.
    return word[:-1] if word.endswith("e") and len(word) > 5 else word


def _spellings(part: str) -> set[str]:
    return {_stem(w) for w in (part, *FIELD_WORDS.get(part, ()))}


def _closest(places: Sequence[Sequence[int]]) -> tuple[int, int] | None:
    """The narrowest run of word positions holding one of each list, if within the window."""
    if not places or any(not p for p in places):
        return None
    best: tuple[int, int] | None = None
    for first in places[0]:
        picks = [first, *(min(p, key=lambda i: abs(i - first)) for p in places[1:])]
        run = (min(picks), max(picks))
        if run[1] - run[0] <= _FIELD_WINDOW and (
            best is None or run[1] - run[0] < best[1] - best[0]
        ):
            best = run
    return best


def holds_value(summary: FieldSummary, value: object) -> bool:
    values = value if isinstance(value, list) else [value]
    return all(v in summary.examples for v in values)


def narrows(summary: FieldSummary, bucket_documents: int) -> bool:
    """A field with one value that every document of its bucket holds filters nothing out."""
    return not (len(summary.examples) == 1 and summary.documents >= bucket_documents)


def specific(fields: BucketFields) -> tuple[str, ...]:
    return tuple(b for b in fields if b.lower() not in _GENERIC_BUCKETS)


def names_bucket(question: str, bucket: str) -> bool:
    """The question uses one of the bucket name's words (singular or plural, 4+ letters) or
    another word for them (``vocabulary.BUCKET_WORDS``: "study" for a trial)."""
    if bucket.lower() in _GENERIC_BUCKETS:
        return False
    words = {singular(w) for w in WORD.findall(question.lower())}
    parts = [singular(w) for w in re.split(r"[_\-.\s]", bucket.lower()) if len(w) >= 4]
    return any(part in words or words & set(BUCKET_WORDS.get(part, ())) for part in parts)


_ASKED_WHETHER = re.compile(r"\b(?:whether|if)\W+(?:\w+\W+){0,2}$", re.I)
_NEGATION = re.compile(r"(?:\b(?:no|not|without|never|non)|n't|n\u2019t)\W+(?:\w+\W+){0,2}$", re.I)


def _used_for_documents(question: str, word: str, field_rest: Sequence[str] = ()) -> bool:
    """``word`` (a bucket's word, singular) names documents at some place in the question:
    not right after "the", and followed by the end or a word that is no noun of its phrase
    (nor by the rest of its field's name, ``field_rest``: "formulary status")."""
    rest = r"\W+".join(re.escape(w) for w in field_rest)
    for match in re.finditer(rf"\b{re.escape(word)}s?\b", question, re.I):
        before, after = question[: match.start()], question[match.end() :]
        if rest and re.match(rf"\W+{rest}", after, re.I):
            continue
        if not _FOR_BUCKET.search(before) and _FOR_DOCUMENTS.match(after):
            return True
    return False


def _coordinated(question: str, value: str, named: Sequence[str]) -> bool:
    """A bucket's word joined by "or", "and" or a comma to another value of its field names
    documents too ("guidelines or protocols")."""
    word = re.escape(" ".join(words_of(value)))
    for other in named:
        spelled = r"\W+".join(re.escape(w) for w in words_of(other))
        join = r"s?\s*(?:,|/|\bor\b|\band\b)\s*"
        if re.search(rf"\b(?:{spelled}{join}{word}|{word}{join}{spelled})s?\b", question, re.I):
            return True
    return False


def _longest(named: list[str]) -> list[str]:
    """The values named, less any whose words lie inside another's ("formulary" inside
    "non formulary")."""
    spelled = {value: f" {' '.join(words_of(value))} " for value in named}
    return [v for v in named if not any(v != o and spelled[v] in spelled[o] for o in named)]


def _by_last_word(texts: Sequence[str], lowered: str, question: str) -> list[str]:
    """A several-word value named by its last word when no other value of the field holds
    that word, and no other value is named so too ("placebo-controlled crossover" names
    neither ``randomized_controlled`` nor ``randomized_crossover`` by its last word). The
    word must stand alone: in "placebo-controlled" it is the control arm's, not the design's."""
    named = []
    for example in texts:
        value_words = words_of(example)
        if (
            len(value_words) < 2
            or len(value_words[-1]) < 5
            or f" {value_words[-1]} " not in lowered
            or not re.search(rf"(?<![\w-]){re.escape(value_words[-1])}", question, re.I)
        ):
            continue
        others = [w for other in texts if other != example for w in words_of(other)]
        if value_words[-1] not in others:
            named.append(example)
    return named if len(named) == 1 else []


_STEM = 8
"""Letters a word shares with a one-word value to name it in another form
("haematological" for ``haematology``, "anticoagulation" for ``anticoagulant``)."""


def _by_stem(texts: Sequence[str], lowered: str) -> list[str]:
    """A one-word value named in another form of the word: the question has a word of at
    least ``_STEM`` letters that begins as the value does, and no other value begins so."""
    stems: dict[str, list[str]] = {}
    for example in texts:
        value_words = words_of(example)
        if len(value_words) == 1 and len(value_words[0]) >= _STEM:
            stems.setdefault(value_words[0][:_STEM], []).append(example)
    spelled = {w for example in texts for w in words_of(example)}
    # A word spelled as a value is the exact reading's to take or leave ("formulary").
    asked = {w[:_STEM] for w in lowered.split() if len(w) >= _STEM and w not in spelled}
    named = [values[0] for stem, values in stems.items() if stem in asked and len(values) == 1]
    return named if len(named) == 1 else []


_INITIALS_WORDS = 3
"""A value of at least this many words may be named by its initials ("PPIs")."""


def _by_initials(texts: Sequence[str], question: str) -> list[str]:
    """A value of several words named by its initials in capitals, singular or plural
    ("PPIs" for ``proton pump inhibitor``), when no other value has the same initials."""
    initials: dict[str, list[str]] = {}
    for example in texts:
        value_words = [w for w in WORD.findall(example.lower()) if len(w) > 1]  # not "'s"
        if len(value_words) >= _INITIALS_WORDS:
            initials.setdefault("".join(w[0] for w in value_words).upper(), []).append(example)
    named = [
        values[0]
        for letters, values in initials.items()
        if len(values) == 1 and re.search(rf"\b{letters}s?\b", question)
    ]
    return named if len(named) == 1 else []


def _adjective(word: str) -> str:
    """An adverb as the adjective a value spells ("subcutaneously" -> "subcutaneous")."""
    return word[:-2] if word.endswith(("ally", "ously")) and len(word) > 6 else word


def words_of(text: str) -> list[str]:
    """The words of a value or a field name, singular ("open_label" -> open, label)."""
    return [singular(w) for w in WORD.findall(text.lower())]
