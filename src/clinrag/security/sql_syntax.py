"""SQL injection syntax: what the ``sql_injection`` reason claims to catch, by family.

Nothing reaches SQL unparameterised (defence in depth), but the reason code is evidence in the
audit, so it must hold for the classic families and stay quiet on clinical text with quotes,
``OR``, ``--`` or "select the best antibiotic". Each rule therefore needs the *structure* of a
payload, never a keyword:

* **Tautologies**: ``OR`` followed by a comparison of two literals that is always true
  (``1=1``, ``2>1``, ``'a'='a'``, ``'a'<>'b'``), evaluated rather than listed, so ``7=7`` and
  ``'unusual'='unusual'`` need no rule of their own; after a closing quote, also ``AND``,
  ``OR <literal> --``, ``OR true``, ``IS NOT NULL`` and ``IN (...)``.
* **UNION / stacked / time and error based**: ``UNION SELECT``, ``; DROP``, ``SLEEP(5)``,
  ``CAST((SELECT``, schema tables.
* **Comment tricks**: ``admin'--``, a comment touching a keyword (``UN/**/ION``,
  ``/*!50000SELECT*/``). Comments are also removed (joined and spaced) and URL ``+`` read as a
  space, and every rule runs on those views too.
"""

from __future__ import annotations

import operator
import re
from collections.abc import Callable
from typing import Any

_I = re.IGNORECASE | re.DOTALL
_IM = _I | re.MULTILINE

_LITERAL = r"""(?P<q1>['"]?)(?P<a>[\w.]*)(?P=q1)"""
_LITERAL_B = r"""(?P<q2>['"]?)(?P<b>[\w.]*)(?P=q2)?"""
"""The right-hand literal may stay open: the query's own closing quote completes it."""
_COMPARISON = re.compile(
    rf"""(?P<op_bool>\bor\b|\|\||\bhaving\b)\s*\(*\s*{_LITERAL}\s*(?P<cmp><>|!=|>=|<=|=|<|>|\blike\b)\s*\(*\s*{_LITERAL_B}""",
    _I,
)
_AFTER_QUOTE_AND = re.compile(
    rf"""['"`]\s*\)*\s*(?P<op_bool>and)\s*\(*\s*{_LITERAL}\s*(?P<cmp><>|!=|>=|<=|=|<|>|\blike\b)\s*\(*\s*{_LITERAL_B}""",
    _I,
)

_COMPARE: dict[str, Callable[[Any, Any], Any]] = {
    "=": operator.eq,
    "like": operator.eq,
    "<>": operator.ne,
    "!=": operator.ne,
    "<": operator.lt,
    ">": operator.gt,
    "<=": operator.le,
    ">=": operator.ge,
}


def _value(text: str, quoted: bool) -> float | str | None:
    if not quoted:
        try:
            return float(text)
        except ValueError:
            return None  # an unquoted word is a column name: its value is unknown
    return text.lower()


def _always_true(match: re.Match[str]) -> bool:
    left = _value(match["a"], bool(match["q1"]))
    right = _value(match["b"], bool(match["q2"]))
    if left is None or right is None or type(left) is not type(right):
        return False
    try:
        return bool(_COMPARE[match["cmp"].lower()](left, right))
    except TypeError:
        return False


