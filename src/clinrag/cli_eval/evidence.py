"""The ``clinrag eval`` subcommands of evidence: ``retrieval``, ``research-retrieval``,
``citations`` (the citation check) and ``trial-metadata`` (fields read at ingest) (their options
and help)."""

from __future__ import annotations

from typing import Any

from clinrag.cli_eval.handlers import (
    run_citations,
    run_research_retrieval,
    run_retrieval,
    run_trial_metadata,
)
from clinrag.cli_eval.values import split_names
from clinrag.cli_reports import report_command
from clinrag.shipped_data import SEEN_QUESTION_SPLITS


def add_retrieval(evaluations: Any) -> None:
    report_command(
        evaluations,
        "retrieval",
        "nDCG@10, recall@10/100, MRR per retrieval mode on the consensus set",
        run_retrieval,
        store="clinrag_eval",
    )


def add_research_retrieval(evaluations: Any) -> None:
    report_command(
        evaluations,
        "research-retrieval",
        "research questions: the question's own abstract ranked first / in the first three, "
        "per split and retrieval arm, with the arm chosen leave-one-split-out",
        run_research_retrieval,
        store="clinrag_eval_trials",
    ).add_argument(
        "--split",
        type=split_names,
        default=list(SEEN_QUESTION_SPLITS),
        help="research splits, comma-separated (default: every split but a blind one not yet run)",
    )


def add_citations(evaluations: Any) -> None:
    command = report_command(
        evaluations,
        "citations",
        "the citation check on the labelled claim set: altered claims caught per kind, "
        "supported claims kept (held-out and calibration splits), latency",
        run_citations,
    )
    command.add_argument(
        "--abstracts", type=int, help="only the claims of the first N abstracts (a quick slice)"
    )


def add_trial_metadata(evaluations: Any) -> None:
    report_command(
        evaluations,
        "trial-metadata",
        "precision and recall per field of the trial fields read at ingest, against hand "
        "labels of the shipped abstracts (tuning and held-out splits)",
        run_trial_metadata,
    )
