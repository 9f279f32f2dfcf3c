"""Address formats, identifier shapes, year-first dates, reference initials, ward names, care
centres and the forms of persons' names (issue 13): each family with texts written here, and a
text of each that must not be read as one."""

from __future__ import annotations

import pytest

from clinrag.security.address_formats import build_address_format_recognizers
from clinrag.security.age_phrases import build_age_phrase_recognizers
from clinrag.security.clinical_terms import ClinicalVocabulary
from clinrag.security.day_dates import build_day_date_recognizers
from clinrag.security.identifier_shapes import build_identifier_shape_recognizers
from clinrag.security.letter_recognizers import build_letter_recognizers
from clinrag.security.name_spans import ages_after_names
from clinrag.security.note_recognizers import build_note_recognizers
from clinrag.security.person_forms import build_person_form_recognizers
from clinrag.security.recognizers import PhiType
from clinrag.security.reference_initials import build_reference_initial_recognizers
from clinrag.security.spans import Span
from clinrag.security.ward_names import build_ward_name_recognizers
from tests.unit.security.recognizer_hits import found, recognizer_table_tests


@pytest.fixture(scope="module")
def recognizers(vocabulary: ClinicalVocabulary) -> dict[str, object]:
    built = (
        build_address_format_recognizers()
        + build_identifier_shape_recognizers(vocabulary)
        + build_day_date_recognizers()
        + build_reference_initial_recognizers(vocabulary)
    )
    return {r.name: r for r in built}


test_an_identifier_is_found, test_a_look_alike_is_not = recognizer_table_tests(
    [
        ("other_street_types", "ADDRESS", "Surgery, 48 Mill Approach, Tadley", "48 Mill Approach"),
        ("other_street_types", "ADDRESS", "lives at 7 Heron Bank, Ely", "7 Heron Bank"),
        ("other_street_types", "ADDRESS", "of 19 Tanner's Yard, Bolton", "19 Tanner's Yard"),
        ("other_street_types", "ADDRESS", "at 3 Pilot Cottages, Deal", "3 Pilot Cottages"),
        ("named_house", "ADDRESS", "home: The Old Bakery, Well Lane, Ripon",
         "The Old Bakery, Well Lane"),
        ("named_house", "ADDRESS", "Ferryman's Cottage, River Side, Hythe",
         "Ferryman's Cottage, River Side"),
        ("named_house", "ADDRESS", "at Brook Farm, Long Drove, Wisbech", "Brook Farm, Long Drove"),
        ("road_marker", "ADDRESS", "hit a barrier on I-75 southbound, mile 112.",
         "I-75 southbound, mile 112"),
        ("road_marker", "ADDRESS", "crash on Route 30 near Exit 6 at dusk", "Route 30 near Exit 6"),
        ("dotted_id", "ID", "blood spot card 41.K.330912 posted", "41.K.330912"),
        ("dotted_id", "ID", "culture 25.4417021.B. No growth", "25.4417021.B"),
        ("record_digit_groups", "ID", "Bowel screening episode 5521 0987 closed", "5521 0987"),
        ("record_digit_groups", "ID", "units G301 774 219 004 and G301 774 219 005",
         "G301 774 219 005"),
        ("acronym_number", "ID", "e-referral UBRN 1122 3344 5566 booked", "UBRN 1122 3344 5566"),
        ("acronym_number", "ID", "IMP: BOX 774120 issued", "BOX 774120"),
        ("plan_reference", "HEALTH_PLAN_ID", "Travel insurance policy 311/220984/07 covers",
         "311/220984/07"),
        ("plan_reference", "HEALTH_PLAN_ID", "pre-authorization 552/001932/45 given",
         "552/001932/45"),
        ("plan_reference", "HEALTH_PLAN_ID", "insurer membership QRT55120987;", "QRT55120987"),
        ("wrapped_number", "MRN", "re: ann fox, hosp no 7712\n0934, 91 yrs", "7712\n0934"),
        ("prison_cell", "ID", "Prison no: X1 Cell: D3-12   DOB", "D3-12"),
        ("paged_number", "PHONE", "Dr Lee paged (5521). ACT 160", "5521"),
        ("year_first_date", "DATE", "DOB 1941/11/23, NHS", "1941/11/23"),
        ("year_first_date", "DATE", "saved as SMITH_foot_2025-07-14.png", "2025-07-14"),
        ("day_month_cued", "DATE", "Date of call: 21/3 by CNS", "21/3"),
        ("day_month_cued", "DATE", "Last seen well: 9/11 23:40 by son", "9/11"),
        ("agent_initials", "PERSON", "sample taken 08:15 by TW; group O", "TW"),
        ("agent_initials", "PERSON", "Logged by HJ at https://x.example", "HJ"),
        ("agent_initials", "PERSON", "property book signed by K.D.. Falls", "K.D."),
        ("reference_initials", "PERSON", "End of dictation. RT/KL", "RT/KL"),
        ("reference_initials", "PERSON", "cc Dr Moss    PJ/ab", "PJ/ab"),
    ],
    [
        ("other_street_types", "ADDRESS", "Hb 2 Blood bank informed"),
        ("named_house", "ADDRESS", "Seen at The Royal Infirmary, Oxford Road"),
        ("named_house", "ADDRESS", "Ward 3, Church Lane entrance"),
        ("road_marker", "ADDRESS", "walked a 2 mile route"),
        ("dotted_id", "ID", "upgraded to version 2.14.3 today"),
        ("dotted_id", "ID", "e.g. p.o. 2.5 mg"),
        ("record_digit_groups", "ID", "episode of chest pain 120 80 today"),
        ("acronym_number", "ID", "NHS 773 994 1462"),
        ("acronym_number", "ID", "PLT 250 HB 120"),
        ("plan_reference", "HEALTH_PLAN_ID", "policy on anticoagulation 2024"),
        ("wrapped_number", "MRN", "BP 120\n80, HR 72"),
        ("prison_cell", "ID", "cell count 12-40 per field"),
        ("year_first_date", "DATE", "ratio 2025/12/40 units"),
        ("day_month_cued", "DATE", "BP 12/8 on arrival"),
        ("agent_initials", "PERSON", "confirmed by CT."),
        ("agent_initials", "PERSON", "referred by GP; seen"),
        ("reference_initials", "PERSON", "switched IV/PO"),
    ],
)  # fmt: skip


