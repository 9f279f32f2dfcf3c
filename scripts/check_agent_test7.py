"""Re-derive candidate gold sets for the seventh blind agent split (``test7``) by keyword.

The same second look as ``check_agent_test6.py``, with the keyword rules of
``check_agent_test2.py``: for each ``test7`` question over the trials, the abstracts whose
text matches the gold filter by plain keywords, narrowed by ``TOPIC_WORDS`` where the question
names a drug class, a population or a subject no field holds (SGLT2 inhibitors, DPP-4
inhibitors, buspirone, smokeless tobacco, sublingual fentanyl, house dust mite immunotherapy,
empagliflozin, unoprostone, omarigliptin, adults), and where that crude reading and the read
gold disagree, to be checked by reading. Written-bucket lists and counts must equal what their
filter selects.

    PYTHONPATH=src python scripts/check_agent_test7.py
"""

from __future__ import annotations

from check_agent_test2 import check_trials, check_written

from clinrag.evaluation.agent_set import TRIAL_BUCKET, load_agent_corpus, load_agent_questions

SGLT2 = r"gliflozin|sodium-glucose"
DPP4 = r"gliptin|DPP-?4|dipeptidyl"
TOPIC_WORDS = {
    "agent7-001": SGLT2,
    "agent7-002": SGLT2,
    "agent7-003": DPP4,
    "agent7-004": DPP4,
    "agent7-005": r"omarigliptin",
    "agent7-011": r"\badults?\b",
    "agent7-012": r"unoprostone",
    "agent7-013": r"buspirone",
    "agent7-014": r"smokeless tobacco",
    "agent7-015": r"sublingual fentanyl",
    "agent7-016": r"immunotherapy",
    "agent7-017": r"empagliflozin",
}


def main() -> None:
    corpus = load_agent_corpus()
    trials = [d for d in corpus if d.bucket == TRIAL_BUCKET]
    written = [d for d in corpus if d.bucket != TRIAL_BUCKET]
    blind = [q for q in load_agent_questions() if q.split == "test7"]
    trial_disagreements = written_errors = 0
    for question in blind:
        if question.buckets == (TRIAL_BUCKET,):
            topic = TOPIC_WORDS.get(question.id)
            trial_disagreements += check_trials(question, trials, topic)
        else:
            written_errors += check_written(question, written)
    print(
        f"{len(blind)} test7 questions: {trial_disagreements} trial keyword disagreements to "
        f"read, {written_errors} written-bucket lists or counts that differ from their filter"
    )


if __name__ == "__main__":
    main()
