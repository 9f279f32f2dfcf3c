"""Re-derive candidate gold sets for the blind agent questions (split ``test2``) by keyword.

The trial gold of ``test2`` was read in the abstracts, not taken from the fields ingest
extracts (whose code the set's author did not read). This script is the second look: for each
``test2`` question over the trials it selects the abstracts whose *text* matches the gold
filter by plain keyword rules (a condition's words, "double-blind"/"double-masked",
"cross-over", the largest "N patients" and the longest "N weeks/months/years"), and prints
where that crude reading and the gold disagree, with the sentence that decides, so a reader
can check each one. A disagreement is not an error by itself: the keywords miss totals
written in words, count people screened, or see "cross-over" in a background sentence; the
gold says what the abstract says once read. For the written buckets the fields are exact, so
a list or count is compared with what its filter selects.

    PYTHONPATH=src python scripts/check_agent_test2.py
"""

from __future__ import annotations

import re
from typing import Any

from clinrag.evaluation.agent_set import (
    TRIAL_BUCKET,
    AgentDocument,
    AgentQuestion,
    load_agent_corpus,
    load_agent_questions,
)

CONDITION_WORDS = {
    "asthma": r"asthma",
    "autism": r"autis|pervasive developmental|asperger",
    "heart failure": r"heart failure",
    "PTSD": r"post-?traumatic stress|\bPTSD\b",
    "stroke": r"stroke|hemipleg",
    "Alzheimer's disease": r"alzheimer",
    "benign prostatic hyperplasia": r"prostatic hyperplasia|\bBPH\b",
    "migraine": r"migrain",
    "rheumatoid arthritis": r"rheumatoid",
    "type 2 diabetes": r"type 2 diabet|type ii diabet|\bT2DM\b|non-insulin-dependent",
    "glaucoma": r"glaucoma|ocular hypertension|intraocular pressure",
    "hypertension": r"hypertensi|blood pressure",
    "dyslipidaemia": r"dyslipid|hyperlipid|hypertriglycerid|hypercholesterol",
}
BLINDING_WORDS = {
    "double_blind": r"double[- ]?(blind|mask)|triple[- ]?(blind|mask)",
    "single_blind": r"single[- ]?(blind|mask)|(observer|investigator|assessor)[- ]mask",
    "open_label": r"open[- ]?label|\bopen\b[ ,]|unblinded|non-?blinded|not blinded|not masked",
}
CROSSOVER_WORDS = r"cross-?over|crossed over|within-subject"
NUMBER_WORDS = {"one": 1, "two": 2, "three": 3, "four": 4, "six": 6, "nine": 9, "twelve": 12}
PEOPLE = r"patients|participants|subjects|children|adults|men|women|individuals|families"
UNIT_WEEKS = {"week": 1.0, "month": 52 / 12, "year": 52.0}


def text_of(document: AgentDocument) -> str:
    return " ".join(f"{document.title} {document.text}".split())


def largest_count(text: str) -> int | None:
    """The largest "N patients" the text states (a crude stand-in for the enrolled total)."""
    pattern = rf"\b(\d{{1,6}})\s+(?:\w+\s+)?(?:{PEOPLE})"
    counts = [int(m.group(1)) for m in re.finditer(pattern, text)]
    return max(counts) if counts else None


def longest_weeks(text: str) -> int | None:
    """The longest period stated in weeks, months or years, in weeks (ages and disease durations
    left out)."""
    found = []
    pattern = r"\b(\d+|" + "|".join(NUMBER_WORDS) + r")[- ](week|month|year)s?\b"
    for match in re.finditer(pattern, text, re.IGNORECASE):
        before, after = text[max(0, match.start() - 30) : match.start()], text[match.end() :]
        if re.search(r"\bage|duration", before, re.IGNORECASE):
            continue
        if re.match(r"[- ]?old|\s+of age", after):
            continue
        amount = match.group(1).lower()
        number = NUMBER_WORDS.get(amount) or int(amount)
        found.append(round(number * UNIT_WEEKS[match.group(2).lower()]))
    return max(found) if found else None


