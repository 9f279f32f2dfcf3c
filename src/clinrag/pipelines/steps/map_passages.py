"""Map-reduce, first half (../shared/design/small-model-pipeline.md): one JSON call per
evidence passage, ``{"relevant": bool, "facts": [...]}``. A small model reads one short passage
far more reliably than five. The reply is read with ``json.loads``, then with a regex for
``"relevant"``; when both fail, or the call itself fails (a timeout on one passage under
load), the passage counts as relevant and its lead sentence is its fact: nothing relevant is
dropped because one call went wrong, and the reduce call still answers. Irrelevant passages
are dropped."""

from __future__ import annotations

import json
import re
from dataclasses import replace

from clinrag.errors import LLMError
from clinrag.llm.base import LLM
from clinrag.llm.prompts import load_prompt
from clinrag.llm.schemas import MAP_SCHEMA
from clinrag.pipelines.evidence import Passage
from clinrag.pipelines.state import Fact, QueryState
from clinrag.pipelines.trace import StepDetails
from clinrag.security.guard import fence_untrusted

_RELEVANT = re.compile(r'"relevant"\s*:\s*(true|false)', re.IGNORECASE)
MAX_FACTS = 4


def read_map_reply(text: str) -> tuple[bool, list[str], str]:
    """(relevant, facts, how it was read: ``json`` | ``regex`` | ``unread``)."""
    try:
        data = json.loads(text)
    except json.JSONDecodeError:
        data = None
    if isinstance(data, dict) and isinstance(data.get("relevant"), bool):
        facts = data.get("facts")
        kept = [f.strip() for f in facts if isinstance(f, str) and f.strip()] if facts else []
        return data["relevant"], kept[:MAX_FACTS], "json"
    found = _RELEVANT.search(text)
    if found:
        return found.group(1).lower() == "true", [], "regex"
    return True, [], "unread"


class MapPassages:
    name = "map_passages"

    def __init__(self, llm: LLM, max_tokens: int) -> None:
        self.llm = llm
        self.max_tokens = max_tokens

    async def run(self, state: QueryState, notes: StepDetails) -> QueryState:
        prompt = load_prompt("map")
        kept: list[Passage] = []
        facts: list[Fact] = []
        read: dict[str, int] = {}
        failed: list[str] = []
        for passage in state.passages:
            found: list[str]
            try:
                completion = await self.llm.complete(
                    prompt.messages(
                        question=state.redacted_question,
                        passage=fence_untrusted(passage.text.text),
                    ),
                    prompt=prompt.ref,
                    max_tokens=self.max_tokens,
                    json_schema=MAP_SCHEMA,
                    temperature=0.0,
                )
            except LLMError as error:
                failed.append(error.code)
                relevant, found, how = True, [], "failed"
            else:
                notes.llm(completion)
                relevant, found, how = read_map_reply(completion.text)
            read[how] = read.get(how, 0) + 1
            if not relevant:
                continue
            kept.append(passage)
            lead = [passage.lead] if passage.lead else []
            facts += [Fact(passage.number, text) for text in (found or lead)]
        notes.update(
            map_calls=len(state.passages),
            relevant_passages=[p.number for p in kept],
            facts=len(facts),
            replies_read=read,
            failed_calls=failed,
        )
        return replace(state, passages=tuple(kept), facts=tuple(facts))
