"""Threads of questions (``Settings.conversations``)."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, Field


class ConversationSettings(BaseModel):
    enabled: bool = False
    """Conversational mode for the service: ``/v1/conversations`` keeps threads. Off, those
    routes answer 404 ``conversations_disabled``; ``POST /v1/query`` is stateless either way."""
    max_turns: int = Field(default=20, ge=1, le=1000)
    """Turns one thread may hold; a message past it gets 409 ``turn_limit_reached``."""
    router: Literal["learned", "cues", "model"] = "learned"
    """How a thread's message is routed: ``learned`` by a logistic regression over the
    message's embedding (the guard's) and its word cues, trained on the shipped dialogues (no
    model call, ``pipelines/route_classifier.py``); ``cues`` by the word rules alone (a
    pronoun, an ellipsis, a greeting, a subject of its own; ``pipelines/thread_cues.py``);
    ``model`` asks the language model (one JSON call, seconds on a CPU; for GPU
    deployments). Figures: ``clinrag eval conversations``."""
    rewriter: Literal["carry_over", "model"] = "carry_over"
    """How a follow-up is made self-contained: ``carry_over`` appends the thread's subject
    words (no model call, ``pipelines/carry_over.py``); ``model`` asks the language model to
    rewrite it."""
    router_turns: int = Field(default=3, ge=1, le=20)
    """Earlier turns (redacted question and answer) the router reads to route a message; the
    first message of a thread is searched without a router call."""
    router_max_tokens: int = Field(default=24, ge=8, le=256)
    """Most tokens of the router's JSON reply (``{"route": ...}``)."""
    rewrite_max_tokens: int = Field(default=128, ge=16, le=512)
    """Most tokens of a follow-up's rewrite (``{"query": ...}``); a cut reply is a failure and
    the message is searched as it stands."""
