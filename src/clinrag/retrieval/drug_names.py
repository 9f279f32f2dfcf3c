"""The drug dictionary: each medicine's names (generic, brands, spellings) and the generics a text
names by another name (issue 14).

``data/subjects/drug_synonyms.txt`` (written by ``scripts/build_subject_lexicon.py`` from
DrugBank and MedlinePlus names) lists per heading its kind (``drug`` or ``class``) and names.
It sits here, below the pipelines and the stance readers, because both read it: the subject
gate and the lexical query (``pipelines.subject_names``) and the stance reader's arms
(``stance.arms``: "Is Cosopt better than ...?" answered by "dorzolamide/timolol was ...").
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from clinrag.shipped_data import DRUG_SYNONYMS

MAX_DRUG_WORDS = 4
"""The most words a name of the dictionary is read in."""
_WORD = re.compile(r"[^\W_](?:[^\W_]|[-'\u2019](?=[^\W_]))*")


@dataclass(frozen=True)
class Drug:
    kind: str
    """``drug`` or ``class``."""
    names: tuple[str, ...]
    """The generic and its other names."""


class DrugNames:
    """Each heading's entry and each name's heading; the generics a text names by another name."""

    def __init__(self, drugs: Mapping[str, Drug], generic_of: Mapping[str, str]) -> None:
        if not generic_of:
            raise ValueError("the drug dictionary is empty")
        self.drugs = drugs
        self.generic_of = generic_of
        headings: dict[str, list[str]] = {}
        for generic, drug in drugs.items():
            if drug.kind == "drug":
                for name in drug.names:
                    headings.setdefault(name, []).append(generic)
        # each medicine's name -> every generic heading listing it (a combination brand: two)
        self._headings = {name: tuple(found) for name, found in headings.items()}

    @classmethod
    def load(cls, path: Path = DRUG_SYNONYMS) -> DrugNames:
        entries: dict[str, Drug] = {}
        generic_of: dict[str, str] = {}
        for line in path.read_text(encoding="utf-8").splitlines():
            if not line.strip() or line.startswith("#"):
                continue
            generic, kind, names = line.split("\t")
            entries[generic] = Drug(kind, tuple(names.split("|")))
            for name in entries[generic].names:
                # a name two headings share (a brand of two salts) is read as the first
                generic_of.setdefault(name, generic)
        return cls(entries, generic_of)

    def heading_at(self, asked: Sequence[str], index: int) -> tuple[int, str, str | None]:
        """How many words from ``index`` name a medicine or class (0: none), the name as
        written, and its heading (None: none), the longest name first."""
        for size in range(min(MAX_DRUG_WORDS, len(asked) - index), 0, -1):
            name = " ".join(asked[index : index + size])
            generic = self.generic_of.get(name) or self.generic_of.get(name.removesuffix("s"))
            if generic is not None:
                return size, name, generic
        return 0, "", None

    def generics_named(self, asked: Sequence[str]) -> tuple[str, ...]:
        """The generics of the medicines the lowercased words ``asked`` name by another name
        ("efexor xr" -> venlafaxine; a combination brand -> each generic listing it, "cosopt" ->
        dorzolamide, timolol), in order, once each; a name sharing a word with its generic
        ("insulin" for "insulin human") adds nothing, nor does a class."""
        found: dict[str, None] = {}
        index = 0
        while index < len(asked):
            size, name, generic = self.heading_at(asked, index)
            if generic is not None and self.drugs[generic].kind == "drug":
                named = set(name.split())
                listed = self._headings.get(name) or self._headings.get(name.removesuffix("s"))
                for heading in listed or ():
                    if not named & set(heading.split()):
                        found.setdefault(heading)
            index += max(size, 1)
        return tuple(found)

    def own_words(self, generic: str) -> tuple[str, ...]:
        """The words of a heading that name it rather than its family: of "insulin glargine",
        "glargine" ("insulin" is a heading of its own, and an abstract's "insulin detemir" is
        not glargine); a one-word heading, itself."""
        named = generic.split()
        if len(named) == 1:
            return tuple(named)
        return tuple(w for w in named if self.generic_of.get(w, generic) == generic)

    def generics_in(self, text: str) -> tuple[str, ...]:
        """``generics_named`` of the words of a plain text (no placeholders)."""
        return self.generics_named([w.lower() for w in _WORD.findall(text)])


@cache
def drug_names() -> DrugNames:
    """The packaged dictionary, loaded once per process."""
    return DrugNames.load()
