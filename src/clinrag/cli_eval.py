"""``clinrag eval``: the evaluations that print quality figures, one subcommand each (the
figures and what they mean: docs/benchmarks.md)."""

from __future__ import annotations

import argparse
import asyncio
from typing import Any, get_args

from clinrag.cli_reports import report_command
from clinrag.domain import Mode, Strategy
from clinrag.errors import StartupError
from clinrag.settings import Settings
from clinrag.shipped_data import (
    QUESTION_SPLITS,
    SEEN_QUESTION_SPLITS,
    DialogueSet,
    GuardBlindSet,
    LanguageBlindSet,
    NoteBlindSet,
)


def _eval(settings: Settings, args: argparse.Namespace) -> None:
    from clinrag.commands.eval_evidence import eval_retrieval

    asyncio.run(eval_retrieval(settings, as_json=args.json, database_url=args.database_url))


def _eval_answers(settings: Settings, args: argparse.Namespace) -> None:
    from clinrag.commands.eval_answers import eval_answers

    asyncio.run(
        eval_answers(
            settings,
            question_set=args.set,
            questions=args.questions,
            unanswerable=args.unanswerable,
            modes=args.modes,
            strategies=args.strategies,
            splits=None if args.split == "all" else args.split.split(","),
            limit=args.limit,
            verdicts=args.verdicts,
            as_json=args.json,
            database_url=args.database_url,
        )
    )


def _eval_research_retrieval(settings: Settings, args: argparse.Namespace) -> None:
    from clinrag.commands.eval_research_retrieval import eval_research_retrieval

    asyncio.run(
        eval_research_retrieval(
            settings, splits=args.split, as_json=args.json, database_url=args.database_url
        )
    )


def _verdicts(value: str) -> list[str]:
    chosen = [v.strip() for v in value.split(",") if v.strip()]
    unknown = sorted(set(chosen) - {"rules", "model", "learned"})
    if not chosen or unknown:
        raise argparse.ArgumentTypeError(f"verdicts are rules, model and learned, not {unknown}")
    return chosen


def _readers(value: str) -> list[str]:
    chosen = [v.strip() for v in value.split(",") if v.strip()]
    unknown = sorted(set(chosen) - {"rules", "learned", "model"})
    if not chosen or unknown:
        raise argparse.ArgumentTypeError(f"readers are rules, learned and model, not {unknown}")
    return chosen


def _splits(value: str) -> list[str]:
    chosen = [v.strip() for v in value.split(",") if v.strip()]
    unknown = sorted(set(chosen) - set(QUESTION_SPLITS))
    if not chosen or unknown:
        raise argparse.ArgumentTypeError(f"unknown splits {unknown}")
    return chosen


def _answer_split(value: str) -> str:
    """``all`` or research splits, comma-separated (several in one run load the models once)."""
    if value == "all":
        return value
    return ",".join(_splits(value))


def _eval_coverage(settings: Settings, args: argparse.Namespace) -> None:
    from clinrag.commands.eval_coverage import eval_coverage

    asyncio.run(
        eval_coverage(
            settings,
            split=args.split,
            mode=args.mode,
            strategy=args.strategy,
            as_json=args.json,
            database_url=args.database_url,
        )
    )


def _eval_verdicts(settings: Settings, args: argparse.Namespace) -> None:
    from clinrag.commands.eval_answers import eval_verdicts

    asyncio.run(
        eval_verdicts(
            settings, split=args.split, limit=args.limit, readers=args.readers, as_json=args.json
        )
    )


def _eval_agent(settings: Settings, args: argparse.Namespace) -> None:
    from clinrag.evaluation.agent_command import run_agent_eval

    asyncio.run(
        run_agent_eval(
            settings,
            split=args.split,
            limit=args.limit,
            driver=args.driver,
            llm_choice=args.llm,
            as_json=args.json,
            database_url=args.database_url,
            reference_year=args.reference_year,
        )
    )


