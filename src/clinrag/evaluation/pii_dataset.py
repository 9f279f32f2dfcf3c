"""Builds the PHI evaluation set, data/eval/pii/dataset.jsonl in the package (a dev tool).

``python -m clinrag.evaluation.pii_dataset`` regenerates it byte for byte (fixed seeds, pinned Faker
and presidio-evaluator); ``--seed N --out PATH`` builds a held-out set the same way from another
seed (``held_out``), on which to check that a change made while reading the shipped set's misses
generalises. Three parts, each line ``{"id", "source", "text", "spans", "phi_free"}``
with gold spans ``{"start", "end", "type"}`` in our types (``security.recognizers.PhiType``):

* ``presidio-evaluator``: sentences from ``PresidioSentenceFaker`` (generic, international PII:
  chat messages, addresses, card numbers). Its labels map to ours by ``FAKER_TYPES``; labels that
  are not Safe Harbor identifiers (organisation, nationality, job title, country, state, a year
  alone, a day of the week, an age of 89 or less) are dropped, so redacting one counts against
  precision. Adjacent street parts (number, street, apartment) become one ADDRESS span.
* ``clinical-template``: our own clinical-note templates with PHI (MRN, DOB, NPI, DEA, insurance
  ids, phones, addresses, dates, ages over 89) among drugs, doses, conditions and labs.
* ``phi-free``: our own clinical sentences without PHI (drugs, doses, eponyms, labs, years, ages
  of 89 or less); every redaction there is a false one.

The first part is built in ``pii_faker``, the other two in ``pii_templates`` from the slot table
(``pii_slots``, word lists in ``pii_vocabulary``); ``pii_records`` holds the seeds and the record.
"""

from __future__ import annotations

import json
from pathlib import Path

from clinrag.evaluation.pii_faker import faker_records
from clinrag.evaluation.pii_records import HELD_OUT_SEED, SEED, Record
from clinrag.evaluation.pii_templates import template_records
from clinrag.shipped_data import PII_DATASET


def build(seed: int = SEED) -> list[Record]:
    records = faker_records(seed=seed) + template_records(seed)
    return [{"id": f"pii-{n:05d}", **record} for n, record in enumerate(records, 1)]


def write(records: list[Record], path: Path = PII_DATASET) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    lines = (json.dumps(r, ensure_ascii=False, sort_keys=True) for r in records)
    path.write_text("".join(f"{line}\n" for line in lines), encoding="utf-8")


def held_out(seed: int = HELD_OUT_SEED) -> list[Record]:
    """A second set built the same way from another seed, to check that changes made while
    reading misses on the shipped set generalise. Not shipped: write it outside data/."""
    return build(seed)


def main(argv: list[str] | None = None) -> None:
    import argparse

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--seed", type=int, default=SEED, help=f"default {SEED} (the shipped set)")
    parser.add_argument("--out", type=Path, default=PII_DATASET, help="default: the shipped set")
    args = parser.parse_args(argv)
    write(build(args.seed), args.out)


if __name__ == "__main__":
    main()
