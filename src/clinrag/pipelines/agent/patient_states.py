"""A patient's state a dose is asked for ("dosed in renal impairment", "a lower dose in
CKD", "kidney function", "a CrCl of 20") names neither the renal department nor a trial's
condition: the department is named by its team or its documents ("the renal team's
protocol"), and a trial's condition by the trials asked about. So the value rules
(``rules.py``) read the question with these phrases blanked, unless it asks about studies or
trials ("trials in chronic kidney disease" keeps its condition). Boolean fields read the
question as written ("the dose cut in renal impairment" is ``renal_adjustment``).
"""

from __future__ import annotations

import re

_STATE = re.compile(
    r"\b(?:renal|kidney)\s+(?:impairment|failure|insufficiency|function|problems?)\b"
    r"|\bimpaired\s+(?:renal|kidney)\s+function\b|\bCKD\b|\beGFR\b|\bCrCl\b"
    r"|\bcreatinine\s+clearance\b",
    re.IGNORECASE,
)
_STUDIES = re.compile(r"\b(?:stud(?:y|ies)|trials?|trialled|RCTs?)\b", re.IGNORECASE)


def without_patient_states(question: str) -> str:
    """``question`` with each patient-state phrase blanked (same length), unless it asks
    about studies or trials."""
    if _STUDIES.search(question):
        return question
    return _STATE.sub(lambda match: " " * len(match[0]), question)
