"""The production input guard on the product's own questions: every question of the agent,
research, query-type and conversation sets (all legitimate), refused or not, and how many the
intent classifier scores near its refusal threshold.

The guard's blind sets measure look-alikes written to be hard; these are the questions the
service exists for (list and table requests, follow-ups, small talk in a thread), which the
intent thresholds were never tuned on. Each refusal is printed with its reasons and the intent
probability (dev tool; docs/benchmarks.md keeps the figures).

    PYTHONPATH=src python scripts/guard_on_product_questions.py
"""

from __future__ import annotations

import json

from clinrag.components import build_input_guard, build_models
from clinrag.evaluation.agent_set import load_agent_questions
from clinrag.evaluation.conversation_set import load_dialogues
from clinrag.evaluation.datasets import load_research_questions
from clinrag.security.language import UNSUPPORTED_LANGUAGE
from clinrag.settings import Settings
from clinrag.shipped_data import DIALOGUE_SETS, QUERY_TYPE_QUESTIONS

NEAR = 0.98
"""An intent probability this high is counted as near the classifier's refusal threshold."""


def product_questions() -> dict[str, list[str]]:
    """The shipped legitimate question sets, by name."""
    with QUERY_TYPE_QUESTIONS.open(encoding="utf-8") as rows:
        query_types = [json.loads(row)["question"] for row in rows if row.strip()]
    return {
        "agent": [q.question for q in load_agent_questions()],
        "research": [q.question for q in load_research_questions()],
        "query_types": query_types,
        "conversation turns": [
            turn.text
            for path in DIALOGUE_SETS.values()
            for dialogue in load_dialogues(path)
            for turn in dialogue.turns
        ],
    }


def main() -> None:
    settings = Settings()
    guard = build_input_guard(settings.security, build_models(settings).embedder)
    for name, texts in product_questions().items():
        refused, near, other_language = [], 0, 0
        for text in texts:
            check = guard.check(text)
            probability = check.scores.get("intent_probability", 0.0)
            near += probability >= NEAR
            if UNSUPPORTED_LANGUAGE in check.reasons:
                other_language += 1
            elif not check.allowed:
                refused.append((check.reasons, probability, text))
        print(
            f"{name}: {len(refused)} of {len(texts)} refused ({other_language} more by the "
            f"language gate); intent probability >= {NEAR}: {near}"
        )
        for reasons, probability, text in refused:
            print(f"    {','.join(reasons)}  p={probability:.4f}  {text}")


if __name__ == "__main__":
    main()
