"""The route a thread's message takes (the ``route`` step): which router decides, and what it
falls back to. The routers themselves live elsewhere (word rules: ``thread_cues``; learned:
``route_classifier``; model: ``thread_router``); this module only chooses among them and records
the choice, so the step's notes read the same whichever router decided.

- the thread's first message is not routed (nothing to route against): ``RETRIEVE``;
- later ones are routed over the last ``router_turns`` turns, as the store holds them
  (redacted), and the redacted message: by default by the learned router (``router="learned"``,
  ``route_classifier``: the message's embedding, which the guard computed, and its word cues;
  no model call; its probabilities and cues are recorded), falling back to the word rules when
  it has no classifier or no embedding; by the word rules alone with ``router="cues"``
  (``thread_cues``: the deciding cue is recorded, and is recorded beside the learned verdict
  too); with ``router="model"`` by one JSON model call (``route``), where any failure (model
  error or timeout, unparsable output, an unknown label) is ``RETRIEVE``, recorded as the
  step's fallback.

A ``DIRECT_ANSWER`` after an answer that cited nothing is taken as ``REWRITE_THEN_RETRIEVE``
(fallback ``no_previous_evidence``).
"""

from __future__ import annotations

from collections.abc import Sequence

from clinrag.conversations.store import StoredTurn
from clinrag.errors import LLMError
from clinrag.llm.base import LLM
from clinrag.llm.schemas import Route
from clinrag.pipelines.message_texts import redacted_message
from clinrag.pipelines.model_json import fallback_reason
from clinrag.pipelines.route_classifier import RouteClassifier
from clinrag.pipelines.service import QueryService
from clinrag.pipelines.state import QueryState
from clinrag.pipelines.thread_cues import route_by_cues
from clinrag.pipelines.thread_router import route_of
from clinrag.pipelines.trace import StepDetails, Trace
from clinrag.setting_groups.conversations import ConversationSettings


async def route_message(
    service: QueryService,
    llm: LLM,
    turns: Sequence[StoredTurn],
    asked: QueryState,
    trace: Trace,
    settings: ConversationSettings,
) -> Route:
    message = redacted_message(asked)
    async with trace.step("route") as notes:
        notes.update(turns_read=len(turns), router=settings.router)
        if not turns:
            notes.update(route="RETRIEVE", taken="RETRIEVE", reason="first_turn")
            return "RETRIEVE"
        verdict = route_by_cues(message, turns)
        notes["cue"] = verdict.cue  # the rule router's reading, whichever router decides
        if settings.router == "cues":
            route = verdict.route
        elif settings.router == "learned":
            route = _learned_route(service.router, asked, turns, notes) or verdict.route
        else:
            try:
                route = await route_of(
                    llm, turns, message, notes, max_tokens=settings.router_max_tokens
                )
            except (LLMError, ValueError) as error:
                notes.fallback(fallback_reason(error))
                notes.update(route="RETRIEVE", taken="RETRIEVE")
                return "RETRIEVE"
        taken: Route = route
        if route == "DIRECT_ANSWER" and not turns[-1].citations:
            taken = "REWRITE_THEN_RETRIEVE"  # the previous answer cited nothing to read again
            notes.fallback("no_previous_evidence")
        notes.update(route=route, taken=taken)
        return taken


def _learned_route(
    router: RouteClassifier | None,
    asked: QueryState,
    turns: Sequence[StoredTurn],
    notes: StepDetails,
) -> Route | None:
    """The learned router's route, its probability, the runner-up and the cue features it
    read; None, recorded as the step's fallback to the rule router, when it cannot route
    (no classifier built, no embedding of the message, an unusable vector)."""
    if router is None or asked.vector is None:
        notes.fallback("no_route_classifier" if router is None else "no_embedding")
        return None
    try:
        prediction = router.predict(asked.vector, redacted_message(asked), turns)
    except ValueError:
        notes.fallback("unusable_embedding")
        return None
    notes.update(
        probability=round(prediction.probability, 3),
        runner_up=prediction.runner_up,
        runner_up_probability=round(prediction.runner_up_probability, 3),
        cues=list(prediction.cues),
    )
    if prediction.below_floor:
        notes.update(out_of_scope_below_floor=True)
    return prediction.route
