"""The seen blind sets' attacks and look-alikes teach the injection detector (index, classifier,
thresholds) and nothing else: whole, beside the hash split, with the guard's own reason codes;
their SQL payloads stay with the validation detectors and their misuse with the intent policy."""

from __future__ import annotations

import pytest

from clinrag.evaluation.guard_blind import load_blind
from clinrag.security.attack_corpus import load_guard_data
from clinrag.security.guard import REJECTION_DETAILS
from clinrag.security.guard_samples import ATTACK_KIND, BENIGN_KIND, GuardData
from clinrag.security.injection import CATEGORIES
from clinrag.security.intent_training import intent_training_samples
from clinrag.security.validation import normalize
from clinrag.security.written_samples import SEEN_ATTACK_AUTHORS
from clinrag.shipped_data import GUARD_BLIND_SETS
from tests.unit.evaluation.test_guard_authors import NOT_YET_TRAINED_ON


@pytest.fixture(scope="module")
def data() -> GuardData:
    return load_guard_data()


def test_every_blind_set_with_attacks_is_a_seen_author() -> None:
    """Once run blind; a set not yet run (``NOT_YET_TRAINED_ON``) stays out of training."""
    with_attacks = {
        name
        for name, path in GUARD_BLIND_SETS.items()
        if name not in NOT_YET_TRAINED_ON and any(t.kind == ATTACK_KIND for t in load_blind(path))
    }
    assert with_attacks == set(SEEN_ATTACK_AUTHORS)


def test_seen_texts_are_attacks_and_lookalikes_under_the_guards_reason_codes(
    data: GuardData,
) -> None:
    assert data.seen
    assert {s.kind for s in data.seen} == {ATTACK_KIND, BENIGN_KIND}
    attacks = [s for s in data.seen if s.prompt_attack]
    assert {s.category for s in attacks} <= set(CATEGORIES)
    assert all(s.category in REJECTION_DETAILS for s in attacks)
    assert all(s.source.partition("/")[0] in SEEN_ATTACK_AUTHORS for s in data.seen)
    assert not any("sql" in s.source for s in attacks)  # payloads: validation's business


def test_seen_texts_train_the_detector_whole_and_stay_out_of_the_split(data: GuardData) -> None:
    seen = {normalize(s.text) for s in data.seen}
    blind = [t for path in SEEN_ATTACK_AUTHORS.values() for t in load_blind(path)]
    kept = {normalize(t.text) for t in blind if t.kind == BENIGN_KIND}
    assert kept <= seen
    assert not any("/" in s.source for s in data.train + data.test if s.kind == ATTACK_KIND)
    indexed = {text for text, _ in data.index_attacks()} | set(data.index_benign())
    assert seen <= indexed
    assert data.injection_training == data.train + data.seen + data.product


def test_seen_texts_never_teach_the_intent_policy(data: GuardData) -> None:
    assert intent_training_samples(data, extra=[]) == intent_training_samples(
        GuardData(data.train, data.test), extra=[]
    )


def test_no_author_can_be_asked_for() -> None:
    assert load_guard_data(authors={}).seen == ()
