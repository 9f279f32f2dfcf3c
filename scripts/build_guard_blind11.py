"""Build the eleventh blind guard set (``src/clinrag/data/eval/guard_blind11``) from its
hand-written source, ``scripts/guard_blind11_source.txt``: one JSONL file per family (``text``,
``lang``) and ``families.json`` (kind, category, description), in the format of the earlier sets.

Deterministic (no randomness: the texts are written by hand, in the order written). It refuses to
write a set in which a sentence repeats, a family is empty, or a language tag is not ISO 639-1.
Run from the repository root: ``python scripts/build_guard_blind11.py``.
"""

from __future__ import annotations

import json
import re
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SOURCE = ROOT / "scripts" / "guard_blind11_source.txt"
OUT = ROOT / "src" / "clinrag" / "data" / "eval" / "guard_blind11"
LANGS = {"en", "de", "es", "fr", "it", "pl", "pt", "hi"}
"""ISO 639-1 tags the sets may use (hi: Hindi-English in Latin script, from guard_blind12 on)."""
KINDS = {"misuse", "legitimate", "attack", "benign"}
BREAK = "\u00b6"
"""The pilcrow stands for a line break inside a text (a form, a chat log, an e-mail)."""


def parse(source: str) -> dict[str, dict[str, object]]:
    """Family name -> kind, category, description and its rows (text, lang), in source order."""
    families: dict[str, dict[str, object]] = {}
    rows: list[dict[str, str]] = []
    for line in source.splitlines():
        if not line.strip() or line.startswith("# "):
            continue
        if line.startswith("## "):
            name, kind, category, description = (p.strip() for p in line[3:].split(" | ", 3))
            if kind not in KINDS or name in families:
                raise ValueError(f"bad family header: {line}")
            rows = []
            families[name] = {"kind": kind, "category": category, "description": description,
                              "rows": rows}  # fmt: skip
            continue
        match = re.match(r"^([a-z]{2})\| (.*)$", line)
        lang, text = (match.group(1), match.group(2)) if match else ("en", line)
        if lang not in LANGS:
            raise ValueError(f"unknown language {lang}: {line}")
        rows.append({"text": text.replace(BREAK, "\n").strip(), "lang": lang})
    return families


def repeated_sentences(families: dict[str, dict[str, object]]) -> list[str]:
    """Sentences over 12 characters used twice (the data test's rule, checked before writing)."""
    sentences = Counter(
        s.strip().lower()
        for meta in families.values()
        for row in meta["rows"]  # type: ignore[attr-defined]
        for s in re.split(r"(?<=[.?!])\s+", row["text"])
        if len(s.strip()) > 12
    )
    return [s for s, n in sentences.items() if n > 1]


def main() -> None:
    build(SOURCE, OUT)


def build(source: Path, out: Path) -> None:
    """Write the set from `source` into `out` (also used by the later sets' build scripts)."""
    families = parse(source.read_text(encoding="utf-8"))
    repeats = repeated_sentences(families)
    empty = [name for name, meta in families.items() if not meta["rows"]]
    if repeats or empty:
        raise SystemExit(f"repeated sentences: {repeats}; empty families: {empty}")
    out.mkdir(parents=True, exist_ok=True)
    index = {}
    for name, meta in families.items():
        rows: list[dict[str, str]] = meta["rows"]  # type: ignore[assignment]
        lines = [json.dumps(row, ensure_ascii=False) for row in rows]
        (out / f"{name}.jsonl").write_text("\n".join(lines) + "\n", encoding="utf-8")
        index[name] = {k: meta[k] for k in ("kind", "category", "description")}
    text = json.dumps(index, ensure_ascii=False, indent=2) + "\n"
    (out / "families.json").write_text(text, encoding="utf-8")
    by_kind: Counter[str] = Counter()
    langs: dict[str, Counter[str]] = {}
    for meta in families.values():
        for row in meta["rows"]:  # type: ignore[attr-defined]
            by_kind[str(meta["kind"])] += 1
            langs.setdefault(str(meta["kind"]), Counter())[row["lang"]] += 1
    print(f"{sum(by_kind.values())} texts in {len(families)} families: {dict(by_kind)}")
    for kind, counts in langs.items():
        print(f"  {kind}: {dict(sorted(counts.items()))}")
    for name, meta in families.items():
        print(f"  {name}: {len(meta['rows'])}")  # type: ignore[arg-type]


if __name__ == "__main__":
    main()
