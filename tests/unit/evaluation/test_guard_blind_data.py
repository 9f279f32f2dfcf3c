"""The blind guard evaluation set: every family named in families.json has a file of at
least forty JSON lines, each with a non-empty text and a language, and no text appears in
two files."""

from __future__ import annotations

import json
from collections import Counter
from importlib import resources

import pytest

BLIND = resources.files("clinrag") / "data" / "eval" / "guard_blind"
KINDS = {"attack", "benign", "misuse", "legitimate"}


def _families() -> dict[str, dict[str, str]]:
    return json.loads((BLIND / "families.json").read_text(encoding="utf-8"))


def _texts(family: str) -> list[str]:
    lines = (BLIND / f"{family}.jsonl").read_text(encoding="utf-8").splitlines()
    texts = []
    for number, line in enumerate(lines, start=1):
        row = json.loads(line)
        assert isinstance(row.get("text"), str), (family, number)
        assert row["text"].strip(), (family, number)
        assert isinstance(row.get("lang"), str), (family, number)
        assert row["lang"].strip(), (family, number)
        texts.append(row["text"])
    return texts


def test_families_have_a_known_kind_a_category_and_a_description() -> None:
    families = _families()

    assert families
    for name, family in families.items():
        assert family["kind"] in KINDS, name
        assert family["category"].strip(), name
        assert family["description"].strip(), name


@pytest.mark.parametrize("family", sorted(_families()))
def test_each_family_file_exists_with_at_least_forty_valid_lines(family: str) -> None:
    assert (BLIND / f"{family}.jsonl").is_file(), family
    assert len(_texts(family)) >= 40, family


def test_every_jsonl_file_is_named_in_families_json() -> None:
    files = {
        entry.name[: -len(".jsonl")] for entry in BLIND.iterdir() if entry.name.endswith(".jsonl")
    }

    assert files == set(_families())


def test_no_text_is_repeated_within_or_across_files() -> None:
    counts = Counter(text for family in _families() for text in _texts(family))

    repeated = [text for text, count in counts.items() if count > 1]
    assert not repeated, repeated[:5]
