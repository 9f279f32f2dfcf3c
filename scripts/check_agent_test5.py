"""Re-derive candidate gold sets for the fifth blind agent split (``test5``) by keyword.

The same second look as ``check_agent_test4.py``, with the keyword rules of
``check_agent_test2.py``: for each ``test5`` question over the trials, the abstracts whose
text matches the gold filter by plain keywords, narrowed by ``TOPIC_WORDS`` where the question
names a drug, a test or a subject no field holds (Rescula, coenzyme Q10, the physostigmine
patch), and where that crude reading and the read gold disagree, to be checked by reading.
Written-bucket lists and counts must equal what their filter selects.

    PYTHONPATH=src python scripts/check_agent_test5.py
"""

from __future__ import annotations

from check_agent_test2 import check_trials, check_written

from clinrag.evaluation.agent_set import TRIAL_BUCKET, load_agent_corpus, load_agent_questions

TOPIC_WORDS = {
    "agent5-001": r"physostigmine",
    "agent5-002": r"aminophylline",
    "agent5-003": r"coenzyme Q",
    "agent5-004": r"scrub typhus",
    "agent5-005": r"supraventricular tachycardia",
    "agent5-006": r"albiglutide",
    "agent5-007": r"immunotherapy",
    "agent5-008": r"earthquake",
    "agent5-009": r"albiglutide|faster aspart",
    "agent5-011": r"unoprostone[^.]*latanoprost|latanoprost[^.]*unoprostone",
    "agent5-020": r"fluticasone",
}


def main() -> None:
    corpus = load_agent_corpus()
    trials = [d for d in corpus if d.bucket == TRIAL_BUCKET]
    written = [d for d in corpus if d.bucket != TRIAL_BUCKET]
    blind = [q for q in load_agent_questions() if q.split == "test5"]
    trial_disagreements = written_errors = 0
    for question in blind:
        if question.buckets == (TRIAL_BUCKET,):
            topic = TOPIC_WORDS.get(question.id)
            trial_disagreements += check_trials(question, trials, topic)
        else:
            written_errors += check_written(question, written)
    print(
        f"{len(blind)} test5 questions: {trial_disagreements} trial keyword disagreements to "
        f"read, {written_errors} written-bucket lists or counts that differ from their filter"
    )


if __name__ == "__main__":
    main()
