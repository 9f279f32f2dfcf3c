"""The drug dictionary the subject gate and the stance reader's arms both read."""

from __future__ import annotations

from pathlib import Path

import pytest

from clinrag.retrieval.drug_names import DrugNames, drug_names


def _names(tmp_path: Path) -> DrugNames:
    table = tmp_path / "drugs.txt"
    table.write_text(
        "# heading\tkind\tnames\n"
        "dorzolamide\tdrug\tdorzolamide|cosopt|trusopt\n"
        "timolol\tdrug\ttimolol|cosopt|timoptic\n"
        "insulin\tdrug\tinsulin\n"
        "insulin glargine\tdrug\tinsulin glargine|lantus\n"
        "statins\tclass\tstatins|statin\n",
        encoding="utf-8",
    )
    return DrugNames.load(table)


def test_a_combination_brand_names_each_generic_in_order(tmp_path: Path) -> None:
    assert _names(tmp_path).generics_in("Is Cosopt better?") == ("dorzolamide", "timolol")


def test_a_generic_or_a_class_adds_nothing(tmp_path: Path) -> None:
    assert _names(tmp_path).generics_in("Is timolol better than statins?") == ()


def test_a_word_that_heads_its_own_entry_names_the_family_not_the_drug(tmp_path: Path) -> None:
    names = _names(tmp_path)
    assert names.own_words("insulin glargine") == ("glargine",)
    assert names.own_words("timolol") == ("timolol",)


def test_the_packaged_dictionary_reads_brands_as_generics() -> None:
    assert drug_names().generics_in("Efexor XR") == ("venlafaxine",)


@pytest.mark.parametrize(
    ("brand", "generics"),
    [
        ("Combigan", ("brimonidine", "timolol")),
        ("Xalacom", ("latanoprost", "timolol")),
        ("DuoTrav", ("timolol", "travoprost")),
        ("Simbrinza", ("brimonidine", "brinzolamide")),
        ("Symbicort", ("budesonide", "formoterol")),
        ("Levemir", ("insulin detemir",)),
    ],
)
def test_combinations_written_a_slash_b_and_qualified_generics_are_read(
    brand: str, generics: tuple[str, ...]
) -> None:
    assert tuple(sorted(drug_names().generics_in(brand))) == generics
