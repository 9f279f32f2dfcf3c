"""The input guard: one verdict per query, and the quoting of retrieved text for a prompt.

A query goes through validation (limits, Unicode cleanup, SQL/XSS/shell payloads), the
injection detector (patterns, decoded payloads, nearest known attacks, a trained classifier)
and the intent policy (harm-framed requests; toxicology questions pass). Retrieved documents are
data, never instructions: ``fence_untrusted`` quotes them so that they cannot close their fence
or speak as a role, and ``scan_document`` flags suspicious ones at ingest without refusing them
(a guideline that quotes an attack is still a guideline).
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Protocol

from clinrag.domain import Vectors
from clinrag.errors import InputRejected
from clinrag.security.hidden_text import decoded_payloads
from clinrag.security.injection import (
    DATA_EXFILTRATION,
    ENCODED_PAYLOAD,
    JAILBREAK,
    PROMPT_INJECTION,
    SYSTEM_PROMPT_EXTRACTION,
    InjectionDetector,
    scan_patterns,
)
from clinrag.security.intent_policy import HARMFUL_INTENT, SELF_HARM, IntentPolicy
from clinrag.security.language import UNSUPPORTED_LANGUAGE, LanguageGate
from clinrag.security.validation import (
    EMPTY_INPUT,
    INVALID_ENCODING,
    SHELL_INJECTION,
    SQL_INJECTION,
    TOO_LONG,
    XSS,
    ValidationConfig,
    clean,
    code_payload_reasons,
    normalize,
)

REJECTION_DETAILS: Mapping[str, str] = {
    TOO_LONG: "The question is too long; shorten it and ask again.",
    INVALID_ENCODING: "The question contains characters that are not valid text.",
    EMPTY_INPUT: "The question is empty.",
    PROMPT_INJECTION: "The question tries to change the assistant's instructions.",
    JAILBREAK: "The question tries to take the assistant outside its rules.",
    SYSTEM_PROMPT_EXTRACTION: "The question asks for the assistant's configuration.",
    ENCODED_PAYLOAD: "The question carries an encoded payload.",
    DATA_EXFILTRATION: "The question asks to send or reveal records outside the service.",
    HARMFUL_INTENT: (
        "The question asks for help harming someone, altering records or getting round "
        "controlled-substance safeguards; it cannot be answered."
    ),
    SELF_HARM: (
        "This service cannot give that information. If you are thinking about ending your life "
        "or harming yourself, please talk to someone now: call your local emergency number or a "
        "crisis line (for example 988 in the US, Samaritans 116 123 in the UK and Ireland, "
        "TelefonSeelsorge 0800 111 0 111 in Germany, 3114 in France, 024 in Spain), or tell "
        "someone you trust or your doctor."
    ),
    SQL_INJECTION: "The question contains SQL injection syntax.",
    UNSUPPORTED_LANGUAGE: (
        "The question is in a language the service cannot yet check for identifiers and "
        "unsafe instructions; ask in one of the languages the service lists."
    ),
    XSS: "The question contains script or markup injection.",
    SHELL_INJECTION: "The question contains command or code execution syntax.",
}
"""Fixed text per reason code: an error's detail is logged and returned, so no user content."""


@dataclass(frozen=True)
class GuardVerdict:
    allowed: bool
    text: str = field(repr=False)
    """The normalised text (what retrieval and the prompt should use); never in the repr."""
    reasons: tuple[str, ...]
    """Reason codes, the most certain first: limits, then code payloads (syntax), then a
    language the safeguards cannot read, then harmful intent, then injection (patterns,
    neighbours, classifier)."""
    scores: Mapping[str, float] = field(default_factory=dict)
    """Pattern score per category and in total, similarity to the nearest attack and benign."""
    language: str | None = None
    """The accepted language the text is read in (``LanguageVerdict.reads_as``); None without
    a language gate, or when the text was refused."""

    @property
    def flagged(self) -> bool:
        return bool(self.reasons)


class InputGuard(Protocol):
    def check_clean(self, cleaned: str, raw: str, query_vector: Vectors | None) -> GuardVerdict:
        """``cleaned``: ``raw`` after ``security.validation.clean``, within its limits."""
        ...

    def check(self, text: str, query_vector: Vectors | None = None) -> GuardVerdict:
        """``query_vector``: the query's embedding when retrieval computed it already."""
        ...

    def enforce(self, text: str, query_vector: Vectors | None = None) -> str:
        """The normalised text, or ``InputRejected`` with the first reason code."""
        ...


def _ordered(reasons: list[str]) -> tuple[str, ...]:
    return tuple(dict.fromkeys(reasons))


