"""The recall mechanisms of PresidioRedactor, one golden table each, on the real spaCy model:
name cues (speaker labels, verbs of speech, role and kinship nouns, middle initials, coordinated
names, names grown over the words next to them), address blocks (line marks, city and region
lines, non-US street forms, intersections), places after a verb of residence or movement, and
phone numbers after contact words. Each table has its counterpart: clinical text that must stay.
"""

from __future__ import annotations

import pytest

from clinrag.assets import SPACY_MODEL
from clinrag.security.presidio_redactor import PresidioRedactor, _lemma
from clinrag.security.redaction import RedactionSession


@pytest.fixture(scope="module")
def redactor() -> PresidioRedactor:
    return PresidioRedactor(SPACY_MODEL.packaged_dir())


def redact(redactor: PresidioRedactor, text: str) -> str:
    return redactor.redact(text, RedactionSession()).text


def spans(redactor: PresidioRedactor, text: str) -> list[tuple[str, str]]:
    return [(text[start:end], str(kind)) for start, end, kind in redactor.find(text)]


# (text, values that must be gone, values that must stay)
NAMES = [
    pytest.param(  # a speaker label with quoted speech; a possessive before a kinship noun
        'Mikkel: "Who are you?"\nKaren:"I\'m Debbie\'s daughter".',
        ["Mikkel", "Karen", "Debbie"],
        ["daughter"],
        id="dialogue-quoted",
    ),
    pytest.param(  # a dialogue in which one speaker is a name the model knows
        "Tokie: What a wife.\nKimberly: Remember me, Katherine?\nCrystal: You saved my life!",
        ["Kimberly", "Crystal", "Katherine"],
        ["What a wife", "You saved my life"],
        id="dialogue-labels",
    ),
    pytest.param(
        'Cormac shouted at Wayne: "What are you doing here?"',
        ["Cormac", "Wayne"],
        ["What are you doing here"],
        id="verb-of-speech",
    ),
    pytest.param(
        "Producer Liam A Ball explained to Fuse TV that the song was about home.",
        ["Liam", "Ball"],
        ["Producer", "explained"],
        id="role-noun-and-initial",
    ),
    pytest.param(
        "Action, Comedy\nDirected By:    Yoshka Roefs", ["Yoshka", "Roefs"], ["Comedy"], id="by"
    ),
    pytest.param(
        "I would like to remove my kid Ludwig from the will.", ["Ludwig"], ["kid"], id="kinship"
    ),
    pytest.param(
        "Espinal and Daugherty were precision engineers.",
        ["Espinal", "Daugherty"],
        ["engineers"],
        id="coordinated",
    ),
    pytest.param(
        "Affiano Ferrari will be talking in the conference",
        ["Affiano", "Ferrari"],
        ["conference"],
        id="grown-left",
    ),
    pytest.param(
        "Billing address: Malon van den Bogaert\n",
        ["Malon", "Bogaert", "van den"],
        [],
        id="particles",
    ),
    pytest.param(
        "Top-flight tennis player Tekla Blomqvist DDS was detained.",
        ["Tekla", "Blomqvist", "DDS"],
        ["detained"],
        id="credential",
    ),
    pytest.param(  # the addressee line above an address block
        "}} Christoffer Olesen\n}} Weatherford International Inc\n}} 63310 1239 Devenish St",
        ["Christoffer", "Olesen", "Devenish"],
        ["Weatherford International Inc"],
        id="addressee",
    ),
    pytest.param(  # role_names: a name after a role noun, also an English word
        "Taxi booked, driver Grace +44 7700 900123; carer faith drives her in.",
        ["Grace", "faith"],
        ["driver", "carer", "drives her in"],
        id="role-noun-any-word",
    ),
    pytest.param(  # handover_names: the person at the other end of a hand-over or a call
        "0700 handed over to imogen (day RN). If worse ring harriet on 0161 496 0000.",
        ["imogen", "harriet"],
        ["handed over to", "day RN"],
        id="handover-and-call",
    ),
    pytest.param(  # surname_first: capitals before a given name that is also a word
        "Name (as in NRIC): TAN Hope NRIC S1234567D\nIndex case: OKORO Chukwudi TB reg\n"
        "Patient  CHEN, Jun      MRN  K1234567\ncc: HARRIS; MORGAN, SHANNON",
        ["TAN", "Hope", "OKORO", "Chukwudi", "Jun", "SHANNON"],
        ["Index case", "TB reg", "Patient"],
        id="surname-first",
    ),
]

