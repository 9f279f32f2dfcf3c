"""What the question states plainly, read by rules over the bucket schema (no model call).

The packaged model is a 1.5B Qwen on a CPU: it misses or garbles numbers, so what a rule can
read it reads, and the decomposition merges the two (``constraints.merge``, the source of each
filter traced). The rules, each in its own module:

- ``value_rules.py``: string-field values the question names, as the corpus spells them or as
  people write them (``vocabulary.py``: "double-masked", "RCTs"), and boolean fields;
- ``negations.py``: values named only to be set aside ("policies, as opposed to guidelines"),
  blanked before the value rules read the question; so is a patient's state a dose is asked
  for (``patient_states.py``: "in renal impairment" names no renal department);
- ``quantity_rules.py``: periods ("a year or longer"), years ("since 2015") and counts ("more
  than a hundred participants") on the numeric fields;
- here: which buckets the question means (a bucket it names, else the one that holds the
  values it names), and the intent and format its cue words give ("list", "table", "how
  many", "compare"...): the fallback when the model fails.

A number with a unit that no field holds ("more than 100 beds") is reported unmapped, and so
is a constraint stated in words no field holds (``unheld_phrases.py``), and a kind of document
no document is ("SOPs", "patient leaflets": ``document_kinds.py``).
"""

from __future__ import annotations

import operator
import re
from collections.abc import Sequence
from dataclasses import dataclass

from clinrag.pipelines.agent.constraints import BucketFields, Constraint, field_types
from clinrag.pipelines.agent.document_kinds import unheld_kinds
from clinrag.pipelines.agent.drug_names import read_drugs
from clinrag.pipelines.agent.linked_values import BucketRows, linked_values, topic_values
from clinrag.pipelines.agent.meaning_links import MeaningLinks
from clinrag.pipelines.agent.negations import without_negated
from clinrag.pipelines.agent.patient_states import without_patient_states
from clinrag.pipelines.agent.plan import Format, Intent
from clinrag.pipelines.agent.quantity_rules import read_quantities
from clinrag.pipelines.agent.staff_titles import staff_values
from clinrag.pipelines.agent.topic_documents import TopicMatch
from clinrag.pipelines.agent.unheld_phrases import unheld_phrases
from clinrag.pipelines.agent.value_rules import (
    boolean_fields,
    example_values,
    holds_value,
    names_bucket,
    narrows,
    paraphrased_values,
    specific,
    words_of,
)
from clinrag.pipelines.agent.year_rules import alternatives

