"""The agent's answer as the caller reads it: ``[doc:ID]`` citations, list or table rows.

The answer is written and checked with passage numbers (``[n]``: the citation support check
judges each against its passage); then each checked sentence's supported numbers become the
documents they came from (``[doc:12]``), a list or table gets one row per document with one
citation per row, and every ``[doc:ID]`` in the text is verified to be a document of the
evidence (``verify_document_ids``): an id that is not is removed and counted, so no citation
can name a document the answer was not written from.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Collection, Mapping, Sequence
from typing import Any

from clinrag.pipelines.agent.plan import AgentState, Decomposition, Format
from clinrag.pipelines.citations import CheckedSentence
from clinrag.pipelines.evidence import Passage

DOC_MARKER = re.compile(r"\[doc:(\d{1,18})\]")
_PASSAGE_MARKER = re.compile(r"\s*\[(\d{1,3})\]")
_HIDDEN = frozenset({"title", "source", "bucket", "access"})
_SHOWN_FIELDS = 4
_MIN_WORDS = 2


_CODE_VALUE = re.compile(r"[a-z0-9]+(?:_[a-z0-9]+)+")


def doc_marker(document_id: int) -> str:
    return f"[doc:{document_id}]"


def cited_documents(text: str) -> list[int]:
    return [int(m) for m in DOC_MARKER.findall(text)]


def verify_document_ids(text: str, evidence: Collection[int]) -> tuple[str, int]:
    """The text with every ``[doc:ID]`` not in ``evidence`` removed, and how many were."""
    removed = 0

    def keep(match: re.Match[str]) -> str:
        nonlocal removed
        if int(match.group(1)) in evidence:
            return match.group(0)
        removed += 1
        return ""

    kept = DOC_MARKER.sub(keep, text)
    return " ".join(kept.split()) if removed else kept, removed


def checked_regions(
    text: str, passages: Sequence[Passage], quotes: Sequence[str] = ()
) -> list[tuple[int, int]]:
    """Where the rendered answer holds only what needs no second scan: each ``[doc:ID]`` of
    an evidence document (our marker, a database id), each evidence title of two words or
    more as the rows quote it, and each of ``quotes`` (the checked sentences) that an
    evidence passage holds word for word (a row's finding): all redacted already, with the
    evidence. The output scan reads the rest; out of their context it took a document id for
    a record number, a title's drug name and a quoted "Renal impairment:" for names."""
    evidence = {p.chunk.document_id for p in passages}
    regions = [m.span() for m in DOC_MARKER.finditer(text) if int(m.group(1)) in evidence]
    held = [_one_line(p.title.text) for p in passages]
    for quote in quotes:
        quoted = _PASSAGE_MARKER.sub("", quote).strip()
        for candidate in (quoted, quoted.rstrip(".")):
            if any(candidate in p.text.text for p in passages):
                held.append(candidate)
                break
    for piece in {h for h in held if len(h.split()) >= _MIN_WORDS}:
        regions += [m.span() for m in re.finditer(re.escape(piece), text)]
    return sorted(regions)


def prose(sentences: Sequence[CheckedSentence], passages: Sequence[Passage]) -> str:
    """The checked sentences with their passage numbers as document ids (once per sentence)."""
    document_of = {p.number: p.chunk.document_id for p in passages}
    out = []
    for sentence in sentences:
        text = _PASSAGE_MARKER.sub("", sentence.text).strip()
        ids = dict.fromkeys(document_of[n] for n in sorted(sentence.supported) if n in document_of)
        markers = " ".join(doc_marker(i) for i in ids)
        if markers and text.endswith((".", "!", "?")):
            text = f"{text[:-1]} {markers}{text[-1]}"
        elif markers:
            text = f"{text} {markers}"
        out.append(text)
    return " ".join(out)


def rows(
    sentences: Sequence[CheckedSentence],
    passages: Sequence[Passage],
    decomposition: Decomposition,
    fmt: Format,
    redact: Callable[[str], str],
) -> str:
    """One row per cited document (its quoted sentence, title, and the fields the question
    filtered on or the document holds), one ``[doc:ID]`` per row."""
    by_number = {p.number: p for p in passages}
    chosen: dict[int, tuple[Passage, str]] = {}
    for sentence in sentences:
        for number in sorted(sentence.supported):
            passage = by_number.get(number)
            if passage is not None and passage.chunk.document_id not in chosen:
                text = _PASSAGE_MARKER.sub("", sentence.text).strip()
                chosen[passage.chunk.document_id] = (passage, text)
    if not chosen:
        return ""
    fields = _fields(decomposition, [p.chunk.metadata for p, _ in chosen.values()])
    if fmt == "table":
        header = ["Document", "Title", *(_label(f) for f in fields), "Finding"]
        lines = [_cells(header), _cells(["---"] * len(header))]
        for document_id, (passage, text) in chosen.items():
            values = [_value(passage.chunk.metadata.get(f), redact) for f in fields]
            title = _one_line(passage.title.text)
            lines.append(_cells([doc_marker(document_id), title, *values, text]))
        return "\n".join(lines)
    lines = []
    for document_id, (passage, text) in chosen.items():
        shown = "; ".join(
            f"{_label(f)}: {_value(passage.chunk.metadata.get(f), redact)}"
            for f in fields
            if passage.chunk.metadata.get(f) is not None
        )
        details = f" ({shown})" if shown else ""
        lines.append(
            f"- {_one_line(passage.title.text)}{details}: {text} {doc_marker(document_id)}"
        )
    return "\n".join(lines)


def unmapped_note(decomposition: Decomposition) -> str:
    """The constraints the answer could not apply, said in the answer itself."""
    if not decomposition.unmapped:
        return ""
    listed = "; ".join(u.text for u in decomposition.unmapped)
    return f"Not applied (no metadata field holds it): {listed}."


def relaxed_note(agent: AgentState) -> str:
    """The inferred constraints the answer dropped because nothing matched them, said in the
    answer itself (the question implied them; it did not state them)."""
    if not agent.relaxed:
        return ""
    listed = "; ".join(f.describe() for f in agent.relaxed)
    return f"Relaxed (implied by the question, but no document matched it): {listed}."


def _fields(decomposition: Decomposition, metadata: Sequence[Mapping[str, Any]]) -> list[str]:
    filtered = [f.condition.key for f in decomposition.filters if f.condition.key not in _HIDDEN]
    present = sorted({k for m in metadata for k in m if k not in _HIDDEN})
    return list(dict.fromkeys([*filtered, *present]))[:_SHOWN_FIELDS]


def _label(field: str) -> str:
    """A field's name as words: the output scan reads an unknown snake_case word
    ("sample_size") as a name and would redact it."""
    return field.replace("_", " ")


def _value(value: Any, redact: Callable[[str], str]) -> str:
    if value is None:
        return ""
    if isinstance(value, list):
        return ", ".join(_value(v, redact) for v in value)
    if isinstance(value, str) and _CODE_VALUE.fullmatch(value):
        return _label(value)  # a vocabulary code ("double_blind"), not free text
    return redact(value) if isinstance(value, str) else str(value)


def _one_line(text: str) -> str:
    return " ".join(text.split()).replace("|", "/")


def _cells(values: Sequence[str]) -> str:
    return "| " + " | ".join(_one_line(v) for v in values) + " |"
