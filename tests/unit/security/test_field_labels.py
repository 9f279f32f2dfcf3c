"""A field label at a line's start ("Sonographer:", "Tx:") is no name; a speaker's name before
a colon stays one."""

from __future__ import annotations

import pytest

from clinrag.security.known_names import all_names
from clinrag.security.ner_hits import field_label


def _label(text: str, word: str) -> bool:
    start = text.index(word)
    return field_label(text, start, start + len(word), all_names())


@pytest.mark.parametrize(
    ("text", "word"),
    [
        ("growth.\nSonographer: Xander Pell (HCPC SW393987)", "Sonographer"),
        ("Practice\nMachine: Voluson E10, s/n YNY624550S", "Machine"),
        ("centile, Hadlock).\nLiquor: DVP 5.1 cm.", "Liquor"),
        ("DMFT 14.\nTx: LA articaine 4% 1 x 2.2 ml", "Tx"),
        ("3835)\nProband: K.K. (fam SC-992174).", "Proband"),
        ("  Clinical Genetics Review: booked", "Genetics"),
    ],
)
def test_a_field_label_is_no_name(text: str, word: str) -> None:
    assert _label(text, word)


@pytest.mark.parametrize(
    ("text", "word"),
    [
        ("Kimberly: Remember me?\nDoctor: yes", "Kimberly"),  # a speaker, a known name
        ("Seen with Okafor: plan agreed", "Okafor"),  # not at the line's start
        ("Sonographer Pell: 10:30 slot", "Pell"),  # a known surname in the label
        ("Review at 10:30 today", "Review"),  # no label colon, a time's
        ("Liquor normal. Plan: rescan", "Liquor"),  # the colon is another clause's
    ],
)
def test_a_name_or_a_sentence_word_is_no_label(text: str, word: str) -> None:
    assert not _label(text, word)