@pytest.mark.parametrize(
    ("text", "ages"),
    [
        ("Seen: Ada Park (97), DOB 01/02/1929", ["97"]),
        ("Ada Park, 93, presents", ["93"]),
        ("Ada Park (45), DOB 01/02/1981", []),
        ("Ada Park (MRN), DOB", []),
    ],
)
def test_an_age_in_brackets_after_a_name(text: str, ages: list[str]) -> None:
    start = text.index("Ada")
    name = Span(start, start + len("Ada Park"), PhiType.PERSON, 0.8, from_ner=True)
    assert [text[a.start : a.end] for a in ages_after_names(text, [name])] == ages


def test_an_ordinal_day_before_an_adverb(vocabulary: ClinicalVocabulary) -> None:
    letters = {r.name: r for r in build_letter_recognizers(vocabulary)}
    assert found(letters, "ordinal_day", "DATE", "last dose on the 8th actually") == ["8th"]
    assert found(letters, "ordinal_day", "DATE", "on the 3rd day of fever") == []


@pytest.mark.parametrize(
    ("text", "names"),
    [
        ("handover - Foxglove ward, Main Hospital", ["Foxglove"]),
        ("Location: City General, Marram bay 3, bed 2", ["Marram"]),
        ("Ward: Lavender, bed 9", ["Lavender"]),
        ("moved to Surgical ward overnight", []),
        ("Same ward as before", []),
        ("Ward: 7B", []),
    ],
)
def test_a_ward_named_after_a_rare_word(
    vocabulary: ClinicalVocabulary, text: str, names: list[str]
) -> None:
    wards = {r.name: r for r in build_ward_name_recognizers(vocabulary)}
    assert found(wards, "ward_name", "LOCATION", text) == names


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("a carer from Kestrel Quay Care Centre visits", "Kestrel Quay Care Centre"),
        ("GP: The Saltbox Practice | policy", "The Saltbox Practice"),
    ],
)
def test_a_care_centre_or_practice(vocabulary: ClinicalVocabulary, text: str, value: str) -> None:
    notes = {r.name: r for r in build_note_recognizers(vocabulary)}
    assert value in found(notes, "practice", "LOCATION", text)
    assert (
        found(notes, "practice", "LOCATION", "referred to the Day Centre and General Practice")
        == []
    )


