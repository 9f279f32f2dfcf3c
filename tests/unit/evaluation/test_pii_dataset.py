"""The PHI evaluation set generator: reproducible per seed, a different set for another seed."""

from __future__ import annotations

from clinrag.evaluation.pii_records import HELD_OUT_SEED, SEED
from clinrag.evaluation.pii_templates import template_records


def test_the_same_seed_builds_the_same_templates() -> None:
    assert template_records(SEED) == template_records(SEED)


def test_the_held_out_seed_builds_other_sentences_with_valid_spans() -> None:
    shipped = {r["text"] for r in template_records(SEED)}
    held_out = template_records(HELD_OUT_SEED)
    assert len(held_out) == len(template_records(SEED))
    assert len({r["text"] for r in held_out} & shipped) < len(shipped) // 4
    for record in held_out:
        for span in record["spans"]:
            assert 0 <= span["start"] < span["end"] <= len(record["text"])
        assert not (record["phi_free"] and record["spans"])
