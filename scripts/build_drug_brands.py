"""Writes src/clinrag/data/agent/drug_brands.tsv from the drug-named-entity-recognition package.

The agent reads a drug a question names by a brand or another name ("Eliquis", "Clexane",
"acetaminophen") as the name a formulary holds ("apixaban", "enoxaparin", "paracetamol"): both
names lead to one canonical name in this table. That package (MIT, Fast Data Science Ltd,
version pinned in pyproject's dev extra) maps DrugBank, MedlinePlus and NHS variants to a
canonical name. We keep one-word variants (no spaces, five letters or more) that are rare in
general English (wordfreq Zipf under 3, as ``build_drug_names.py``: "advance" or "plenty" are
brands too, and must not turn a question's word into a drug) and that lead to one canonical
drug (one with a DrugBank or MedlinePlus id). Run it by hand after upgrading the package; the
service reads only the file it writes.
"""

from __future__ import annotations

import bz2
import pickle
import re
from importlib import metadata, resources
from pathlib import Path

from wordfreq import zipf_frequency

OUT = Path(__file__).resolve().parents[1] / "src/clinrag/data/agent/drug_brands.tsv"
PACKAGE = "drug-named-entity-recognition"
_ONE_WORD = re.compile(r"[a-z][a-z0-9-]*")
COMMON_ZIPF = 3.0
MIN_LETTERS = 5


def main() -> None:
    data = resources.files("drug_named_entity_recognition") / "drug_ner_dictionary.pkl.bz2"
    with bz2.open(str(data)) as handle:
        # The package's own data file, installed from PyPI at a pinned version.
        dictionary = pickle.load(handle)  # noqa: S301
    canonical = dictionary["drug_variant_to_canonical"]
    drugs = dictionary["drug_canonical_to_data"]
    rows = sorted(
        (variant, names[0])
        for variant, names in canonical.items()
        if len(names) == 1
        and variant != names[0]
        and _ONE_WORD.fullmatch(variant)
        and len(variant) >= MIN_LETTERS
        and zipf_frequency(variant, "en") < COMMON_ZIPF
        and "," not in names[0]
        and _identified(drugs.get(names[0], {}))
    )
    header = (
        f"# Drug name -> canonical name, from {PACKAGE} {metadata.version(PACKAGE)} (MIT licence,\n"
        "# Fast Data Science Ltd; names from DrugBank, MedlinePlus and the NHS), filtered and\n"
        "# written by scripts/build_drug_brands.py. Do not edit by hand: rerun the script.\n"
    )
    OUT.write_text(header + "".join(f"{v}\t{c}\n" for v, c in rows), encoding="utf-8")


def _identified(data: dict[str, object]) -> bool:
    return bool(data.get("drugbank_id") or data.get("medline_plus_id"))


if __name__ == "__main__":
    main()
