"""Re-derive candidate gold sets for the tenth blind agent split (``test10``) by keyword.

The same second look as ``check_agent_test9.py``, with the keyword rules of
``check_agent_test2.py``: for each ``test10`` question over the trials, the abstracts whose
text matches the gold filter by plain keywords, narrowed by ``TOPIC_WORDS`` where the question
names a drug, a procedure or a subject no field holds, and where that crude reading and the
read gold disagree, to be checked by reading. Written-bucket lists and counts must equal what
their filter selects.

    PYTHONPATH=src python scripts/check_agent_test10.py
"""

from __future__ import annotations

from check_agent_test2 import check_trials, check_written

from clinrag.evaluation.agent_set import TRIAL_BUCKET, load_agent_corpus, load_agent_questions

TOPIC_WORDS = {
    "agent10-001": r"ponezumab",
    "agent10-002": r"melatonin",
    "agent10-003": r"cognitive-behavio|CBT",
    "agent10-004": r"PLAY",
    "agent10-005": r"sitagliptin plus insulin",
    "agent10-006": r"alfuzosin",
    "agent10-007": r"bimatoprost versus travoprost in an Egyptian",
    "agent10-008": r"brimonidine",
    "agent10-009": r"cariprazine",
    "agent10-010": r"iontophore",
    "agent10-013": r"cycloserine",
    "agent10-014": r"dofequidar",
}


def main() -> None:
    corpus = load_agent_corpus()
    trials = [d for d in corpus if d.bucket == TRIAL_BUCKET]
    written = [d for d in corpus if d.bucket != TRIAL_BUCKET]
    blind = [q for q in load_agent_questions() if q.split == "test10"]
    trial_disagreements = written_errors = 0
    for question in blind:
        if question.buckets == (TRIAL_BUCKET,):
            topic = TOPIC_WORDS.get(question.id)
            trial_disagreements += check_trials(question, trials, topic)
        else:
            written_errors += check_written(question, written)
    print(
        f"{len(blind)} test10 questions: {trial_disagreements} trial keyword disagreements to "
        f"read, {written_errors} written-bucket lists or counts that differ from their filter"
    )


if __name__ == "__main__":
    main()
