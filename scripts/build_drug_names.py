"""Writes src/clinrag/data/security/drug_names.txt from the drug-named-entity-recognition package.

That package (MIT, Fast Data Science Ltd, version pinned in pyproject's dev extra) ships a
dictionary of drug names and their variants collected from DrugBank and MedlinePlus. We keep
the variants that are plain words (no commas, at most four words) and rare in general English
(wordfreq Zipf frequency under 3: a common word such as "gold", "lead" or "amber" is already
safe, and listing it would stop the redactor from seeing it as a name). Run it by hand after
upgrading the package; the service reads only the text file it writes.
"""

from __future__ import annotations

import bz2
import pickle
import re
from importlib import metadata, resources
from pathlib import Path

from wordfreq import zipf_frequency

OUT = Path(__file__).resolve().parents[1] / "src/clinrag/data/security/drug_names.txt"
PACKAGE = "drug-named-entity-recognition"
_PLAIN = re.compile(r"[a-z][a-z0-9'-]*(?: [a-z0-9][a-z0-9'-]*){0,3}")
COMMON_ZIPF = 3.0


def main() -> None:
    data = resources.files("drug_named_entity_recognition") / "drug_ner_dictionary.pkl.bz2"
    with bz2.open(str(data)) as handle:
        # The package's own data file, installed from PyPI at a pinned version.
        dictionary = pickle.load(handle)  # noqa: S301
    variants = dictionary["drug_variant_to_variant_data"]
    names = sorted(
        name
        for name in variants
        if _PLAIN.fullmatch(name) and zipf_frequency(name, "en") < COMMON_ZIPF and len(name) > 3
    )
    header = (
        f"# Drug names and variants from {PACKAGE} {metadata.version(PACKAGE)} (MIT licence,\n"
        "# Fast Data Science Ltd; names from DrugBank and MedlinePlus), filtered and written by\n"
        "# scripts/build_drug_names.py. Do not edit by hand: rerun the script.\n"
    )
    OUT.write_text(header + "".join(f"{name}\n" for name in names), encoding="utf-8")


if __name__ == "__main__":
    main()