ADDRESSES = [
    pytest.param(
        "}} Arbi Vizirov\n}} 2555 Álfabyggð 99\n}} Apt. 349\n}} Þingeyri\n}} Iceland 16788",
        ["Arbi", "Vizirov", "Álfabyggð", "349", "Þingeyri", "16788"],
        id="block-with-line-marks",
    ),
    pytest.param(
        "Please validate: 48283 75 Marloo Street Apt. 328\nWidnau, nan 58828",
        ["48283", "Marloo", "328", "Widnau", "58828"],
        id="region-slot",
    ),
    pytest.param(
        "Send it to 349 Piazza Rezzonico 35 Apt. 180\nCangas de Onís\n, O\n Spain 09614",
        ["Rezzonico", "Cangas de Onís", "09614"],
        id="particle-in-city",
    ),
    pytest.param(
        "He lives on the north side of Via dei Fiorentini 17.", ["Fiorentini 17"], id="via-dei"
    ),
    pytest.param("The bus drops you off at 790 C/ Amoladera 62 St.", ["Amoladera"], id="calle"),
    pytest.param(
        "Pedestrians must enter on Welser Strasse 93 St. the first three months",
        ["Welser Strasse 93"],
        id="street-word",
    ),
    pytest.param("}} 36574 Munkácsy Mihály út 93.\n}} Suite 876", ["Munkácsy", "876"], id="utca"),
    pytest.param("??? 602 31 Rue tachkent\n??? Apt. 352", ["tachkent", "352"], id="rue-lower"),
    pytest.param(
        "Nansen lives on Lungodora Napoli 148 street.", ["Lungodora Napoli 148"], id="word-number"
    ),
    pytest.param(
        "What is your address? it is Laura and Kooli 11", ["Laura", "Kooli 11"], id="intersection"
    ),
    pytest.param(
        "The address is 20267 1623 Old Cres\n Apt. 898\n Lady Frere\n South Africa 03096",
        ["20267", "Old Cres", "Lady Frere", "03096"],
        id="cres",
    ),
]

PLACES = [
    pytest.param(
        "When: 1997-03-06\nWhere: Seeleys Bay Country Club.",
        ["Seeleys Bay"],
        ["Country Club"],
        id="where-label",
    ),
    pytest.param(
        "Mr. Lopez is a 68 year old man who grew up in Cusano Milanino.",
        ["Cusano Milanino"],
        ["68 year old"],
        id="grew-up-in",
    ),
    pytest.param(
        "Jessica Valenzuela, a 92 y/o resident of Billings, presented with fatigue.",
        ["Billings"],
        ["fatigue"],
        id="resident-of",
    ),
    pytest.param(  # Safe Harbor allows states and countries
        "Moved from Pueblo to Ohio; travelled to Mexico in 2019.",
        ["Pueblo"],
        ["Ohio", "Mexico", "2019"],
        id="moved-from",
    ),
]

PHONES = [
    "I would like to stop receiving messages to 71 976 439",
    "I didn't get any message on my registered 9961 1697.",
    "They're not answering at 28-99-96-59",
]

