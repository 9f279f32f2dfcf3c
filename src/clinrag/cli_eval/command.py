"""The ``clinrag eval`` group: its parser and every subcommand, in the order ``--help`` lists
them (each family's options live in a module of its own)."""

from __future__ import annotations

from typing import Any

from clinrag.cli_eval import answers, evidence, routing, safety


def add_eval_commands(commands: Any) -> None:
    evaluate = commands.add_parser("eval", help="evaluations that print quality figures")
    evaluations = evaluate.add_subparsers(dest="evaluation", required=True)
    evidence.add_retrieval(evaluations)
    evidence.add_research_retrieval(evaluations)
    answers.add_answers(evaluations)
    answers.add_coverage(evaluations)
    answers.add_verdicts(evaluations)
    answers.add_agent(evaluations)
    answers.add_conversations(evaluations)
    safety.add_pii(evaluations)
    safety.add_guard(evaluations)
    safety.add_judge(evaluations)
    routing.add_classify(evaluations)
    routing.add_routes(evaluations)
    evidence.add_citations(evaluations)
    evidence.add_trial_metadata(evaluations)
