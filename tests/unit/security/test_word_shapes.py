"""A name hit made only of numbers, units and medical words is shorthand, not a name."""

from __future__ import annotations

import pytest

from clinrag.security.word_shapes import clinical_shape, shorthand


@pytest.mark.parametrize("value", ["52 bpm", "x3", "mcg TID", "nocturia", "40 mg BID"])
def test_shorthand_read_as_a_name_is_dropped(value: str) -> None:
    assert shorthand(value)


@pytest.mark.parametrize("value", ["Maria Lopez", "hargreaves", "Okafor 3", "Nocturia", ""])
def test_names_are_not_shorthand(value: str) -> None:
    assert not shorthand(value)


def test_clinical_shape_needs_a_long_enough_word() -> None:
    assert clinical_shape("furosemide")
    assert not clinical_shape("nase")
