"""Which words of a question name what it is about: drugs, conditions, procedures (issue 14).

The relevance gate first took every rare word of a question for a subject, and declined
answerable blind questions whose rare words were not what they asked about ("bedtime",
"hasten", "leakiness") or named a drug by a brand the abstracts write by its generic
(Risperdal, Lantus, Januvia): research test7 answered 0.97 -> 0.75. A subject is now only

- a **drug**: a name of the drug dictionary (``data/subjects/drug_synonyms.txt``, written by
  ``scripts/build_subject_lexicon.py`` from DrugBank and MedlinePlus names), the longest of up
  to four words first (``retrieval.drug_names``, which the stance reader's arms read too),
  carried with every other name of the same drug (its generic, its brands, other spellings),
  any of which meets it; a class the dictionary names
  ("statins") is met by a member's name (``drug_classes.CLASS_BY_HEADING``, the table the
  agent reads classes by too: "atorvastatin"), and a class not listed there is no subject;
- a **condition or procedure**: a rare noun (``thread_cues.is_anchor``; not ending like an
  adverb, participle or adjective) that ICD-10-CM writes (``data/subjects/condition_words.txt``;
  inflected or in British spelling, as the clinical lexicon reads words) or that ends like a
  medical word ("-ectomy", "-scopy", "-itis": ``word_shapes.clinical_shape``).

Anything else is not a subject, so a question with none is never declined by the gate.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from pathlib import Path

from clinrag.pipelines.drug_classes import CLASS_BY_HEADING, DrugClass
from clinrag.pipelines.thread_cues import is_anchor, words
from clinrag.retrieval.drug_names import DrugNames, drug_names
from clinrag.security.lexicon import ClinicalLexicon
from clinrag.security.word_shapes import clinical_shape
from clinrag.shipped_data import CONDITION_WORDS


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


class SubjectLexicon:
    """The drug names (each with its generic) and the condition words subjects are read by."""

    def __init__(self, drugs: DrugNames, conditions: ClinicalLexicon) -> None:
        self._names = drugs
        self._conditions = conditions

    @classmethod
    def load(cls, drugs: Path | None = None, conditions: Path = CONDITION_WORDS) -> SubjectLexicon:
        """``drugs`` unset: the packaged dictionary the process has already loaded
        (``retrieval.drug_names.drug_names``), not a second copy of it."""
        names = drug_names() if drugs is None else DrugNames.load(drugs)
        return cls(names, ClinicalLexicon.load(conditions))

    def other_names(self) -> dict[str, str]:
        """Each medicine's other names (brands, salts, spellings) -> its generic; drug classes
        left out. The agent reads a brand a question names by it (``agent.drug_names``)."""
        return {
            name: generic
            for generic, drug in self._names.drugs.items()
            if drug.kind == "drug"
            for name in drug.names
            if name != generic and self._names.generic_of.get(name) == generic
        }

    def generics_named(self, question: str) -> tuple[str, ...]:
        """The generics of the medicines ``question`` names by another name ("Efexor XR" ->
        venlafaxine; a combination brand -> each generic listing it, "Cosopt" -> dorzolamide,
        timolol), in order, once each (``DrugNames.generics_named``)."""
        return self._names.generics_named(words(question))

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
        size, name, generic = self._names.heading_at(asked, index)
        if generic is None:
            return 0, None
        drug = self._names.drugs[generic]
        forms = (name, *(n for n in drug.names if n != name))
        if drug.kind == "drug":
            return size, Subject(name, "drug", forms)
        drug_class = CLASS_BY_HEADING.get(generic)
        return size, (None if drug_class is None else Subject(name, "class", forms, drug_class))

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
