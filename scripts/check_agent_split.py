"""Re-derive candidate gold sets for a blind agent split (``test2`` on) by keyword.

The trial gold of the blind splits was read in the abstracts, not taken from the fields ingest
extracts (whose code the sets' authors did not read). This script is the second look: for each
of the split's questions over the trials it selects the abstracts whose *text* matches the gold
filter by plain keyword rules (``agent_keyword_rules.py``), narrowed by the split's topic
keywords where a question names a drug, a population or a subject no field holds
(``agent_topic_words.py``), and prints where that crude reading and the gold disagree, with the
numbers that decide, so a reader can check each one. A disagreement is not an error by itself:
the gold says what the abstract says once read. For the written buckets the fields are exact, so
a list or count is compared with what its filter selects.

    PYTHONPATH=src python scripts/check_agent_split.py test12
"""

from __future__ import annotations

import argparse
import re

from agent_keyword_rules import fields_match, keyword_match, largest_count, longest_weeks, text_of
from agent_topic_words import TOPIC_WORDS

from clinrag.evaluation.agent_set import (
    TRIAL_BUCKET,
    AgentDocument,
    AgentQuestion,
    load_agent_corpus,
    load_agent_questions,
)


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


def check_split(split: str) -> None:
    """Print how many of ``split``'s trial questions disagree with the keyword reading (to be
    checked by reading) and how many written-bucket lists or counts differ from their filter; a
    question's topic keyword narrows its trials to those naming its subject."""
    corpus = load_agent_corpus()
    trials = [d for d in corpus if d.bucket == TRIAL_BUCKET]
    written = [d for d in corpus if d.bucket != TRIAL_BUCKET]
    blind = [q for q in load_agent_questions() if q.split == split]
    trial_disagreements = written_errors = 0
    for question in blind:
        if question.buckets == (TRIAL_BUCKET,):
            topic = TOPIC_WORDS.get(question.id)
            trial_disagreements += check_trials(question, trials, topic)
        else:
            written_errors += check_written(question, written)
    print(
        f"{len(blind)} {split} questions: {trial_disagreements} trial keyword disagreements to "
        f"read, {written_errors} written-bucket lists or counts that differ from their filter"
    )


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("split", help="a blind split, test2 on")
    check_split(parser.parse_args(argv).split)


if __name__ == "__main__":
    main()
