"""The agent's rules decomposition (the path ``clinrag eval agent --llm standin`` takes: no
model) over chosen splits, without a database: the fields and value rows are built from the
shipped corpus as the catalogue builds them (``corpus/catalog.py``: trial fields extracted
as ingest extracts them, up to 50 distinct values a field), the meaning links and the topic
match (an embedder) left out unless ``--embed`` (then with the settings' thresholds, or
``--topic THRESHOLD,MARGIN``). Seconds, where the eval needs an ingest (a minute with
``--embed``); figures of the decomposition only:
filters exact (filters and buckets) and per field, scored as the eval scores them, unmapped
reported (and "false unmapped": reported where the gold names nothing unmappable), a proxy
of ``no_results``: the filters match no document and no stated filter is left to relax. A
development tool: never name a held-out split.

    PYTHONPATH=src python scripts/agent_rules_splits.py test2,test3 [-v] [--embed] [--topic T,M]
"""

from __future__ import annotations

import sys
from collections import Counter, defaultdict
from collections.abc import Mapping, Sequence
from typing import Any

from clinrag.corpus.catalog import ValueRow
from clinrag.corpus.fields import Observation, infer_fields
from clinrag.domain import ParsedDocument, Section
from clinrag.evaluation.agent_scores import fields_right, normalise_filters
from clinrag.evaluation.agent_set import load_agent_corpus, load_agent_questions
from clinrag.ingest.trial_metadata import with_trial_metadata
from clinrag.pipelines.agent.decomposition import decompose
from clinrag.pipelines.agent.meaning_links import (
    MeaningLinks,
    catalogue_names,
    catalogue_values,
    question_phrases,
)
from clinrag.pipelines.agent.plan import MappedFilter
from clinrag.pipelines.agent.topic_documents import TopicMatch, titled_values
from clinrag.retrieval.analysis import analyze
from clinrag.retrieval.filters import Condition

EXAMPLES = 50
TITLED = 200


def _type(value: object) -> str:
    if isinstance(value, bool):
        return "boolean"
    if isinstance(value, int | float):
        return "number"
    return "null" if value is None else "string"


def _catalogue(documents: Sequence[ParsedDocument]) -> tuple[Any, dict[str, list[ValueRow]]]:
    seen: dict[tuple[str, str, str, bool], set[Any]] = defaultdict(set)
    with_key: Counter[tuple[str, str]] = Counter()
    in_bucket: Counter[str] = Counter()
    for document in documents:
        bucket = document.metadata["bucket"]
        in_bucket[bucket] += 1
        for key, value in document.metadata.items():
            with_key[(bucket, key)] += 1
            for item in value if isinstance(value, list) else [value]:
                seen[(bucket, key, _type(item), isinstance(value, list))].add(item)
    observations = [
        Observation(b, k, t, listed, tuple(sorted(v, key=repr)[:EXAMPLES]))
        for (b, k, t, listed), v in seen.items()
    ]
    fields = infer_fields(observations, with_key, in_bucket, EXAMPLES)
    few = {(b, k) for (b, k, t, _), v in seen.items() if t == "string" and len(v) <= EXAMPLES}
    titles: dict[tuple[str, tuple[tuple[str, str], ...]], list[str]] = defaultdict(list)
    for document in documents:
        bucket = document.metadata["bucket"]
        values = tuple(
            sorted(
                (k, v)
                for k, v in document.metadata.items()
                if isinstance(v, str) and (bucket, k) in few
            )
        )
        titles[(bucket, values)].append(document.title)
    rows: dict[str, list[ValueRow]] = defaultdict(list)
    for (bucket, values), named in titles.items():
        kept = named if len(named) <= TITLED else []
        terms = frozenset(t for title in kept for t in analyze(title))
        rows[bucket].append(ValueRow(dict(values), len(named), terms, tuple(sorted(set(kept)))))
    return fields, rows


_ORDER = {
    ">": lambda a, b: a > b,
    ">=": lambda a, b: a >= b,
    "<": lambda a, b: a < b,
    "<=": lambda a, b: a <= b,
}


def _meets(metadata: Mapping[str, Any], condition: Condition) -> bool:
    held = metadata.get(condition.key)
    items = held if isinstance(held, list) else [held]
    wanted = condition.value if isinstance(condition.value, tuple) else (condition.value,)
    if condition.op in ("=", "in", "contains"):
        return any(_same(i, w) for i in items for w in wanted)
    if condition.op == "!=":
        return held is not None and not any(_same(i, w) for i in items for w in wanted)
    return any(
        isinstance(i, int | float) and _ORDER[condition.op](i, condition.value) for i in items
    )


def _same(item: object, wanted: object) -> bool:
    if isinstance(item, str) and isinstance(wanted, str):
        return item.strip().lower() == wanted.strip().lower()
    return item == wanted


