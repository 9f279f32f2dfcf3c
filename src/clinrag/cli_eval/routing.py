"""The ``clinrag eval`` subcommands of query routing: ``classify`` (query types) and ``routes``
(the thread router) (their options and help)."""

from __future__ import annotations

from typing import Any

from clinrag.cli_eval.handlers import run_classify, run_routes
from clinrag.cli_reports import report_command


def add_classify(evaluations: Any) -> None:
    command = report_command(
        evaluations,
        "classify",
        "query-type accuracy per type on held-out questions, cross-validated on train, latency",
        run_classify,
    )
    command.add_argument(
        "--limit", type=int, help="only the first N held-out questions (a quick look)"
    )
    command.add_argument(
        "--with-model",
        action="store_true",
        help="also ask the configured language model (CLINRAG_LLM__*) to type the same questions",
    )


def add_routes(evaluations: Any) -> None:
    report_command(
        evaluations,
        "routes",
        "the learned thread router on the shipped follow-ups alone: in-sample, fitted on one "
        "set and scored on the other, 5-fold by dialogue; the rule router beside it",
        run_routes,
    )
