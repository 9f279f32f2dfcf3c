"""An NER date loses the lower-case words the model ran on after it (``presidio_hits``): the
words a date is written with stay, words that only begin like a month do not."""

from __future__ import annotations

import pytest

from clinrag.security.presidio_hits import _date_end


@pytest.mark.parametrize(
    ("hit", "kept"),
    [
        ("September 6th after a fall", "September 6th"),
        ("September 6th after a decrease", "September 6th"),
        ("12/03 marked improvement", "12/03"),
        ("on the 6th of march", "on the 6th of march"),
        ("Tuesday 4th in the morning", "Tuesday 4th in the morning"),
        ("12 March 2024", "12 March 2024"),
    ],
)
def test_the_words_after_an_ner_date_go_unless_a_date_is_written_with_them(
    hit: str, kept: str
) -> None:
    assert hit[: _date_end(hit, 0, len(hit))] == kept
