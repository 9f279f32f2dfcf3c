"""Builds the note-level PHI set: whole clinical notes with surrogate PHI and gold spans (dev tool).

``python -m clinrag.evaluation.note_dataset`` regenerates ``data/eval/notes/notes.jsonl`` in the
package byte for byte (fixed seed, pinned Faker); ``--seed N --out PATH`` builds the same notes
with other surrogate values (``HELD_OUT_SEED``: values never looked at while writing rules).
Each line is ``{"id", "family", "template", "text", "spans", "keep"}``: ``spans`` are the gold
PHI spans ``{"start", "end", "type"}`` in Safe Harbor types (``security.recognizers.PhiType``),
``keep`` the clinical values that must survive (drugs, doses, labs, vitals, conditions,
findings) as ``{"start", "end", "kind"}``. Templates are in ``note_templates``; values come from
the question-level set's slot table (``pii_slots.value_slots``) plus the note-only slots below.
"""

from __future__ import annotations

import json
import random
import string
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from clinrag.evaluation.note_templates import FAMILIES
from clinrag.evaluation.pii_slots import value_slots
from clinrag.shipped_data import NOTE_DATASET

SEED = 20_251_124
HELD_OUT_SEED = 5_519_203
ROUNDS = 8
"""Notes per template."""

Slot = tuple[str | None, Callable[[], str]]
Record = dict[str, Any]

_PROCEDURES = (
    "laparoscopic cholecystectomy", "CABG x3", "TAVR", "ERCP with sphincterotomy",
    "left heart catheterization", "total knee arthroplasty", "colonoscopy with polypectomy",
    "thoracentesis", "PEG tube placement", "cardioversion", "lumbar puncture", "EGD",
)  # fmt: skip
_FINDINGS = (
    "bibasilar crackles", "2+ pitting edema bilaterally", "no JVD", "abdomen soft, nontender",
    "afebrile", "hepatosplenomegaly", "regular rate and rhythm, no murmurs", "diffuse wheezes",
    "right lower quadrant tenderness", "mild erythema at the IV site", "alert and oriented x3",
    "normocephalic, atraumatic", "coagulase-negative staphylococci", "decreased breath sounds",
)  # fmt: skip
_IMAGING = (
    "4 mm nonobstructing calculus in the left lower pole", "small right pleural effusion",
    "no acute intracranial hemorrhage", "mild cardiomegaly", "T2 hyperintensities in the "
    "periventricular white matter", "1.2 cm hypodense lesion in segment 7 of the liver",
    "bibasilar atelectasis", "no pneumothorax", "moderate hydronephrosis on the right",
    "L4-L5 disc protrusion", "cholelithiasis without cholecystitis", "3.1 cm AAA",
)  # fmt: skip
_DEVICES = ("PICC line", "dual-chamber pacemaker", "ICD", "Port-a-Cath", "insulin pump",
            "left ventricular assist device", "Medtronic Azure pacemaker")  # fmt: skip
_TITLES = ("Dr", "Dr.", "Professor", "Mr", "Ms")
_WARDS = ("North", "South", "East", "West", "ICU", "CCU", "Med", "Surg")


@dataclass(frozen=True)
class _Person:
    first: str
    middle: str
    last: str
    title: str

    def form(self, name: str) -> tuple[str, bool]:
        """One written form of the name, and whether it is PHI (a title is not)."""
        f, m, la = self.first, self.middle, self.last
        forms = {
            "first": f, "last": la, "name": f"{f} {la}", "full": f"{f} {m}. {la}",
            "rev": f"{la}, {f}", "LAST": la.upper(), "NAME": f"{f} {la}".upper(),
            "REV": f"{la}, {f}".upper(), "lower": la.lower(), "ini": f"{f[0]}{la[0]}",
            "ini3": f"{f[0]}{m}{la[0]}", "inil": f"{f[0]}{la[0]}".lower(),
            "dotted": f"{f[0]}. {la}",
        }  # fmt: skip
        if name == "title":
            return self.title, False
        return forms[name], True


