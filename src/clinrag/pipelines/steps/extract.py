"""The extractive answer: no model call, the evidence's best sentences quoted with their
citations. A strategy of its own, and the answer shipped when relevant evidence exists but no
generated sentence survived its citation check (a refusal is shown only when nothing relevant
was found)."""

from __future__ import annotations

from dataclasses import replace

from clinrag.pipelines.state import QueryState
from clinrag.pipelines.trace import StepDetails


class Extract:
    name = "extract"

    def __init__(self, sentences: int) -> None:
        self.sentences = sentences

    async def run(self, state: QueryState, notes: StepDetails) -> QueryState:
        quoted = [(p.number, p.lead) for p in state.passages if p.lead][: self.sentences]
        text = " ".join(f"{_closed(lead)} [{number}]" for number, lead in quoted)
        notes.update(quoted=len(quoted), cited=[number for number, _ in quoted])
        return replace(state, draft_text=text, draft_kind="extractive", fact_overlap=None)


def _closed(sentence: str) -> str:
    """The sentence ending in a full stop, so that its marker follows its own sentence."""
    sentence = sentence.strip()
    return sentence if sentence.endswith((".", "!", "?")) else f"{sentence}."
