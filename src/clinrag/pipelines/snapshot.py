"""A paused question's state as JSON: redacted text and routing only, never the caller's own
text, never a placeholder map, never evidence.

What a resumption needs is what the model calls before the pause worked out (the query type,
the sub-queries, the refined query, the agent's decomposition: ``agent/snapshot.py``) and the
redacted question; the evidence is searched again
after the reply, because the reply changes the question and a document may have changed (or
been withdrawn from the caller) meanwhile. The filter's string values are checked for
identifiers before they are kept (``filter_strings``, checked by ``pause_keeper``): a filter
is the caller's own text, or the agent's reading of it.
On restore every stored text goes through the redactor again, so a row altered in the database
cannot carry an identifier into a prompt, and the question is a ``RedactedText`` as every
other.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any, cast, get_args

from clinrag.domain import QueryType, Strategy
from clinrag.pipelines.agent.snapshot import agent_snapshot, agent_texts, restore_agent
from clinrag.pipelines.state import FilterCheck, QueryState
from clinrag.pipelines.translation import LANGUAGE_NAMES
from clinrag.retrieval.access import AccessScope
from clinrag.retrieval.filters import MetadataFilter, parse_filter
from clinrag.security.redaction import RedactedText, RedactionSession

VERSION = 1


def snapshot_of(state: QueryState) -> dict[str, Any]:
    if state.raw is not None or state.cleaned is not None:
        raise RuntimeError("a pause before the guard step would store the caller's own text")
    return {
        "version": VERSION,
        "question": state.redacted_question,
        "query_type": state.query_type,
        "strategy": state.strategy,
        "sub_queries": list(state.sub_queries),
        "refined_query": state.refined_query,
        "reflection_done": state.reflection_done,
        "rounds": state.rounds,
        "filter": _filter_document(state.metadata_filter),
        "agent": None if state.agent is None else agent_snapshot(state.agent),
        "filter_check": None if state.filter_check is None else vars(state.filter_check),
        "language": state.language,
        "asked": None if state.asked is None else state.asked.text,
    }


def filter_strings(metadata_filter: MetadataFilter) -> Iterator[tuple[str, str]]:
    """Every string value of the filter with its field: what must hold no identifier before
    it is stored, unless the corpus catalogue holds it for that field (``pause_keeper``)."""
    for condition in metadata_filter.conditions:
        values = condition.value if isinstance(condition.value, tuple) else (condition.value,)
        yield from ((condition.key, v) for v in values if isinstance(v, str))


def stored_texts(snapshot: dict[str, Any]) -> list[str]:
    """The redacted texts of a snapshot: new placeholders are numbered after theirs."""
    refined = snapshot.get("refined_query")
    agent = snapshot.get("agent")
    asked = snapshot.get("asked")
    return [
        snapshot["question"],
        *([asked] if asked else []),
        *snapshot["sub_queries"],
        *([refined] if refined else []),
        *(agent_texts(agent) if agent else []),
    ]


def restore(
    snapshot: dict[str, Any],
    session: RedactionSession,
    redact: Callable[[str, RedactionSession], RedactedText],
    access: AccessScope,
) -> QueryState:
    """The state the flow paused with, each text redacted again (placeholders stay as they
    are; anything else that looks like an identifier is replaced). Raises ``ValueError`` on a
    snapshot this version cannot read. ``access`` is the resuming request's: a scope is never
    stored, so a label changed meanwhile applies."""
    if snapshot.get("version") != VERSION:
        raise ValueError("the paused question was stored by another version")
    query_type, strategy = snapshot["query_type"], snapshot["strategy"]
    if query_type not in get_args(QueryType) or strategy not in get_args(Strategy):
        raise ValueError("the paused question's query type or strategy is unknown")
    refined = snapshot["refined_query"]
    agent = snapshot.get("agent")
    # Snapshots stored before translation existed hold neither key: English, asked as stored.
    language, asked = snapshot.get("language", "en"), snapshot.get("asked")
    if language not in LANGUAGE_NAMES:
        raise ValueError("the paused question's language is unknown")
    return QueryState(
        metadata_filter=parse_filter(snapshot["filter"]),
        session=session,
        access=access,
        query=redact(snapshot["question"], session),
        query_type=cast(QueryType, query_type),
        strategy=cast(Strategy, strategy),
        sub_queries=tuple(redact(q, session).text for q in snapshot["sub_queries"]),
        refined_query=None if refined is None else redact(refined, session).text,
        reflection_done=bool(snapshot["reflection_done"]),
        rounds=int(snapshot["rounds"]),
        agent=None if not agent else restore_agent(agent, lambda t: redact(t, session).text),
        filter_check=_filter_check(snapshot.get("filter_check")),
        language=language,
        asked=None if asked is None else redact(asked, session),
    )


def _filter_check(stored: Any) -> FilterCheck | None:
    if stored is None:
        return None
    relax, left = stored["relax"], stored["left"]
    if not (relax is None or isinstance(relax, str)) or not isinstance(left, int):
        raise ValueError("the paused question's filter check is malformed")
    return FilterCheck(relax, left)


def _filter_document(metadata_filter: MetadataFilter) -> dict[str, dict[str, Any]]:
    """The filter in the form ``parse_filter`` reads, so a restored filter is validated again."""
    document: dict[str, dict[str, Any]] = {}
    for c in metadata_filter.conditions:
        value = list(c.value) if isinstance(c.value, tuple) else c.value
        document.setdefault(c.key, {})[c.op] = value
    return document
