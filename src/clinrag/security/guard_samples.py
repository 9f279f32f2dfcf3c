"""What the input guard learns from, one ``Sample`` at a time: the source names and kinds a
sample carries, the ``GuardData`` that holds them, and the split of every text into train or
test by a hash of the text (stable, and duplicates never straddle it). The samples are read by
``clinrag.security.attack_corpus`` (the shipped sources) and ``clinrag.security.written_samples``
(our own families, the seen authors' and the product's text).
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass

from clinrag.security.injection import JAILBREAK, SYSTEM_PROMPT_EXTRACTION
from clinrag.security.validation import SHELL_INJECTION, SQL_INJECTION, XSS, normalize

TEST_PERCENT = 40
"""Share of texts held out: enough test samples in the small sources (14 DAN templates)."""

# Attack sources, with the category the nearest-neighbour index records for them.
IN_THE_WILD = "jailbreak_in_the_wild"
DAN = "dan"
SYSPROMPT = "sysprompt_extraction"
SQL = "sql_payloads"
XSS_PAYLOADS = "xss_payloads"
SHELL = "shell_payloads"
NAUGHTY_CODE = "naughty_malicious_code"
NAUGHTY_EDGE = "naughty_malicious_edge_cases"
# Benign sources.
MEDMCQA_SOURCE = "medmcqa"
CONSENSUS_SOURCE = "consensus"
NAUGHTY_BENIGN = "naughty_benign"

PROMPT_ATTACKS = {IN_THE_WILD: JAILBREAK, DAN: JAILBREAK, SYSPROMPT: SYSTEM_PROMPT_EXTRACTION}
CODE_ATTACKS = {SQL: SQL_INJECTION, XSS_PAYLOADS: XSS, SHELL: SHELL_INJECTION}


# Kinds of our own families (``families.json``).
ATTACK_KIND = "attack"
BENIGN_KIND = "benign"
MISUSE_KIND = "misuse"
TOXICOLOGY_KIND = "toxicology"
SQL_KIND = "sql"
CLINICAL_TEXT_KIND = "clinical_text"
WRITTEN = "clinrag_written"
"""The origin of our own families; the shipped sources' origin is their own name."""


@dataclass(frozen=True)
class Sample:
    text: str
    source: str
    attack: bool
    category: str = ""
    """For attacks: the reason code a detection should carry (empty for naughty strings)."""
    kind: str = ""
    """For our own families: attack, benign, misuse, toxicology, sql or clinical_text."""
    lang: str = "en"
    trains_injection: bool = True
    """False for families written to train the intent policy only (``families.json``
    ``injection_training``): adding them to the injection detector's benign side would move its
    tuned thresholds, which only a leave-one-source-out and blind run may do."""

    @property
    def prompt_attack(self) -> bool:
        """What the injection detector (patterns, neighbours, classifier) must catch."""
        return self.source in PROMPT_ATTACKS or self.kind == ATTACK_KIND

    @property
    def hard_benign(self) -> bool:
        """Benign text the tuning's false-refusal allowance is a share of
        (``guard_eval.refusal_allowance``): the look-alikes written to resemble attacks and the
        clinical questions. The rest of the benign side (the product's own text, naughty strings,
        toxicology, pasted clinical text) is easy -- none of it came near the margins -- and
        counting it would let every easy text added loosen the thresholds; its refusals still
        count against the allowance."""
        return not self.attack and (
            self.kind == BENIGN_KIND or self.source in (MEDMCQA_SOURCE, CONSENSUS_SOURCE)
        )

    @property
    def origin(self) -> str:
        return WRITTEN if self.kind else self.source

    def __repr__(self) -> str:
        return f"Sample(source={self.source!r}, attack={self.attack}, chars={len(self.text)})"


@dataclass(frozen=True)
class GuardData:
    train: tuple[Sample, ...]
    test: tuple[Sample, ...]
    seen: tuple[Sample, ...] = ()
    """The prompt attacks and benign look-alikes of the seen blind sets (``seen_author_samples``),
    every text: they teach the injection detector only (index, classifier, thresholds), never
    the intent policy, and no dev figure is read on them (their figure is leave-one-author-out,
    ``evaluation.attack_authors.evaluate_attacks_by_author``)."""
    product: tuple[Sample, ...] = ()
    """The product's own legitimate text (``product_samples``), every text: benign for the
    injection detector (index, classifier, thresholds); the intent policy learns it through
    ``intent_sources``. Its held-out figure is by source
    (``scripts/guard_on_product_questions.py``)."""

    @property
    def injection_training(self) -> tuple[Sample, ...]:
        """What the injection detector learns from: the train split, the seen authors and the
        product's own text."""
        return self.train + self.seen + self.product

    def index_attacks(self) -> list[tuple[str, str]]:
        """(normalised text, category) of the prompt attacks the detector learns from: what the
        kNN index holds. Code payloads are left to the validation detectors, misuse to the
        intent policy."""
        pairs = {normalize(s.text): s.category for s in self.injection_training if s.prompt_attack}
        return [(text, category) for text, category in pairs.items() if text]

    def index_benign(self) -> list[str]:
        """Normalised benign texts the detector learns from: the other side of the kNN margin."""
        texts = dict.fromkeys(
            normalize(s.text)
            for s in self.injection_training
            if not s.attack and s.trains_injection
        )
        return [text for text in texts if text]


def in_test_split(text: str) -> bool:
    return int(hashlib.sha256(text.encode()).hexdigest()[:8], 16) % 100 < TEST_PERCENT