class ClinicalInputGuard:
    """Validation, then injection detection on the normalised text (at most ``max_chars``
    of it, so a too-long input still gets its content reasons for the audit)."""

    def __init__(
        self,
        detector: InjectionDetector,
        config: ValidationConfig | None = None,
        language: LanguageGate | None = None,
        intent: IntentPolicy | None = None,
    ):
        """``language``: the fail-closed gate for languages the safeguards cannot read (None:
        every language passes to the detectors, as in tests of the detectors alone).
        ``intent``: the misuse policy (None: the harm frames alone)."""
        self._detector = detector
        self._config = config or ValidationConfig()
        self._language = language
        self._intent = intent or IntentPolicy()

    def with_intent(self, intent: IntentPolicy) -> ClinicalInputGuard:
        """The same guard with another misuse policy (a held-out fold's, in evaluations)."""
        return ClinicalInputGuard(self._detector, self._config, self._language, intent)

    def with_detector(self, detector: InjectionDetector) -> ClinicalInputGuard:
        """The same guard with another injection detector (a held-out fold's, in evaluations)."""
        return ClinicalInputGuard(detector, self._config, self._language, self._intent)

    def embed(self, text: str) -> Vectors:
        """The query embedding the guard would compute; callers that embed the query anyway
        pass theirs to ``check`` instead."""
        return self._detector.embed(normalize(text)[: self._config.max_chars])

    def check(self, text: str, query_vector: Vectors | None = None) -> GuardVerdict:
        cleaned = clean(text, self._config)
        if not cleaned.text:
            return GuardVerdict(False, "", cleaned.reasons)
        return self._inspect(cleaned.text, text, cleaned.reasons, query_vector)

    def check_clean(self, cleaned: str, raw: str, query_vector: Vectors | None) -> GuardVerdict:
        """For a question the pipeline's validation step already cleaned and found within its
        limits: the same verdict, without cleaning it a second time."""
        return self._inspect(cleaned, raw, (), query_vector)

    def _inspect(
        self, cleaned: str, raw: str, limits: Sequence[str], query_vector: Vectors | None
    ) -> GuardVerdict:
        scanned = cleaned[: self._config.max_chars]
        if query_vector is None and self._intent.learned:
            query_vector = self._detector.embed(scanned)  # once, for both learned signals
        injection = self._detector.inspect(scanned, raw=raw, query_vector=query_vector)
        code = code_payload_reasons(scanned)
        if not code:
            hidden = [r for p in decoded_payloads(scanned, raw) for r in code_payload_reasons(p)]
            code = [ENCODED_PAYLOAD, *hidden] if hidden else []
        # Syntax explains a code payload better than its embedding's neighbours do: payloads
        # sit far from clinical questions, so the kNN margin fires on them too.
        suspected = injection.reasons if injection.by_pattern or not code else ()
        intent = self._intent.judge(scanned, query_vector)
        harm = [intent.reason] if intent.reason else []
        language = self._language.check(scanned) if self._language is not None else None
        unreadable = (
            [UNSUPPORTED_LANGUAGE] if language is not None and not language.accepted else []
        )
        reasons = [*limits, *code, *unreadable, *harm, *suspected]
        scores = {f"pattern_{c}": s for c, s in injection.pattern.scores.items()}
        scores["pattern_total"] = injection.pattern.total
        scores["harmful_intent"] = intent.score
        if intent.probability is not None:
            scores["intent_probability"] = intent.probability
        if language is not None and language.language is not None:
            scores["language_confidence"] = language.confidence
            scores["language_known_words"] = language.known_share
        if injection.probability is not None:
            scores["classifier_probability"] = injection.probability
        if injection.neighbours is not None:
            scores["attack_similarity"] = injection.neighbours.attack
            scores["benign_similarity"] = injection.neighbours.benign
        ordered = _ordered(reasons)
        reads_as = language.reads_as if language is not None else None
        return GuardVerdict(not ordered, cleaned, ordered, scores, reads_as)

    def enforce(self, text: str, query_vector: Vectors | None = None) -> str:
        verdict = self.check(text, query_vector)
        if verdict.allowed:
            return verdict.text
        code = verdict.reasons[0]
        raise InputRejected(REJECTION_DETAILS[code], code=code)


def scan_document(text: str) -> GuardVerdict:
    """Flags a document at ingest (``reasons`` non-empty) but never refuses it: ``allowed`` is
    always True. Patterns only: an embedding per document is not worth it for a flag."""
    normalized = normalize(text)
    injection = scan_patterns(normalized, raw=text)
    reasons = [*injection.reasons, *code_payload_reasons(normalized)]
    scores = {"pattern_total": injection.pattern.total}
    return GuardVerdict(True, normalized, _ordered(reasons), scores)


FENCE_OPEN = "<retrieved-text>"
FENCE_CLOSE = "</retrieved-text>"
LINE_PREFIX = "| "

_FENCE_TAG = re.compile(r"<\s*/?\s*retrieved[\s_-]*text\s*>", re.I)
_SPECIAL_TOKEN = re.compile(r"<\s*\|\s*([\w.-]{1,40})\s*\|\s*>")
_BRACKET_ROLE = re.compile(r"\[\s*(/?\s*(INST|SYS))\s*\]|<<\s*/?\s*SYS\s*>>", re.I)
_ROLE_LABEL = re.compile(
    r"^([\W_]{0,12})(system|assistant|user|developer|human|ai|tool|function)(\s*):", re.I | re.M
)
_CODE_FENCE = re.compile(r"`{3,}|~{3,}")


def fence_untrusted(text: str) -> str:
    """Retrieved text quoted for a prompt: normalised (no invisible characters), fence tags and
    chat-template tokens defused, role labels turned into plain words, every line prefixed so
    that nothing inside can start a line of the prompt itself."""
    body = normalize(text)
    body = _FENCE_TAG.sub("[fence tag removed]", body)
    body = _SPECIAL_TOKEN.sub(lambda m: f"[{m.group(1)} token]", body)
    body = _BRACKET_ROLE.sub(lambda m: f"({re.sub(r'[^A-Za-z]', '', m.group())})", body)
    body = _ROLE_LABEL.sub(lambda m: f"{m.group(1)}{m.group(2)} (quoted){m.group(3)}:", body)
    body = _CODE_FENCE.sub(lambda m: " ".join(m.group()), body)
    body = body.replace("<|", "< |").replace("|>", "| >")  # fragments of template tokens
    lines = body.split("\n") if body else [""]
    quoted = "\n".join(LINE_PREFIX + line for line in lines)
    return f"{FENCE_OPEN}\n{quoted}\n{FENCE_CLOSE}"
