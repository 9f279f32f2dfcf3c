"""The twelfth blind note set: families none of the earlier note sets has, every PHI type notes
carry, at least five capitalised clinical phrases to keep in every note, every gold span and kept
value on the text its script marked, this round's names (clinical-word and eponym surnames, word
names, surname-first, lower case, names in file names), new identifier shapes, lone department
lines, a file that is exactly what the script writes, and a set kept out of the seen lists."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from clinrag import shipped_data as data
from tests.unit.evaluation import blind_note_checks as checks

SCRIPT = Path(__file__).resolve().parents[3] / "scripts/build_notes_blind12.py"
TITLE_INSIDE = re.compile(r"(?i)^(mr|mrs|ms|miss|master|dr|prof|sister|sr|rn|np|doctor)\.? ")

script = checks.script_fixture(SCRIPT)
notes = checks.notes_fixture()


TestSharedChecks = checks.marked_text_set_checks(
    "notes_blind12",
    title_inside=TITLE_INSIDE,
    min_notes=42,
    min_families=7,
    check_fields=True,
    min_per_type=12,
    min_spans=1250,
    min_keep=1200,
    no_markup=True,
    share=0.3,
)
"""The checks every note set shares, with this set's numbers."""


def test_the_round_12_names_shapes_and_look_alikes_are_there(
    notes: list[dict[str, Any]],
) -> None:
    pieces, by_type = checks.span_pieces(notes)
    persons = set(by_type["PERSON"])
    texts = [n["text"] for n in notes]
    kept = {n["text"][k["start"] : k["end"]] for n in notes for k in n["keep"]}

    # surnames that are eponyms or organs beside the kept eponym; word names; every written form
    for surname in ("Graves", "Addison", "Parkinson", "Cushing", "Paget", "Kidney", "Heart"):
        assert surname in persons or any(p.split()[-1] == surname for p in persons), surname
    for eponym in ("Graves' disease", "Addison's disease", "Parkinson's disease",
                   "Cushing's syndrome", "Paget's disease", "Barrett's oesophagus"):  # fmt: skip
        assert eponym in kept, eponym
    assert len(persons & {"Precious", "Blessing", "Justice", "Major", "Sunday", "Comfort"}) >= 3
    assert sum(p.islower() for p in persons) >= 40
    assert any(re.fullmatch(r"[A-Z]{2,} [A-Z][a-z].*", p) for p in persons)  # CHAN Tai-man
    assert any(re.fullmatch(r"[A-Z][A-Z' -]+, [A-Z][a-z].*", p) for p in persons)
    assert any(re.fullmatch(r"[A-Z]", p) for p in persons)
    assert any(t[s["end"] : s["end"] + 1] == "_" for t, s, _ in pieces if s["type"] == "PERSON")
    # lone department lines and trial acronyms are kept
    for line in ("Haematology", "Nephrology", "Dietetics", "Vascular", "Respirology"):
        assert any(f"\n{line}\n" in t or t.startswith(f"{line}\n") for t in texts), line
        assert line in kept, line
    for trial in ("ARISTOTLE", "RE-ALIGN", "HAVEN 3", "PHOENIX", "TRANSFORM", "HOPE-B"):
        assert trial in kept, trial
    # new national number shapes: SA ID, TRN, NRIC, HKID, PhilSys, MyKad, CNIC, Ghana Card
    ssn = by_type["SSN"]
    checks.assert_shapes(
        ssn,
        (
            r"\d{13}",
            r"\d{3}-\d{3}-\d{3}",
            r"[ST]\d{7}[A-Z]",
            r"[A-Z]\d{6}\(\d\)",
            r"\d{4}-\d{4}-\d{4}-\d{4}",
            r"\d{6}-07-\d{4}",
            r"35\d{3}-\d{7}-\d",
            r"GHA-\d{9}-\d",
        ),
    )
    assert any(re.fullmatch(r"\d{8}", v) for v in by_type["DATE"])  # compact dates in file names
    assert any(re.fullmatch(r"\d{1,2}\.[ivx]+\.\d\d", v) for v in by_type["DATE"])
    assert all(int(a) > 89 for a in by_type["AGE"])


def test_the_sets_join_the_seen_lists_after_their_blind_run() -> None:
    """Run once before and after the thirteenth session's merges (2026-11-26); seen since."""
    assert "notes_blind12" in data.SEEN_NOTE_BLIND_SETS
    assert "pii_languages_blind12" in data.SEEN_LANGUAGE_BLIND_SETS
    assert "notes_blind11" in data.SEEN_NOTE_BLIND_SETS
