"""Values read through the values documents hold together (``catalog.ValueRow``): a class
from the drugs a question names, and drugs from the class word their names share. Every
constraint read here is ``inferred`` (the question implies the value; it does not spell it),
so an empty search drops it rather than asking back (``steps/agent_review.py``).

- the drugs named are every drug of one class ("omeprazole vs esomeprazole" are the proton
  pump inhibitors the formulary holds) -> that class, the coarser field, instead of the list;
- "the same class as rivaroxaban" -> the class rivaroxaban's documents hold;
- a plural word that ends the names of some of a field's values ("gliptins" for sitagliptin,
  "gliflozins" for empagliflozin) -> those values (an international non-proprietary name's
  stem is the end of the name).

Read from the corpus's own rows, never from a list of drugs: a class the formulary does not
hold is no reading.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence

from clinrag.corpus.catalog import TITLED_ROW, CorpusSchema, ValueRow
from clinrag.pipelines.agent.constraints import BucketFields, Constraint
from clinrag.pipelines.agent.number_phrases import WORD, singular
from clinrag.quantities import NUMBER_WORDS
from clinrag.retrieval.analysis import analyze

BucketRows = Mapping[str, Sequence[ValueRow]]
"""Bucket -> the distinct combinations of its few-valued string fields."""
_SAME_AS = re.compile(r"\bsame\s+(?P<word>[a-z]+)\s+as\b", re.I)
_STEM_LETTERS = 5
"""A class word is at least this long ("statin", "gliptin"), and a name it ends is longer."""


def rows_of(schema: CorpusSchema) -> BucketRows:
    return {name: bucket.value_rows for name, bucket in schema.buckets.items()}


def linked_values(
    question: str,
    found: Sequence[Constraint],
    fields: BucketFields,
    rows: BucketRows,
    scope: Sequence[str],
) -> list[Constraint]:
    """``found`` with a named value list replaced by the class it is, a value after "same
    <field word> as" by its class, and values named by their stem added."""
    out = [*found, *_by_stem(question, found, fields, rows, scope)]
    same_as = {m["word"].lower() for m in _SAME_AS.finditer(question)}
    for index, constraint in enumerate(out):
        values = _string_values(constraint)
        if values is None:
            continue
        for bucket in scope:
            coarser = _class_of(constraint.field, values, rows.get(bucket, ()), same_as)
            if coarser is not None and coarser[0] not in {c.field for c in out}:
                field, value = coarser
                out[index] = Constraint(field, "=", value, constraint.text, "inferred")
                break
    return out


def _string_values(constraint: Constraint) -> list[str] | None:
    value = constraint.value
    if constraint.operator == "=" and isinstance(value, str):
        return [value]
    if (
        constraint.operator == "in"
        and isinstance(value, list)
        and all(isinstance(v, str) for v in value)
    ):
        return [str(v) for v in value]
    return None


def _class_of(
    field: str, values: Sequence[str], rows: Sequence[ValueRow], same_as: set[str]
) -> tuple[str, str] | None:
    """The other field with one value over the rows holding ``values`` of ``field``: taken
    when those rows are every row of that value (two or more values named), or when the
    question asks for "the same <a word of that field> as"."""
    holding = [r for r in rows if r.values.get(field) in values]
    if not holding or {r.values.get(field) for r in holding} != set(values):
        return None
    for other in sorted({k for r in holding for k in r.values if k != field}):
        held = {r.values.get(other) for r in holding}
        if len(held) != 1 or None in held:
            continue
        value = str(next(iter(held)))
        asked = bool(same_as & set(_words(other)))
        members = {r.values.get(field) for r in rows if r.values.get(other) == value}
        if asked or (len(values) >= 2 and members == set(values)):
            return other, value
    return None


