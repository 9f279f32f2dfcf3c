"""Leave-one-set-out figures of the learned name pass (dev tool, issue 13, branch phi15).

``--sweep BASE.spans.json``: for each held-out set, fit the model on every other seen set and
score the held-out set's words that the rules left (the spans of a run without the pass,
``CLINRAG_SECURITY__LEARNED_NAMES=false python scripts/pii_sets.py --spans BASE``); print, per
threshold, recall over PERSON / LOCATION / ADDRESS gold spans, the words removed that are no
PHI and the clinical values they touch. Cheap: chooses ``THRESHOLD`` and ``REGULARISATION``.

``--end-to-end``: the redactor with the model fitted without the held-out set (and, second
column, with all seen sets): recall, PERSON / ADDRESS / LOCATION recall, precision, clinical
values removed, per note set.

    PYTHONPATH=src:. python scripts/name_loso.py --sweep base.spans.json [--sets a,b] [--c 1.0]
    PYTHONPATH=src:. python scripts/name_loso.py --end-to-end [--sets a,b] [--threshold 0.5]
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import Any

import numpy as np
from scipy import sparse

from clinrag.evaluation.pii_eval import RECALL_COVERAGE, coverage
from clinrag.security.clinical_terms import ClinicalVocabulary
from clinrag.security.name_features import WordLists, feature_matrix
from clinrag.security.name_model import (
    REGULARISATION,
    THRESHOLD,
    NameModel,
    NamePass,
    train_name_model,
)
from clinrag.security.name_training import (
    clinical_terms,
    labelled_rows,
    training_sources,
)
from clinrag.security.spans import Span

NAMED = ("PERSON", "LOCATION", "ADDRESS")
THRESHOLDS = (0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9)
NOTE_SETS = ("notes", "notes_extra")


def _fit(
    matrices: dict[str, Any], classes: dict[str, np.ndarray], held: str, c: float
) -> NameModel:
    names = [n for n in matrices if n != held]
    matrix = sparse.vstack([matrices[n] for n in names], format="csr")
    return train_name_model(matrix, np.concatenate([classes[n] for n in names]), regularisation=c)


def _rows(
    vocabulary: ClinicalVocabulary, lists: WordLists, keep: Path | None
) -> tuple[dict[str, Any], dict[str, np.ndarray]]:
    """Each seen set's feature rows; ``keep``: a folder to save them in and load them from."""
    matrices, classes = {}, {}
    for name, path in training_sources().items():
        saved = None if keep is None else keep / f"{name}.npz"
        if saved is not None and saved.exists():
            matrices[name] = sparse.load_npz(saved)
            classes[name] = np.load(keep / f"{name}.classes.npy")  # type: ignore[operator]
            continue
        rows, labels = labelled_rows([path], vocabulary, lists)
        matrices[name] = feature_matrix(rows)
        classes[name] = np.asarray(labels)
        if saved is not None and keep is not None:
            keep.mkdir(parents=True, exist_ok=True)
            sparse.save_npz(saved, matrices[name])
            np.save(keep / f"{name}.classes.npy", classes[name])
        print(f"featurised {name}: {len(labels)} words", flush=True)
    return matrices, classes


def _texts(path: Path) -> list[dict[str, Any]]:
    rows = [
        json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()
    ]
    return [r for r in rows if r.get("lang", "en") == "en"]


