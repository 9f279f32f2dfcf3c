"""The files shipped inside the package (data sets, term lists, migrations), as paths.

They are package data read through ``importlib.resources``, so a wheel installed anywhere finds
them, whatever the working directory. ``data/README.md`` lists every data set, its origin and
licence. The consensus set's row format is parsed here once: the evaluation sets and the input
guard's benign questions both read it, and neither may import the other.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from dataclasses import dataclass
from importlib import resources
from pathlib import Path
from typing import Literal, get_args


def package_path(*parts: str) -> Path:
    """A file or directory shipped in the package, as a filesystem path."""
    resource = resources.files("clinrag").joinpath(*parts)
    if not isinstance(resource, Path):
        raise RuntimeError(
            f"clinrag's package data ({'/'.join(parts)}) is not on a filesystem: "
            "install clinrag as files (a wheel or a checkout), not inside a zip archive"
        )
    return resource


DATA_DIR = package_path("data")
MIGRATIONS_DIR = package_path("migrations")
SAMPLE_CORPUS = DATA_DIR / "sample" / "pubmed_trials.jsonl"
CONSENSUS = DATA_DIR / "eval" / "consensus" / "samples.jsonl"
RESEARCH_QUESTIONS = DATA_DIR / "eval" / "research_questions" / "questions.jsonl"
QuestionSplit = Literal[
    "dev",
    "test",
    "test2",
    "test3",
    "test4",
    "test5",
    "test6",
    "test7",
    "test8",
    "test9",
    "test10",
    "test11",
    "test12",
    "test13",
    "test14",
]
"""The fixed splits of the research and agent question sets: ``dev`` and ``test`` written with
the code, ``test2`` on each written blind by another author (a new blind round adds its name)."""
QUESTION_SPLITS: tuple[str, ...] = get_args(QuestionSplit)
UNRUN_BLIND_SPLITS: tuple[str, ...] = ("test14",)
"""Blind splits not yet trained or tuned on: never in a default choice of splits (a command reads
them only when named) nor in the guard's product text. A blind round adds its split here; it
leaves at the next retune of the guard's thresholds, since its questions then join the product
text the guard learns as legitimate (``test10`` to ``test13`` were run on 2026-11-26 and left;
``test14``, written in the fourteenth round, agent questions only, is not yet run)."""
SEEN_QUESTION_SPLITS: tuple[str, ...] = tuple(
    s for s in QUESTION_SPLITS if s not in UNRUN_BLIND_SPLITS
)
COVERAGE_QUESTIONS = DATA_DIR / "eval" / "coverage" / "questions.jsonl"
CONVERSATIONS = DATA_DIR / "eval" / "conversations" / "dialogues.jsonl"
BLIND_CONVERSATIONS = DATA_DIR / "eval" / "conversations" / "dialogues_blind.jsonl"
BLIND2_CONVERSATIONS = DATA_DIR / "eval" / "conversations" / "dialogues_blind2.jsonl"
DialogueSet = Literal["dev", "blind", "blind2"]
DIALOGUE_SETS: dict[DialogueSet, Path] = {
    "dev": CONVERSATIONS,
    "blind": BLIND_CONVERSATIONS,
    "blind2": BLIND2_CONVERSATIONS,
}
"""The shipped dialogue sets by the name ``clinrag eval conversations --set`` takes (here, not in
``evaluation.conversation_set``, so the command line names them without importing the scoring)."""
PII_DATASET = DATA_DIR / "eval" / "pii" / "dataset.jsonl"
PII_LANGUAGES = DATA_DIR / "eval" / "pii_languages" / "sentences.jsonl"
PII_LANGUAGES_BLIND = DATA_DIR / "eval" / "pii_languages_blind" / "sentences.jsonl"
PII_LANGUAGES_BLIND2 = DATA_DIR / "eval" / "pii_languages_blind2" / "sentences.jsonl"
PII_LANGUAGES_BLIND3 = DATA_DIR / "eval" / "pii_languages_blind3" / "sentences.jsonl"
PII_LANGUAGES_BLIND4 = DATA_DIR / "eval" / "pii_languages_blind4" / "sentences.jsonl"
PII_LANGUAGES_BLIND5 = DATA_DIR / "eval" / "pii_languages_blind5" / "sentences.jsonl"
PII_LANGUAGES_BLIND6 = DATA_DIR / "eval" / "pii_languages_blind6" / "sentences.jsonl"
PII_LANGUAGES_BLIND7 = DATA_DIR / "eval" / "pii_languages_blind7" / "sentences.jsonl"
PII_LANGUAGES_BLIND8 = DATA_DIR / "eval" / "pii_languages_blind8" / "sentences.jsonl"
PII_LANGUAGES_BLIND9 = DATA_DIR / "eval" / "pii_languages_blind9" / "sentences.jsonl"
PII_LANGUAGES_BLIND10 = DATA_DIR / "eval" / "pii_languages_blind10" / "sentences.jsonl"
PII_LANGUAGES_BLIND11 = DATA_DIR / "eval" / "pii_languages_blind11" / "sentences.jsonl"
PII_LANGUAGES_BLIND12 = DATA_DIR / "eval" / "pii_languages_blind12" / "sentences.jsonl"
PII_LANGUAGES_BLIND13 = DATA_DIR / "eval" / "pii_languages_blind13" / "sentences.jsonl"
NOTE_DATASET = DATA_DIR / "eval" / "notes" / "notes.jsonl"
NOTE_BLIND = DATA_DIR / "eval" / "notes_blind" / "notes.jsonl"
NOTE_BLIND2 = DATA_DIR / "eval" / "notes_blind2" / "notes.jsonl"
NOTE_BLIND3 = DATA_DIR / "eval" / "notes_blind3" / "notes.jsonl"
NOTE_BLIND4 = DATA_DIR / "eval" / "notes_blind4" / "notes.jsonl"
NOTE_BLIND5 = DATA_DIR / "eval" / "notes_blind5" / "notes.jsonl"
NOTE_BLIND6 = DATA_DIR / "eval" / "notes_blind6" / "notes.jsonl"
NOTE_BLIND7 = DATA_DIR / "eval" / "notes_blind7" / "notes.jsonl"
NOTE_BLIND8 = DATA_DIR / "eval" / "notes_blind8" / "notes.jsonl"
NOTE_BLIND9 = DATA_DIR / "eval" / "notes_blind9" / "notes.jsonl"
NOTE_BLIND10 = DATA_DIR / "eval" / "notes_blind10" / "notes.jsonl"
NOTE_BLIND11 = DATA_DIR / "eval" / "notes_blind11" / "notes.jsonl"
NOTE_BLIND12 = DATA_DIR / "eval" / "notes_blind12" / "notes.jsonl"
NOTE_BLIND13 = DATA_DIR / "eval" / "notes_blind13" / "notes.jsonl"
NOTE_EXTRA = DATA_DIR / "eval" / "notes_extra" / "notes.jsonl"
LanguageBlindSet = Literal[
    "pii_languages_blind",
    "pii_languages_blind2",
    "pii_languages_blind3",
    "pii_languages_blind4",
    "pii_languages_blind5",
    "pii_languages_blind6",
    "pii_languages_blind7",
    "pii_languages_blind8",
    "pii_languages_blind9",
    "pii_languages_blind10",
    "pii_languages_blind11",
    "pii_languages_blind12",
    "pii_languages_blind13",
]
LANGUAGE_BLIND_SETS: dict[LanguageBlindSet, Path] = {
    "pii_languages_blind": PII_LANGUAGES_BLIND,
    "pii_languages_blind2": PII_LANGUAGES_BLIND2,
    "pii_languages_blind3": PII_LANGUAGES_BLIND3,
    "pii_languages_blind4": PII_LANGUAGES_BLIND4,
    "pii_languages_blind5": PII_LANGUAGES_BLIND5,
    "pii_languages_blind6": PII_LANGUAGES_BLIND6,
    "pii_languages_blind7": PII_LANGUAGES_BLIND7,
    "pii_languages_blind8": PII_LANGUAGES_BLIND8,
    "pii_languages_blind9": PII_LANGUAGES_BLIND9,
    "pii_languages_blind10": PII_LANGUAGES_BLIND10,
    "pii_languages_blind11": PII_LANGUAGES_BLIND11,
    "pii_languages_blind12": PII_LANGUAGES_BLIND12,
    "pii_languages_blind13": PII_LANGUAGES_BLIND13,
}
NoteBlindSet = Literal[
    "notes_blind",
    "notes_blind2",
    "notes_blind3",
    "notes_blind4",
    "notes_blind5",
    "notes_blind6",
    "notes_blind7",
    "notes_blind8",
    "notes_blind9",
    "notes_blind10",
    "notes_blind11",
    "notes_blind12",
    "notes_blind13",
]
NOTE_BLIND_SETS: dict[NoteBlindSet, Path] = {
    "notes_blind": NOTE_BLIND,
    "notes_blind2": NOTE_BLIND2,
    "notes_blind3": NOTE_BLIND3,
    "notes_blind4": NOTE_BLIND4,
    "notes_blind5": NOTE_BLIND5,
    "notes_blind6": NOTE_BLIND6,
    "notes_blind7": NOTE_BLIND7,
    "notes_blind8": NOTE_BLIND8,
    "notes_blind9": NOTE_BLIND9,
    "notes_blind10": NOTE_BLIND10,
    "notes_blind11": NOTE_BLIND11,
    "notes_blind12": NOTE_BLIND12,
    "notes_blind13": NOTE_BLIND13,
}
"""The PHI blind sets by the name ``clinrag eval pii --languages|--notes --blind-set`` takes
(each written without sight of the redactor; the first of each kind is what ``--blind`` reads;
``pii_languages_blind3`` to ``pii_languages_blind13`` are English only, and the language
evaluation scores the languages a set has)."""
UNRUN_PII_BLIND_SETS: tuple[str, ...] = ("notes_blind13", "pii_languages_blind13")
"""PHI blind sets not yet run: ``--blind-set`` reads one when named, but the dev tools that
study seen sets (scripts/pii_sets.py, note_loso.py, note_misses.py and the *_loso scripts) skip
them. A blind round adds its sets here; each leaves after its single blind run."""
SEEN_NOTE_BLIND_SETS: dict[NoteBlindSet, Path] = {
    k: v for k, v in NOTE_BLIND_SETS.items() if k not in UNRUN_PII_BLIND_SETS
}
SEEN_LANGUAGE_BLIND_SETS: dict[LanguageBlindSet, Path] = {
    k: v for k, v in LANGUAGE_BLIND_SETS.items() if k not in UNRUN_PII_BLIND_SETS
}
CLAIM_SET = DATA_DIR / "eval" / "claims" / "claims.jsonl"
HAND_CLAIMS = DATA_DIR / "eval" / "claims" / "hand_written.jsonl"
ATTACKS_DIR = DATA_DIR / "eval" / "attacks"
GUARD_DEV = DATA_DIR / "eval" / "guard_dev"
GUARD_BLIND = DATA_DIR / "eval" / "guard_blind"
GUARD_BLIND3 = DATA_DIR / "eval" / "guard_blind3"
GUARD_BLIND4 = DATA_DIR / "eval" / "guard_blind4"
GUARD_BLIND5 = DATA_DIR / "eval" / "guard_blind5"
GUARD_BLIND6 = DATA_DIR / "eval" / "guard_blind6"
GUARD_BLIND7 = DATA_DIR / "eval" / "guard_blind7"
GUARD_BLIND8 = DATA_DIR / "eval" / "guard_blind8"
GUARD_BLIND9 = DATA_DIR / "eval" / "guard_blind9"
GUARD_BLIND10 = DATA_DIR / "eval" / "guard_blind10"
GUARD_BLIND11 = DATA_DIR / "eval" / "guard_blind11"
GUARD_BLIND12 = DATA_DIR / "eval" / "guard_blind12"
GUARD_BLIND13 = DATA_DIR / "eval" / "guard_blind13"
GUARD_BLIND14 = DATA_DIR / "eval" / "guard_blind14"
GUARD_BLIND15 = DATA_DIR / "eval" / "guard_blind15"
GuardBlindSet = Literal[
    "guard_blind",
    "guard_blind3",
    "guard_blind4",
    "guard_blind5",
    "guard_blind6",
    "guard_blind7",
    "guard_blind8",
    "guard_blind9",
    "guard_blind10",
    "guard_blind11",
    "guard_blind12",
    "guard_blind13",
    "guard_blind14",
    "guard_blind15",
]
GUARD_BLIND_SETS: dict[GuardBlindSet, Path] = {
    "guard_blind": GUARD_BLIND,
    "guard_blind3": GUARD_BLIND3,
    "guard_blind4": GUARD_BLIND4,
    "guard_blind5": GUARD_BLIND5,
    "guard_blind6": GUARD_BLIND6,
    "guard_blind7": GUARD_BLIND7,
    "guard_blind8": GUARD_BLIND8,
    "guard_blind9": GUARD_BLIND9,
    "guard_blind10": GUARD_BLIND10,
    "guard_blind11": GUARD_BLIND11,
    "guard_blind12": GUARD_BLIND12,
    "guard_blind13": GUARD_BLIND13,
    "guard_blind14": GUARD_BLIND14,
    "guard_blind15": GUARD_BLIND15,
}
"""The guard's blind sets by the name ``clinrag eval guard --blind-set`` takes (named here so the
command line lists them without importing the guard)."""
UNRUN_GUARD_BLIND_SETS: tuple[str, ...] = ("guard_blind15",)
"""Guard blind sets not yet run: ``--blind-set`` reads one when named, but nothing trains or
tunes on it. A blind round adds its set here; it leaves after its single blind run."""
SEEN_GUARD_SETS: dict[str, Path] = {
    k: v for k, v in GUARD_BLIND_SETS.items() if k not in UNRUN_GUARD_BLIND_SETS
}
"""The guard's blind sets seen since their single blind run, each by another author, in the
order they were written: the one list both learned signals read. Their prompt attacks and
look-alikes train the injection detector (``written_samples.SEEN_ATTACK_AUTHORS``), their misuse,
legitimate texts and look-alikes the intent policy (``intent_sources.EXTRA_CORPORA``). A blind
set joins here after its run, never before."""
MEDMCQA = DATA_DIR / "eval" / "benign" / "medmcqa.jsonl"
CLINICAL_TERMS = DATA_DIR / "security" / "clinical_terms.txt"
DRUG_NAMES = DATA_DIR / "security" / "drug_names.txt"
CLINICAL_PRODUCTS = DATA_DIR / "security" / "clinical_products.txt"
CLINICAL_LEXICON = DATA_DIR / "security" / "clinical_lexicon.txt"
NOTE_WORDS = DATA_DIR / "security" / "note_words.txt"
NOTE_ABBREVIATIONS = DATA_DIR / "security" / "note_abbreviations.txt"
LOCAL_NAMES = DATA_DIR / "security" / "local_names.txt"
EPONYMS_ALONE = DATA_DIR / "security" / "eponyms_alone.txt"
CARE_SERVICES = DATA_DIR / "security" / "care_services.txt"
DRUG_SYNONYMS = DATA_DIR / "subjects" / "drug_synonyms.txt"
CONDITION_WORDS = DATA_DIR / "subjects" / "condition_words.txt"
QUERY_TYPE_QUESTIONS = DATA_DIR / "eval" / "query_types" / "questions.jsonl"
AGENT_CORPUS = DATA_DIR / "eval" / "agent" / "corpus.jsonl"
AGENT_QUESTIONS = DATA_DIR / "eval" / "agent" / "questions.jsonl"
WARD_TALK = DATA_DIR / "eval" / "ward_talk" / "texts.jsonl"
TRIAL_METADATA_LABELS = DATA_DIR / "eval" / "agent" / "trial_metadata_labels.jsonl"


@dataclass(frozen=True)
class ConsensusRow:
    question: str
    claims: tuple[str, ...]
    ideal: str
    """The set's ideal answer as written (may be "Summary: ..." or "N-A")."""


def consensus_rows(path: Path = CONSENSUS) -> Iterator[ConsensusRow]:
    """Each line's question, the research claims shown with it, and its ideal answer."""
    for line in path.read_text().splitlines():
        row = json.loads(line)
        content = row["input"][1]["content"]
        question = ""
        claims: list[str] = []
        for text in content.splitlines():
            if text.startswith("claim:"):
                claims.append(text.removeprefix("claim:").strip())
            elif text.startswith("question:") and not question:
                question = text.removeprefix("question:").strip()
        yield ConsensusRow(question, tuple(claims), str(row.get("ideal", "")))
