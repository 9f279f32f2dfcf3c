"""The review's rules: what to do after each tool call, decided without a model where the
evidence says it plainly.

Rules first, because the packaged model is a 1.5B Qwen on a CPU (seconds per call, and a poor
judge of whether five passages answer a question): every sub-query is searched once with the
decomposition's filters (the plan); then

- no hit at all under filters -> ``clarify`` ``no_results``, naming the filter whose removal
  leaves the most documents (counted, ``relax_candidate``); no hit and no filter -> ``enough``
  (the answer is "not found");
- a list or table question whose filters admit more documents than can be cited ->
  ``clarify`` ``overload``;
- hits, but the pruning kept no evidence -> the rules cannot decide: the model is asked for
  the next call (``drivers``); with no usable proposal, one keyword search of the question
  (``weak_fallback_call``), then ``enough``;
- otherwise ``enough``.

The budget (tool calls, refused ones included) ends the loop whatever the rules say. A
question is asked back at most once: after the caller's reply the rules answer with what the
searches find.
"""

from __future__ import annotations

from collections.abc import Mapping

from clinrag.pipelines.agent.plan import AgentState, Decomposition, MappedFilter, ToolCall

SEARCH_TOOLS = ("search_text", "search_semantic")


def search_args(
    decomposition: Decomposition, query: str, top_k: int, context_chars: int
) -> dict[str, object]:
    """A search call's arguments: the chosen bucket (or all, the bucket a filter), the
    decomposition's filters, the top-k its intent needs."""
    filters: dict[str, object] = dict(decomposition.filter_document())
    buckets = decomposition.buckets
    if len(buckets) > 1:
        filters["bucket"] = {"in": list(buckets)}
    args: dict[str, object] = {
        "bucket": buckets[0] if len(buckets) == 1 else "",
        "query": query,
        "top_k": top_k,
        "context_chars": context_chars,
    }
    if filters:
        args["filters"] = filters
    return args


def planned_call(agent: AgentState, top_k: int, context_chars: int) -> ToolCall | None:
    """The plan's next call: a semantic search of the first sub-query not searched yet."""
    searched = {
        str(r.call.args.get("query", ""))
        for r in agent.results
        if r.call.origin == "rules" and r.call.tool in SEARCH_TOOLS
    }
    for query in agent.decomposition.sub_queries:
        if query not in searched:
            args = search_args(agent.decomposition, query, top_k, context_chars)
            return ToolCall("search_semantic", args)
    return None


def search_hits(agent: AgentState) -> int:
    return sum(len(r.passages) for r in agent.results if r.refusal is None)


def weak_fallback_call(
    agent: AgentState, question: str, top_k: int, context_chars: int
) -> ToolCall | None:
    """One keyword search of the whole question, when no such search was made yet."""
    if any(r.call.tool == "search_text" for r in agent.results):
        return None
    args = search_args(agent.decomposition, question, top_k, context_chars)
    return ToolCall("search_text", args)


def relax_candidate(counts: Mapping[str, int]) -> str | None:
    """The filter whose removal leaves the most documents (None when no removal leaves any)."""
    best = max(counts.items(), key=lambda item: item[1], default=None)
    return best[0] if best is not None and best[1] > 0 else None


def without(filters: tuple[MappedFilter, ...], dropped: MappedFilter) -> tuple[MappedFilter, ...]:
    return tuple(f for f in filters if f is not dropped)


def is_listing(decomposition: Decomposition) -> bool:
    return decomposition.intent == "list" or decomposition.format in ("list", "table")


def is_counting(decomposition: Decomposition) -> bool:
    """A count ("how many"): answered with the number of documents found and their rows,
    never asked to narrow down (a count of many is still one answer)."""
    return decomposition.intent == "compute"


def by_document(decomposition: Decomposition) -> bool:
    """Answered one row per document (a list, a table, a count)."""
    return is_listing(decomposition) or is_counting(decomposition)
