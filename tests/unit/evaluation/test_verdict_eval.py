"""``clinrag eval verdicts``: the gold sentences read by the rules and by the model's verdict
prompt (the fake model answers it as the real adapter would), unclear counted apart."""

from __future__ import annotations

import json

import pytest

from clinrag.evaluation.verdict_eval import evaluate_verdicts
from clinrag.stance.research_set import ResearchQuestion
from tests.fakes import ScriptedLLM


def _question(number: int, stance: str, reference: str) -> ResearchQuestion:
    return ResearchQuestion(
        id=f"rq-{number}",
        question="Does glargine reduce nocturnal hypoglycaemia compared with NPH insulin?",
        stance=stance,  # type: ignore[arg-type]
        source="s",
        reference=reference,
        split="dev",
    )


QUESTIONS = [
    _question(1, "yes", "Glargine reduced nocturnal hypoglycaemia compared with NPH insulin."),
    _question(2, "no_difference", "Nocturnal hypoglycaemia did not differ between groups."),
    _question(3, "no", "Nocturnal hypoglycaemia was more frequent with glargine."),
]


async def test_each_reader_is_scored_on_the_gold_sentences_and_unclear_is_a_miss() -> None:
    replies = ["as_asked", "unclear", "as_asked"]
    llm = ScriptedLLM([json.dumps({"finding": f}) for f in replies])
    report = await evaluate_verdicts(llm, QUESTIONS, ["rules", "model"])
    rules, model = report.scores["rules"]["dev"], report.scores["model"]["dev"]
    assert rules.accuracy == 1.0
    assert model.accuracy == 1 / 3
    assert model.unclear == pytest.approx(1 / 3)
    assert model.stated_accuracy == 1 / 2
    assert report.misses["model"] == [
        "rq-2 gold=no_difference read=unclear",
        "rq-3 gold=no read=yes",
    ]
    (sent,) = {call.messages[-1].content.count("<retrieved-text>") for call in llm.calls}
    assert sent == 1  # the gold sentence, fenced as data
    assert any("model" in line for line in report.lines())


async def test_the_learned_reader_reads_each_split_held_out_from_it() -> None:
    from clinrag.evaluation.held_out_readers import HeldOutReaders
    from tests.fakes import HashingEmbedder

    rows = [
        ResearchQuestion(q.id + split, q.question, q.stance, q.source, q.reference, split)
        for split in ("dev", "test")
        for q in QUESTIONS
    ]
    learned = HeldOutReaders(HashingEmbedder(), rows)
    report = await evaluate_verdicts(None, rows, ["rules", "learned"], learned)
    assert set(report.scores["learned"]) == {"dev", "test"}
    expected = [
        f"{q.id} gold={q.stance} read={read}"
        for split in ("dev", "test")
        for q, read in learned.read_gold(split)
        if read != q.stance
    ]
    assert report.misses["learned"] == expected
    with pytest.raises(RuntimeError, match="training rows"):
        await evaluate_verdicts(None, rows, ["learned"])


async def test_the_rules_read_a_gold_sentence_with_the_short_forms_of_its_abstract() -> None:
    item = ResearchQuestion(
        id="rq-9",
        question="Is Combigan better than Cosopt at lowering eye pressure?",
        stance="no",
        source="glaucoma",
        reference="DTFC provided significantly better 24-hour efficacy.",
        split="dev",
    )
    abstract = (
        "Patients received brimonidine/timolol fixed combination (BTFC) or dorzolamide/timolol "
        "fixed combination (DTFC)."
    )
    alone = await evaluate_verdicts(None, [item], ["rules"])
    assert alone.scores["rules"]["dev"].accuracy == 0.0  # no arm named: read as it stands
    read = await evaluate_verdicts(None, [item], ["rules"], abstracts={"glaucoma": abstract})
    assert read.scores["rules"]["dev"].accuracy == 1.0
