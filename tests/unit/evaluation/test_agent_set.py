"""The agent evaluation set: its format, the mix of questions the issue asks for, a split by a
hash of the id, gold documents that exist in the gold buckets, and gold filters that name fields
the buckets have (for the trials, the fields ingest extracts)."""

from __future__ import annotations

import hashlib
import re
from collections import Counter
from functools import cache
from typing import Any

import pytest

from clinrag.evaluation.agent_set import (
    TRIAL_BUCKET,
    AgentDocument,
    AgentQuestion,
    AgentSetError,
    load_agent_corpus,
    load_agent_questions,
)
from clinrag.ingest.trial_metadata import extract_trial_metadata
from clinrag.shipped_data import SEEN_QUESTION_SPLITS, UNRUN_BLIND_SPLITS

STANDARD_FIELDS = {"source", "title", "bucket"}
TEST_SHARE = 0.44
"""A question is in the test split when the first 8 hex digits of sha256(id), over 2**32, are
below this (about 40 % of the set)."""


@cache
def corpus() -> dict[str, AgentDocument]:
    return {d.source: d for d in load_agent_corpus()}


@cache
def questions() -> list[AgentQuestion]:
    return load_agent_questions()


@cache
def fields_by_bucket() -> dict[str, dict[str, set[type]]]:
    """Field -> the Python types of its values, per bucket, as ingest stores them."""
    out: dict[str, dict[str, set[type]]] = {}
    for document in corpus().values():
        metadata = dict(document.metadata)
        if document.bucket == TRIAL_BUCKET:
            metadata |= extract_trial_metadata(document.title, document.text)
        fields = out.setdefault(document.bucket, {})
        for key, value in metadata.items():
            fields.setdefault(key, set()).add(type(value))
    return out


def matches(metadata: dict[str, Any], filters: dict[str, Any]) -> bool:
    """The filter semantics of ``retrieval/filters.py`` for the operators the set uses."""
    for key, condition in filters.items():
        value = metadata.get(key)
        operations = condition if isinstance(condition, dict) else {"=": condition}
        for op, wanted in operations.items():
            if op == "=" and value != wanted:
                return False
            if op == "in" and value not in wanted:
                return False
            if op in (">", ">=", "<", "<="):
                if not isinstance(value, int | float) or isinstance(value, bool):
                    return False
                if not {">": value > wanted, ">=": value >= wanted, "<": value < wanted}.get(
                    op, value <= wanted
                ):
                    return False
    return True


def test_at_least_sixty_questions_with_unique_ordered_ids() -> None:
    ids = [q.id for q in questions() if q.split in ("dev", "test")]
    blind = [q.id for q in questions() if q.split == "test2"]
    blind3 = [q.id for q in questions() if q.split == "test3"]
    blind4 = [q.id for q in questions() if q.split == "test4"]
    blind5 = [q.id for q in questions() if q.split == "test5"]
    blind6 = [q.id for q in questions() if q.split == "test6"]
    blind7 = [q.id for q in questions() if q.split == "test7"]
    blind8 = [q.id for q in questions() if q.split == "test8"]
    blind9 = [q.id for q in questions() if q.split == "test9"]
    blind10 = [q.id for q in questions() if q.split == "test10"]
    blind11 = [q.id for q in questions() if q.split == "test11"]
    blind12 = [q.id for q in questions() if q.split == "test12"]
    blind13 = [q.id for q in questions() if q.split == "test13"]
    blind14 = [q.id for q in questions() if q.split == "test14"]

    assert len(ids) >= 60
    assert ids == [f"agent-{n:03d}" for n in range(1, len(ids) + 1)]
    assert blind == [f"agent2-{n:03d}" for n in range(1, len(blind) + 1)]
    assert blind3 == [f"agent3-{n:03d}" for n in range(1, len(blind3) + 1)]
    assert blind4 == [f"agent4-{n:03d}" for n in range(1, len(blind4) + 1)]
    assert blind5 == [f"agent5-{n:03d}" for n in range(1, len(blind5) + 1)]
    assert blind6 == [f"agent6-{n:03d}" for n in range(1, len(blind6) + 1)]
    assert blind7 == [f"agent7-{n:03d}" for n in range(1, len(blind7) + 1)]
    assert blind8 == [f"agent8-{n:03d}" for n in range(1, len(blind8) + 1)]
    assert blind9 == [f"agent9-{n:03d}" for n in range(1, len(blind9) + 1)]
    assert blind10 == [f"agent10-{n:03d}" for n in range(1, len(blind10) + 1)]
    assert blind11 == [f"agent11-{n:03d}" for n in range(1, len(blind11) + 1)]
    assert blind12 == [f"agent12-{n:03d}" for n in range(1, len(blind12) + 1)]
    assert blind13 == [f"agent13-{n:03d}" for n in range(1, len(blind13) + 1)]
    assert blind14 == [f"agent14-{n:03d}" for n in range(1, len(blind14) + 1)]


