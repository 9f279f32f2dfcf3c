"""Re-derive candidate gold sets for the sixth blind agent split (``test6``) by keyword.

The same second look as ``check_agent_test5.py``, with the keyword rules of
``check_agent_test2.py``: for each ``test6`` question over the trials, the abstracts whose
text matches the gold filter by plain keywords, narrowed by ``TOPIC_WORDS`` where the question
names a drug, a population or a subject no field holds (add-on to risperidone, secretin,
oxytocin, adults, massage, omega-3, capsaicin, tofacitinib, embolisation), and where that crude
reading and the read gold disagree, to be checked by reading. Written-bucket lists and counts
must equal what their filter selects.

    PYTHONPATH=src python scripts/check_agent_test6.py
"""

from __future__ import annotations

from check_agent_test2 import check_trials, check_written

from clinrag.evaluation.agent_set import TRIAL_BUCKET, load_agent_corpus, load_agent_questions

TOPIC_WORDS = {
    "agent6-001": r"risperidone",
    "agent6-002": r"secretin",
    "agent6-003": r"oxytocin",
    "agent6-004": r"\badults?\b",
    "agent6-006": r"massage",
    "agent6-007": r"omega-3",
    "agent6-010": r"\badults?\b",
    "agent6-012": r"nurse",
    "agent6-014": r"capsaicin",
    "agent6-015": r"tofacitinib",
    "agent6-016": r"emboli",
}


def main() -> None:
    corpus = load_agent_corpus()
    trials = [d for d in corpus if d.bucket == TRIAL_BUCKET]
    written = [d for d in corpus if d.bucket != TRIAL_BUCKET]
    blind = [q for q in load_agent_questions() if q.split == "test6"]
    trial_disagreements = written_errors = 0
    for question in blind:
        if question.buckets == (TRIAL_BUCKET,):
            topic = TOPIC_WORDS.get(question.id)
            trial_disagreements += check_trials(question, trials, topic)
        else:
            written_errors += check_written(question, written)
    print(
        f"{len(blind)} test6 questions: {trial_disagreements} trial keyword disagreements to "
        f"read, {written_errors} written-bucket lists or counts that differ from their filter"
    )


if __name__ == "__main__":
    main()