def compare(value: Any, condition: Any) -> bool | None:
    """``None`` when the keywords found no value to compare."""
    operations = condition if isinstance(condition, dict) else {"=": condition}
    if value is None:
        return None
    checks = {
        "=": lambda v, w: v == w,
        ">": lambda v, w: v > w,
        ">=": lambda v, w: v >= w,
        "<": lambda v, w: v < w,
        "<=": lambda v, w: v <= w,
        "in": lambda v, w: v in w,
    }
    return all(checks[op](value, wanted) for op, wanted in operations.items())


def keyword_match(text: str, filters: dict[str, Any]) -> bool | None:
    """Whether the text matches every filter by keyword; ``None`` when a number is unknown."""
    verdict: bool | None = True
    for key, condition in filters.items():
        if key == "condition":
            ok: bool | None = bool(re.search(CONDITION_WORDS[condition], text, re.IGNORECASE))
        elif key == "blinding":
            ok = bool(re.search(BLINDING_WORDS[condition], text, re.IGNORECASE))
        elif key == "design":
            crossover = bool(re.search(CROSSOVER_WORDS, text, re.IGNORECASE))
            ok = crossover if condition == "randomized_crossover" else not crossover
        elif key == "sample_size":
            ok = compare(largest_count(text), condition)
        elif key == "duration_weeks":
            ok = compare(longest_weeks(text), condition)
        else:
            raise ValueError(f"no keyword rule for {key}")
        if ok is False:
            return False
        if ok is None:
            verdict = None
    return verdict


def check_trials(
    question: AgentQuestion, trials: list[AgentDocument], topic: str | None = None
) -> int:
    """``topic``: a keyword the abstract must also have, for a question that narrows by a drug
    or a subject no field holds."""
    gold = set(question.gold_documents)
    matched, unknown = set(), set()
    for document in trials:
        if topic and not re.search(topic, text_of(document), re.IGNORECASE):
            continue
        verdict = keyword_match(text_of(document), question.filters)
        if verdict:
            matched.add(document.source)
        elif verdict is None:
            unknown.add(document.source)
    print(f"{question.id} {question.filters} gold {len(gold)}, keywords {len(matched)}")
    by_source = {d.source: d for d in trials}
    disagreements = 0
    for source in sorted((gold - matched) | (matched - gold)):
        text = text_of(by_source[source])
        side = "gold only" if source in gold else "keywords only"
        if source in unknown:
            side += " (no number found)"
        print(
            f"    {side}: {source}  n~{largest_count(text)} weeks~{longest_weeks(text)}"
            f"  | {by_source[source].title[:90]}"
        )
        disagreements += 1
    return disagreements


def check_written(question: AgentQuestion, written: list[AgentDocument]) -> int:
    if question.intent not in ("list", "compute"):
        return 0
    selected = {
        d.source
        for d in written
        if d.bucket in question.buckets and fields_match(d.metadata, question.filters)
    }
    if selected == set(question.gold_documents):
        return 0
    print(f"{question.id}: the filter selects {sorted(selected)}, gold {question.gold_documents}")
    return 1


def fields_match(metadata: dict[str, Any], filters: dict[str, Any]) -> bool:
    return all(compare(metadata.get(key), condition) for key, condition in filters.items())


def check_split(split: str, topic_words: dict[str, str] | None = None) -> None:
    """Print how many of ``split``'s trial questions disagree with the keyword reading (to be
    checked by reading) and how many written-bucket lists or counts differ from their filter;
    ``topic_words`` narrows a question's trials to those naming its subject."""
    corpus = load_agent_corpus()
    trials = [d for d in corpus if d.bucket == TRIAL_BUCKET]
    written = [d for d in corpus if d.bucket != TRIAL_BUCKET]
    blind = [q for q in load_agent_questions() if q.split == split]
    trial_disagreements = written_errors = 0
    for question in blind:
        if question.buckets == (TRIAL_BUCKET,):
            topic = (topic_words or {}).get(question.id)
            trial_disagreements += check_trials(question, trials, topic)
        else:
            written_errors += check_written(question, written)
    print(
        f"{len(blind)} {split} questions: {trial_disagreements} trial keyword disagreements to "
        f"read, {written_errors} written-bucket lists or counts that differ from their filter"
    )


def main() -> None:
    check_split("test2")


if __name__ == "__main__":
    main()