def sweep(args: argparse.Namespace) -> None:
    base = json.loads(Path(args.sweep).read_text(encoding="utf-8"))
    vocabulary = ClinicalVocabulary.load()
    lists = WordLists(vocabulary)
    matrices, classes = _rows(vocabulary, lists, args.rows)
    sources = training_sources()
    for held in args.sets.split(","):
        model = _fit(matrices, classes, held, args.c)
        gold_total = dict.fromkeys(NAMED, 0)
        recalled = {t: dict.fromkeys((0.0, *THRESHOLDS), 0) for t in NAMED}
        false = dict.fromkeys(THRESHOLDS, 0)
        values = dict.fromkeys(THRESHOLDS, 0)
        for row in _texts(sources[held]):  # type: ignore[index]
            text = row["text"]
            found = [(s, e) for s, e, _ in base.get(text, [])]
            spans = [Span(s, e, k, 1.0, False) for s, e, k in base.get(text, [])]
            scored = NamePass(model, lists).scored(text, spans, clinical_terms(text, vocabulary))
            gold = [(g["start"], g["end"]) for g in row["spans"]]
            for th in (0.0, *THRESHOLDS):
                added = [(w.start, w.end) for w, a, b in scored if th and a + b >= th]
                ranges = found + added
                for g in row["spans"]:
                    if g["type"] in NAMED:
                        if th == 0.0:
                            gold_total[g["type"]] += 1
                        if coverage(text, g["start"], g["end"], ranges) >= RECALL_COVERAGE:
                            recalled[g["type"]][th] += 1
                if th and th == args.show:
                    for a in added:
                        if coverage(text, *a, gold) < 0.5:
                            print(
                                f"  FALSE {text[a[0] : a[1]]!r} in {text[a[0] - 30 : a[1] + 20]!r}"
                            )
                if th:
                    false[th] += sum(1 for a in added if coverage(text, *a, gold) < 0.5)
                    values[th] += sum(
                        1
                        for k in row.get("keep", [])
                        if coverage(text, k["start"], k["end"], added) > 0
                    )
        cells = []
        for th in (0.0, *THRESHOLDS):
            r = "/".join(f"{recalled[t][th] / max(1, gold_total[t]):.3f}" for t in NAMED)
            extra = f" +{false[th]}F +{values[th]}V" if th else " (rules)"
            cells.append(f"{th:.1f}: {r}{extra}")
        print(f"{held}  P/L/A recall " + " | ".join(cells), flush=True)


def end_to_end(args: argparse.Namespace) -> None:
    from clinrag.components import build_redactor
    from clinrag.evaluation.note_eval import evaluate_notes, load_notes
    from clinrag.settings import Settings

    settings = Settings().security.model_copy(update={"learned_names": False})
    redactor = build_redactor(settings)
    vocabulary = redactor._vocabulary
    lists = WordLists(vocabulary)
    matrices, classes = _rows(vocabulary, lists, args.rows)
    everything = NamePass(_fit(matrices, classes, "", args.c), lists, threshold=args.threshold)
    sources = training_sources()
    for held in args.sets.split(","):
        notes = load_notes(sources[held])
        cells = []
        for name_pass in (
            None,
            NamePass(_fit(matrices, classes, held, args.c), lists, threshold=args.threshold),
            everything,
        ):
            redactor._name_pass = name_pass
            r = evaluate_notes(redactor, notes)
            types = "/".join(
                f"{r.per_type[t].recall:.3f}" if t in r.per_type else "-" for t in NAMED
            )
            cells.append(
                f"{r.overall.recall:.4f} ({types}) P {r.overall.precision:.4f} "
                f"V {r.clinical_values_removed}"
            )
        print(
            f"{held:<14} rules {cells[0]} | held-out {cells[1]} | all-seen {cells[2]}", flush=True
        )


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--sweep", default=None)
    parser.add_argument("--end-to-end", action="store_true")
    parser.add_argument(
        "--sets", default=",".join(n for n in training_sources() if n.startswith("notes"))
    )
    parser.add_argument("--c", type=float, default=REGULARISATION)
    parser.add_argument("--rows", type=Path, default=None, help="folder caching feature rows")
    parser.add_argument("--threshold", type=float, default=THRESHOLD)
    parser.add_argument("--show", type=float, default=None, help="print false words at it")
    args = parser.parse_args()
    if args.sweep:
        sweep(args)
    if args.end_to_end:
        end_to_end(args)


if __name__ == "__main__":
    main()
