"""Scoring of the ingest trial fields: a wrong value costs precision and recall, an unstated
field that stays unset costs nothing, and the shipped labels cover 80 abstracts in two splits."""

from __future__ import annotations

import json
from pathlib import Path

from clinrag.evaluation.trial_metadata_eval import (
    TrialLabel,
    evaluate_trial_metadata,
    load_labels,
)
from clinrag.ingest.trial_metadata import FIELDS


def test_a_wrong_value_is_a_false_positive_and_a_false_negative(tmp_path: Path) -> None:
    corpus = tmp_path / "trials.jsonl"
    text = "Asthma trial. This was an open-label randomized trial. 50 patients were enrolled."
    corpus.write_text(json.dumps({"source": "t/1", "title": "Asthma trial.", "text": text}))
    label = TrialLabel(
        "t/1",
        "held_out",
        {
            "design": "randomized_controlled",
            "blinding": "double_blind",
            "sample_size": 50,
            "duration_weeks": None,
            "condition": "asthma",
        },
    )

    report = evaluate_trial_metadata([label], corpus)

    held_out = report.scores["held_out"]
    assert (held_out["blinding"].false_positives, held_out["blinding"].false_negatives) == (1, 1)
    assert held_out["sample_size"].precision == 1.0
    assert held_out["duration_weeks"].precision is None
    assert report.scores["tuning"]["design"].true_positives == 0
    assert report.misses == ["t/1 blinding: extracted open_label, labelled double_blind"]


def test_the_shipped_labels_are_eighty_distinct_abstracts_with_every_field() -> None:
    labels = load_labels()

    assert len({label.source for label in labels}) == len(labels) == 80
    assert sum(label.split == "held_out" for label in labels) == 20
    assert all(set(label.values) == set(FIELDS) for label in labels)