@pytest.mark.parametrize(
    ("name", "text", "value"),
    [
        ("nickname", "Traveller: Ann Roe (likes to be called Bibi)   DOB", "Bibi"),
        ("nickname", "says she goes by Tilly at home", "Tilly"),
        ("nickname", "Registered as Jo - prefers \"Jojo\". DOB", "Jojo"),
        ("nickname", "Re: Ian Vale (Ianto to the family), born", "Ianto"),
        ("nickname", "Pt Ade Bello (\"KB\")   Hosp no", "KB"),
        ("nickname", "Bert (what he likes to be called) slept", "Bert"),
        ("filed_surname", "Deceased: ABERNETHY-KYLE, Morwenna     MRN", "ABERNETHY-KYLE, Morwenna"),
        ("filed_surname", "Ó MAOLÁIN, Sorcha J40 - remote", "Ó MAOLÁIN, Sorcha"),
        ("filed_surname", "Patient Name     | Quan, Mei | MRN", "Quan, Mei"),
        ("dotted_initials", "Signed: T.J. Abernethy, PT", "T.J."),
        ("dotted_initials", "Participant X   initials R.K.   arm B", "R.K."),
        ("role_initials", "physiologist Ann; scrub TW | Indication", "TW"),
        ("role_initials", "seen w/ JB (Associate Audiologist)", "JB"),
    ],
)  # fmt: skip
def test_a_person_form(vocabulary: ClinicalVocabulary, name: str, text: str, value: str) -> None:
    people = {r.name: r for r in build_person_form_recognizers(vocabulary)}
    assert value in found(people, name, "PERSON", text)


@pytest.mark.parametrize(
    ("name", "text"),
    [
        ("nickname", "also known as Crohn's disease"),
        ("filed_surname", "OBS: BP, Pulse stable"),
        ("filed_surname", "NOTE, Grace period applies"),
        ("dotted_initials", "N.B. Patient consented"),
        ("role_initials", "seen w/ ENT (registrar)"),
    ],
)
def test_a_person_form_look_alike(vocabulary: ClinicalVocabulary, name: str, text: str) -> None:
    people = {r.name: r for r in build_person_form_recognizers(vocabulary)}
    assert found(people, name, "PERSON", text) == []


@pytest.mark.parametrize(
    ("name", "entity", "text", "value"),
    [
        ("spoken_age", "AGE", "He is ninety-two and lives alone.", "ninety-two"),
        ("spoken_age", "AGE", "Aged ninety one, admitted", "ninety one"),
        ("spoken_age", "AGE", "She turned a hundred and one in May", "a hundred and one"),
        ("spoken_age", "AGE", "now in her late nineties", "nineties"),
        ("spoken_age", "AGE", "A nonagenarian with CHF", "nonagenarian"),
        ("age_field_unit", "AGE", "Age (years): 95", "95"),
        ("mail_box", "ADDRESS", "Locked Bag 7, Parramatta", "Locked Bag 7"),
        ("mail_box", "ADDRESS", "Private Bag 3021, Hamilton", "Private Bag 3021"),
        ("mail_box", "ADDRESS", "c/o Postfach 1204, 8001", "Postfach 1204"),
        ("other_postcodes", "ZIP", "Eircode D02 X285, Dublin", "D02 X285"),
        ("other_postcodes", "ZIP", "Dubbo NSW 2830", "2830"),
        ("other_postcodes", "ZIP", "ul. Polna 5, 00-950 Warszawa", "00-950"),
    ],
)  # fmt: skip
def test_an_age_or_a_mail_address(name: str, entity: str, text: str, value: str) -> None:
    shapes = {
        r.name: r for r in build_age_phrase_recognizers() + build_address_format_recognizers()
    }
    assert value in found(shapes, name, entity, text)


@pytest.mark.parametrize(
    ("name", "entity", "text"),
    [
        ("spoken_age", "AGE", "was ninety minutes late"),
        ("spoken_age", "AGE", "sats were ninety percent"),
        ("age_field_unit", "AGE", "Age (years): 45"),
        ("mail_box", "ADDRESS", "RR 2 HR 80"),
        ("other_postcodes", "ZIP", "SA 2000 mg"),
        ("other_postcodes", "ZIP", "T12 L1 fracture"),
    ],
)
def test_an_age_or_mail_address_look_alike(name: str, entity: str, text: str) -> None:
    shapes = {
        r.name: r for r in build_age_phrase_recognizers() + build_address_format_recognizers()
    }
    assert found(shapes, name, entity, text) == []
