"""The note set generator: gold spans cover the surrogate values, kept values are clinical."""

from __future__ import annotations

import json
from itertools import pairwise

from clinrag.evaluation.note_dataset import HELD_OUT_SEED, SEED, build
from clinrag.evaluation.note_templates import FAMILIES
from clinrag.shipped_data import NOTE_DATASET


def test_the_shipped_set_is_what_the_generator_builds() -> None:
    shipped = [json.loads(line) for line in NOTE_DATASET.read_text(encoding="utf-8").splitlines()]
    assert shipped == build(SEED)


def test_every_family_is_present_with_several_templates() -> None:
    records = build(SEED, rounds=1)
    assert {r["family"] for r in records} == set(FAMILIES)
    assert all(len(templates) >= 3 for templates in FAMILIES.values())


def test_gold_spans_cover_the_values_and_nothing_else() -> None:
    for record in build(HELD_OUT_SEED, rounds=2):
        text = record["text"]
        spans = sorted((s["start"], s["end"]) for s in record["spans"] + record["keep"])
        for (_, end), (start, _) in pairwise(spans):
            assert end <= start, "gold and kept spans never overlap"
        for span in record["spans"]:
            value = text[span["start"] : span["end"]]
            assert value, record["template"]
            assert value == value.strip(), (record["template"], value)
            assert not value.startswith("#")
        names = [text[s["start"] : s["end"]] for s in record["spans"] if s["type"] == "PERSON"]
        for name in names:  # every other mention of a gold name is gold (or a clinical value:
            # a patient called Graves beside Graves' disease)
            for word in name.replace(",", " ").split():
                if len(word) > 3 and word.isalpha():
                    starts = [
                        i
                        for i in range(len(text))
                        if text.startswith(word, i)
                        and not any(k["start"] <= i < k["end"] for k in record["keep"])
                    ]
                    assert all(
                        any(s["start"] <= i < s["end"] for s in record["spans"]) for i in starts
                    ), (record["template"], word)


def test_another_seed_gives_other_values() -> None:
    assert [r["text"] for r in build(SEED, 1)] != [r["text"] for r in build(HELD_OUT_SEED, 1)]