def _matching(
    documents: Sequence[ParsedDocument], buckets: Sequence[str], filters: Sequence[MappedFilter]
) -> int:
    return sum(
        1
        for d in documents
        if (not buckets or d.metadata["bucket"] in buckets)
        and all(_meets(d.metadata, f.condition) for f in filters)
    )


class _Embedded:
    """The step's embedder readings (``steps/agent_decompose.py``) over the shipped corpus:
    the catalogue's value texts and titles embedded once, each question's phrases and text
    per question."""

    def __init__(self, fields: Any, rows: Any, topic: tuple[float, float] | None) -> None:
        from clinrag.components import build_embedder
        from clinrag.settings import Settings

        settings = Settings()
        self.embedder = build_embedder(settings)
        self.link = (settings.pipeline.agent.link_threshold, settings.pipeline.agent.link_margin)
        self.topic = topic or (
            settings.pipeline.agent.topic_threshold,
            settings.pipeline.agent.topic_margin,
        )
        self.fields = fields
        self.values = catalogue_values(fields, rows)
        texts = [t for v in self.values for t in (v.name, v.description)]
        self.value_vectors = self.embedder.embed(texts)
        self.titled = titled_values(rows)
        self.title_vectors = self.embedder.embed([t.title for t in self.titled])

    def readings(self, question: str) -> tuple[MeaningLinks, TopicMatch]:
        phrases = question_phrases(question, catalogue_names(self.fields))
        links = MeaningLinks(
            phrases,
            self.embedder.embed(phrases),
            self.values,
            self.value_vectors,
            threshold=self.link[0],
            margin=self.link[1],
        )
        topics = TopicMatch(
            self.embedder.embed([question]),
            self.titled,
            self.title_vectors,
            threshold=self.topic[0],
            margin=self.topic[1],
        )
        return links, topics


def main(
    splits: Sequence[str], verbose: bool, embed: bool, topic: tuple[float, float] | None
) -> None:
    documents = with_trial_metadata(
        [
            ParsedDocument(d.source, d.title, (Section(text=d.text),), dict(d.metadata))
            for d in load_agent_corpus()
        ]
    )
    fields, rows = _catalogue(documents)
    embedded = _Embedded(fields, rows, topic) if embed else None
    scores: dict[str, dict[str, list[bool]]] = defaultdict(lambda: defaultdict(list))
    misses = []
    for question in load_agent_questions():
        if question.split not in splits:
            continue
        links, topics = embedded.readings(question.question) if embedded else (None, None)
        found = decompose(
            question.question,
            None,
            fields,
            reference_year=2026,
            rows=rows,
            links=links,
            topics=topics,
        )
        predicted = normalise_filters(found.filter_document())
        gold = normalise_filters(question.filters)
        exact = gold == predicted and (
            not question.buckets or set(question.buckets) == set(found.buckets)
        )
        score = scores[question.split]
        if question.filters or question.buckets:
            score["exact"].append(exact)
            for field, right in fields_right(gold, predicted).items():
                score[f"field {field}"].append(right)
        if question.unmappable:
            score["unmapped"].append(bool(found.unmapped))
        else:
            score["false unmapped"].append(bool(found.unmapped))
        stated = [f for f in found.filters if f.reading == "stated"]
        empty = bool(stated) and not any(
            _matching(documents, found.buckets, kept) for kept in (found.filters, stated)
        )
        score["no_results asked" if question.clarify_reason == "no_results" else "other"].append(
            empty
        )
        if question.expect == "answer":
            score["false no_results"].append(empty)
        false_empty = empty and question.expect == "answer"
        if not exact or bool(question.unmappable) != bool(found.unmapped) or false_empty:
            misses.append(
                f"{question.split} {question.id}{' (false no_results)' if false_empty else ''}"
                f" {question.question!r}\n  gold "
                f"{question.buckets} {sorted(gold)}\n  pred {found.buckets} {sorted(predicted)}"
                f" unmapped {[u.text for u in found.unmapped]} (gold {question.unmappable})"
            )
    for split in splits:
        score = scores[split]
        print(split, "; ".join(f"{k} {_mean(v)}" for k, v in sorted(score.items()) if k != "other"))
    if verbose:
        print("\n".join(misses))


def _mean(values: Sequence[bool]) -> str:
    return f"{sum(values) / len(values):.2f} ({len(values)})" if values else "-"


if __name__ == "__main__":
    chosen = sys.argv[1].split(",")
    if any(s not in ("dev", "test") and not s.startswith("test") for s in chosen):
        raise SystemExit("splits: dev, test, test2 ...")
    topic = None
    if "--topic" in sys.argv:
        threshold, margin = sys.argv[sys.argv.index("--topic") + 1].split(",")
        topic = (float(threshold), float(margin))
    main(chosen, "-v" in sys.argv, "--embed" in sys.argv or topic is not None, topic)
