"""Document-level ranking: a chunk's fused score plus how well its document's title names
what the query names.

Chunk scores alone cannot tell apart several studies of the same drugs: in a cluster of
glaucoma trials every chunk holds "latanoprost", "timolol" and "IOP", BM25 saturates at its
reference score, and the cosines differ in the third decimal, so a results chunk of a study
of other arms outranks the study the question is about. The title says which arms a study
compared, and the query's words that only a few candidates' titles hold ("dorzolamide"
beside "latanoprost") tell the studies apart. So each query term is weighed by how few of
the candidate documents' titles hold it, log(titled / holding) (a term in every title
weighs nothing, like ``lead_sentence``'s focus words), a title's match is the share of that
weight it holds, and a chunk ranks by ``fused + weight * match``. Documents without a title
(a claim, a note) match 0: among them the fused order stands.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import replace

from clinrag.domain import RetrievedChunk
from clinrag.retrieval.analysis import analyze
from clinrag.retrieval.query_expansion import as_asked


def title_of(chunk: RetrievedChunk) -> str:
    title = chunk.metadata.get("title", "")
    return title if isinstance(title, str) else ""


def title_matches(query: str, titles: Sequence[str]) -> list[float]:
    """Each title's share of ``query``'s discriminating weight (module docstring), in [0, 1]."""
    asked = set(analyze(query))
    terms = [set(analyze(t)) & asked for t in titles]
    titled = sum(1 for t in titles if t.strip())
    weights = {}
    for term in asked:
        holding = sum(term in held for held in terms)
        if holding:
            weights[term] = math.log(titled / holding) if titled > holding else 0.0
    total = sum(weights.values())
    if total <= 0:
        return [0.0] * len(titles)
    return [sum(weights[t] for t in held) / total for held in terms]


def ranked_by_document(
    chunks: Sequence[RetrievedChunk],
    weight: float,
    read_as: Callable[[str], str] = as_asked,
) -> list[RetrievedChunk]:
    """``chunks`` (fused, deduplicated) re-sorted by ``fused + weight * title match``, each
    with its ``title_match``; the candidates of each sub-query are weighed among themselves,
    against the sub-query's words as ``read_as`` gives them (``query_expansion``)."""
    if weight <= 0 or not chunks:
        return list(chunks)
    by_query: dict[str, list[RetrievedChunk]] = {}
    for chunk in chunks:
        by_query.setdefault(chunk.sub_query or "", []).append(chunk)
    matched: list[RetrievedChunk] = []
    for query, group in by_query.items():
        documents = list(dict.fromkeys(c.document_id for c in group))
        title = {c.document_id: title_of(c) for c in group}
        match = dict(
            zip(
                documents,
                title_matches(read_as(query), [title[d] for d in documents]),
                strict=True,
            )
        )
        matched += [replace(c, title_match=round(match[c.document_id], 4)) for c in group]
    matched.sort(key=lambda c: (-(c.fused + weight * c.title_match), -c.fused, c.chunk_id))
    return matched
