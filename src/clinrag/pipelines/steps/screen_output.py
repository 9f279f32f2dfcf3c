"""A generated answer that carries what its evidence does not (an e-mail address, a URL, a code
or id, text of the system prompt: ``security/output_guard.py``) is withheld: an injected
document may have steered the model. The reasons are recorded; the evidence is then quoted
instead (the extractive fallback), or the answer is not found."""

from __future__ import annotations

from dataclasses import replace

from clinrag.llm.prompts import load_prompt
from clinrag.pipelines.citations import CitationCheck
from clinrag.pipelines.state import QueryState
from clinrag.pipelines.trace import StepDetails
from clinrag.security.output_guard import output_leaks

WRITING_PROMPTS = ("synthesize", "reduce")


class ScreenOutput:
    name = "screen_output"

    def __init__(self) -> None:
        self.system_prompts = tuple(load_prompt(p).system for p in WRITING_PROMPTS)

    async def run(self, state: QueryState, notes: StepDetails) -> QueryState:
        best = state.best
        if best is None or best.kind == "extractive" or not best.check.supported_numbers:
            notes.update(screened=False)
            return state
        evidence = [p.text.text for p in best.passages] + [state.redacted_question]
        reasons = output_leaks(best.check.text, evidence, self.system_prompts)
        notes.update(screened=True, reasons=reasons)
        if not reasons:
            return state
        nothing = CitationCheck((), 0, 0, 0)
        withheld = replace(best, check=nothing, confidence=0.0)
        return replace(state, best=withheld, draft=withheld, withheld=tuple(reasons))
