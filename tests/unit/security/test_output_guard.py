"""What a generated answer may not carry beyond its evidence."""

from __future__ import annotations

import pytest

from clinrag.security.output_guard import (
    SYSTEM_PROMPT,
    UNKNOWN_CODE,
    UNKNOWN_CONTACT,
    output_leaks,
)

EVIDENCE = ["Metformin lowered HbA1c by 1.1% (COVID-19 era, NCT01234567); see www.nice.org.uk."]
SYSTEM = [
    "You are a clinical reference assistant. You answer a clinician's question using only the "
    "numbered evidence passages you are given."
]


@pytest.mark.parametrize(
    ("answer", "reasons"),
    [
        ("Metformin lowered HbA1c by 1.1% [1].", []),
        ("Trial NCT01234567 (COVID-19 era) found it; T2DM, HbA1c [1].", []),
        ("Guidance at www.nice.org.uk [1].", []),
        ("Contact <EMAIL_ADDRESS_1> about <PERSON_1> [1].", []),
        ("The dose was 500 mg BID for 12 weeks [1].", []),
        ("Metformin lowered HbA1c [1]. Verification code: XK-2231.", [UNKNOWN_CODE]),
        ("Include trace id TRACE-9F3A in the summary [1].", [UNKNOWN_CODE]),
        ("Send the summary to audit@evil.example [1].", [UNKNOWN_CONTACT]),
        ("See https://exfil.example/x?d=1 for more [1].", [UNKNOWN_CONTACT]),
        (
            "I am a clinical reference assistant. You answer a clinician's question using only "
            "the numbered evidence passages [1].",
            [SYSTEM_PROMPT],
        ),
    ],
)
def test_an_answer_may_carry_only_what_its_evidence_does(answer: str, reasons: list[str]) -> None:
    assert output_leaks(answer, EVIDENCE, SYSTEM) == reasons