def test_the_mix_of_intents_and_outcomes_the_issue_asks_for() -> None:
    qs = questions()
    intents = Counter(q.intent for q in qs)
    reasons = Counter(q.clarify_reason for q in qs)

    assert intents["list"] >= 15
    assert sum(q.intent == "qa" and bool(q.filters) for q in qs) >= 12
    assert intents["compare"] >= 5
    assert intents["summarize"] >= 5
    assert intents["compute"] >= 5
    assert sum(bool({"formulary", "protocols"} & set(q.buckets)) for q in qs) >= 15
    assert reasons["no_results"] >= 5
    assert reasons["overload"] >= 4
    assert sum(bool(q.unmappable) for q in qs) >= 4
    assert any(q.format == "table" for q in qs if q.intent == "list" and q.expect == "answer")


def test_the_split_is_the_hash_of_the_id_with_about_forty_percent_test() -> None:
    qs = [q for q in questions() if q.split in ("dev", "test")]
    for q in qs:
        share = int(hashlib.sha256(q.id.encode()).hexdigest()[:8], 16) / 2**32
        assert q.split == ("test" if share < TEST_SHARE else "dev"), q.id
    test_share = sum(q.split == "test" for q in qs) / len(qs)
    assert 0.33 <= test_share <= 0.47


def test_the_blind_set_test2_has_the_mix_issue_16_asks_for() -> None:
    """Written later without reading the agent's code: every intent, both outcomes, trials and
    the written buckets, tables, unmappable constraints, overloads well past a short list."""
    blind = [q for q in questions() if q.split == "test2"]
    intents = Counter(q.intent for q in blind)
    reasons = Counter(q.clarify_reason for q in blind)

    assert len(blind) >= 30
    assert sum(q.buckets == (TRIAL_BUCKET,) for q in blind) >= 12
    assert sum(TRIAL_BUCKET not in q.buckets for q in blind) >= 12
    assert all(intents[intent] >= 2 for intent in ("qa", "list", "summarize", "compare", "compute"))
    assert reasons["no_results"] >= 4
    assert reasons["overload"] >= 3
    assert all(len(q.gold_documents) > 15 for q in blind if q.clarify_reason == "overload")
    assert sum(bool(q.unmappable) for q in blind) >= 3
    assert sum(q.format == "table" for q in blind) >= 4


def test_the_blind_set_test3_has_the_mix_issue_16_asks_for() -> None:
    """Written later still, without reading the agent's code or the trial field extractor:
    every intent, both outcomes, trials and both written buckets, tables, unmappable
    constraints, overloads well past a short list."""
    blind = [q for q in questions() if q.split == "test3"]
    intents = Counter(q.intent for q in blind)
    reasons = Counter(q.clarify_reason for q in blind)

    assert len(blind) >= 40
    assert sum(q.buckets == (TRIAL_BUCKET,) for q in blind) >= 15
    assert sum(q.buckets == ("formulary",) for q in blind) >= 8
    assert sum(q.buckets == ("protocols",) for q in blind) >= 8
    assert all(intents[intent] >= 3 for intent in ("qa", "list", "summarize", "compare", "compute"))
    assert reasons["no_results"] >= 5
    assert reasons["overload"] >= 3
    assert all(len(q.gold_documents) > 15 for q in blind if q.clarify_reason == "overload")
    assert sum(bool(q.unmappable) for q in blind) >= 3
    assert sum(q.format == "table" for q in blind) >= 4


