"""A unit or lot before a house number belongs to the street address it opens."""

from __future__ import annotations

import pytest

from clinrag.security.address_spans import extend_addresses
from clinrag.security.recognizers import PhiType
from clinrag.security.spans import Span


def _grown(text: str, street: str, before: list[Span] | None = None) -> list[str]:
    start = text.index(street)
    spans = [*(before or []), Span(start, start + len(street), PhiType.ADDRESS, 0.7, False)]
    return [text[s.start : s.end] for s in extend_addresses(text, spans)]


@pytest.mark.parametrize(
    ("text", "street", "address"),
    [
        ("care: Unit 5/18 Banksia Avenue", "18 Banksia Avenue", "Unit 5/18 Banksia Avenue"),
        ("care: Lot 14 Old Gundagai Road", "14 Old Gundagai Road", "Lot 14 Old Gundagai Road"),
        ("at Flat 3/7 Kings Road", "7 Kings Road", "Flat 3/7 Kings Road"),
    ],
)
def test_a_unit_or_lot_opens_the_address(text: str, street: str, address: str) -> None:
    assert _grown(text, street) == [address]


def test_a_unit_found_as_a_place_is_absorbed() -> None:
    text = "care: Unit 5/18 Banksia Avenue"
    unit = Span(text.index("5/"), text.index("5/") + 1, PhiType.LOCATION, 0.7, False)
    assert _grown(text, "18 Banksia Avenue", [unit]) == ["Unit 5/18 Banksia Avenue"]


def test_a_number_after_other_words_is_left_alone() -> None:
    assert _grown("moved a lot; 14 Old Gundagai Road", "14 Old Gundagai Road") == [
        "14 Old Gundagai Road"
    ]