def _eval_conversations(settings: Settings, args: argparse.Namespace) -> None:
    from clinrag.commands.eval_answers import eval_conversations

    asyncio.run(
        eval_conversations(
            settings.model_copy(
                update={
                    "conversations": settings.conversations.model_copy(
                        update={"router": args.router, "rewriter": args.rewriter}
                    )
                }
            ),
            dialogue_set=args.dialogue_set,
            limit=args.limit,
            mode=args.mode,
            strategy=args.strategy,
            as_json=args.json,
            database_url=args.database_url,
        )
    )


def _eval_pii(settings: Settings, args: argparse.Namespace) -> None:
    from clinrag.commands.eval_pii import eval_pii

    blind_set = args.blind_set
    if blind_set is not None and not (args.notes or args.languages):
        raise StartupError("--blind-set goes with --notes or --languages")
    if args.notes:
        from clinrag.commands.eval_pii import eval_pii_notes

        if blind_set is not None and blind_set not in get_args(NoteBlindSet):
            raise StartupError(f"--blind-set {blind_set} is not a note set")
        eval_pii_notes(
            settings,
            as_json=args.json,
            seed=args.seed,
            families=args.family,
            per_family=args.per_family,
            blind=args.blind,
            extra=args.extra,
            blind_set=blind_set,
        )
        return
    if args.languages:
        from clinrag.commands.eval_pii import eval_pii_languages

        if blind_set is not None and blind_set not in get_args(LanguageBlindSet):
            raise StartupError(f"--blind-set {blind_set} is not a language sentence set")
        eval_pii_languages(settings, as_json=args.json, blind=args.blind, blind_set=blind_set)
        return
    eval_pii(settings, as_json=args.json, seed=args.seed)


def _eval_guard(settings: Settings, args: argparse.Namespace) -> None:
    from clinrag.commands.eval_guard import eval_guard

    sources = [s for s in (args.loso_sources or "").split(",") if s] or None
    asyncio.run(
        eval_guard(
            settings,
            as_json=args.json,
            loso_sources=sources,
            blind=args.blind,
            blind_set=args.blind_set,
            policy_only=args.policy_only,
            by_author=args.by_author,
            attack_authors=args.attack_authors,
        )
    )


def _eval_judge(settings: Settings, args: argparse.Namespace) -> None:
    from clinrag.evaluation.judge_command import run_judge_eval

    per_family = None if args.per_family == 0 else args.per_family
    asyncio.run(
        run_judge_eval(settings, per_family=per_family, clinical=args.clinical, as_json=args.json)
    )


def _eval_classify(settings: Settings, args: argparse.Namespace) -> None:
    from clinrag.commands.eval_routing import eval_classify

    asyncio.run(
        eval_classify(settings, as_json=args.json, limit=args.limit, with_model=args.with_model)
    )


def _eval_routes(settings: Settings, args: argparse.Namespace) -> None:
    from clinrag.commands.eval_routing import eval_routes

    asyncio.run(eval_routes(settings, as_json=args.json))


def _eval_citations(settings: Settings, args: argparse.Namespace) -> None:
    from clinrag.commands.eval_evidence import eval_citations

    asyncio.run(eval_citations(settings, as_json=args.json, abstracts=args.abstracts))


def _eval_trial_metadata(settings: Settings, args: argparse.Namespace) -> None:
    from clinrag.commands.eval_evidence import eval_trial_metadata

    eval_trial_metadata(as_json=args.json)


def _strategies(text: str) -> list[str]:
    """``direct,map_reduce``: each a synthesis strategy, in order, once."""
    names = list(dict.fromkeys(part.strip() for part in text.split(",") if part.strip()))
    unknown = [name for name in names if name not in get_args(Strategy)]
    if unknown or not names:
        raise argparse.ArgumentTypeError(
            f"unknown strategy {', '.join(unknown) or '(none)'}: choose from "
            + ", ".join(get_args(Strategy))
        )
    return names


