"""What one named recognizer finds in a text: the helper the recognizer tables share."""

from __future__ import annotations


def found(recognizers: dict[str, object], name: str, entity: str, text: str) -> list[str]:
    results = recognizers[name].analyze(text, [entity], None)  # type: ignore[attr-defined]
    return [text[r.start : r.end] for r in results]
