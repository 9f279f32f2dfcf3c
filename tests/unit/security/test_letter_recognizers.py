"""Identifiers of British letters and reports (ordinal days, apostrophe and hyphen dates, spaced
record numbers, NI numbers, serials, filed names, acting and slotted initials); each family
with texts that must not be read as one. Ordinal days and acting initials are tested in shapes
other than the clause end they were first written for."""

from __future__ import annotations

import pytest

from clinrag.security.clinical_terms import ClinicalVocabulary
from clinrag.security.letter_recognizers import build_letter_recognizers
from tests.unit.security.recognizer_hits import recognizer_table_tests


@pytest.fixture(scope="module")
def recognizers(vocabulary: ClinicalVocabulary) -> dict[str, object]:
    return {r.name: r for r in build_letter_recognizers(vocabulary)}


test_an_identifier_is_found, test_a_clinical_text_stays = recognizer_table_tests(
    [
        ("ordinal_day", "DATE", "confirms this was done on the 10th. Please", "10th"),
        ("ordinal_day", "DATE", "a blood test on the 13th;\nresults in", "13th"),
        ("ordinal_day", "DATE", "assessed by Dr Wren on the 25th. Pension", "25th"),
        ("ordinal_day", "DATE", "bloods by the 3rd\n", "3rd"),
        ("apostrophe_year_date", "DATE", "when: 30th May '25 approx 13:05", "30th May '25"),
        ("apostrophe_year_date", "DATE", "when: 3rd Nov '25 approx", "3rd Nov '25"),
        ("hyphen_date", "DATE", "Wiśniewski, Tomasz (3-Nov-78, NWK", "3-Nov-78"),
        ("hyphen_date", "DATE", "next surveillance 1-Sep-25. manager", "1-Sep-25"),
        ("spaced_record", "MRN", "MRN: CGL 869 5757    DOB", "CGL 869 5757"),
        ("spaced_record", "MRN", "(3-Nov-78, NWK 595 4335) slid", "NWK 595 4335"),
        ("ni_number", "SSN", "NI number given as CL 09 19 66 C for", "CL 09 19 66 C"),
        ("ni_number", "SSN", "NI NB964456C on file", "NB964456C"),
        ("serial", "DEVICE_ID", "lot 73BA99325, serial SN 6224-4722. ISQ 72", "SN 6224-4722"),
        ("filed_name", "PERSON", "Woman: WELLS, Grace   DOB 24.10.04", "WELLS, Grace"),
        ("filed_name", "PERSON", "Doctors; MOORE, Heath, 6 Kittiwake Close", "MOORE, Heath"),
        ("acting_initials", "PERSON", "as asked.\nsig: MB / community MW team", "MB"),
        ("acting_initials", "PERSON", "typed 6-Aug-25 (WA)\nDear colleagues", "WA"),
        ("acting_initials", "PERSON", "the dose as given by TW (badge SC-171580)", "TW"),
        ("acting_initials", "PERSON", "Follow up Thursday 24 July with BC.\n", "BC"),
        ("acting_initials", "PERSON", "scanned by S.D. / checked Hollings", "S.D."),
        ("acting_initials", "PERSON", "Proband: I.C. (fam SC-715708)", "I.C."),
        ("acting_initials", "PERSON", "ext 19969.\nSD OHA, NMC 10D9689U\n", "SD"),
        # the shape, not the clause end: any actor verb, any position, a date between
        ("ordinal_day", "DATE", "seen on the 10th by MB. Does metformin", "10th"),
        ("ordinal_day", "DATE", "booked the 14th at the clinic", "14th"),
        ("ordinal_day", "DATE", "reviewed Tues 18th with mum", "18th"),
        ("ordinal_day", "DATE", "admitted on the 3rd of March", "3rd"),
        ("acting_initials", "PERSON", "seen on the 10th by MB. Does metformin", "MB"),
        ("acting_initials", "PERSON", "plan discussed with KT today", "KT"),
        ("acting_initials", "PERSON", "examined by RJ, no focal signs", "RJ"),
        ("acting_initials", "PERSON", "results handed over to PL at 8", "PL"),
        ("acting_initials", "PERSON", "| Handover to JML. Infusion pump SN", "JML"),
        # an ordinal day that closes its clause after any word: the day, not the cue
        ("ordinal_day", "DATE", "Last drank alcohol the 2nd. Denies", "2nd"),
        ("ordinal_day", "DATE", "INR normal (clinic sample of the 9th).", "9th"),
        ("ordinal_day", "DATE", "coil fitted the 23rd, no problems since", "23rd"),
        # initials in a slot only a person fills, whichever verb or label says so
        ("slotted_initials", "PERSON", "Reviewed.\nKJ was asked to attend", "KJ"),
        ("slotted_initials", "PERSON", "Seen.\nHW was referred to clinic", "HW"),
        ("slotted_initials", "PERSON", "Settled. RW phoned the ward at 3", "RW"),
        ("slotted_initials", "PERSON", "09:15 KM called back, no answer", "KM"),
        ("slotted_initials", "PERSON", "2. DM (key worker) attended the", "DM"),
        ("slotted_initials", "PERSON", "dressing changed by JW on Monday", "JW"),
        ("slotted_initials", "PERSON", "cannula sited by DL at 14:20", "DL"),
        ("slotted_initials", "PERSON", "pain well controlled. - KB\nTue", "KB"),
        ("slotted_initials", "PERSON", "no concerns. - T.A., staff nurse", "T.A."),
    ],
    [
        ("ordinal_day", "DATE", "her office is on the 5th floor."),
        ("ordinal_day", "DATE", "improving by the 3rd day of antibiotics"),
        ("ordinal_day", "DATE", "EFW on the 32nd centile."),
        ("apostrophe_year_date", "DATE", "the patient's 3 May review"),
        ("hyphen_date", "DATE", "a 3-day course, 12-hourly"),
        ("spaced_record", "MRN", "NHS 738 127 9828"),
        ("spaced_record", "MRN", "BP 120 mmHg"),
        ("ni_number", "SSN", "HR 72 BP 12 AB"),
        ("serial", "DEVICE_ID", "SN 2 stable, no new symptoms"),
        ("filed_name", "PERSON", "ASSESSMENT, Plan discussed"),
        ("filed_name", "PERSON", "NAD, Grace period"),
        ("acting_initials", "PERSON", "follow up with GP.\n"),
        ("acting_initials", "PERSON", "bloods taken by HCA (bay 2)"),
        ("acting_initials", "PERSON", "admitted by ED (majors)"),
        ("acting_initials", "PERSON", "seen in the U.S. last year"),
        ("acting_initials", "PERSON", "sig: 2 tabs bd"),
        ("ordinal_day", "DATE", "seen on the 2nd attempt"),
        ("ordinal_day", "DATE", "booked the 4th of 6 cycles"),
        ("ordinal_day", "DATE", "reviewed the 4th intercostal space"),
        ("acting_initials", "PERSON", "seen by ENT team on the ward"),
        ("acting_initials", "PERSON", "discussed with MDT and the family"),
        ("acting_initials", "PERSON", "reviewed by ICU registrar"),
        ("acting_initials", "PERSON", "spoke to GP re plan"),
        ("acting_initials", "PERSON", "seen by A&E staff"),
        ("ordinal_day", "DATE", "fracture of the 4th, 5th and 6th ribs"),
        ("ordinal_day", "DATE", "pain over the 1st, and 2nd MTP"),
        ("ordinal_day", "DATE", "the 2nd attempt worked."),
        ("slotted_initials", "PERSON", "Stable. BP was 150/90 and HR 80"),
        ("slotted_initials", "PERSON", "Reviewed.\nCT was unremarkable."),
        ("slotted_initials", "PERSON", "12:00 GP rang back: aware"),
        ("slotted_initials", "PERSON", "infection confirmed by CT on 3/4"),
        ("slotted_initials", "PERSON", "bloods taken by HCA (bay 2) today"),
        ("slotted_initials", "PERSON", "Bloods sent. - CXR\n"),
        ("slotted_initials", "PERSON", "Obs stable. GCS was 15 throughout"),
        # a diagnosis or a test at a sentence's start, a cause after "-ed by"
        ("slotted_initials", "PERSON", "Reviewed.\nAF has resolved on bisoprolol"),
        ("slotted_initials", "PERSON", "Troponin flat. MI was ruled out."),
        ("slotted_initials", "PERSON", "Abdomen soft. USS reported gallstones"),
        ("slotted_initials", "PERSON", "admission complicated by AF."),
        ("slotted_initials", "PERSON", "breathing limited by SOB on exertion"),
    ],
)  # fmt: skip