def add_eval_commands(commands: Any) -> None:
    evaluate = commands.add_parser("eval", help="evaluations that print quality figures")
    evaluations = evaluate.add_subparsers(dest="evaluation", required=True)
    report_command(
        evaluations,
        "retrieval",
        "nDCG@10, recall@10/100, MRR per retrieval mode on the consensus set",
        _eval,
        store="clinrag_eval",
    )
    report_command(
        evaluations,
        "research-retrieval",
        "research questions: the question's own abstract ranked first / in the first three, "
        "per split and retrieval arm, with the arm chosen leave-one-split-out",
        _eval_research_retrieval,
        store="clinrag_eval_trials",
    ).add_argument(
        "--split",
        type=_splits,
        default=list(SEEN_QUESTION_SPLITS),
        help="research splits, comma-separated (default: every split but a blind one not yet run)",
    )
    answers_eval = report_command(
        evaluations,
        "answers",
        "answers with the real model per pipeline and synthesis strategy: citations, "
        "refusals, agreement with the studies' conclusions, cost",
        _eval_answers,
        store="clinrag_eval (consensus) or clinrag_eval_trials (research)",
    )
    answers_eval.add_argument(
        "--set",
        choices=["consensus", "research"],
        default="consensus",
        help="consensus: answerable and unanswerable questions over the consensus claims; "
        "research: yes/no questions whose answer is a trial abstract's conclusion",
    )
    answers_eval.add_argument(
        "--questions", type=int, default=40, help="consensus: answerable questions"
    )
    answers_eval.add_argument(
        "--unanswerable", type=int, default=20, help="consensus: questions the corpus cannot answer"
    )
    answers_eval.add_argument(
        "--modes",
        nargs="+",
        choices=get_args(Mode),
        default=["classical"],
        help="pipelines to evaluate (default: classical)",
    )
    answers_eval.add_argument(
        "--strategies",
        type=_strategies,
        default=list(get_args(Strategy)),
        help="synthesis strategies, comma-separated (default: direct,map_reduce,extractive)",
    )
    answers_eval.add_argument(
        "--split",
        type=_answer_split,
        default="all",
        help="research: the fixed splits to ask, comma-separated, each reported on its own "
        "(test is never tuned on; test2 to test10 were "
        "written blind; all = dev and test)",
    )
    answers_eval.add_argument(
        "--limit", type=int, help="research: at most this many questions (stances in turn)"
    )
    answers_eval.add_argument(
        "--verdicts",
        type=_verdicts,
        default=["rules"],
        help="research: how extractive answers state their verdict, comma-separated "
        "(CLINRAG_PIPELINE__VERDICT; default: rules; rules,model asks every question under each; "
        "learned: each seen split read by the reader trained without it)",
    )
    coverage_eval = report_command(
        evaluations,
        "coverage",
        "questions on subjects the sample corpus holds and on near-miss subjects it does not, "
        "with the relevance gate off and on: answered shares, threshold sweep, p50",
        _eval_coverage,
        store="clinrag_eval_trials",
    )
    coverage_eval.add_argument(
        "--split",
        choices=["dev", "held_out", "all"],
        default="all",
        help="dev: drugs (tuned on); held_out: conditions and procedures (never tuned on)",
    )
    coverage_eval.add_argument("--mode", choices=get_args(Mode), default="classical")
    coverage_eval.add_argument("--strategy", choices=get_args(Strategy), default="extractive")
    verdicts_eval = report_command(
        evaluations,
        "verdicts",
        "the research questions' gold conclusion sentences read by the stance rules, the learned "
        "reader held out from each split, and the model's verdict prompt: accuracy per split "
        "and gold stance, unclear share, seconds",
        _eval_verdicts,
    )
    verdicts_eval.add_argument(
        "--split",
        type=_splits,
        default=["dev", "test", "test2", "test3"],
        help="splits, comma-separated (default: dev,test,test2,test3, all read by now; a new "
        "blind split by name)",
    )
    verdicts_eval.add_argument(
        "--limit", type=int, help="at most this many questions per split (stances in turn)"
    )
    verdicts_eval.add_argument(
        "--readers",
        type=_readers,
        default=["rules", "model"],
        help="rules (stance/rules.py), learned (stance/model.py, trained on "
        "every other split), model (the verdict prompt), comma-separated",
    )
    agent_eval = report_command(
        evaluations,
        "agent",
        "the agent pipeline over the bucketed corpus: filter extraction, documents cited vs "
        "gold, citations resolving, tool calls, clarifications, unmapped constraints, latency",
        _eval_agent,
        store="clinrag_eval_agent",
    )
    agent_eval.add_argument(
        "--split",
        choices=[*QUESTION_SPLITS, "all"],
        default="dev",
        help="test2 to test10: the sets written blind, without reading the agent's code; "
        "all = dev and test",
    )
    agent_eval.add_argument("--limit", type=int, help="at most this many questions")
    agent_eval.add_argument("--driver", choices=["json", "native"], default="json")
    agent_eval.add_argument(
        "--reference-year",
        type=int,
        default=2026,
        help="the year the questions' relative years ('reviewed this year', 'in the last two "
        "years') count from: the year the set was written, so the figures do not move with "
        "the calendar",
    )
    agent_eval.add_argument(
        "--llm",
        choices=["model", "standin"],
        default="model",
        help="model: the configured language model; standin: the extractive stand-in (no "
        "model: the decomposition falls back to its rules)",
    )
    conversations_eval = report_command(
        evaluations,
        "conversations",
        "the shipped dialogues turn by turn through the thread router and follow-up rewriting: "
        "route accuracy, hit@5 with and without the rewrite, fallbacks, cost",
        _eval_conversations,
        store="clinrag_eval_trials",
    )
    conversations_eval.add_argument(
        "--limit", type=int, help="at most this many dialogues (in file order)"
    )
    dialogue_set = conversations_eval.add_mutually_exclusive_group()
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
    conversations_eval.add_argument(
        "--router",
        choices=["learned", "cues", "model"],
        default="learned",
        help="thread router (default: learned)",
    )
    conversations_eval.add_argument(
        "--rewriter",
        choices=["carry_over", "model"],
        default="carry_over",
        help="follow-up rewrite (default: carry_over)",
    )
    conversations_eval.add_argument(
        "--mode", choices=get_args(Mode), default="classical", help="pipeline (default: classical)"
    )
    conversations_eval.add_argument(
        "--strategy",
        choices=get_args(Strategy),
        default="direct",
        help="synthesis strategy of each answer (default: direct; extractive writes no text "
        "with the model, so only the router and the rewrite call it)",
    )
    pii_eval = report_command(
        evaluations,
        "pii",
        "PHI redaction recall, precision and F2 per entity; clinical terms kept",
        _eval_pii,
    )
    pii_eval.add_argument(
        "--seed",
        type=int,
        help="evaluate on a set generated with this seed instead of the shipped one (held out)",
    )
    pii_eval.add_argument(
        "--notes",
        action="store_true",
        help="whole clinical notes: recall and precision per document family and per Safe "
        "Harbor type, clinical values removed, latency per 1,000 characters",
    )
    pii_eval.add_argument(
        "--family",
        action="append",
        default=[],
        help="with --notes: only this document family (repeatable)",
    )
    pii_eval.add_argument(
        "--per-family", type=int, help="with --notes: at most this many notes of each family"
    )
    pii_eval.add_argument(
        "--blind",
        action="store_true",
        help="with --notes: the blind families (written without sight of the redactor); with "
        "--languages: the blind sentences (data/eval/pii_languages_blind)",
    )
    pii_eval.add_argument(
        "--blind-set",
        choices=[*get_args(LanguageBlindSet), *get_args(NoteBlindSet)],
        help="a blind set by name (implies --blind): pii_languages_blind, pii_languages_blind2, "
        "pii_languages_blind3, pii_languages_blind4, pii_languages_blind5, pii_languages_blind6, "
        "pii_languages_blind7, pii_languages_blind8 or pii_languages_blind9 (the last seven "
        "English only) with --languages, notes_blind, notes_blind2, notes_blind3, notes_blind4, "
        "notes_blind5, notes_blind6, notes_blind7, notes_blind8 or notes_blind9 with --notes",
    )
    pii_eval.add_argument(
        "--extra",
        action="store_true",
        help="with --notes: the second dev set (portal messages, referral faxes, ambulance "
        "handovers, care-home transfers; scripts/build_dev_notes_extra.py)",
    )
    pii_eval.add_argument(
        "--languages",
        action="store_true",
        help="questions and note fragments per accepted language (en, de, fr, es, it, pt): "
        "recall, precision and clinical text removed on each language's dev and test halves",
    )
    guard_eval = report_command(
        evaluations,
        "guard",
        "attacks flagged and clinical questions refused by the input guard",
        _eval_guard,
    )
    guard_eval.add_argument(
        "--loso-sources",
        help="comma-separated sources to hold out (default: every source; ~20 s each)",
    )
    guard_eval.add_argument(
        "--blind",
        action="store_true",
        help="only the production guard on the blind families (written without sight of it)",
    )
    guard_eval.add_argument(
        "--blind-set",
        choices=get_args(GuardBlindSet),
        default="guard_blind",
        help="with --blind: which blind set (default guard_blind; guard_blind3: misuse and "
        "toxicology look-alikes; guard_blind4 to guard_blind11: misuse, prompt attacks and "
        "their look-alikes)",
    )
    guard_eval.add_argument(
        "--policy-only",
        action="store_true",
        help="only the misuse policy (leave-one-family-out over the misuse and toxicology "
        "families) and the policy table; skips leave-one-source-out and the dev split",
    )
    guard_eval.add_argument(
        "--by-author",
        action="store_true",
        help="only leave-one-author-out: each seen set held out of the intent signal, the "
        "production guard with that fold's policy checking it (~10 min)",
    )
    guard_eval.add_argument(
        "--attack-authors",
        action="store_true",
        help="only leave-one-author-out for attacks: each author's attacks and look-alikes "
        "held out of the injection detector, which is rebuilt and retuned without them (~10 min)",
    )

    judge_eval = report_command(
        evaluations,
        "judge",
        "the model judge on every seen guard set (subsampled per family), alone and combined "
        "with the guard; seconds per judge call",
        _eval_judge,
    )
    judge_eval.add_argument(
        "--per-family",
        type=int,
        default=4,
        help="texts judged per family, first in sha256 order (0: all; ~1-3 s a text on 2 cores)",
    )
    judge_eval.add_argument(
        "--clinical", type=int, default=60, help="clinical questions of the guard's test split"
    )

    classify_eval = report_command(
        evaluations,
        "classify",
        "query-type accuracy per type on held-out questions, cross-validated on train, latency",
        _eval_classify,
    )
    classify_eval.add_argument(
        "--limit", type=int, help="only the first N held-out questions (a quick look)"
    )
    classify_eval.add_argument(
        "--with-model",
        action="store_true",
        help="also ask the configured language model (CLINRAG_LLM__*) to type the same questions",
    )
    report_command(
        evaluations,
        "routes",
        "the learned thread router on the shipped follow-ups alone: in-sample, fitted on one "
        "set and scored on the other, 5-fold by dialogue; the rule router beside it",
        _eval_routes,
    )
    citations_eval = report_command(
        evaluations,
        "citations",
        "the citation check on the labelled claim set: altered claims caught per kind, "
        "supported claims kept (held-out and calibration splits), latency",
        _eval_citations,
    )
    citations_eval.add_argument(
        "--abstracts", type=int, help="only the claims of the first N abstracts (a quick slice)"
    )
    report_command(
        evaluations,
        "trial-metadata",
        "precision and recall per field of the trial fields read at ingest, against hand "
        "labels of the shipped abstracts (tuning and held-out splits)",
        _eval_trial_metadata,
    )