_CLOSE = r"""['"`]\s*\)*\s*"""  # a quote closing a literal, and any brackets after it
_RULES = [
    # OR TRUE ends the condition; "'white coat' OR true hypertension" goes on in words.
    re.compile(
        rf"{_CLOSE}(or|and|\|\|)\s+\(*\s*((true|false)\b(?!\s+[a-z]{{2,}}\b(?<!\bor)(?<!\band))"
        rf"|not\b(?=\s*[\d('\"]))",
        _I,
    ),
    re.compile(rf"{_CLOSE}(or|and)\s+(\d+|null|true)\s*(--|#|/\*|;|$)", _IM),
    re.compile(rf"{_CLOSE}(or|and)\s+\w+\s+is\s+(not\s+)?null\b", _I),
    re.compile(rf"{_CLOSE}(or|and)\s+\w+\s+in\s*\(", _I),
    re.compile(rf"{_CLOSE}(having|group\s+by|order\s+by|limit)\b", _I),
    re.compile(r"\border\s+by\s+\d+\s*(--|#|/\*|;|$)", _IM),
    # UNION, stacked statements, DDL and DML.
    re.compile(r"\bunion\b(\s+all|\s+distinct)?\s+select\b", _I),
    re.compile(r"\b(drop|truncate|alter)\s+(table|database|schema|view|index|user)\b", _I),
    re.compile(r"\binsert\s+into\s+\S+.*\bvalues\s*\(", _I),
    re.compile(r"\bdelete\s+from\s+\w+\s*(where\b|;|--)", _I),
    re.compile(r"\bupdate\s+\w+\s+set\s+\w+\s*=", _I),
    re.compile(r"\bselect\s+(\*|@@\w|case\s+when\b)", _I),
    re.compile(r"\bselect\b[^.?!]{1,80}\bfrom\s+\w+\s*(--|/\*|#|;)", _I),
    re.compile(
        r"['\"]\s*\)*\s*;\s*(shutdown|exec|drop|delete|insert|update|select|grant|create|copy"
        r"|declare|truncate|alter)\b",
        _I,
    ),
    re.compile(r";\s*(shutdown\b|exec(ute)?\s+(master|xp_|sp_|@)|declare\s+@)", _I),
    re.compile(
        r"(@@version|information_schema|pg_catalog|pg_shadow|xp_cmdshell|sqlite_master"
        r"|sysobjects|mysql\.user)",
        _I,
    ),
    re.compile(r"\b(sleep|benchmark|pg_sleep)\s*\(\s*\d+\s*[,)]|\bwaitfor\s+delay\s+'", _I),
    re.compile(r"\bexec(ute)?\s*\(\s*['\"@]", _I),
    # Sub-selects where a value belongs, and the error-based functions.
    re.compile(r"(\|\||=|\bcast|\bconcat|\bexists)\s*\(+\s*select\s", _I),
    re.compile(
        r"\b(extractvalue|updatexml|load_file|pg_read_file|group_concat|char)"
        r"\s*\(\s*(\d|0x|'|\()",
        _I,
    ),
    # A comment that swallows the rest of the statement, right after a quote or a semicolon.
    re.compile(r"(['\"]\s*\)*|;)\s*(--|#|/\*)[^\n]{0,3}$", _IM),
    # A comment touching a keyword: only payloads hide keywords in comments.
    re.compile(r"/\*!?\d*\s*(union|select|or|and|from|where)\b", _I),
    re.compile(r"\b(union|select|or|and|from|where|un|sel)\s*/\*", _I),
]

_INLINE_COMMENT = re.compile(r"/\*!?\d*|\*/")
_FULL_COMMENT = re.compile(r"/\*.*?\*/", re.DOTALL)


def _views(text: str) -> list[str]:
    """The text, with inline comments joined and spaced out, and URL ``+`` as a space."""
    views = [text]
    if "/*" in text:
        views += [_FULL_COMMENT.sub("", text), _INLINE_COMMENT.sub(" ", text)]
    if re.search(r"['\"\w]\+(or|and|union|select)\+", text, re.I):
        views.append(text.replace("+", " "))
    return views


def is_sql_injection(text: str) -> bool:
    """True when some view of ``text`` has the structure of an SQL injection payload."""
    for view in _views(text):
        if any(rule.search(view) for rule in _RULES):
            return True
        for pattern in (_COMPARISON, _AFTER_QUOTE_AND):
            if any(_always_true(m) for m in pattern.finditer(view)):
                return True
    return False
