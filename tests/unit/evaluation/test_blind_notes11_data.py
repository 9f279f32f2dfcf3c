"""The eleventh blind note set: families none of the earlier note sets has, every PHI type notes
carry, at least five capitalised clinical phrases to keep in every note, every gold span and kept
value on the text its script marked, this round's names, house styles and lone department lines,
and a file that is exactly what the script writes."""

from __future__ import annotations

import re
from functools import partial
from pathlib import Path
from typing import Any

from clinrag import shipped_data as data
from tests.unit.evaluation import blind_note_checks as checks

SCRIPT = Path(__file__).resolve().parents[3] / "scripts/build_notes_blind11.py"
TITLE_INSIDE = re.compile(r"(?i)^(mr|mrs|ms|miss|dr|prof|sister|rn|np|smt|doctor)\.? ")
EARLIER = (data.NOTE_DATASET, data.NOTE_EXTRA, data.NOTE_BLIND, data.NOTE_BLIND2,
    data.NOTE_BLIND3, data.NOTE_BLIND4, data.NOTE_BLIND5, data.NOTE_BLIND6,
    data.NOTE_BLIND7, data.NOTE_BLIND8, data.NOTE_BLIND9, data.NOTE_BLIND10)  # fmt: skip

script = checks.script_fixture(SCRIPT)
notes = checks.notes_fixture()


class TestSharedChecks(checks.NoteSetChecks, checks.NoteKeepsCheck):
    """The checks every note set shares, with this set's numbers."""

    shipped = data.NOTE_BLIND11
    families = partial(checks.check_note_families, name="notes_blind11",
        earlier=EARLIER, min_notes=42, min_families=7, min_per_family=6,
        check_fields=True)  # fmt: skip
    phi_types = partial(checks.check_phi_types, exact=True, min_per_type=9,
        min_spans=1400, min_keep=1350)  # fmt: skip
    marked = partial(checks.check_marked_text, title_inside=TITLE_INSIDE, no_markup=True)
    keeps = partial(checks.check_note_keeps, min_capitalised=5, share=0.25)


def test_the_round_11_names_styles_and_lone_departments_are_there(
    notes: list[dict[str, Any]],
) -> None:
    pieces = [(n["text"], s, n["text"][s["start"] : s["end"]]) for n in notes for s in n["spans"]]
    by_type: dict[str, list[str]] = {}
    for _, span, value in pieces:
        by_type.setdefault(span["type"], []).append(value)
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
    for shape in (r"\d{10}", r"[A-Z]{3}\d{2}[A-Z]{2}", r"\d{7}[A-Z]", r"\d{4} \d{4} \d{4}",
                  r"\d{3} \d{3} \d{3}", r"8003 60\d\d \d{4} \d{4}"):  # fmt: skip
        assert any(re.fullmatch(shape, v) for v in ssn), shape
    assert all(int(a) > 89 for a in by_type["AGE"])
