"""The eleventh blind note set: families none of the earlier note sets has, every PHI type notes
carry, at least five capitalised clinical phrases to keep in every note, every gold span and kept
value on the text its script marked, this round's names, house styles and lone department lines,
and a file that is exactly what the script writes."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from tests.unit.evaluation import blind_note_checks as checks

SCRIPT = Path(__file__).resolve().parents[3] / "scripts/build_notes_blind11.py"
TITLE_INSIDE = re.compile(r"(?i)^(mr|mrs|ms|miss|dr|prof|sister|rn|np|smt|doctor)\.? ")

script = checks.script_fixture(SCRIPT)
notes = checks.notes_fixture()


TestSharedChecks = checks.marked_text_set_checks(
    "notes_blind11",
    title_inside=TITLE_INSIDE,
    min_notes=42,
    min_families=7,
    check_fields=True,
    min_per_type=9,
    min_spans=1400,
    min_keep=1350,
    no_markup=True,
    share=0.25,
)
"""The checks every note set shares, with this set's numbers."""


def test_the_round_11_names_styles_and_lone_departments_are_there(
    notes: list[dict[str, Any]],
) -> None:
    pieces, by_type = checks.span_pieces(notes)
    persons = set(by_type["PERSON"])
    texts = [n["text"] for n in notes]
    kept = {n["text"][k["start"] : k["end"]] for n in notes for k in n["keep"]}

    # names that are words or places, surnames that are clinical words, and every written form
    for word in ("Florence", "Chester", "Sydney", "Lourdes", "Austin", "Verity"):
        assert word in persons, word
    for surname in ("Payne", "Marrow", "Bone", "Heart", "Cross", "Nurse", "Doctor"):
        assert any(p.split()[-1] == surname or p == surname.upper() for p in persons), surname
    assert sum(p.islower() for p in persons) >= 40
    assert any(re.fullmatch(r"[A-Z][A-Z' -]+, [A-Z][a-z].*", p) for p in persons)
    assert any(re.fullmatch(r"[A-Z]", p) for p in persons)
    assert any("-" in p for p in persons)
    assert any(t[s["end"] : s["end"] + 1] == "/" for t, s, _ in pieces if s["type"] == "PERSON")
    # clinical words alone on a line are kept, not redacted; trial acronyms are kept
    for line in ("Renal", "Obstetrics", "Haematology", "Neonatal", "Stroke"):
        assert any(f"\n{line}\n" in t for t in texts), line
        assert line in kept, line
    for trial in ("ADAURA", "DAPA-CKD", "KATHERINE", "INTERLACE", "WHiTE 10", "AcT"):
        assert trial in kept, trial
    # tab-separated MDT tables; CHI, NHI, PPSN, Aadhaar, SIN and IHI; ages over 89
    assert any("\t" in t for t in texts)
    ssn = by_type["SSN"]
    checks.assert_shapes(
        ssn,
        (
            r"\d{10}",
            r"[A-Z]{3}\d{2}[A-Z]{2}",
            r"\d{7}[A-Z]",
            r"\d{4} \d{4} \d{4}",
            r"\d{3} \d{3} \d{3}",
            r"8003 60\d\d \d{4} \d{4}",
        ),
    )
    assert all(int(a) > 89 for a in by_type["AGE"])
