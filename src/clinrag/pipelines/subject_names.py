"""Which words of a question name what it is about: drugs, conditions, procedures (issue 14).

The relevance gate first took every rare word of a question for a subject, and declined
answerable blind questions whose rare words were not what they asked about ("bedtime",
"hasten", "leakiness") or named a drug by a brand the abstracts write by its generic
(Risperdal, Lantus, Januvia): research test7 answered 0.97 -> 0.75. A subject is now only

- a **drug**: a name of the drug dictionary (``data/subjects/drug_synonyms.txt``, written by
  ``scripts/build_subject_lexicon.py`` from DrugBank and MedlinePlus names), the longest of up
  to ``MAX_DRUG_WORDS`` words first, carried with every other name of the same drug (its
  generic, its brands, other spellings), any of which meets it; a class the dictionary names
  ("statins") is met by a member's name (``drug_classes.CLASS_BY_HEADING``, the table the
  agent reads classes by too: "atorvastatin"), and a class not listed there is no subject;
- a **condition or procedure**: a rare noun (``thread_cues.is_anchor``; not ending like an
  adverb, participle or adjective) that ICD-10-CM writes (``data/subjects/condition_words.txt``;
  inflected or in British spelling, as the clinical lexicon reads words) or that ends like a
  medical word ("-ectomy", "-scopy", "-itis": ``word_shapes.clinical_shape``).

Anything else is not a subject, so a question with none is never declined by the gate.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from clinrag.pipelines.drug_classes import CLASS_BY_HEADING, DrugClass
from clinrag.pipelines.thread_cues import is_anchor, words
from clinrag.security.lexicon import ClinicalLexicon
from clinrag.security.word_shapes import clinical_shape
from clinrag.shipped_data import CONDITION_WORDS, DRUG_SYNONYMS

MAX_DRUG_WORDS = 4


@dataclass(frozen=True)
class Subject:
    name: str
    """As the question writes it ("risperdal", "fibrillation")."""
    kind: str
    """``drug``, ``class`` or ``condition``."""
    forms: tuple[str, ...]
    """The names any of which meets it, its own first (a drug's generic and brands)."""
    members: DrugClass | None = None
    """For a class: which passage words name a member (``DrugClass.holds``)."""


@dataclass(frozen=True)
class Drug:
    kind: str
    """``drug`` or ``class``."""
    names: tuple[str, ...]
    """The generic and its other names."""


class SubjectLexicon:
    """The drug names (each with its generic) and the condition words subjects are read by."""

    def __init__(
        self, drugs: Mapping[str, Drug], generic_of: Mapping[str, str], conditions: ClinicalLexicon
    ) -> None:
        if not generic_of:
            raise ValueError("the drug dictionary is empty")
        self._drugs = drugs
        self._generic_of = generic_of
        headings: dict[str, list[str]] = {}
        for generic, drug in drugs.items():
            if drug.kind == "drug":
                for name in drug.names:
                    headings.setdefault(name, []).append(generic)
        # each medicine's name -> every generic heading listing it (a combination brand: two)
        self._headings = {name: tuple(found) for name, found in headings.items()}
        self._conditions = conditions

    @classmethod
    def load(
        cls, drugs: Path = DRUG_SYNONYMS, conditions: Path = CONDITION_WORDS
    ) -> SubjectLexicon:
        entries: dict[str, Drug] = {}
        generic_of: dict[str, str] = {}
        for line in drugs.read_text(encoding="utf-8").splitlines():
            if not line.strip() or line.startswith("#"):
                continue
            generic, kind, names = line.split("\t")
            entries[generic] = Drug(kind, tuple(names.split("|")))
            for name in entries[generic].names:
                # a name two headings share (a brand of two salts) is read as the first
                generic_of.setdefault(name, generic)
        return cls(entries, generic_of, ClinicalLexicon.load(conditions))

    def other_names(self) -> dict[str, str]:
        """Each medicine's other names (brands, salts, spellings) -> its generic; drug classes
        left out. The agent reads a brand a question names by it (``agent.drug_names``)."""
        return {
            name: generic
            for generic, drug in self._drugs.items()
            if drug.kind == "drug"
            for name in drug.names
            if name != generic and self._generic_of.get(name) == generic
        }

    def generics_named(self, question: str) -> tuple[str, ...]:
        """The generics of the medicines ``question`` names by another name ("Efexor XR" ->
        venlafaxine; a combination brand -> each generic listing it, "Cosopt" -> dorzolamide,
        timolol), in order, once each; a name sharing a word with its generic ("insulin" for
        "insulin human") adds nothing, nor does a class."""
        asked = words(question)
        found: dict[str, None] = {}
        index = 0
        while index < len(asked):
            size, subject = self._drug_at(asked, index)
            if subject is not None and subject.kind == "drug":
                named = set(subject.name.split())
                name = subject.name
                listed = self._headings.get(name) or self._headings.get(name.removesuffix("s"))
                for generic in listed or ():
                    if not named & set(generic.split()):
                        found.setdefault(generic)
            index += max(size, 1)
        return tuple(found)

    def subjects(self, question: str) -> tuple[Subject, ...]:
        """The drugs, classes, conditions and procedures the (redacted) ``question`` names, in
        order, once each."""
        asked = words(question)
        found: dict[str, Subject] = {}
        index = 0
        while index < len(asked):
            size, subject = self._drug_at(asked, index)
            if size:
                if subject is not None:
                    found.setdefault(subject.name, subject)
                index += size
                continue
            word = asked[index]
            if self._is_condition(word):
                found.setdefault(word, Subject(word, "condition", (word,)))
            index += 1
        return tuple(found.values())

    def _drug_at(self, asked: list[str], index: int) -> tuple[int, Subject | None]:
        """How many words from ``index`` name a drug (0: none), and the subject they make
        (None: a class the table does not list, no subject)."""
        for size in range(min(MAX_DRUG_WORDS, len(asked) - index), 0, -1):
            name = " ".join(asked[index : index + size])
            generic = self._generic_of.get(name) or self._generic_of.get(name.removesuffix("s"))
            if generic is None:
                continue
            drug = self._drugs[generic]
            forms = (name, *(n for n in drug.names if n != name))
            if drug.kind == "drug":
                return size, Subject(name, "drug", forms)
            drug_class = CLASS_BY_HEADING.get(generic)
            return size, (None if drug_class is None else Subject(name, "class", forms, drug_class))
        return 0, None

    def _is_condition(self, word: str) -> bool:
        """A rare noun ICD-10-CM writes or shaped like a medical word; for a hyphenated word
        ("pre-eclampsia"), one of its parts."""
        if not is_anchor(word):
            return False
        return any(
            is_anchor(part)
            and not part.endswith(QUALIFIER_ENDINGS)
            and (part in self._conditions or clinical_shape(part))
            for part in word.split("-")
        )


QUALIFIER_ENDINGS = (
    "ly",
    "ed",
    "ing",
    "ive",
    "ic",
    "al",
    "ous",
    "ary",
    "ory",
    "ful",
    "less",
    "able",
    "ible",
)
"""Adverbs, participles and adjectives: ICD-10-CM writes "nightly", "symptomatic",
"obstructive", "decompensated", but a question's qualifier is often the abstract's paraphrase
or not in it at all; the noun it qualifies ("apnoea", "heart failure") names the subject."""


@cache
def subject_lexicon() -> SubjectLexicon:
    """The packaged lexicon, loaded once per process."""
    return SubjectLexicon.load()
