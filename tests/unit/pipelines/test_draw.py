"""The drawings in docs/architecture.md are the flows the service runs."""

from __future__ import annotations

from pathlib import Path

from clinrag.pipelines.draw import BEGIN, END, embed, flows_to_draw, markdown, mermaid
from clinrag.settings import Settings

ARCHITECTURE = Path(__file__).resolve().parents[3] / "docs" / "architecture.md"


def test_the_architecture_document_shows_the_pipelines_as_the_code_builds_them() -> None:
    document = ARCHITECTURE.read_text()
    assert embed(markdown(Settings()), document) == document, (
        "docs/architecture.md's pipeline drawings are stale: run "
        "`clinrag pipelines draw --into docs/architecture.md`"
    )


def test_the_agentic_drawing_shows_the_router_and_the_bounded_reflection_loop() -> None:
    drawing = mermaid(flows_to_draw(Settings())["agentic"])
    assert '{"query type?"}' in drawing
    assert "-->|complex|" in drawing
    assert '{"confidence < 0.7? (≤ 2 more)"}' in drawing
    assert "-->|refined query|" in drawing
    assert "-->|no|" in drawing


def test_embedding_replaces_only_the_marked_block() -> None:
    document = f"before\n{BEGIN}\nold\n{END}\nafter\n"
    assert embed(f"{BEGIN}\nnew\n{END}\n", document) == f"before\n{BEGIN}\nnew\n{END}\nafter\n"
