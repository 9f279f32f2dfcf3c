"""The thirteenth blind note set: families none of the earlier note sets has, every PHI type notes
carry, five capitalised clinical phrases to keep in every note, every gold span and kept value on
the text its script marked, this round's names (eponym surnames beside the kept eponym, word
names, lower case, surname-first, names in file names), new identifier and date shapes, lone
department lines, a file that is exactly what the script writes, and a set kept out of the seen
lists until its single blind run."""

from __future__ import annotations

import re
from functools import partial
from pathlib import Path
from typing import Any

from clinrag import shipped_data as data
from tests.unit.evaluation import blind_note_checks as checks

SCRIPT = Path(__file__).resolve().parents[3] / "scripts/build_notes_blind13.py"
TITLE_INSIDE = re.compile(r"(?i)^(mr|mrs|ms|miss|dr|prof|nurse|sr|doctor)\.? ")
EARLIER = (data.NOTE_DATASET, data.NOTE_EXTRA, data.NOTE_BLIND, data.NOTE_BLIND2,
    data.NOTE_BLIND3, data.NOTE_BLIND4, data.NOTE_BLIND5, data.NOTE_BLIND6, data.NOTE_BLIND7,
    data.NOTE_BLIND8, data.NOTE_BLIND9, data.NOTE_BLIND10, data.NOTE_BLIND11,
    data.NOTE_BLIND12)  # fmt: skip

script = checks.script_fixture(SCRIPT)
notes = checks.notes_fixture()


class TestSharedChecks(checks.NoteSetChecks, checks.NoteKeepsCheck):
    """The checks every note set shares, with this set's numbers."""

    shipped = data.NOTE_BLIND13
    families = partial(checks.check_note_families, name="notes_blind13",
        earlier=EARLIER, min_notes=42, min_families=7, min_per_family=6,
        check_fields=True)  # fmt: skip
    phi_types = partial(checks.check_phi_types, exact=True, min_per_type=15,
        min_spans=1250, min_keep=1200)  # fmt: skip
    marked = partial(checks.check_marked_text, title_inside=TITLE_INSIDE, no_markup=True)
    keeps = partial(checks.check_note_keeps, min_capitalised=5, share=0.3)


def test_the_round_13_names_shapes_and_look_alikes_are_there(
    notes: list[dict[str, Any]],
) -> None:
    pieces = [(n["text"], s, n["text"][s["start"] : s["end"]]) for n in notes for s in n["spans"]]
    by_type: dict[str, list[str]] = {}
    for _, span, value in pieces:
        by_type.setdefault(span["type"], []).append(value)
    persons = set(by_type["PERSON"])
    texts = [n["text"] for n in notes]
    kept = {n["text"][k["start"] : k["end"]] for n in notes for k in n["keep"]}

    # eponym surnames written beside the kept eponym they share a word with
    pairs = (("Wilson", "Wilson's disease"), ("Baker", "Baker's cyst"),
             ("Crohn", "Crohn's disease"), ("Horner", "Horner's syndrome"),
             ("Colles", "Colles' fracture"), ("Bowen", "Bowen's disease"),
             ("Hartmann", "Hartmann's procedure"), ("Down", "Down syndrome"),
             ("Whipple", "Whipple's disease"), ("Still", "Still's disease"))  # fmt: skip
    for surname, eponym in pairs:
        assert surname in persons, surname
        assert eponym in kept, eponym
    words = {"Lucky", "Charity", "Prosper", "Marvellous", "Saturday", "Loveness", "Given"}
    assert len(persons & words) >= 3
    assert sum(p.islower() for p in persons) >= 12
    assert any(re.fullmatch(r"[A-ZĠŻĊ' -]{2,}, [A-ZĠŻĊ].*", p) for p in persons)
    assert any(t[s["end"] : s["end"] + 1] in "_-/" for t, s, _ in pieces if s["type"] == "PERSON")
    for line in ("Haematology", "Audiology", "Ophthalmology", "Physical Rehabilitation"):
        assert any(f"\n{line}\n" in t for t in texts), line
    for trial in ("HOT2", "DAMOCLES", "IFM 2009", "DETERMINATION", "Protocol T", "TENAYA"):
        assert trial in kept, trial
    # national numbers: NHI, Maltese ID, CHI, Emirates ID, PPSN, IHI, NIC, Omang, NRC, NIN
    ssn = by_type["SSN"]
    for shape in (r"[A-Z]{3}\d{2}[A-Z]{2}", r"\d{4}\d{2}[MGALPH]", r"\d{10}",
                  r"784-\d{4}-\d{7}-\d", r"\d{7}[A-Z][AWH]", r"8003 60\d\d \d{4} \d{4}",
                  r"\d{12}", r"\d{6}/\d{2}/1", r"C[MF]\d{5}[A-Z]\d{3}[A-Z]{3}",
                  r"\d{1,2}-\d{2}-\d{2}-\d{5}"):  # fmt: skip
        assert any(re.fullmatch(shape, v) for v in ssn), shape
    dates = by_type["DATE"]
    for shape in (r"\d{2}[A-Z]{3}\d{2}", r"\d{1,2}(st|nd|rd|th) of [A-Z][a-z]+, \d{4}",
                  r"[A-Z][a-z]{2}-\d{2}-\d{4}", r"\d{8}T\d{4}",
                  r"[A-Z][a-z]{2} \d{1,2}(st|nd|rd|th) [A-Z][a-z]{2}"):  # fmt: skip
        assert any(re.fullmatch(shape, v) for v in dates), shape
    assert not any(re.fullmatch(r"\d{4}", v) for v in dates)  # a year alone is not PHI
    assert any(v.startswith("(01)") for v in by_type["DEVICE_ID"])  # a GS1 UDI
    assert any(re.fullmatch(r"[HCM]\d{2}-\d{6}", v) for v in by_type["ID"])  # lab accession
    assert all(int(a) > 89 for a in by_type["AGE"])


def test_the_sets_stay_out_of_the_seen_lists_until_their_blind_run() -> None:
    """Unrun: never in the dev tools' seen lists, readable only by name."""
    assert "notes_blind13" in data.UNRUN_PII_BLIND_SETS
    assert "pii_languages_blind13" in data.UNRUN_PII_BLIND_SETS
    assert "notes_blind13" in data.NOTE_BLIND_SETS
    assert "pii_languages_blind13" in data.LANGUAGE_BLIND_SETS
    assert "notes_blind13" not in data.SEEN_NOTE_BLIND_SETS
    assert "pii_languages_blind13" not in data.SEEN_LANGUAGE_BLIND_SETS
