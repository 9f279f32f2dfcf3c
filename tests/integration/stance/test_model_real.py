"""The learned stance reader as ``clinrag eval answers --set research`` trains it: the shipped
research rows, the packaged embedder. On sentences written for this test only (in no split),
it reads most right, and every stance at least once. A floor, not the figure
(docs/benchmarks.md has the leave-one-split-out one)."""

from __future__ import annotations

import pytest

from clinrag.components import build_embedder
from clinrag.evaluation.held_out_readers import HeldOutReaders
from clinrag.settings import Settings
from clinrag.stance.research_set import load_research_questions

pytestmark = pytest.mark.slow

INVENTED = [
    (
        "Does tranexamic acid reduce blood loss after knee replacement?",
        "Blood loss was significantly lower in the tranexamic acid group than in the saline group.",
        "yes",
    ),
    (
        "Does melatonin shorten the time to fall asleep in shift workers?",
        "Sleep latency did not differ significantly between melatonin and placebo (P = 0.41).",
        "no_difference",
    ),
    (
        "Does high-dose vitamin D reduce falls in older women?",
        "Women given the annual high-dose vitamin D had significantly more falls than those "
        "given placebo.",
        "no",
    ),
    (
        "Is ondansetron more effective than metoclopramide for nausea in the emergency department?",
        "Ondansetron and metoclopramide relieved nausea to a similar extent, with no "
        "significant difference at 30 minutes.",
        "no_difference",
    ),
    (
        "Does early mobilisation improve functional recovery after hip fracture surgery?",
        "Early mobilisation significantly improved functional independence at discharge.",
        "yes",
    ),
    (
        "Does the new inhaler lower the rate of exacerbations compared with the old one?",
        "Exacerbations were significantly more frequent with the new inhaler than with the "
        "old one.",
        "no",
    ),
]


def test_invented_findings_are_read_mostly_right_by_the_reader_trained_on_every_split() -> None:
    readers = HeldOutReaders(build_embedder(Settings()), load_research_questions())
    reads = readers.read("new-split", [(q, s) for q, s, _ in INVENTED])
    right = [read == gold for read, (_, _, gold) in zip(reads, INVENTED, strict=True)]
    assert sum(right) >= 5, reads
    assert set(reads) == {"yes", "no", "no_difference"}
