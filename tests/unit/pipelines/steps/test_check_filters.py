"""The request's filters counted before the search: nothing is asked while a document is
left; otherwise the condition whose removal leaves most documents is offered, counted under
the caller's scope."""

from __future__ import annotations

from dataclasses import replace

from clinrag.pipelines.state import QueryState
from clinrag.pipelines.steps.check_filters import CheckFilters, ask_to_relax
from clinrag.retrieval.access import AccessScope
from clinrag.retrieval.filters import MetadataFilter, parse_filter
from tests.unit.pipelines.steps.conftest import run_step

YEARS = {"guidelines": [2019, 2022], "notes": [2024]}
"""Documents by bucket and year: what the fake store counts."""


class _Corpus:
    async def count_documents(self, metadata_filter: MetadataFilter, access: AccessScope) -> int:
        assert access.cache_key() == "public"  # the step counts under the request's scope
        return _count(metadata_filter)


def _count(metadata_filter: MetadataFilter) -> int:
    wanted = {c.key: c for c in metadata_filter.conditions}
    found = 0
    for bucket, years in YEARS.items():
        for year in years:
            bucket_ok = "bucket" not in wanted or wanted["bucket"].value == bucket
            year_ok = "year" not in wanted or year >= int(str(wanted["year"].value))
            found += bucket_ok and year_ok
    return found


def _state(state: QueryState, filters: dict[str, object]) -> QueryState:
    return replace(state, metadata_filter=parse_filter(filters), access=AccessScope.of(["public"]))


async def test_filters_that_leave_documents_ask_nothing(state: QueryState) -> None:
    checked, notes, _ = await run_step(CheckFilters(_Corpus()), _state(state, {"bucket": "notes"}))
    assert notes.values == {"filters": ["bucket = notes"], "documents": 1}
    assert checked.filter_check is None
    assert ask_to_relax(checked) is None


async def test_the_condition_whose_removal_leaves_most_is_offered(state: QueryState) -> None:
    asked = _state(state, {"bucket": "notes", "year": {">=": 2030}})
    checked, notes, _ = await run_step(CheckFilters(_Corpus()), asked)
    assert notes.values["without"] == {"bucket = notes": 0, "year >= 2030": 1}
    assert notes.values["relax"] == "year >= 2030"
    ask = ask_to_relax(checked)
    assert ask is not None
    assert ask.reason == "no_results"
    assert ask.options == ("relax year >= 2030", "keep the filters")
    assert 'Without "year >= 2030" 1 documents match' in ask.question


async def test_when_no_single_removal_helps_the_filters_are_to_be_restated(
    state: QueryState,
) -> None:
    asked = _state(state, {"bucket": "trials", "year": {">=": 2030}})
    checked, notes, _ = await run_step(CheckFilters(_Corpus()), asked)
    assert notes.values["relax"] is None
    ask = ask_to_relax(checked)
    assert ask is not None
    assert ask.options == ()
    assert "Please restate the filters" in ask.question
