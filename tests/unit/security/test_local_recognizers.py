"""Identifiers as German, French, Spanish, Italian and Portuguese write them; look-alikes in
clinical text stay."""

from __future__ import annotations

import pytest

from clinrag.security.clinical_terms import ClinicalVocabulary
from clinrag.security.known_names import KnownNamePairs
from clinrag.security.local_recognizers import build_local_recognizers
from clinrag.security.recognizers import has_date_element


def found(text: str, kind: str) -> list[str]:
    hits = []
    for recognizer in build_local_recognizers():
        if kind in recognizer.supported_entities:
            for r in recognizer.analyze(text, [kind], None):
                if r.score >= 0.4:
                    hits.append(text[r.start : r.end])
    return hits


@pytest.mark.parametrize(
    ("text", "kind", "value"),
    [
        ("Sturz am 12. März 2024 zu Hause", "DATE", "12. März 2024"),
        ("hospitalisée le 1er février 2023", "DATE", "1er février 2023"),
        ("ingresó el 3 de marzo de 2024 por neumonía", "DATE", "3 de marzo de 2024"),
        ("potassio di 6,1 il 9 gen. 2024", "DATE", "9 gen. 2024"),
        ("cumplió 100 años en enero de 2024", "DATE", "enero de 2024"),
        ("Die Patientin ist 93 Jahre alt", "AGE", "93"),
        ("die 92-Jährige nimmt ASS", "AGE", "92"),
        ("patiente de 95 ans", "AGE", "95"),
        ("Frau Renate Hoffmann fragt", "PERSON", "Renate Hoffmann"),
        ("La Sig.ra Maria Colombo chiede", "PERSON", "Maria Colombo"),
        ("A Sra. Maria da Conceição Almeida pergunta", "PERSON", "Maria da Conceição Almeida"),
        ("Fallnr. 55102876: Penicillinallergie", "MRN", "55102876"),
        ("n° de dossier 40217735 :", "MRN", "40217735"),
        ("processo n.º 40217735", "MRN", "40217735"),
        ("NHC 30077215: recidiva", "MRN", "30077215"),
        ("Carte Vitale 2 49 11 13 055 087 41 sur le courrier", "HEALTH_PLAN_ID",
         "2 49 11 13 055 087 41"),
        ("Codice fiscale RSSMRA46L14F205X allegato", "SSN", "RSSMRA46L14F205X"),
        ("ist unter 0171 4589023 erreichbar", "PHONE", "0171 4589023"),
        ("localizable en el 612 45 78 90.", "PHONE", "612 45 78 90"),
        ("contactável pelo 912 345 678.", "PHONE", "912 345 678"),
        ("Bahnhofstr. 7, 50667 Köln; bitte", "ZIP", "50667"),
        ("Rua das Flores 14, 4050-262 Porto.", "LOCATION", "Porto"),
        ("Adresse : 7 avenue Jean Jaurès, 31000", "ADDRESS", "7 avenue Jean Jaurès"),
        # the families of the misses left after the first round (issue 15, branch translate)
        ("Befund von Maria Keller (45120987) liegt vor", "MRN", "45120987"),
        ("Labs for Peter O'Brien (7731250) are back", "MRN", "7731250"),
        ("Cartão de cidadão 98765432 1 ZX7 anexado", "ID", "98765432 1 ZX7"),
        ("Sie wohnen in der Im Winkel 12, Goslar", "ADDRESS", "Im Winkel 12"),
        ("Anschrift: Auf dem Berg 3a", "ADDRESS", "Auf dem Berg 3a"),
        ("vive en la Plaza Mayor 4, Toledo", "ADDRESS", "Plaza Mayor 4"),
        ("patient de la clinique de Vannes", "LOCATION", "Vannes"),
        ("ricoverata all'ospedale di Cremona", "LOCATION", "Cremona"),
        ("Bewohnerin im Pflegeheim in Goslar", "LOCATION", "Goslar"),
        # branch translate2: names after kin nouns, days without a year, extensions, hospitals
        ("Il marito Giorgio chiede la terapia", "PERSON", "Giorgio"),
        ("Die Schwester Ingrid bringt den Plan", "PERSON", "Ingrid"),
        ("Kontrolle vom 3.11. bitte verschieben", "DATE", "3.11."),
        ("rappel du patient avant le 14/09", "DATE", "14/09"),
        ("llamar a la extensión 3318", "ID", "3318"),
        ("verlegt ins Kantonsspital Olten", "LOCATION", "Kantonsspital Olten"),
    ],
)  # fmt: skip
def test_local_forms_are_found(text: str, kind: str, value: str) -> None:
    assert value in found(text, kind)


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("3 out of 10 patients responded", "DATE"),  # "out" is Portuguese October, abbreviated
        ("5 set of vitals in 2 hours", "DATE"),
        ("seit 12 Jahren Diabetes", "AGE"),  # a duration, and 89 or younger
        ("Metformin 500 mg zweimal täglich", "PHONE"),
        ("Heparin 25 000 IE über 24 Stunden", "PHONE"),
        ("Hashimoto-Thyreoiditis seit 2019, TSH 6,2", "DATE"),
        ("Die Tochter Bescheid geben", "PERSON"),  # a German noun after a kin noun
        ("risponde il 2/3 dei pazienti", "DATE"),  # a fraction of something
        ("improved by 1/2 in a week", "DATE"),  # English: no day-month cue
        ("el 5/325 mg cada 6 horas", "DATE"),
        ("Latanoprost (12345678) versus timolol", "MRN"),  # one capitalised word: a drug
        ("Timolol (0.5%) twice daily", "MRN"),
        ("In Deutschland leben Diabetiker 10 Jahre kürzer", "ADDRESS"),  # no "in der"
        ("Der Patient wohnt in der Nähe 2 Kilometer entfernt", "ADDRESS"),
        ("Hospital de Día para pacientes con EPOC", "LOCATION"),  # a day hospital
        ("Am Tag 5 Kontrolle des Kaliums", "ADDRESS"),
    ],
)
def test_clinical_look_alikes_stay(text: str, kind: str) -> None:
    assert found(text, kind) == []


def test_an_ner_date_with_a_local_month_is_a_date() -> None:
    assert has_date_element("12. März 2024")
    assert has_date_element("3 de marzo")
    assert not has_date_element("seit 2019")


def test_local_first_names_and_surnames_pair_before_a_lower_case_word() -> None:
    pairs = KnownNamePairs(ClinicalVocabulary.load())
    text = "Vuole sapere se Luca Bianchi deve ripetere l'INR."
    assert [text[s.start : s.end] for s in pairs.find(text, [])] == ["Luca Bianchi"]
    # a title-case word after the pair still makes it a longer proper noun
    text = "Young Mania Rating Scale score 12"
    assert pairs.find(text, []) == []