# Clinical sentences that must come back unchanged: drugs, doses, eponyms, section labels, and
# capitalised words in the positions the cues read (after "said", before "and", "Word 9").
CLINICAL = [
    "Started metformin 500 mg twice daily for type 2 diabetes.",
    "Parkinson's disease is stable; Lasix 40 mg continued.",
    "Assessment: stable.\nPlan: continue Lasix 40 mg daily.\nDisposition: home.",
    "Patient said the Lasix 40 mg helped; Apgar 9 and 9.",
    "Vitamin D Deficiency and Factor V Leiden were ruled out.",
    "Hashimoto's thyroiditis and Graves' disease are both in the differential.",
    "eGFR 54 on Rybelsus; target INR 2-3.",
    "Since 2020 she has used Glucophage for atrial fibrillation.",
    "Paget's disease of bone flare treated with a Coreg taper over 3 weeks.",
    "Guideline: Tradjenta is first line for asthma in adults.",
    "Week 3 of Keppra 500 mg; Wolff-Parkinson-White syndrome ruled out.",
    "Lives in Texas; 45-year-old retired teacher with Crohn's disease.",
    "Bell's palsy and Kawasaki disease, Cushing syndrome and Addison's disease.",
]


@pytest.mark.parametrize(("text", "gone", "kept"), NAMES)
def test_name_cues_redact_names_and_nothing_around_them(
    redactor: PresidioRedactor, text: str, gone: list[str], kept: list[str]
) -> None:
    redacted = redact(redactor, text)
    for value in gone:
        assert value not in redacted, redacted
    for value in kept:
        assert value in redacted, redacted


@pytest.mark.parametrize(("text", "gone"), ADDRESSES)
def test_address_forms_are_redacted(redactor: PresidioRedactor, text: str, gone: list[str]) -> None:
    redacted = redact(redactor, text)
    for value in gone:
        assert value not in redacted, redacted
    assert "<ADDRESS_1>" in redacted, redacted


def test_an_address_block_is_one_placeholder(redactor: PresidioRedactor) -> None:
    text = "}} 2555 Álfabyggð 99\n}} Apt. 349\n}} Þingeyri\n}} Iceland 16788"
    assert spans(redactor, text) == [(text[3:], "ADDRESS")]


def test_an_address_stops_at_the_label_of_the_next_field(redactor: PresidioRedactor) -> None:
    text = "1426 Rue de la Rulles 226 Apt. 678\nLondon, ON 90172\nMobile: 050 538 0280"
    found = spans(redactor, text)
    assert ("1426 Rue de la Rulles 226 Apt. 678\nLondon, ON 90172", "ADDRESS") in found
    assert ("050 538 0280", "PHONE") in found


@pytest.mark.parametrize(("text", "gone", "kept"), PLACES)
def test_places_after_residence_and_movement_words(
    redactor: PresidioRedactor, text: str, gone: list[str], kept: list[str]
) -> None:
    redacted = redact(redactor, text)
    for value in gone:
        assert value not in redacted, redacted
    for value in kept:
        assert value in redacted, redacted


@pytest.mark.parametrize("text", PHONES)
def test_short_phone_numbers_after_contact_words(redactor: PresidioRedactor, text: str) -> None:
    redacted = redact(redactor, text)
    assert "<PHONE_1>" in redacted, redacted
    assert not any(c.isdigit() for c in redacted.replace("<PHONE_1>", "")), redacted


def test_a_short_number_without_contact_words_is_not_a_phone(redactor: PresidioRedactor) -> None:
    assert redact(redactor, "Ferritin fell from 9961 1697 is not plausible.").count("PHONE") == 0


@pytest.mark.parametrize("text", CLINICAL)
def test_clinical_text_survives_the_cues(redactor: PresidioRedactor, text: str) -> None:
    assert redact(redactor, text) == text


def test_a_street_needs_an_address_word_to_be_read_from_word_and_number(
    redactor: PresidioRedactor,
) -> None:
    assert redact(redactor, "Dobrovského 30 was the score.") == "Dobrovského 30 was the score."
    assert "Dobrovského" not in redact(redactor, "He lives on Dobrovského 30.")


def test_context_words_match_without_spacy_lemmatizer() -> None:
    assert [_lemma(w) for w in ("Messages", "lives", "address", "status", "sent")] == [
        "message",
        "live",
        "address",
        "status",
        "sent",
    ]


def test_the_pipes_the_redactor_does_not_read_are_off(redactor: PresidioRedactor) -> None:
    language = redactor._nlp.nlp["en"]  # type: ignore[attr-defined]
    assert language.pipe_names == ["ner"]
