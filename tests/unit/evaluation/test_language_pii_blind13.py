"""The thirteenth blind PHI sentence set (English only): it loads through the language loader, both
halves hold PHI and PHI-free sentences, every gold span's text is the value its script marked,
this round's voices (chamber intercoms, processor-app and remote-monitoring alerts, injection-day
SMS, ostomy supply orders, fitness-for-work e-mails, embryology witness logs, lab accession
labels, recall letters) are there, the PHI-free sentences are full of capitalised clinical phrases
and eponyms that are surnames, and the file is what the script writes."""

from __future__ import annotations

import re
from functools import partial
from pathlib import Path
from typing import Any

from clinrag import shipped_data as data
from tests.unit.evaluation import blind_note_checks as notes_checks
from tests.unit.evaluation import blind_sentence_checks as checks

SCRIPT = Path(__file__).resolve().parents[3] / "scripts/build_pii_languages_blind13.py"
TITLE_INSIDE = re.compile(r"(?i)^(mr|mrs|ms|miss|dr|sr|sister|nurse|bu)\.? ")

script = notes_checks.script_fixture(SCRIPT)
rows = checks.rows_fixture("pii_languages_blind13")


class TestSharedChecks(checks.SentenceSetChecks, checks.CapitalisedPhrasesCheck):
    """The checks every English sentence set shares, with this set's numbers."""

    shipped = data.PII_LANGUAGES_BLIND13
    english = partial(checks.check_english_sentences, path=shipped, min_phi=150,
        min_free=100, min_spans=900, types=notes_checks.PHI_TYPES, exact=True,
        min_phi_half=60, min_free_half=40)  # fmt: skip
    marked = partial(checks.check_marked_sentences, dotall=True, titles=TITLE_INSIDE)
    phrases = partial(checks.check_capitalised_phrases, min_sentences=90)


def test_the_voices_and_shapes_of_this_round_are_there(rows: list[dict[str, Any]]) -> None:
    values = [(s["type"], row["text"][s["start"] : s["end"]]) for row in rows for s in row["spans"]]
    texts = [row["text"] for row in rows if not row["phi_free"]]
    free = [row["text"] for row in rows if row["phi_free"]]

    voices = ("Chamber intercom log", "Processor app alert", "Remote-monitoring alert",
              "Injection day SMS", "Ostomy supply order", "Fitness-for-work e-mail to HR",
              "Embryology witness log", "Lab accession label", "Device recall letter",
              "Interpreter booking", "Boat manifest", "Lost property desk")  # fmt: skip
    for start in voices:
        assert any(t.startswith(start) for t in texts), start
    persons = [v for t, v in values if t == "PERSON"]
    assert sum(v.islower() for v in persons) >= 20
    assert any(re.fullmatch(r"[A-Z'-]{2,}(?: [A-Z'-]+)*,? [A-Z][a-z].*", v) for v in persons)
    # NHI, CHI, Emirates ID, PPSN, IHI, Omang, NRC, NIN; ACC, Medicare, Thiqa, GMS
    for kind, shape in (("SSN", r"[A-Z]{3}\d{2}[A-Z]{2}"), ("SSN", r"\d{10}"),
                        ("SSN", r"784-\d{4}-\d{7}-\d"), ("SSN", r"\d{7}[A-Z][AWH]"),
                        ("SSN", r"8003 60\d\d \d{4} \d{4}"), ("SSN", r"\d{4}[12]\d{4}"),
                        ("SSN", r"\d{6}/\d{2}/1"), ("SSN", r"C[MF]\d{5}[A-Z]\d{3}[A-Z]{3}"),
                        ("HEALTH_PLAN_ID", r"ACC\d{8}"), ("HEALTH_PLAN_ID", r"\d{4} \d{5} \d"),
                        ("HEALTH_PLAN_ID", r"Thiqa \d{10}"), ("HEALTH_PLAN_ID", r"GMS \d{7}[A-Z]"),
                        ("ID", r"[HCM]\d{2}-\d{6}"), ("DATE", r"\d{8}T\d{4}")):  # fmt: skip
        assert any(t == kind and re.fullmatch(shape, v) for t, v in values), shape
    # the look-alikes keep eponyms that are this round's surnames, word-named rooms and trials
    for start in ("Wilson's disease", "Baker's cyst", "Crohn's disease", "Horner's syndrome",
                  "Colles' fracture", "Bowen's disease", "Hartmann's procedure",
                  "Whipple's disease", "Still's disease", "Down syndrome", "Hope Ward",
                  "Mercy Ward"):  # fmt: skip
        assert any(f.startswith(start) for f in free), start
