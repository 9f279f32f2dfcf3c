"""The meaning links' threshold and margin (``pipelines/agent/meaning_links.py``), chosen
leave-one-split-out: for each split of the agent set (dev, test, test2..test5, each written by
a different hand), the setting that reads the most filters exactly on the other splits (ties:
the one that links least, "off" first), and its figure on the held-out split. Also every
setting's figure on every split (the all-splits, development view).

The rules' decomposition only (no model, no search): the question against the catalogue of
the ``clinrag eval agent`` store (run that once first, so the corpus is ingested), the
filters and buckets scored as the eval scores them. It agrees with the eval's filters exact
but where the eval's redaction or guard changes a question.

    PYTHONPATH=src python scripts/agent_links_loso.py
"""

from __future__ import annotations

import asyncio
from collections.abc import Mapping, Sequence
from datetime import UTC, datetime

import numpy as np

from clinrag.components import build_embedder
from clinrag.corpus.catalog import Catalog, CorpusSchema
from clinrag.domain import StepRecord
from clinrag.evaluation.agent_command import STORE
from clinrag.evaluation.agent_scores import normalise_filters, predicted_filters
from clinrag.evaluation.agent_set import AgentQuestion, load_agent_questions
from clinrag.evaluation.store import open_store, settings_for_store
from clinrag.pipelines.agent.decomposition import decompose, fields_of
from clinrag.pipelines.agent.linked_values import rows_of
from clinrag.pipelines.agent.meaning_links import (
    MeaningLinks,
    catalogue_names,
    catalogue_values,
    question_phrases,
)
from clinrag.retrieval.access import EVERY_LABEL
from clinrag.settings import Settings

SPLITS = ("dev", "test", "test2", "test3", "test4", "test5")
THRESHOLDS = tuple(round(0.40 + 0.05 * i, 2) for i in range(10))
MARGINS = (0.0, 0.05, 0.1, 0.15, 0.2)
OFF = (2.0, 0.0)
REFERENCE_YEAR = 2026


async def _schema() -> CorpusSchema:
    settings = settings_for_store(Settings(), STORE, None)
    async with open_store(settings) as engine:
        catalog = Catalog(engine, settings.pipeline.agent.schema_examples)
        return await catalog.schema(access=EVERY_LABEL)


def _exact(question: AgentQuestion, schema: CorpusSchema, links: MeaningLinks | None) -> bool:
    fields = fields_of(schema)
    decomposition = decompose(
        question.question,
        None,
        fields,
        reference_year=REFERENCE_YEAR,
        rows=rows_of(schema),
        links=links,
    )
    described = [{"filter": f.describe()} for f in decomposition.filters]
    step = StepRecord(
        sequence=1,
        name="agent_decompose",
        started_at=datetime.now(UTC),
        seconds=0.0,
        status="ok",
        details={"filters": described, "buckets": list(decomposition.buckets)},
    )
    predicted = predicted_filters([step])
    if predicted is None:
        return False
    gold_buckets = frozenset(question.buckets)
    return normalise_filters(dict(question.filters)) == predicted[0] and (
        not gold_buckets or gold_buckets == predicted[1]
    )


def main() -> None:
    schema = asyncio.run(_schema())
    fields = fields_of(schema)
    questions = [q for q in load_agent_questions() if q.split in SPLITS]
    embedder = build_embedder(Settings())
    values = catalogue_values(fields, rows_of(schema))
    value_vectors = embedder.embed([t for v in values for t in (v.name, v.description)])
    names = catalogue_names(fields)
    phrases = {q.id: question_phrases(q.question, names) for q in questions}
    every = sorted({p for found in phrases.values() for p in found})
    vectors = dict(zip(every, embedder.embed(every), strict=True))

    def exact_by_split(threshold: float, margin: float) -> dict[str, list[bool]]:
        out: dict[str, list[bool]] = {s: [] for s in SPLITS}
        for q in questions:
            links = None
            if threshold <= 1:
                found = phrases[q.id]
                links = MeaningLinks(
                    found,
                    np.array([vectors[p] for p in found]).reshape(
                        len(found), value_vectors.shape[1]
                    ),
                    values,
                    value_vectors,
                    threshold=threshold,
                    margin=margin,
                )
            out[q.split].append(_exact(q, schema, links))
        return out

    settings = [OFF, *((t, m) for t in THRESHOLDS for m in MARGINS)]
    results = {s: exact_by_split(*s) for s in settings}
    print("setting (threshold, margin): filters exact per split; mean over questions")
    for setting, by_split in results.items():
        shown = "off" if setting == OFF else f"{setting[0]:.2f}, {setting[1]:.2f}"
        print(f"  {shown:>10}: {_line(by_split)}")
    print("leave one split out: chosen on the others -> held-out (off on the held-out)")
    for held in SPLITS:
        others = [s for s in SPLITS if s != held]

        def on_others(setting: tuple[float, float], others: Sequence[str] = others) -> float:
            return _mean([x for s in others for x in results[setting][s]])

        # Ties: the stricter setting (off, then the higher threshold and margin).
        best = max(settings, key=lambda s: (round(on_others(s), 6), s[0], s[1]))
        chosen = "off" if best == OFF else f"{best[0]:.2f}, {best[1]:.2f}"
        print(
            f"  {held}: ({chosen}) {_mean(results[best][held]):.3f} "
            f"(off {_mean(results[OFF][held]):.3f}; others {on_others(best):.3f})"
        )


def _mean(values: Sequence[bool]) -> float:
    return sum(values) / len(values) if values else 0.0


def _line(by_split: Mapping[str, Sequence[bool]]) -> str:
    parts = [f"{s} {_mean(v):.2f}" for s, v in by_split.items()]
    overall = _mean([x for v in by_split.values() for x in v])
    return ", ".join(parts) + f"; {overall:.3f}"


if __name__ == "__main__":
    main()