class _NoteFiller:
    """Fills note templates; each note has its own people, every other slot a fresh value."""

    def __init__(self, seed: int) -> None:
        from faker import Faker

        self.rng = random.Random(seed)  # noqa: S311 - reproducible test data, not secrets
        self.fake = Faker("en_US")
        self.fake.seed_instance(seed)
        self.slots = {**value_slots(self.rng, self.fake), **self._note_slots()}

    def _digits(self, n: int) -> str:
        return "".join(self.rng.choice(string.digits) for _ in range(n))

    def _letters(self, n: int) -> str:
        return "".join(self.rng.choice(string.ascii_uppercase) for _ in range(n))

    def _note_slots(self) -> dict[str, Slot]:
        rng, d, L = self.rng, self._digits, self._letters

        def pick(options: tuple[str, ...]) -> Callable[[], str]:
            return lambda: rng.choice(options)

        def dictation_date() -> str:
            m, day, y = rng.randint(1, 12), rng.randint(1, 28), rng.randint(2019, 2026)
            yy = y % 100
            forms = (f"{m:02d}/{day:02d}/{y}", f"{m}/{day}/{yy:02d}", f"{m:02d}/{day:02d}/{yy:02d}")
            return rng.choice((*forms, f"{y}-{m:02d}-{day:02d}"))

        def hospital() -> str:
            city, last, first = self.fake.city(), self.fake.last_name(), self.fake.first_name()
            return rng.choice((
                f"{city} General Hospital", f"{last} Memorial Hospital",
                f"St. {first}'s Medical Center", f"{city} Regional Medical Center",
                f"University Hospital of {city}", f"{last} Clinic", f"{city} Infirmary",
            ))  # fmt: skip

        return {
            "md": ("DATE", lambda: f"{rng.randint(1, 12)}/{rng.randint(1, 28)}"),
            "myy": ("DATE", lambda: f"{rng.randint(1, 12)}/{rng.randint(15, 25)}"),
            "dd": ("DATE", dictation_date),
            "pager": ("PHONE", lambda: rng.choice((d(4), d(5), f"#{d(4)}", f"{d(1)}-{d(4)}"))),
            "ext": ("PHONE", lambda: d(rng.randint(3, 5))),
            "report_id": (
                "ID",
                lambda: rng.choice(
                    (
                        f"RAD-{rng.randint(2019, 2026)}-{d(6)}",
                        f"CT{d(2)}/{d(5)}",
                        f"{L(1)}{d(4)}/{d(2)}",
                        f"R{d(4)}-{d(5)}",
                        f"{L(3)}{d(7)}",
                        f"{d(2)}-{L(2)}-{d(5)}",
                    )
                ),
            ),
            "user_id": (
                "ID",
                lambda: rng.choice(
                    (
                        f"{L(3).lower()}{d(4)}",
                        f"{L(2)}{d(2)}",
                        f"{L(1).lower()}{d(5)}",
                        f"{L(2).lower()}{d(3)}{L(1).lower()}",
                    )
                ),
            ),
            "job": ("ID", lambda: rng.choice((d(6), d(7), f"{d(3)}-{d(4)}"))),
            "nhs": ("ID", lambda: f"{d(3)} {d(3)} {d(4)}"),
            "room": (
                "LOCATION",
                lambda: rng.choice((d(4), f"{d(3)}-{L(1)}", d(3), f"{d(2)}{L(1)}")),
            ),
            "bed": ("LOCATION", lambda: rng.choice((d(1), d(2), L(1), f"{d(2)}{L(1)}"))),
            "ward": ("LOCATION", lambda: f"{rng.randint(2, 9)} {rng.choice(_WARDS)}"),
            "hospital": ("LOCATION", hospital),
            "age90": ("AGE", lambda: str(rng.randint(90, 104))),
            "serial": (
                "DEVICE_ID",
                lambda: rng.choice(
                    (
                        f"PJN{d(6)}",
                        f"{L(3)}{d(6)}{L(1)}",
                        f"{d(1)}{L(1)}{d(1)}-{d(5)}",
                        f"SN{d(8)}",
                    )
                ),
            ),
            "rr": (None, lambda: str(rng.randint(12, 28))),
            "temp": (None, lambda: f"{rng.uniform(36.0, 39.5):.1f} C"),
            "time": (None, lambda: f"{rng.randint(0, 23):02d}:{rng.randint(0, 59):02d}"),
            "procedure": (None, pick(_PROCEDURES)),
            "finding": (None, pick(_FINDINGS)),
            "imaging": (None, pick(_IMAGING)),
            "device": (None, pick(_DEVICES)),
        }

    def _person(self) -> _Person:
        return _Person(
            self.fake.first_name(),
            self.rng.choice(string.ascii_uppercase),
            self.fake.last_name(),
            self.rng.choice(_TITLES),
        )

    def fill(self, template: str) -> tuple[str, list[Record], list[Record]]:
        people: dict[str, _Person] = {}
        text, spans, keep = "", [], []
        for literal, field, _, _ in string.Formatter().parse(template):
            text += literal
            if field is None:
                continue
            if "." in field:
                who, form = field.split(".")
                value, phi = people.setdefault(who, self._person()).form(form)
                kind = "PERSON" if phi else None
            else:
                kind, make = self.slots[field]
                value = make()
            mark = len(value) - len(value.lstrip("#"))  # "#4417": the mark is not the number
            where = {"start": len(text) + mark, "end": len(text) + len(value)}
            if kind is not None:
                spans.append({**where, "type": kind})
            elif field in KEPT_SLOTS:
                keep.append({**where, "kind": field})
            text += value
        return text, spans, keep


KEPT_SLOTS = frozenset({"drug", "dose", "freq", "condition", "eponym", "lab_result", "bp", "hr",
                        "spo2", "rr", "temp", "procedure", "finding", "imaging", "device",
                        "symptom"})  # fmt: skip
"""Clinical slots whose values must survive redaction (counted as clinical terms removed)."""


def build(seed: int = SEED, rounds: int = ROUNDS) -> list[Record]:
    """``rounds`` notes per template of every family, in a fixed order."""
    filler = _NoteFiller(seed)
    records: list[Record] = []
    for family, templates in FAMILIES.items():
        for _ in range(rounds):
            for number, template in enumerate(templates, 1):
                text, spans, keep = filler.fill(template)
                records.append({
                    "id": f"note-{len(records) + 1:04d}", "family": family,
                    "template": f"{family}/{number}", "text": text, "spans": spans, "keep": keep,
                })  # fmt: skip
    return records


def write(records: list[Record], path: Path = NOTE_DATASET) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    lines = (json.dumps(r, ensure_ascii=False, sort_keys=True) for r in records)
    path.write_text("".join(f"{line}\n" for line in lines), encoding="utf-8")


def main(argv: list[str] | None = None) -> None:
    import argparse

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--seed", type=int, default=SEED, help=f"default {SEED} (the shipped set)")
    parser.add_argument("--out", type=Path, default=NOTE_DATASET, help="default: the shipped set")
    args = parser.parse_args(argv)
    write(build(args.seed), args.out)


if __name__ == "__main__":
    main()