def test_the_blind_set_test4_has_the_mix_issue_16_asks_for() -> None:
    """Written last, without reading the agent's code, the trial field extractor or the
    earlier blind rows: every intent, both outcomes, trials and both written buckets, tables,
    unmappable constraints, relative years, overloads well past a short list."""
    blind = [q for q in questions() if q.split == "test4"]
    intents = Counter(q.intent for q in blind)
    reasons = Counter(q.clarify_reason for q in blind)

    assert len(blind) >= 40
    assert sum(q.buckets == (TRIAL_BUCKET,) for q in blind) >= 15
    assert sum(q.buckets == ("formulary",) for q in blind) >= 8
    assert sum(q.buckets == ("protocols",) for q in blind) >= 8
    assert all(intents[intent] >= 3 for intent in ("qa", "list", "summarize", "compare", "compute"))
    assert reasons["no_results"] >= 5
    assert reasons["overload"] >= 3
    assert all(len(q.gold_documents) > 15 for q in blind if q.clarify_reason == "overload")
    assert sum(bool(q.unmappable) for q in blind) >= 4
    assert sum(q.format == "table" for q in blind) >= 4
    years = [q for q in blind if {"year", "year_reviewed", "review_due_year"} & set(q.filters)]
    assert len(years) >= 4


def test_the_blind_set_test5_has_the_mix_issue_16_asks_for() -> None:
    """Written fifth, without reading the agent's code, the trial field extractor or the
    earlier blind rows: every intent, trials and both written buckets, tables, unmappable
    constraints, years relative to 2026, four overloads well past 15 documents and at least
    four lists that sound broad but stay short enough to answer."""
    blind = [q for q in questions() if q.split == "test5"]
    intents = Counter(q.intent for q in blind)
    reasons = Counter(q.clarify_reason for q in blind)
    short_lists = [q for q in blind if q.intent == "list" and q.expect == "answer"]

    assert len(blind) >= 40
    assert sum(q.buckets == (TRIAL_BUCKET,) for q in blind) >= 15
    assert sum(q.buckets == ("formulary",) for q in blind) >= 8
    assert sum(q.buckets == ("protocols",) for q in blind) >= 8
    assert all(intents[intent] >= 3 for intent in ("qa", "list", "summarize", "compare", "compute"))
    assert reasons["no_results"] >= 5
    assert reasons["overload"] >= 4
    assert all(len(q.gold_documents) > 15 for q in blind if q.clarify_reason == "overload")
    assert sum(2 <= len(q.gold_documents) <= 6 for q in short_lists) >= 4
    assert sum(bool(q.unmappable) for q in blind) >= 4
    assert sum(q.format == "table" for q in blind) >= 4
    years = [q for q in blind if {"year", "year_reviewed", "review_due_year"} & set(q.filters)]
    assert len(years) >= 4


def test_the_blind_set_test6_has_the_mix_issue_16_asks_for() -> None:
    """Written sixth, without reading the agent's code, the trial field extractor or the
    earlier blind rows: every intent, trials and both written buckets, tables, unmappable
    constraints, years relative to 2026, four overloads well past 15 documents and at least
    four lists that sound broad but stay short enough to answer."""
    blind = [q for q in questions() if q.split == "test6"]
    intents = Counter(q.intent for q in blind)
    reasons = Counter(q.clarify_reason for q in blind)
    short_lists = [q for q in blind if q.intent == "list" and q.expect == "answer"]

    assert len(blind) >= 40
    assert sum(q.buckets == (TRIAL_BUCKET,) for q in blind) >= 15
    assert sum(q.buckets == ("formulary",) for q in blind) >= 8
    assert sum(q.buckets == ("protocols",) for q in blind) >= 8
    assert all(intents[intent] >= 3 for intent in ("qa", "list", "summarize", "compare", "compute"))
    assert reasons["no_results"] >= 5
    assert reasons["overload"] >= 4
    assert all(len(q.gold_documents) > 15 for q in blind if q.clarify_reason == "overload")
    assert sum(2 <= len(q.gold_documents) <= 6 for q in short_lists) >= 4
    assert sum(bool(q.unmappable) for q in blind) >= 4
    assert sum(q.format == "table" for q in blind) >= 4
    years = [q for q in blind if {"year", "year_reviewed", "review_due_year"} & set(q.filters)]
    assert len(years) >= 4


