"""The ``clinrag eval`` subcommands that ask the pipelines questions: ``answers``, ``coverage``,
``verdicts``, ``agent`` and ``conversations`` (their options and help)."""

from __future__ import annotations

from typing import Any, get_args

from clinrag.cli_eval.handlers import (
    run_agent,
    run_answers,
    run_conversations,
    run_coverage,
    run_verdicts,
)
from clinrag.cli_eval.values import (
    answer_split,
    reader_names,
    split_names,
    strategy_names,
    verdict_names,
)
from clinrag.cli_reports import report_command
from clinrag.domain import Mode, Strategy
from clinrag.shipped_data import QUESTION_SPLITS, DialogueSet


def add_answers(evaluations: Any) -> None:
    command = report_command(
        evaluations,
        "answers",
        "answers with the real model per pipeline and synthesis strategy: citations, "
        "refusals, agreement with the studies' conclusions, cost",
        run_answers,
        store="clinrag_eval (consensus) or clinrag_eval_trials (research)",
    )
    command.add_argument(
        "--set",
        choices=["consensus", "research"],
        default="consensus",
        help="consensus: answerable and unanswerable questions over the consensus claims; "
        "research: yes/no questions whose answer is a trial abstract's conclusion",
    )
    command.add_argument(
        "--questions", type=int, default=40, help="consensus: answerable questions"
    )
    command.add_argument(
        "--unanswerable", type=int, default=20, help="consensus: questions the corpus cannot answer"
    )
    command.add_argument(
        "--modes",
        nargs="+",
        choices=get_args(Mode),
        default=["classical"],
        help="pipelines to evaluate (default: classical)",
    )
    command.add_argument(
        "--strategies",
        type=strategy_names,
        default=list(get_args(Strategy)),
        help="synthesis strategies, comma-separated (default: direct,map_reduce,extractive)",
    )
    command.add_argument(
        "--split",
        type=answer_split,
        default="all",
        help="research: the fixed splits to ask, comma-separated, each reported on its own "
        "(test is never tuned on; test2 to test14 were "
        "written blind; all = dev and test)",
    )
    command.add_argument(
        "--limit", type=int, help="research: at most this many questions (stances in turn)"
    )
    command.add_argument(
        "--verdicts",
        type=verdict_names,
        default=["rules"],
        help="research: how extractive answers state their verdict, comma-separated "
        "(CLINRAG_PIPELINE__VERDICT; default: rules; rules,model asks every question under each; "
        "learned: each seen split read by the reader trained without it)",
    )


def add_coverage(evaluations: Any) -> None:
    command = report_command(
        evaluations,
        "coverage",
        "questions on subjects the sample corpus holds and on near-miss subjects it does not, "
        "with the relevance gate off and on: answered shares, threshold sweep, p50",
        run_coverage,
        store="clinrag_eval_trials",
    )
    command.add_argument(
        "--split",
        choices=["dev", "held_out", "all"],
        default="all",
        help="dev: drugs (tuned on); held_out: conditions and procedures (never tuned on)",
    )
    command.add_argument("--mode", choices=get_args(Mode), default="classical")
    command.add_argument("--strategy", choices=get_args(Strategy), default="extractive")


def add_verdicts(evaluations: Any) -> None:
    command = report_command(
        evaluations,
        "verdicts",
        "the research questions' gold conclusion sentences read by the stance rules, the learned "
        "reader held out from each split, and the model's verdict prompt: accuracy per split "
        "and gold stance, unclear share, seconds",
        run_verdicts,
    )
    command.add_argument(
        "--split",
        type=split_names,
        default=["dev", "test", "test2", "test3"],
        help="splits, comma-separated (default: dev,test,test2,test3, all read by now; a new "
        "blind split by name)",
    )
    command.add_argument(
        "--limit", type=int, help="at most this many questions per split (stances in turn)"
    )
    command.add_argument(
        "--readers",
        type=reader_names,
        default=["rules", "model"],
        help="rules (stance/rules.py), learned (stance/model.py, trained on "
        "every other split), model (the verdict prompt), comma-separated",
    )


def add_agent(evaluations: Any) -> None:
    command = report_command(
        evaluations,
        "agent",
        "the agent pipeline over the bucketed corpus: filter extraction, documents cited vs "
        "gold, citations resolving, tool calls, clarifications, unmapped constraints, latency",
        run_agent,
        store="clinrag_eval_agent",
    )
    command.add_argument(
        "--split",
        choices=[*QUESTION_SPLITS, "all"],
        default="dev",
        help="test2 to test14: the sets written blind, without reading the agent's code; "
        "all = dev and test",
    )
    command.add_argument("--limit", type=int, help="at most this many questions")
    command.add_argument("--driver", choices=["json", "native"], default="json")
    command.add_argument(
        "--reference-year",
        type=int,
        default=2026,
        help="the year the questions' relative years ('reviewed this year', 'in the last two "
        "years') count from: the year the set was written, so the figures do not move with "
        "the calendar",
    )
    command.add_argument(
        "--llm",
        choices=["model", "standin"],
        default="model",
        help="model: the configured language model; standin: the extractive stand-in (no "
        "model: the decomposition falls back to its rules)",
    )


def add_conversations(evaluations: Any) -> None:
    command = report_command(
        evaluations,
        "conversations",
        "the shipped dialogues turn by turn through the thread router and follow-up rewriting: "
        "route accuracy, hit@5 with and without the rewrite, fallbacks, cost",
        run_conversations,
        store="clinrag_eval_trials",
    )
    command.add_argument("--limit", type=int, help="at most this many dialogues (in file order)")
    dialogue_set = command.add_mutually_exclusive_group()
    dialogue_set.add_argument(
        "--set",
        dest="dialogue_set",
        choices=get_args(DialogueSet),
        default="dev",
        help="the dialogues: dev (default, for tuning), or a blind set (each written without "
        "seeing the router; run once per router change, never tuned on)",
    )
    dialogue_set.add_argument(
        "--blind",
        dest="dialogue_set",
        action="store_const",
        const="blind",
        help="the same as --set blind",
    )
    command.add_argument(
        "--router",
        choices=["learned", "cues", "model"],
        default="learned",
        help="thread router (default: learned)",
    )
    command.add_argument(
        "--rewriter",
        choices=["carry_over", "model"],
        default="carry_over",
        help="follow-up rewrite (default: carry_over)",
    )
    command.add_argument(
        "--mode", choices=get_args(Mode), default="classical", help="pipeline (default: classical)"
    )
    command.add_argument(
        "--strategy",
        choices=get_args(Strategy),
        default="direct",
        help="synthesis strategy of each answer (default: direct; extractive writes no text "
        "with the model, so only the router and the rewrite call it)",
    )