_INTENT_CUES: tuple[tuple[Intent, re.Pattern[str]], ...] = (
    ("compute", re.compile(r"\b(how many|number of|count|average|mean|total|sum of)\b", re.I)),
    (
        "list",
        re.compile(
            r"\b(list|which|what (?:trials|studies|guidelines|documents|policies)|"
            r"show (?:me )?(?:all|the|every)|find (?:all|the)|all (?:trials|studies)|"
            r"every (?:trial|stud|document|drug|protocol|polic|guideline|monograph)\w*|"
            r"table|tabulate|enumerate)\b|^\W*(?:are there\s+)?any\b",
            re.I,
        ),
    ),
    ("compare", re.compile(r"\b(compare|comparison|versus|vs\.?|differ(?:ence|s)?)\b", re.I)),
    ("summarize", re.compile(r"\b(summar(?:y|ise|ize)|overview|outline)\b", re.I)),
)
_COMPARE = {">": operator.gt, ">=": operator.ge, "<": operator.lt, "<=": operator.le}
_PLURAL_DOCUMENTS = re.compile(
    r"\b(?:trials|studies|RCTs|protocols|policies|guidelines|monographs|documents)\b", re.I
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


def read_question(
    question: str,
    fields: BucketFields,
    buckets: Sequence[str],
    *,
    reference_year: int | None = None,
    rows: BucketRows | None = None,
    links: MeaningLinks | None = None,
    topics: TopicMatch | None = None,
) -> RuleReading:
    """The constraints and buckets the question states plainly, over the fields of
    ``buckets`` (every readable bucket when empty); ``reference_year``: what "this year" and
    "the last two years" count from (None: they are reported unplaced); ``rows``: the values
    documents hold together, for what the question implies through them (``linked_values``);
    ``links``: the question's phrases against the catalogue's values by meaning, for the
    fields nothing else read (``meaning_links``); ``topics``: the question against the
    documents' titles, for a topical field nothing else read (``topic_documents``)."""
    named = tuple(b for b in fields if names_bucket(question, b))
    scope = tuple(buckets) or named or tuple(fields)
    flags = boolean_fields(question, fields, scope)
    # A value inside a boolean field's phrase is that field's word ("renal" of "renal dose
    # adjustment"), not a value of its own.
    flag_words = {w for c in flags for w in words_of(c.field)}
    # "policies, as opposed to guidelines": no guideline; "dosed in renal impairment": no
    # renal department
    said = without_patient_states(without_negated(question))
    values = [
        v
        for v in example_values(said, fields, scope)
        if not set(words_of(str(v.value))) <= flag_words
    ]
    taken = {c.field for c in [*values, *flags]}
    spelled = _holding(fields, scope, [*values, *flags])
    values += paraphrased_values(said, fields, scope, taken)
    drugs = read_drugs(said, fields, scope, [*values, *flags], rows or {})
    renamed = {c.field for c in drugs.constraints}
    values = [*(v for v in values if v.field not in renamed), *drugs.constraints]
    # A drug named by brand or class says which bucket as surely as its name would ("DOACs in
    # renal impairment" asks the formulary, whatever department "renal" is a value of).
    spelled = _holding(fields, scope, drugs.constraints) or spelled
    values += staff_values(said, fields, scope, {c.field for c in [*values, *flags]})
    if rows:
        values = linked_values(said, values, fields, rows, scope)
        # A topic reads a department only in the buckets chosen otherwise, if any were.
        chosen = tuple(buckets) or named or tuple(sorted(_holding(fields, scope, values)))
        values += topic_values(said, [*values, *flags], fields, rows, chosen or scope)
    if links is not None:
        read = [*values, *flags]
        chosen = tuple(buckets) or named or tuple(sorted(_holding(fields, scope, read)))
        values += links.linked(read, chosen or _counted(question, fields, scope) or scope)
    if topics is not None:
        read = [*values, *flags]
        chosen = tuple(buckets) or named or tuple(sorted(_holding(fields, scope, read)))
        values += topics.matched(read, chosen or scope)
    implied = _holding(fields, scope, [*values, *flags])
    if len(implied) > 1:
        # The kind of document asked for, else the one bucket holding the values the question
        # spells as the corpus does ("apixaban"), over one a paraphrase points to ("AF").
        implied = _by_kind(fields, scope, values) or (spelled if len(spelled) == 1 else implied)
    if not buckets and not named and len(implied) == 1:
        # A value only one bucket holds ("glaucoma" as a trial's condition) chooses it, so a
        # year or a count is read against that bucket's fields alone.
        scope = tuple(implied)
        values = [v for v in values if _holding(fields, scope, [v])]
        flags = [f for f in flags if _holding(fields, scope, [f])]
    values = [v for v in values if _narrows(fields, scope, v)]
    types = field_types(fields, scope)
    numeric = [n for n, kind in types.items() if kind == "number"]
    quantities = read_quantities(question, numeric, reference_year)
    numbers = [
        c for c in quantities.constraints if not alternatives(c.text) or _bounds(fields, scope, c)
    ]
    found = [*numbers, *values, *flags]
    mapped = {b for b in scope for c in found if c.field in fields.get(b, {})}
    mapped = _holding(fields, scope, found) or mapped
    chosen = tuple(buckets) or named or tuple(sorted(mapped & set(specific(fields))))
    unheld = unheld_phrases(question, types, found)
    unheld += unheld_kinds(question, fields, scope, unheld)
    unplaced = [*quantities.unplaced, *drugs.unplaced, *unheld]
    return RuleReading(tuple(found), tuple(unplaced), chosen)


def _counted(question: str, fields: BucketFields, scope: Sequence[str]) -> tuple[str, ...]:
    """The buckets holding a numeric field the question states a quantity on ("80 patients",
    "three-month"): a link by meaning stays in them, never choosing a bucket without them."""
    numeric = [n for n, kind in field_types(fields, scope).items() if kind == "number"]
    stated = {c.field for c in read_quantities(question, numeric).constraints}
    return tuple(b for b in scope if stated & set(fields.get(b, {})))


def _holding(fields: BucketFields, scope: Sequence[str], found: Sequence[Constraint]) -> set[str]:
    """The buckets of ``scope`` where a string value of ``found`` is one the field holds, or
    a boolean's field exists ("policy" is a ``document_type`` of the protocols bucket only)."""
    held = set()
    for bucket in scope:
        for constraint in found:
            summary = fields.get(bucket, {}).get(constraint.field)
            if summary is None:
                continue
            if isinstance(constraint.value, bool) or holds_value(summary, constraint.value):
                held.add(bucket)
    return held


def _bounds(fields: BucketFields, scope: Sequence[str], constraint: Constraint) -> bool:
    """False for a bound on a calendar year that every year the field holds meets: "in 2024
    or 2025" is a set of years, read as two bounds, and where no document is later than 2025
    ``<= 2025`` says nothing the question did (a bound the question states is kept). Years
    only: a field's few distinct years are all among its examples, where the distinct
    values of a count field may be cut off."""
    if constraint.operator not in (">", ">=", "<", "<=") or "year" not in words_of(
        constraint.field
    ):
        return True
    held = [
        e
        for b in scope
        for e in getattr(fields.get(b, {}).get(constraint.field), "examples", ())
        if isinstance(e, int | float) and not isinstance(e, bool)
    ]
    if not held or not isinstance(constraint.value, int | float):
        return True
    meets = _COMPARE[constraint.operator]
    return not all(meets(v, constraint.value) for v in held)


def _by_kind(fields: BucketFields, scope: Sequence[str], values: Sequence[Constraint]) -> set[str]:
    """The one bucket holding a value of a field every bucket of ``scope`` has (the kind of
    document: "the pharmacy policy on restricted antibiotics" asks for a policy, so the
    bucket of policies, though the formulary holds "restricted" and "antibiotic")."""
    shared = set.intersection(*(set(fields.get(b, {})) for b in scope)) if scope else set()
    kinds = {b for v in values if v.field in shared for b in _holding(fields, scope, [v])}
    return kinds if len(kinds) == 1 else set()


def _narrows(fields: BucketFields, scope: Sequence[str], value: Constraint) -> bool:
    """Some bucket of ``scope`` that holds the value has documents without it (a bucket
    without the value is left out by the bucket choice, not by this filter)."""
    for bucket in scope:
        summary = fields.get(bucket, {}).get(value.field)
        every = fields.get(bucket, {}).get("source")
        if summary is None or not holds_value(summary, value.value):
            continue
        if every is None or narrows(summary, every.documents):
            return True
    return False


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
    """The intent and format the question's cue words give (the model's fallback). A
    question with no cue that asks about documents in the plural ("Pull up the trials we
    hold on ...", "Double-masked glaucoma trials that ...?", "What did the PTSD trials
    find?") is a list: it is answered one row per document, not with the best passage."""
    intent: Intent = next((i for i, cue in _INTENT_CUES if cue.search(question)), "qa")
    if intent == "qa" and _PLURAL_DOCUMENTS.search(question):
        intent = "list"
    if _TABLE.search(question):
        return ("list" if intent == "qa" else intent), "table"
    return intent, ("list" if intent == "list" else "text")