def test_the_blind_set_test7_has_the_mix_issue_16_asks_for() -> None:
    """Written seventh, without reading the agent's code, the trial field extractor or the
    earlier blind rows: every intent, trials and both written buckets, tables, unmappable
    constraints, years relative to 2026, six questions whose answer is that nothing matches,
    four overloads well past 15 documents and at least four lists that sound broad but stay
    short enough to answer."""
    blind = [q for q in questions() if q.split == "test7"]
    intents = Counter(q.intent for q in blind)
    reasons = Counter(q.clarify_reason for q in blind)
    short_lists = [q for q in blind if q.intent == "list" and q.expect == "answer"]

    assert len(blind) >= 40
    assert sum(q.buckets == (TRIAL_BUCKET,) for q in blind) >= 15
    assert sum(q.buckets == ("formulary",) for q in blind) >= 8
    assert sum(q.buckets == ("protocols",) for q in blind) >= 8
    assert all(intents[intent] >= 3 for intent in ("qa", "list", "summarize", "compare", "compute"))
    assert reasons["no_results"] >= 6
    assert reasons["overload"] >= 4
    assert all(len(q.gold_documents) > 15 for q in blind if q.clarify_reason == "overload")
    assert sum(2 <= len(q.gold_documents) <= 6 for q in short_lists) >= 4
    assert sum(bool(q.unmappable) for q in blind) >= 4
    assert sum(q.format == "table" for q in blind) >= 4
    years = [q for q in blind if {"year", "year_reviewed", "review_due_year"} & set(q.filters)]
    assert len(years) >= 4


def test_the_blind_set_test8_has_the_mix_issue_16_asks_for() -> None:
    """Written eighth, without reading the agent's code or the trial field extractor: every
    intent, trials and both written buckets, tables, unmappable constraints, years relative to
    2026 (in words and as ranges), six questions whose answer is that nothing matches, two
    overloads past 15 documents and at least four short lists to answer."""
    blind = [q for q in questions() if q.split == "test8"]
    intents = Counter(q.intent for q in blind)
    reasons = Counter(q.clarify_reason for q in blind)
    short_lists = [q for q in blind if q.intent == "list" and q.expect == "answer"]

    assert len(blind) == 44
    assert sum(q.buckets == (TRIAL_BUCKET,) for q in blind) >= 12
    assert sum(q.buckets == ("formulary",) for q in blind) >= 12
    assert sum(q.buckets == ("protocols",) for q in blind) >= 12
    assert all(intents[intent] >= 3 for intent in ("qa", "list", "summarize", "compare", "compute"))
    assert reasons["no_results"] == 6
    assert reasons["overload"] == 2
    assert all(len(q.gold_documents) > 15 for q in blind if q.clarify_reason == "overload")
    assert all(not q.gold_documents for q in blind if q.clarify_reason == "no_results")
    assert sum(2 <= len(q.gold_documents) <= 6 for q in short_lists) >= 4
    assert sum(bool(q.unmappable) for q in blind) >= 4
    assert sum(q.format == "table" for q in blind) >= 4
    years = [q for q in blind if {"year", "year_reviewed", "review_due_year"} & set(q.filters)]
    assert len(years) >= 8


def test_the_blind_set_test9_has_the_mix_issue_16_asks_for() -> None:
    """Written ninth, without reading the agent's code, the trial field extractor or the earlier
    blind rows: every intent, trials and both written buckets, tables, six unmappable
    constraints, eight or more impossible filters (nothing matches, or far too much), years,
    and at least four short lists to answer."""
    blind = [q for q in questions() if q.split == "test9"]
    intents = Counter(q.intent for q in blind)
    reasons = Counter(q.clarify_reason for q in blind)
    short_lists = [q for q in blind if q.intent == "list" and q.expect == "answer"]

    assert len(blind) == 44
    assert sum(q.buckets == (TRIAL_BUCKET,) for q in blind) >= 12
    assert sum(q.buckets == ("formulary",) for q in blind) >= 12
    assert sum(q.buckets == ("protocols",) for q in blind) >= 12
    assert all(intents[intent] >= 4 for intent in ("qa", "list", "summarize", "compare", "compute"))
    assert reasons["no_results"] + reasons["overload"] >= 8
    assert reasons["overload"] >= 2
    assert all(len(q.gold_documents) > 15 for q in blind if q.clarify_reason == "overload")
    assert all(not q.gold_documents for q in blind if q.clarify_reason == "no_results")
    assert sum(2 <= len(q.gold_documents) <= 6 for q in short_lists) >= 4
    assert sum(bool(q.unmappable) for q in blind) >= 6
    assert sum(q.format == "table" for q in blind) >= 4
    years = [q for q in blind if {"year", "year_reviewed", "review_due_year"} & set(q.filters)]
    assert len(years) >= 8


