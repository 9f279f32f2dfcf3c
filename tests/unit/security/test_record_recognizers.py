"""Record identifiers (weekday dates, branch numbers, dotted logins, signing initials, spaced
plan numbers); each family with a text that must not be read as one."""

from __future__ import annotations

import pytest

from clinrag.security.clinical_terms import ClinicalVocabulary
from clinrag.security.record_recognizers import build_record_recognizers
from tests.unit.security.recognizer_hits import recognizer_table_tests


@pytest.fixture(scope="module")
def recognizers(vocabulary: ClinicalVocabulary) -> dict[str, object]:
    return {r.name: r for r in build_record_recognizers(vocabulary)}


test_an_identifier_is_found, test_clinical_text_is_not_an_identifier = recognizer_table_tests(
    [
        ("weekday_date", "DATE", "swelling since Mon 15 Nov 2021. Home BP", "Mon 15 Nov 2021"),
        ("weekday_date", "DATE", "obtained Tue 8 Oct 2019 from Webster pack", "Tue 8 Oct 2019"),
        ("weekday_date", "DATE", "on Thursday, March 4, 2021 in clinic", "Thursday, March 4, 2021"),
        ("weekday_date", "DATE", "review Fri 3/14 at 10:00", "Fri 3/14"),
        ("branch", "LOCATION", "sent to CVS Pharmacy #1153, 22 Price St", "CVS Pharmacy #1153"),
        ("branch", "LOCATION", "sent to Walgreens #72081, 3318 W. Fulton", "Walgreens #72081"),
        ("dotted_login", "ID", "exported by zhang.w from terminal", "zhang.w"),
        ("dotted_login", "ID", "last edited by bishop.p at 10:02", "bishop.p"),
        ("signing_initials", "PERSON", "BMP in 1 week. -- LTN 11/18/21", "LTN"),
        ("signing_initials", "PERSON", "Recall 25/08/2019.\nPL\n", "PL"),
        ("signing_initials", "PERSON", "Pharmacist (GPhC 2058373) / FO (MMT)  24-Apr-2023", "FO"),
        ("signing_initials", "PERSON", "cc Hamid Rahimi\nHP/wc  d: 03/03/2021  t: 07/03", "HP/wc"),
        ("spaced_plan", "HEALTH_PLAN_ID", "Medicare: 6275 26002 8   Pension", "6275 26002 8"),
        ("spaced_plan", "HEALTH_PLAN_ID", "Pension/Concession: 121 337 462K |", "121 337 462K"),
        ("spaced_plan", "HEALTH_PLAN_ID", "Medicare: 9464 25526 4-2   Pension", "9464 25526 4-2"),
        ("weekday_date", "DATE", "collect her on Sunday 7 April.", "Sunday 7 April"),
        ("short_date_after_cue", "DATE", "moved from 21/06 to 28/06/2024 at", "21/06"),
        ("short_date_after_cue", "DATE", "off work since 21/06, bloods due", "21/06"),
        ("registration", "LICENSE", "Dr Priyanka Chaudhary (GMC 7045128) started", "7045128"),
        ("registration", "LICENSE", "Clinical Pharmacist (GPhC 2058373) / FO", "2058373"),
    ],
    [
        ("weekday_date", "DATE", "sat up in bed for 3 hours"),
        ("branch", "LOCATION", "Encounter #2859266819 opened"),
        ("branch", "LOCATION", "moved to Bed #412 overnight"),
        ("branch", "LOCATION", "Study #1234 enrolment"),
        ("dotted_login", "ID", "e.g. paracetamol, i.e. as needed"),
        ("dotted_login", "ID", "see report.pdf attached"),
        ("signing_initials", "PERSON", "Chest clear.\nCT\n"),
        ("signing_initials", "PERSON", "BP 120/80 -- 12 11/18/21"),
        ("spaced_plan", "HEALTH_PLAN_ID", "Medicare covers 80 % of the cost"),
        ("short_date_after_cue", "DATE", "reduced from 1/2 to 1/4 tablet"),
        ("short_date_after_cue", "DATE", "on 1/2 tab daily since 3/4"),
        ("registration", "LICENSE", "the GMC guidance of 2013 says"),
    ],
)  # fmt: skip
