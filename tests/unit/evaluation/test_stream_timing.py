"""``clinrag bench stream``'s reading of a timed event stream and its figures."""

from __future__ import annotations

import json
from datetime import UTC, datetime, timedelta

from clinrag.evaluation.stream_timing import (
    Spread,
    StrategyFigures,
    StreamTiming,
    TimedEvent,
    fixed_prefix,
    parse_events,
    prefix_tokens_at_least,
    timing_of,
)

SENT = datetime(2026, 11, 25, 10, 0, 0, tzinfo=UTC)


def _step(name: str, started_after: float, llm: dict[str, object] | None = None) -> str:
    details = {} if llm is None else {"llm": llm}
    started = (SENT + timedelta(seconds=started_after)).isoformat()
    return json.dumps({"name": name, "started_at": started, "details": details})


def _answer(found: bool = True, kind: str = "generated", calls: int = 1) -> str:
    return json.dumps({"found": found, "answer_kind": kind, "llm_calls": calls})


def test_events_are_parsed_from_complete_blocks() -> None:
    blocks = 'event: step\ndata: {"a": 1}\n\nevent: draft\ndata: {"text": "x"}\n\n: ping\n\n'
    assert parse_events(blocks) == [("step", '{"a": 1}'), ("draft", '{"text": "x"}')]
    assert parse_events("") == []


def test_a_direct_answer_times_the_evidence_the_model_first_token_and_the_first_sentence() -> None:
    call = {"tokens_in": 700, "tokens_cached": 260, "first_token_seconds": 2.5}
    events = [
        TimedEvent("step", _step("validate", 0.01), 0.02),
        TimedEvent("evidence", "[]", 0.8),
        TimedEvent("draft", '{"text": "Yes [1]."}', 6.0),
        TimedEvent("draft", '{"text": "More [2]."}', 7.0),
        TimedEvent("step", _step("synthesize", 0.9, call), 9.0),
        TimedEvent("answer", _answer(), 9.5),
    ]
    timing = timing_of(events, SENT)
    assert timing.evidence_seconds == 0.8
    assert timing.first_text_seconds == 6.0
    assert timing.first_token_seconds is not None
    assert abs(timing.first_token_seconds - 3.4) < 1e-9  # step start 0.9 + 2.5
    assert timing.end_seconds == 9.5
    assert (timing.outcome, timing.answer_kind) == ("answer", "generated")
    assert (timing.tokens_in, timing.tokens_cached, timing.llm_calls) == (700, 260, 1)


def test_an_answer_written_whole_counts_its_first_text_at_the_answer() -> None:
    events = [
        TimedEvent("evidence", "[]", 0.5),
        TimedEvent("step", _step("extract", 0.6), 0.7),
        TimedEvent("answer", _answer(kind="extractive", calls=0), 0.9),
    ]
    timing = timing_of(events, SENT)
    assert timing.first_text_seconds == 0.9
    assert timing.first_token_seconds is None
    assert timing.tokens_in is None


def test_not_found_and_errors_have_no_first_text() -> None:
    not_found = timing_of([TimedEvent("answer", _answer(found=False), 1.0)], SENT)
    assert (not_found.outcome, not_found.first_text_seconds) == ("not_found", None)
    failed = timing_of([TimedEvent("error", '{"error": "llm_timeout"}', 120.0)], SENT)
    assert (failed.outcome, failed.evidence_seconds) == ("error:llm_timeout", None)


def test_spread_is_the_nearest_rank_of_the_values_present() -> None:
    spread = Spread.of([None, 4.0, 1.0, 3.0, 2.0])
    assert (spread.p50, spread.p95, spread.n) == (2.0, 4.0, 4)
    assert Spread.of([None]).text() == "-"


def _timing(cached: int | None, first_token: float | None) -> StreamTiming:
    return StreamTiming(0.5, 5.0, first_token, 9.0, "answer", "generated", 700, cached, 1)


def test_a_prefix_hit_needs_the_cache_to_cover_the_fixed_prefix() -> None:
    timings = [_timing(260, 3.0), _timing(3, 6.0), _timing(None, 4.0)]
    figures = StrategyFigures.of("direct", timings, prefix_tokens=169)
    assert (figures.prefix_hits, figures.calls_with_cache_count) == (1, 2)
    assert figures.first_token.p50 == 4.0
    assert figures.outcomes == {"answer": 3}
    # No writing call (extractive): nothing counts as a hit.
    assert StrategyFigures.of("extractive", [_timing(0, None)], prefix_tokens=0).prefix_hits == 0


def test_the_fixed_prefix_is_the_instructions_before_any_field() -> None:
    prefix = fixed_prefix("synthesize")
    assert "$" not in prefix
    assert prefix.endswith("<question>\n")
    assert 0 < prefix_tokens_at_least("synthesize") < len(prefix) // 4
