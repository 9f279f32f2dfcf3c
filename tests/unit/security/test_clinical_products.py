"""The products, scores, shorthand and job titles list: a word that is also a known name is
never listed alone (alone it needs context), and the vocabulary reads the list."""

from __future__ import annotations

from clinrag.security.clinical_terms import ClinicalVocabulary, fold_word
from clinrag.security.known_names import all_names
from clinrag.shipped_data import CLINICAL_PRODUCTS


def _entries() -> list[str]:
    lines = CLINICAL_PRODUCTS.read_text(encoding="utf-8").splitlines()
    return [line.strip() for line in lines if line.strip() and not line.startswith("#")]


def test_no_single_word_entry_is_a_known_name() -> None:
    names = all_names()
    alone = [e for e in _entries() if " " not in e and fold_word(e) in names]
    assert alone == []


def test_the_vocabulary_reads_the_products(vocabulary: ClinicalVocabulary) -> None:
    for term in ("Voluson", "Vicryl Rapide", "social worker", "appt", "BOADICEA"):
        assert term in vocabulary
