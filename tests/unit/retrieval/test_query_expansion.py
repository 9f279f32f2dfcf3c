"""BM25's query: the question with the generics of the brands it names appended."""

from __future__ import annotations

from clinrag.retrieval.query_expansion import GenericNames, as_asked


def _named(table: dict[str, tuple[str, ...]]) -> GenericNames:
    return GenericNames(lambda q: [g for w, gs in table.items() if w in q.lower() for g in gs])


def test_a_brand_gets_its_generics() -> None:
    expand = _named({"cosopt": ("dorzolamide", "timolol")})
    assert expand("Is Cosopt better?") == "Is Cosopt better? dorzolamide timolol"


def test_a_generic_the_query_holds_is_not_repeated() -> None:
    expand = _named({"zoloft": ("sertraline",)})
    assert expand("Does Zoloft (sertraline) work?") == "Does Zoloft (sertraline) work?"


def test_no_brand_no_change() -> None:
    assert _named({})("Does aspirin help?") == "Does aspirin help?"
    assert as_asked("Is Cosopt better?") == "Is Cosopt better?"
