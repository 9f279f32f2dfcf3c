"""A first name with a quoted nickname grows over the surname after it."""

from __future__ import annotations

from clinrag.security.name_spans import nicknamed_names
from clinrag.security.recognizers import PhiType
from clinrag.security.spans import Span


def grown(text: str, first: str) -> list[str]:
    start = text.index(first)
    span = Span(start, start + len(first), PhiType.PERSON, 0.85, from_ner=True)
    return [text[s.start : s.end] for s in nicknamed_names(text, [span])]


def test_the_surname_after_a_nickname_joins_the_name() -> None:
    text = 'Wife Guadalupe "Lupe" Ortiz de la Cruz at bedside, BP 120/80.'
    assert grown(text, "Guadalupe") == ['Guadalupe "Lupe" Ortiz de la Cruz']


def test_a_quoted_word_without_a_surname_after_it_adds_nothing() -> None:
    assert grown('Daughter Patricia "Trish" called at 07:10.', "Patricia") == []
    assert grown("Seen by Dr Gallagher (Trauma) Review at 10:00.", "Gallagher") == []
