"""Input validation: limits, Unicode cleanup and code-payload detectors.

Normalisation runs before any detector so that look-alike and invisible characters cannot hide
a payload (fullwidth letters, a zero-width space inside ``java\u200bscript:``). The SQL,
XSS and shell detectors are defence in depth: every SQL statement is parameterised and answers
are never rendered as HTML, but a rejected payload is evidence for the audit. Each detector
needs the syntax of an attack, not a keyword, so "drop in blood pressure", "select the best
antibiotic" or "a script for insulin" pass.
"""

from __future__ import annotations

import html
import re
import unicodedata
from dataclasses import dataclass

from clinrag.security.sql_syntax import is_sql_injection

TOO_LONG = "too_long"
INVALID_ENCODING = "invalid_encoding"
EMPTY_INPUT = "empty_input"
SQL_INJECTION = "sql_injection"
XSS = "xss"
SHELL_INJECTION = "shell_injection"


@dataclass(frozen=True)
class ValidationConfig:
    max_chars: int = 4000
    """Longest accepted input after normalisation; clinical questions are far shorter."""
    max_scan_chars: int = 16_000
    """Inputs longer than this (before normalisation) are rejected unread: scanning is O(n)."""
    max_combining_run: int = 3
    """Longest run of combining marks kept on one base character (stops "Zalgo" stacking)."""


@dataclass(frozen=True)
class CleanText:
    text: str
    reasons: tuple[str, ...]
    """Limit and encoding failures, in the order they were found."""

    def __repr__(self) -> str:
        return f"CleanText(chars={len(self.text)}, reasons={self.reasons!r})"


_KEEP = frozenset("\n\t")
# Format characters (Cf) are invisible: zero-width spaces and joiners, bidi overrides, the
# soft hyphen, tag characters. Noncharacters are not text at all.
_DROP_CATEGORIES = frozenset({"Cc", "Cf", "Co", "Cs", "Cn"})
_NONCHARACTERS = re.compile("[\ufdd0-\ufdef\ufffe\uffff]")
_SURROGATE = re.compile("[\ud800-\udfff]")
_NEWLINES = re.compile(r"\r\n?|[\u2028\u2029\x85]")
_SPACES = re.compile(r"[^\S\n\t]+")


def _strip_invisible(text: str, max_combining_run: int) -> str:
    kept: list[str] = []
    run = 0
    for char in text:
        if char in _KEEP:
            kept.append(char)
            run = 0
            continue
        category = unicodedata.category(char)
        if category in _DROP_CATEGORIES:
            continue
        if category in ("Mn", "Me"):
            run += 1
            if run > max_combining_run:
                continue
        else:
            run = 0
        kept.append(char)
    return "".join(kept)


def normalize(text: str, max_combining_run: int = 3) -> str:
    """NFKC; invisible, control and noncharacters removed (\\n and \\t kept); lone
    surrogates dropped; runs of spaces collapsed."""
    text = _SURROGATE.sub("", text)
    text = _NEWLINES.sub("\n", text)
    text = unicodedata.normalize("NFKC", text)
    text = _NONCHARACTERS.sub("", text)
    text = _strip_invisible(text, max_combining_run)
    # NFKC again: dropping invisibles can join a base letter with its combining mark.
    text = unicodedata.normalize("NFKC", text)
    return _SPACES.sub(" ", text).strip()


def clean(text: str, config: ValidationConfig = ValidationConfig()) -> CleanText:
    """The normalised text and the limits it breaks."""
    if len(text) > config.max_scan_chars:
        return CleanText("", (TOO_LONG,))
    if _SURROGATE.search(text):
        # Lone surrogates cannot be encoded as UTF-8: something upstream decoded badly.
        return CleanText("", (INVALID_ENCODING,))
    text = normalize(text, config.max_combining_run)
    reasons: list[str] = []
    if not text:
        reasons.append(EMPTY_INPUT)
    elif len(text) > config.max_chars:
        reasons.append(TOO_LONG)
    return CleanText(text, tuple(reasons))


_ESCAPED_BYTE = re.compile(r"\\x([0-9a-fA-F]{2})")
_ESCAPED_CHAR = re.compile(r"\\u([0-9a-fA-F]{4})")
_PERCENT = re.compile(r"%([0-9a-fA-F]{2})")
_HTML_ENTITY_NO_SEMICOLON = re.compile(r"&#(x[0-9a-fA-F]+|[0-9]+)(?![0-9a-fA-F;])")


def unescape(text: str) -> str:
    """HTML entities, ``\\xNN``, ``\\uNNNN`` and ``%NN`` decoded: the forms payloads hide in."""
    text = _HTML_ENTITY_NO_SEMICOLON.sub(r"&#\1;", text)
    text = html.unescape(text)
    text = _ESCAPED_CHAR.sub(lambda m: chr(int(m.group(1), 16)), text)
    text = _ESCAPED_BYTE.sub(lambda m: chr(int(m.group(1), 16)), text)
    text = _PERCENT.sub(lambda m: chr(int(m.group(1), 16)), text)
    return _SURROGATE.sub("", text)


