"""Snippets: a window of the redacted chunk around the query's first match."""

from __future__ import annotations

from clinrag.pipelines.snippets import first_match, snippet

TEXT = (
    "Background and aims of the study are described first. Patient <PERSON_1> was enrolled. "
    "Vaccination with two doses reduced hospital admissions by half in older adults, and "
    "the effect lasted through the second winter of follow-up in every subgroup we examined."
)


def test_a_short_text_is_returned_whole() -> None:
    assert snippet("Metformin first.", "metformin", 300) == "Metformin first."


def test_the_window_holds_the_first_match_by_stem() -> None:
    cut = snippet(TEXT, "vaccines for older adults", 80)
    assert "Vaccination" in cut
    assert cut.startswith("…")
    assert cut.endswith("…")
    assert len(cut) <= 82


def test_without_a_match_the_window_is_the_opening() -> None:
    cut = snippet(TEXT, "insulin", 60)
    assert cut.startswith("Background")
    assert cut.endswith("…")


def test_placeholders_never_match_and_are_never_cut() -> None:
    assert first_match(TEXT, "what about <PERSON_1>?") is None
    for width in range(40, 120, 7):
        cut = snippet(TEXT, "enrolled", width)
        assert "<PERSON" not in cut or "<PERSON_1>" in cut


def test_a_citation_snippet_shows_the_quoted_lead_past_the_opening() -> None:
    """An extractive answer quotes a passage's lead; the snippet behind its [n] shows it."""
    from dataclasses import replace

    from clinrag.pipelines.answer import SNIPPET_CHARS, evidence_of
    from clinrag.pipelines.evidence import Passage
    from clinrag.security.redaction import RedactionSession, apply_spans
    from tests.fakes import chunk

    lead = "Constipation was more frequent with drug X (p < 0.01)."
    text = "A randomised trial of drug X in adults with diabetes. " * 8 + lead + " Next."
    session = RedactionSession()
    plain = apply_spans("", [], session)
    passage = Passage(1, chunk(1, text), apply_spans(text, [], session), plain, plain, plain)

    assert evidence_of(passage).snippet == text[:SNIPPET_CHARS]  # no lead: the opening
    shown = evidence_of(replace(passage, lead=lead)).snippet
    assert shown == "…" + lead + " Next."
    early = "A randomised trial of drug X in adults with diabetes."
    assert evidence_of(replace(passage, lead=early)).snippet == text[:SNIPPET_CHARS]
