"""Ordinary words of German, French, Spanish, Italian and Portuguese that the English NER model
reads as names: which text is in which language, which words are ordinary, and that names,
towns and words after a title never are. Forms the language sets do not use."""

from __future__ import annotations

import pytest

from clinrag.security.clinical_terms import ClinicalVocabulary
from clinrag.security.foreign_words import (
    local_drug,
    medical_word,
    ordinary_hit,
    ordinary_word,
    text_language,
)


@pytest.mark.parametrize(
    ("text", "language"),
    [
        ("Soll die Mutter nach der Operation weiter Marcumar nehmen?", "de"),
        ("Le patient peut-il reprendre le sport après son infarctus ?", "fr"),
        ("¿Se puede dar ibuprofeno a una mujer embarazada?", "es"),
        ("Il paziente può guidare dopo un ictus?", "it"),
        ("O doente pode tomar paracetamol com o varfarina?", "pt"),
        ("Can a patient on warfarin take ibuprofen after a fall?", None),
        ("Patient lives at 12 rue de la Paix, Paris; her son calls daily.", None),
    ],
)
def test_the_text_is_read_in_the_language_most_of_its_words_belong_to(
    text: str, language: str | None
) -> None:
    assert text_language(text) == language


@pytest.mark.parametrize(
    ("word", "language"),
    [("Schwester", "de"), ("Mittwoch", "de"), ("Semaine", "fr"), ("Ayer", "es"),
     ("Domani", "it"), ("Ontem", "pt"), ("al", "it"), ("della", "it")],
)  # fmt: skip
def test_common_words_much_commoner_than_in_english_are_ordinary(word: str, language: str) -> None:
    assert ordinary_word(word, language)


@pytest.mark.parametrize(
    ("word", "language"),
    [("Müller", "de"), ("Hoffmann", "de"), ("Rossi", "it"), ("García", "es"),
     ("Dubois", "fr"), ("Pereira", "pt"), ("Nguyen", "de"), ("Yilmaz", "de")],
)  # fmt: skip
def test_surnames_are_as_common_in_english_and_stay_names(word: str, language: str) -> None:
    assert not ordinary_word(word, language)


@pytest.mark.parametrize("town", ["Leipzig", "Lünen", "Gelsenkirchen", "Innsbruck", "Setúbal"])
def test_towns_are_too_rare_or_too_international_to_be_ordinary(town: str) -> None:
    language = "pt" if town == "Setúbal" else "de"
    assert not ordinary_word(town, language)
    assert not medical_word(town.casefold())


@pytest.mark.parametrize(
    "word", ["Ciprofloxacino", "Metformina", "Atorvastatina", "Levetiracetam", "Enoxaparina"]
)
def test_drugs_in_a_local_spelling(word: str) -> None:
    assert local_drug(word)


@pytest.mark.parametrize("word", ["Carolina", "Valentina", "Bernardo", "Gonzalez"])
def test_names_are_no_drugs(word: str) -> None:
    assert not local_drug(word)


@pytest.mark.parametrize(
    "word", ["bronchitis", "bronchite", "hepatitis", "pancreatite", "gastroskopie", "leucemia"]
)
def test_medical_words_by_shape_or_english_spelling(word: str) -> None:
    assert medical_word(word)


@pytest.mark.parametrize("word", ["schneider", "hofmann", "bianchi", "carvalho", "lefebvre"])
def test_surnames_are_no_medical_words(word: str) -> None:
    assert not medical_word(word)


@pytest.fixture(scope="module")
def vocabulary() -> ClinicalVocabulary:
    return ClinicalVocabulary.load()


def hit(text: str, value: str, language: str, vocabulary: ClinicalVocabulary) -> bool:
    start = text.index(value)
    return ordinary_hit(text, start, start + len(value), language, [], vocabulary)


@pytest.mark.parametrize(
    ("text", "value", "language"),
    [
        ("Die Schwester meldet Fieber seit gestern.", "Die Schwester", "de"),
        ("Wann ist der Gastroskopietermin?", "Gastroskopietermin", "de"),
        ("Ist eine Crohn-Krankheit wahrscheinlich?", "Crohn-Krankheit", "de"),
        ("Malattia di Crohn: quale dieta?", "Malattia di Crohn", "it"),
        ("Quelle posologie pour la Sra?", "la Sra", "es"),
        ("Il paziente ha ancora tosse secca notturna.", "ancora tosse secca notturna", "it"),
    ],
)
def test_hits_of_ordinary_words_titles_and_eponyms_are_ordinary(
    text: str, value: str, language: str, vocabulary: ClinicalVocabulary
) -> None:
    assert hit(text, value, language, vocabulary)


@pytest.mark.parametrize(
    ("text", "value", "language"),
    [
        ("Herr Schäfer fragt nach dem Befund.", "Schäfer", "de"),
        ("Herr Schäfer fragt nach dem Befund.", "Herr Schäfer", "de"),
        ("Il marito Bianchi chiama spesso.", "Bianchi", "it"),
        ("Vive en la calle de la Constitución.", "Constitución", "es"),
        ("La señora Flores pregunta por la dosis.", "Flores", "es"),
        ("Die Tochter Sabine ruft an.", "Sabine", "de"),
    ],
)
def test_names_after_titles_proper_nouns_and_names_stay(
    text: str, value: str, language: str, vocabulary: ClinicalVocabulary
) -> None:
    assert not hit(text, value, language, vocabulary)