def _compact(text: str) -> str:
    """Whitespace and controls removed: ``jav&#x0A;ascript:`` and ``java script:`` match."""
    return re.sub(r"[\s\x00-\x1f\x7f]+", "", text).lower()


_I = re.IGNORECASE | re.DOTALL
_IM = _I | re.MULTILINE

_XSS_TAGS = (
    "script|iframe|frame|frameset|object|embed|applet|svg|math|img|image|body|html|style|link|"
    "meta|base|form|input|button|video|audio|source|marquee|details|isindex|xml|xss"
)
_EVENTS = (
    "error|load|unload|beforeunload|mouse[a-z]*|click|dblclick|contextmenu|auxclick|focus|"
    "focusin|focusout|blur|key[a-z]+|wheel|scroll|copy|cut|paste|input|change|submit|reset|"
    "toggle|resize|begin|end|pointer[a-z]+|drag[a-z]*|drop|touch[a-z]+|animation[a-z]+|"
    "transition[a-z]+|message|hashchange|popstate|pageshow|show|invalid|search|play|pause|"
    "ended|abort|readystatechange"
)
_XSS = [
    re.compile(rf"<\s*/?\s*({_XSS_TAGS})\b", _I),
    # Any tag with an attribute: markup has no place in a clinical question.
    re.compile(r"<\s*[a-z][a-z0-9]*\s+[a-z-]+\s*=", _I),
    re.compile(rf"\bon({_EVENTS})\s*=", _I),
    re.compile(r"\b(alert|confirm|prompt)\((\d*|['\"`][^'\"`]*['\"`]|document\.\w+)\)", _I),
    re.compile(r"\bstring\.fromcharcode\s*\(", _I),
    re.compile(r"\bdocument\.(cookie|domain|write|location)\b", _I),
    re.compile(r"\bwindow\.(location|onerror|open)\b", _I),
]
_XSS_COMPACT = re.compile(r"(java|vb|live)script:|data:text/html|<script", _I)

# A command name alone proves nothing ("echo" and "cat" are clinical words): every pattern
# below also needs shell syntax around it (a metacharacter, a flag, a system path).
_COMMANDS = (
    r"ls|rm|touch|wget|curl|nc|ncat|netcat|bash|zsh|chmod|chown|whoami|uname|python[23]?|"
    r"perl|ruby|php|sudo|mkfifo|telnet|scp|ssh|cat|echo|id"
)
_PATHS = r"/(etc|tmp|bin|usr|var|home|root|dev|proc|sys)\b"
_SHELL = [
    re.compile(r"\$\([^)]{1,200}\)", _I),
    re.compile(rf"(?<!`)`(?!`)\s*({_COMMANDS})\b[^`]*`", _I),  # not a code fence's language
    re.compile(rf"(;|\|\|?|&&)\s*({_COMMANDS})\s+(-\w|/|~|\$|\.\./)", _I),
    re.compile(rf"\b({_COMMANDS})\s+(-[a-z]+\s+)+/", _I),
    re.compile(rf"\b({_COMMANDS})\s+{_PATHS}", _I),
    re.compile(r"\(\)\s*\{[^}]*\}\s*;", _I),  # shellshock
    re.compile(r"@\{\[|\$\{[^}]*\bjndi:", _I),
    re.compile(r"\b(system|popen|passthru|shell_exec|spawn|kernel\.exec)\s*\(\s*['\"`]", _I),
    re.compile(r"__(import|class|globals|builtins|subclasses|mro)__", _I),
    re.compile(r"\b(os\.(system|popen|exec\w*)|subprocess\.\w+|socket\.socket)\b", _I),
    re.compile(r"\b(eval|exec)\s*\(\s*(['\"]|compile\b|__|[a-z_]+\()", _I),
    re.compile(r"(^|[;\n])\s*import\s+(os|subprocess|socket|requests|sys|pty)\b", _IM),
    re.compile(r"\bopen\s*\(\s*['\"]/", _I),
    # Template injection: an expression in the braces, not a placeholder's name ({{meds}}).
    re.compile(
        r"\{\{[^{}]{0,200}?([*.()\[\]|'\"]|__|\b(config|self|request|settings|lipsum|cycler"
        r"|joiner|namespace)\b)[^{}]{0,200}?\}\}|\{%.{0,200}%\}",
        _I,
    ),
    re.compile(r"(\.\.[/\\]){2,}", _I),
    re.compile(r"/etc/(passwd|shadow|hosts)\b|/bin/(ba)?sh\b|/tmp/\S", _I),
    re.compile(r"\brm\s+-[rf]{1,2}\b", _I),
]


def code_payload_reasons(text: str) -> list[str]:
    """Which of sql_injection, xss, shell_injection the text carries (on its decoded forms)."""
    decoded = unescape(text)
    variants = (text,) if decoded == text else (text, decoded)
    reasons: list[str] = []
    if any(is_sql_injection(v) for v in variants):
        reasons.append(SQL_INJECTION)
    if any(p.search(v) for p in _XSS for v in variants) or any(
        _XSS_COMPACT.search(_compact(v)) for v in variants
    ):
        reasons.append(XSS)
    if any(p.search(v) for p in _SHELL for v in variants):
        reasons.append(SHELL_INJECTION)
    return reasons
