"""The shipped claim set is what its generator builds, and each alteration alters."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

from clinrag.evaluation import claim_alterations as alter
from clinrag.evaluation.claim_set import (
    ALTERATIONS,
    build,
    load_claims,
    paraphrase,
    split_of,
    write,
)
from clinrag.pipelines.claim_facts import quantities
from clinrag.shipped_data import CLAIM_SET


def test_the_shipped_set_is_rebuilt_byte_for_byte(tmp_path: Path) -> None:
    rebuilt = tmp_path / "claims.jsonl"
    write(build(), rebuilt)
    assert rebuilt.read_bytes() == CLAIM_SET.read_bytes()


def test_every_kind_and_both_splits_are_present() -> None:
    claims = load_claims()
    kinds = Counter(c.kind for c in claims if c.label == "unsupported")
    assert set(ALTERATIONS) | {"wrong_passage"} <= set(kinds)
    assert {c.split for c in claims} == {"calibration", "held_out"}
    assert any(c.origin == "hand" for c in claims)
    for claim in claims:
        assert split_of(claim.abstract) == claim.split


def test_alterations_change_what_the_claim_says() -> None:
    evidence = quantities("Latanoprost 0.005% once daily lowered IOP by 7.5 mmHg.")
    claim = "Latanoprost once daily reduced IOP by 7.5 mmHg."
    assert alter.change_number(claim, evidence) == "Latanoprost once daily reduced IOP by 9.7 mmHg."
    assert alter.change_dose(claim, evidence) == "Latanoprost twice daily reduced IOP by 7.5 mmHg."
    assert alter.toggle_negation(claim) == "Latanoprost once daily did not reduce IOP by 7.5 mmHg."
    assert alter.flip_direction(claim) == "Latanoprost once daily increased IOP by 7.5 mmHg."
    assert (
        alter.toggle_no_difference("There was no significant difference in IOP.")
        == "There was a significant difference in IOP."
    )
    assert (
        alter.swap_drug(claim, frozenset({"latanoprost"}), ["latanoprost", "timolol"])
        == "Timolol once daily reduced IOP by 7.5 mmHg."
    )


def test_paraphrase_drops_labels_lead_ins_and_statistics() -> None:
    sentence = "CONCLUSIONS: These results suggest that X lowered IOP (p < 0.01) versus Y."
    assert paraphrase(sentence, 0) == "X lowered IOP compared with Y."
    assert paraphrase(sentence, 1) == "The trial found that X lowered IOP compared with Y."
