"""A flow's question back to its caller kept (a pause), and read back when the caller replies.

Apart from ``QueryService``, which runs the flows, because everything here decides what leaves
the process and what is stored: the question and options redacted once more, the filters checked
for identifiers, the stored state restored and redacted again. The rows themselves are
``PauseStore``'s; what a paused state holds is ``snapshot``'s.

A pause is two audited steps: the ``Pause`` node's own (status ``paused``, the reason) and
``suspend`` (the pause id; the question and options redacted again; the filter checked for
identifiers; the row saved). A filter value the corpus catalogue holds for its field under the
caller's access scope (``Catalog``: the documents' own metadata, which the agent's decomposition
maps the question onto) is no identifier of the caller's and is kept as it is, even where the
redactor reads it alone as a name (department "Renal" as a PERSON); any other string value is
checked by the redactor and a flagged one refuses the pause (fail closed: without a catalogue
every value is checked). A resumption is ``load_pause`` (the caller's own open pause), the
reply's intake (validate, redact, guard: the reply is caller text like any question, run by the
service), then ``resume`` (the pause claimed once, the stored texts redacted again) and the flow
from the pause on. New placeholders are numbered after the stored ones, so ``<PERSON_1>`` in the
stored question and a name in the reply can never share one.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import get_args

from clinrag.corpus.catalog import Catalog, CorpusSchema
from clinrag.domain import Clarification, Mode
from clinrag.errors import InputRejected
from clinrag.pipelines.flow import Ask, Flow, ResumeInvalid, Suspension, shape
from clinrag.pipelines.offload import Offload
from clinrag.pipelines.pause_store import NewPause, PauseStore, StoredPause
from clinrag.pipelines.snapshot import filter_strings, restore, snapshot_of
from clinrag.pipelines.state import QueryState
from clinrag.pipelines.trace import Trace
from clinrag.retrieval.access import AccessScope
from clinrag.retrieval.filters import NO_FILTER
from clinrag.security.redaction import RedactionSession, Redactor


@dataclass(frozen=True)
class Caller:
    """Who may resume a pause (the key) and which request did what (the audit's ids)."""

    key_id: str
    request_id: str


class FilterNotStorable(InputRejected):
    code = "filter_not_storable"


class PauseKeeper:
    def __init__(
        self,
        pauses: PauseStore | None,
        redactor: Redactor,
        offload: Offload,
        catalog: Catalog | None = None,
    ) -> None:
        """``catalog``: the corpus catalogue whose values a stored filter may hold (None: every
        filter value is checked by the redactor)."""
        self._pauses = pauses
        self._redactor = redactor
        self._offload = offload
        self._catalog = catalog

    async def suspend(
        self, outcome: Suspension, mode: Mode, flow: Flow, trace: Trace, caller: Caller
    ) -> Clarification:
        """``outcome``'s question kept for ``caller`` (the ``suspend`` step), to be resumed
        in ``mode``'s ``flow``."""
        pauses = self._store()
        state = outcome.state
        async with trace.step("suspend") as notes:
            ask = await self._offload(_redacted_ask, self._redactor, outcome.ask, state.session)
            if await self._offload(
                _holds_identifier, self._redactor, await self._unlisted_filter_values(state)
            ):
                raise FilterNotStorable(
                    "filters: a value holds an identifier, which a paused question cannot keep; "
                    "ask again without it"
                )
            stored = await pauses.save(
                NewPause(
                    owner_key_id=caller.key_id,
                    request_id=caller.request_id,
                    mode=mode,
                    flow_shape=shape(flow),
                    pause=outcome.pause,
                    reason=ask.reason,
                    position=outcome.position,
                    snapshot=snapshot_of(state),
                )
            )
            notes.update(
                pause_id=stored.id, reason=ask.reason, expires_at=stored.expires_at.isoformat()
            )
        return _clarification(ask, state, trace, pause_id=stored.id, expires_at=stored.expires_at)

    async def unkept(self, outcome: Suspension, trace: Trace) -> Clarification:
        """``outcome``'s question as it leaves the process, kept nowhere (no caller to resume
        it): its pause id is empty."""
        ask = await self._offload(_redacted_ask, self._redactor, outcome.ask, outcome.state.session)
        return _clarification(ask, outcome.state, trace, pause_id="", expires_at=datetime.now(UTC))

    async def open(
        self, pause_id: str, caller: Caller, trace: Trace, flows: Mapping[Mode, Flow]
    ) -> tuple[StoredPause, Mode]:
        """The caller's own open pause and its mode (the ``load_pause`` step); ``ResumeInvalid``
        when ``flows`` no longer have the shape it was paused in."""
        pauses = self._store()
        async with trace.step("load_pause") as notes:
            stored = await pauses.open(pause_id, caller.key_id)
            notes.update(
                pause_id=pause_id,
                paused_request_id=stored.request_id,
                pause=stored.pause,
                mode=stored.mode,
            )
            mode = next((m for m in get_args(Mode) if m == stored.mode), None)
            if mode is None or shape(flows[mode]) != stored.flow_shape:
                raise ResumeInvalid("the service changed since the question was paused; ask again")
        return stored, mode

    async def claim(
        self,
        pause_id: str,
        stored: StoredPause,
        session: RedactionSession,
        caller: Caller,
        access: AccessScope,
        trace: Trace,
    ) -> QueryState:
        """The pause claimed once and its state read back, its texts redacted again in
        ``session`` (the ``resume`` step)."""
        pauses = self._store()
        async with trace.step("resume") as notes:
            await pauses.claim(pause_id, caller.key_id, caller.request_id)
            try:
                state = await self._offload(
                    restore, stored.snapshot, session, self._redactor.redact, access
                )
            except (KeyError, TypeError, ValueError) as exc:
                raise ResumeInvalid("the paused question could not be read; ask again") from exc
            if state.query is None:
                raise ResumeInvalid("the paused question could not be read; ask again")
            notes.update(pause_id=pause_id, restored_entities=dict(state.query.entity_counts))
            notes.redacted_question(state.redacted_question)
        return state

    async def _unlisted_filter_values(self, state: QueryState) -> list[str]:
        """``stored_filter_values`` the catalogue, as ``state``'s access scope reads it, does
        not hold for their field (``unlisted``)."""
        stored = stored_filter_values(state)
        if not stored or self._catalog is None:
            return unlisted(stored, None)
        return unlisted(stored, await self._catalog.schema(access=state.access))

    def _store(self) -> PauseStore:
        if self._pauses is None:
            raise RuntimeError("this query service keeps no paused questions")
        return self._pauses


def _redacted_ask(redactor: Redactor, ask: Ask, session: RedactionSession) -> Ask:
    """The ask as it leaves the process: written from redacted text, redacted once more."""
    return Ask(
        ask.reason,
        redactor.redact(ask.question, session).text,
        tuple(redactor.redact(option, session).text for option in ask.options),
    )


def _clarification(
    ask: Ask, state: QueryState, trace: Trace, *, pause_id: str, expires_at: datetime
) -> Clarification:
    """What the caller receives: the redacted ``ask`` (``_redacted_ask``), the redacted
    question it is about, and the trace so far."""
    return Clarification(
        pause_id=pause_id,
        reason=ask.reason,
        question=ask.question,
        options=ask.options,
        redacted_query=state.redacted_question,
        expires_at=expires_at,
        steps=tuple(trace.steps),
        llm_calls=tuple(trace.llm_calls),
    )


def stored_filter_values(state: QueryState) -> list[tuple[str, str]]:
    """(field, value) of each string value of the filters a pause of ``state`` stores: the
    caller's and the agent's decomposition's."""
    agent = NO_FILTER if state.agent is None else state.agent.decomposition.metadata_filter()
    return [*filter_strings(state.metadata_filter), *filter_strings(agent)]


def unlisted(values: Sequence[tuple[str, str]], schema: CorpusSchema | None) -> list[str]:
    """The values ``schema`` (the catalogue) does not hold for their field, every value without
    one: what the redactor checks before a pause is kept."""
    return [value for key, value in values if schema is None or not schema.holds(key, value)]


def _holds_identifier(redactor: Redactor, texts: Sequence[str]) -> bool:
    return any(redactor.find(text) for text in texts)