def _by_stem(
    question: str,
    found: Sequence[Constraint],
    fields: BucketFields,
    rows: BucketRows,
    scope: Sequence[str],
) -> list[Constraint]:
    """Values named by the plural of the word their names end with ("gliptins"), on a field
    no other constraint holds. A word that is a value of any field is that value's."""
    spelled = {
        w
        for bucket in fields.values()
        for summary in bucket.values()
        for e in summary.examples
        if isinstance(e, str)
        for w in _words(e)
    }
    plurals = [
        singular(w)
        for w in WORD.findall(question.lower())
        if w.endswith("s") and len(singular(w)) >= _STEM_LETTERS and singular(w) != w
    ]
    stems = [w for w in plurals if w not in spelled]
    taken = {c.field for c in found}
    out: dict[str, list[str]] = {}
    for bucket in scope:
        names = sorted({(k, v) for r in rows.get(bucket, ()) for k, v in r.values.items()})
        for field, value in names:
            if field in taken or " " in value.strip():
                continue
            lowered = value.lower()
            for stem in stems:
                if lowered.endswith(stem) and len(lowered) >= len(stem) + 3:
                    out.setdefault(field, [])
                    if value not in out[field]:
                        out[field].append(value)
    return [
        Constraint(
            field,
            "=" if len(named) == 1 else "in",
            named[0] if len(named) == 1 else named,
            f"{field} {' or '.join(named)}",
            "inferred",
        )
        for field, named in out.items()
    ]


def topic_values(
    question: str,
    found: Sequence[Constraint],
    fields: BucketFields,
    rows: BucketRows,
    scope: Sequence[str],
) -> list[Constraint]:
    """A bucket's topical field (its string field with the most values: a department, a
    condition) read from the question's words that the titles of one value's documents
    alone use ("surgical" -> surgery, "critical care" -> intensive care). Every word so
    read must point at the same value; a word that is any field's value or name, or a
    bucket's, is that word's, not a topic; a field already read is left alone."""
    spelled = _spelled_terms(fields)
    spelled |= {t for c in found for t in analyze(c.text)}  # read as a value already
    spelled |= {t for w in _NUMBER_WORD.findall(question) for t in analyze(w)}
    said = _DATING.sub(" ", question)
    terms = [t for t in dict.fromkeys(analyze(said)) if _topical(t) and t not in spelled]
    taken = {c.field for c in found}
    out: list[Constraint] = []
    for bucket in scope:
        bucket_rows = rows.get(bucket, ())
        if not bucket_rows or any(r.documents > TITLED_ROW for r in bucket_rows):
            continue
        field = topical_field(bucket_rows)
        if field is None or field in taken:
            continue
        pointed: dict[str, list[str]] = {}
        for term in terms:
            held = {r.values.get(field) for r in bucket_rows if term in r.title_terms}
            if len(held) == 1 and None not in held:
                pointed.setdefault(str(next(iter(held))), []).append(term)
            elif len(held) > 1:
                pointed.setdefault("", []).append(term)  # a word of several: no topic
        values = [v for v in pointed if v]
        if len(values) == 1 and "" not in pointed:
            words = " ".join(pointed[values[0]])
            out.append(Constraint(field, "=", values[0], f"{field} ({words})", "inferred"))
    return out


_DATING = re.compile(
    r"\b(?:f[ae]ll(?:s|ing)?|c[oa]me?s?)\s+due\b|\bfirst\s+(?:issued|written|published|put\s+out"
    r"|approved|drafted)\b",
    re.I,
)
"""When a document falls due or was first issued: its dates, no topic ("fall due" is no
falls policy, "first issued" no "first hour" of sepsis)."""
_MIN_TOPIC_LETTERS = 4
_NUMBER_WORD = re.compile(rf"\b{NUMBER_WORDS}\b", re.I)
"""A number in words is a quantity's ("three years on"), never a topic."""


def _topical(term: str) -> bool:
    return len(term) >= _MIN_TOPIC_LETTERS and not any(c.isdigit() for c in term)


def topical_field(rows: Sequence[ValueRow]) -> str | None:
    """The rows' field with the most distinct values (ties by name): what a bucket's
    documents are about (a department, a condition)."""
    values: dict[str, set[str]] = {}
    for row in rows:
        for key, value in row.values.items():
            values.setdefault(key, set()).add(value)
    ranked = sorted(values.items(), key=lambda item: (-len(item[1]), item[0]))
    return ranked[0][0] if ranked else None


def _spelled_terms(fields: BucketFields) -> set[str]:
    """The analysed terms of every bucket's name, field names and string values."""
    texts = [name.replace("_", " ") for name in fields]
    for bucket in fields.values():
        for name, summary in bucket.items():
            texts.append(name.replace("_", " "))
            texts += [e.replace("_", " ") for e in summary.examples if isinstance(e, str)]
    return {t for text in texts for t in analyze(text)}


def _words(text: str) -> list[str]:
    return [singular(w) for w in WORD.findall(text.lower())]