def test_the_blind_set_test10_has_the_mix_issue_16_asks_for() -> None:
    """Written tenth, without reading the agent's code or the earlier blind rows: every intent,
    trials and both written buckets, tables, five unmappable constraints, impossible filters
    and overloads, years, and short lists to answer."""
    blind = [q for q in questions() if q.split == "test10"]
    intents = Counter(q.intent for q in blind)
    reasons = Counter(q.clarify_reason for q in blind)
    short_lists = [q for q in blind if q.intent == "list" and q.expect == "answer"]

    assert len(blind) == 44
    assert sum(q.buckets == (TRIAL_BUCKET,) for q in blind) >= 12
    assert sum(q.buckets == ("formulary",) for q in blind) >= 12
    assert sum(q.buckets == ("protocols",) for q in blind) >= 12
    assert all(intents[intent] >= 4 for intent in ("qa", "list", "summarize", "compare", "compute"))
    assert reasons["no_results"] >= 4
    assert reasons["overload"] >= 2
    assert all(len(q.gold_documents) > 15 for q in blind if q.clarify_reason == "overload")
    assert all(not q.gold_documents for q in blind if q.clarify_reason == "no_results")
    assert sum(2 <= len(q.gold_documents) <= 6 for q in short_lists) >= 8
    assert sum(bool(q.unmappable) for q in blind) >= 5
    assert sum(q.format == "table" for q in blind) >= 4
    years = [q for q in blind if {"year", "year_reviewed", "review_due_year"} & set(q.filters)]
    assert len(years) >= 8


def assert_the_mix_of_a_late_blind_round(split: str) -> None:
    """The mix rounds eleven on were written to: every intent, trials and both written
    buckets, tables, six unmappable constraints, impossible filters and overloads, years, short
    lists to answer."""
    blind = [q for q in questions() if q.split == split]
    intents = Counter(q.intent for q in blind)
    reasons = Counter(q.clarify_reason for q in blind)
    short_lists = [q for q in blind if q.intent == "list" and q.expect == "answer"]

    assert len(blind) == 44
    assert sum(q.buckets == (TRIAL_BUCKET,) for q in blind) >= 12
    assert sum(q.buckets == ("formulary",) for q in blind) >= 12
    assert sum(q.buckets == ("protocols",) for q in blind) >= 12
    assert all(intents[intent] >= 4 for intent in ("qa", "list", "summarize", "compare", "compute"))
    assert reasons["no_results"] >= 6
    assert reasons["overload"] >= 2
    assert all(len(q.gold_documents) > 15 for q in blind if q.clarify_reason == "overload")
    assert all(not q.gold_documents for q in blind if q.clarify_reason == "no_results")
    assert sum(2 <= len(q.gold_documents) <= 6 for q in short_lists) >= 10
    assert sum(bool(q.unmappable) for q in blind) >= 6
    assert sum(q.format == "table" for q in blind) >= 6
    years = [q for q in blind if {"year", "year_reviewed", "review_due_year"} & set(q.filters)]
    assert len(years) >= 8
    assert len({q.question for q in blind}) == len(blind)


def test_the_blind_set_test11_has_the_mix_issue_16_asks_for() -> None:
    """Written eleventh, without reading the agent's code or the earlier blind rows; run
    blind once, so now among the seen splits."""
    assert_the_mix_of_a_late_blind_round("test11")
    assert "test11" in SEEN_QUESTION_SPLITS  # run blind once on 2026-11-26
    assert "test11" not in UNRUN_BLIND_SPLITS


def test_the_blind_set_test12_has_the_mix_issue_16_asks_for() -> None:
    """Written twelfth, without reading the agent's code or the earlier blind rows; not run
    yet, so in no default choice of splits."""
    assert_the_mix_of_a_late_blind_round("test12")
    assert "test12" not in UNRUN_BLIND_SPLITS  # run once on 2026-11-26; seen since
    assert "test12" in SEEN_QUESTION_SPLITS


def test_the_blind_set_test13_has_the_mix_issue_16_asks_for() -> None:
    """Written thirteenth, without reading the agent's code or the earlier blind rows; run once
    on 2026-11-26, seen since."""
    assert_the_mix_of_a_late_blind_round("test13")
    assert "test13" not in UNRUN_BLIND_SPLITS  # run once on 2026-11-26; seen since
    assert "test13" in SEEN_QUESTION_SPLITS


