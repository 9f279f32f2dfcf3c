"""Record, per research question, the passages evidence selection receives in the real
pipeline (classical, extractive, rules verdict; the settings of the environment), so that
evidence selection and the extractive quote can be replayed offline (``quote_replay.py``)
without asking again. The first documents' other passages are read as
``CLINRAG_PIPELINE__READ_DOCUMENTS=5`` reads them, and each passage is marked retrieved or
read beside them, so the replay can drop the read ones (the default, 0).

    OMP_NUM_THREADS=1 CLINRAG_PIPELINE__COVERAGE_CHECK=true PYTHONPATH=src:. \
        python scripts/record_research_passages.py OUT.jsonl dev,test,...,test11
"""

from __future__ import annotations

import asyncio
import json
import sys
from typing import Any

from clinrag.components import build_models, build_safeguards
from clinrag.evaluation.answer_runs import asker_over
from clinrag.evaluation.store import settings_for_store
from clinrag.llm.on_demand import OnDemandLLM
from clinrag.pipelines.state import QueryState
from clinrag.pipelines.steps.read_documents import ReadDocuments
from clinrag.pipelines.steps.select_evidence import SelectEvidence
from clinrag.pipelines.trace import StepDetails
from clinrag.settings import Settings
from clinrag.shipped_data import UNRUN_BLIND_SPLITS
from clinrag.stance.research_set import load_research_questions, load_sample_corpus

BLIND = frozenset({*UNRUN_BLIND_SPLITS, "test13"})
"""Splits never recorded here (a blind split is run only by name, by the lead)."""
READ = 5
"""Documents whose other passages are read and recorded (the replay keeps the first k)."""

_seen: dict[str, Any] = {}


def _patch() -> None:
    read_run = ReadDocuments.run
    select_run = SelectEvidence.run

    async def reading(self: ReadDocuments, state: QueryState, notes: StepDetails) -> QueryState:
        if state.retrieval is not None:
            _seen["retrieved"] = [c.chunk_id for c in state.retrieval.chunks]
        return await read_run(self, state, notes)

    async def selecting(self: SelectEvidence, state: QueryState, notes: StepDetails) -> QueryState:
        refined = (state.refined_query,) if state.refined_query else ()
        _seen["searches"] = list(
            dict.fromkeys((state.redacted_question, *state.sub_queries, *refined))
        )
        _seen["question"] = state.redacted_question
        retrieved = set(_seen.get("retrieved", [p.chunk.chunk_id for p in state.passages]))
        _seen["passages"] = [
            {
                "chunk_id": p.chunk.chunk_id,
                "document_id": p.chunk.document_id,
                "text": p.text.text,
                "title": p.title.text,
                "retrieved": p.chunk.chunk_id in retrieved,
                "fused": p.chunk.fused,
                "closes": p.chunk.closes_document,
            }
            for p in state.passages
        ]
        return await select_run(self, state, notes)

    ReadDocuments.run = reading  # type: ignore[method-assign]
    SelectEvidence.run = selecting  # type: ignore[method-assign]


async def main(out: str, splits: list[str]) -> None:
    if BLIND & set(splits):
        raise SystemExit("a blind split is not recorded")
    _patch()
    base = Settings()
    settings = settings_for_store(base, "clinrag_eval_trials", None)
    pipeline = settings.pipeline.model_copy(update={"read_documents": READ})
    settings = settings.model_copy(update={"pipeline": pipeline})
    models = await asyncio.to_thread(build_models, settings)
    safeguards = await asyncio.to_thread(build_safeguards, settings, models)
    llm = OnDemandLLM(settings, say=print)
    questions = [q for q in load_research_questions() if q.split in splits]
    async with asker_over(settings, models, safeguards, llm, load_sample_corpus()) as asker:
        with open(out, "w", encoding="utf-8") as sink:  # noqa: ASYNC230 (a script, one file)
            for n, q in enumerate(questions, start=1):
                _seen.clear()
                run = await asker.ask(q.question, mode="classical", strategy="extractive")
                record = {
                    "id": q.id,
                    "split": q.split,
                    "kind": run.kind,
                    "sources": {
                        str(p["document_id"]): asker.sources.get(p["document_id"], "")
                        for p in _seen.get("passages", [])
                    },
                    **{k: v for k, v in _seen.items() if k != "retrieved"},
                    "answer": None if run.answer is None else run.answer.text,
                }
                sink.write(json.dumps(record) + "\n")
                sink.flush()
                print(n, q.split, q.id, run.kind, f"{run.seconds:.1f}s", flush=True)
    await llm.aclose()


if __name__ == "__main__":
    asyncio.run(main(sys.argv[1], sys.argv[2].split(",")))
