"""The model judge after the guard (``CLINRAG_SECURITY__MODEL_JUDGE=on``): the language model
reads the redacted question and a verdict the deployment refuses on ends the request with the
guard's reason code and detail (``security/model_judge.py``).

The guard has already passed the question, so a judge that gives no verdict (model down, busy,
timed out, malformed output) lets it through: the trace says ``judge: unavailable`` and the
step's status is ``fallback`` with the ``llm_*`` code, which ``clinrag_llm_errors_total``
counts (docs/architecture.md, "The model judge", says why this fails open).
"""

from __future__ import annotations

from clinrag.errors import InputRejected
from clinrag.pipelines.state import QueryState
from clinrag.pipelines.trace import StepDetails
from clinrag.security.guard import REJECTION_DETAILS
from clinrag.security.model_judge import REASON_CODES, UNAVAILABLE, ModelJudge

JUDGE_REFUSES = frozenset(REASON_CODES)
"""The verdicts that refuse: every one but ``safe`` (docs/benchmarks.md, "A model judge")."""


class Judge:
    name = "judge"

    def __init__(self, judge: ModelJudge, refuses: frozenset[str]) -> None:
        """``refuses``: the verdicts that refuse (the others are recorded only)."""
        self.judge = judge
        self.refuses = refuses

    async def run(self, state: QueryState, notes: StepDetails) -> QueryState:
        if state.query is None:
            raise RuntimeError("judge needs the redacted, guarded question")
        judgement = await self.judge.judge(state.query.text)
        notes.update(judge=judgement.verdict, seconds=round(judgement.seconds, 4))
        if judgement.completion is not None:
            notes.llm(judgement.completion)
        if judgement.verdict == UNAVAILABLE:
            notes.fallback(judgement.error or "llm_unavailable")
            return state
        reason = judgement.reason
        if reason is not None and judgement.verdict in self.refuses:
            raise InputRejected(REJECTION_DETAILS[reason], code=reason)
        return state