def test_the_blind_set_test14_has_the_mix_issue_16_asks_for() -> None:
    """Written fourteenth, without reading the agent's code or the earlier blind rows; not run
    yet, so in no default choice of splits."""
    assert_the_mix_of_a_late_blind_round("test14")
    assert "test14" in UNRUN_BLIND_SPLITS
    assert "test14" not in SEEN_QUESTION_SPLITS


def test_every_gold_document_exists_in_one_of_the_gold_buckets() -> None:
    for q in questions():
        assert len(set(q.gold_documents)) == len(q.gold_documents), q.id
        for source in q.gold_documents:
            assert source in corpus(), (q.id, source)
            assert corpus()[source].bucket in q.buckets, (q.id, source)


def test_every_gold_filter_names_a_field_of_its_buckets_with_a_value_of_its_type() -> None:
    for q in questions():
        for key, condition in q.filters.items():
            known: dict[str, set[type]] = {}
            for bucket in q.buckets:
                for name, types in fields_by_bucket()[bucket].items():
                    known.setdefault(name, set()).update(types)
            assert key in known or key in STANDARD_FIELDS, (q.id, key)
            operations = condition if isinstance(condition, dict) else {"=": condition}
            for op, value in operations.items():
                values = value if op == "in" else [value]
                for item in values:
                    assert type(item) in known[key], (q.id, key, item)


def test_outcomes_agree_with_the_gold_documents() -> None:
    for q in questions():
        if q.clarify_reason == "no_results":
            assert q.gold_documents == (), q.id
        elif q.clarify_reason == "overload":
            assert len(q.gold_documents) > 10, q.id
        else:
            assert q.gold_documents, q.id
            if q.intent == "list":
                assert len(q.gold_documents) <= 10, q.id


def test_written_bucket_lists_and_counts_are_exactly_what_their_filter_selects() -> None:
    """For the written buckets the fields are exact, so a list, count or clarification's gold
    is the filter's result; an unmappable constraint only narrows what the text cannot show."""
    for q in questions():
        if q.buckets == (TRIAL_BUCKET,) or q.intent not in ("list", "compute"):
            continue
        selected = {
            d.source
            for d in corpus().values()
            if d.bucket in q.buckets and matches(d.metadata, q.filters)
        }
        assert selected == set(q.gold_documents), q.id


def test_the_written_buckets_are_fictional_monographs_and_protocols_of_fitting_length() -> None:
    written = [d for d in corpus().values() if d.bucket != TRIAL_BUCKET]
    buckets = Counter(d.bucket for d in written)

    assert buckets["formulary"] >= 30
    assert buckets["protocols"] >= 30
    for document in written:
        words = len(document.text.split())
        assert 120 <= words <= 300, (document.source, words)
        assert "fictional institution" in document.text, document.source
    formulary = fields_by_bucket()["formulary"]
    assert formulary["renal_adjustment"] == {bool}
    assert formulary["year_reviewed"] == {int}
    assert {"drug", "drug_class", "route", "formulary_status"} <= set(formulary)
    protocols = fields_by_bucket()["protocols"]
    assert protocols["year"] == {int}
    assert protocols["review_due_year"] == {int}
    assert {"department", "document_type"} <= set(protocols)


def test_a_line_outside_the_format_is_refused(tmp_path: Any) -> None:
    good = (
        '{"id": "agent-001", "question": "q", "intent": "list", "buckets": ["formulary"], '
        '"filters": {}, "unmappable": [], "gold_documents": [], "expect": "clarify", '
        '"clarify_reason": "no_results", "format": "list", "split": "dev"}'
    )
    path = tmp_path / "questions.jsonl"
    path.write_text(good + "\n")
    assert load_agent_questions(path)[0].clarify_reason == "no_results"

    for broken in (
        good.replace('"intent": "list"', '"intent": "lookup"'),
        good.replace('"clarify_reason": "no_results"', '"clarify_reason": null'),
        good.replace('"split": "dev"', '"split": "dev", "extra": 1'),
    ):
        path.write_text(broken + "\n")
        with pytest.raises(AgentSetError):
            load_agent_questions(path)


def test_trial_sources_look_like_the_sample_corpus() -> None:
    trial_gold = {s for q in questions() for s in q.gold_documents if s.startswith(TRIAL_BUCKET)}

    assert trial_gold
    assert all(re.fullmatch(r"pubmed_trials/\d{3}", s) for s in trial_gold)
