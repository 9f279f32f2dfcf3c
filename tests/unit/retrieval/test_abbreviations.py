"""Short forms an abstract defines, and whether a short form abbreviates a phrase."""

from __future__ import annotations

import pytest

from clinrag.retrieval.abbreviations import abbreviates, definitions, short_forms


@pytest.mark.parametrize(
    ("short", "long", "expected"),
    [
        ("HR", "heart rate", True),
        ("RTX", "rituximab", True),
        ("CYC", "cyclophosphamide", True),
        ("ICS", "inhaled corticosteroids", True),
        ("UFH", "unfractionated heparin", True),
        ("TURP", "transurethral resection of the prostate", True),
        ("HR", "rate", False),  # the first letter must start a word
        ("FVC", "vital capacity", False),  # no "f" anywhere
        ("CYC", "ciclosporin", False),
        ("A", "aspirin", False),  # one letter abbreviates anything
    ],
)
def test_a_short_form_is_its_long_forms_letters_in_order_from_a_word_start(
    short: str, long: str, expected: bool
) -> None:
    assert abbreviates(short, long) is expected


def test_definitions_are_the_fewest_words_before_the_parenthesis_that_fit() -> None:
    text = (
        "Hyoscine-N-butylbromide (HBB) is given at colonoscopy. We measured heart rate (HR), "
        "forced vital capacity (FVC) and lispro mix 75/25 (LM75/25) use; values are mean "
        "(s.d.), analysis was by intention to treat (ITT) and 95% CI (0.2 to 0.9) (Table)."
    )
    assert definitions(text) == {
        "HBB": "Hyoscine-N-butylbromide",
        "HR": "heart rate",
        "FVC": "forced vital capacity",
        "LM75/25": "lispro mix 75/25",
        "ITT": "intention to treat",
    }


def test_short_forms_have_a_capital_past_their_first_letter() -> None:
    text = "The FVC in the RTX group, BIAsp 30 and HbA1c; Patients with COVID-19 (pH 7.4)."
    assert short_forms(text) == ["FVC", "RTX", "BIAsp", "HbA1c", "COVID-19", "pH"]
