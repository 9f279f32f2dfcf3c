"""What each ``clinrag eval`` subcommand runs: one handler each, turning the parsed options into a
call of its command (``clinrag.commands``, ``clinrag.evaluation``), imported only when it runs."""

from __future__ import annotations

import argparse
import asyncio
from typing import get_args

from clinrag.errors import StartupError
from clinrag.settings import Settings
from clinrag.shipped_data import LanguageBlindSet, NoteBlindSet


def run_retrieval(settings: Settings, args: argparse.Namespace) -> None:
    from clinrag.commands.eval_evidence import eval_retrieval

    asyncio.run(eval_retrieval(settings, as_json=args.json, database_url=args.database_url))


def run_answers(settings: Settings, args: argparse.Namespace) -> None:
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


def run_research_retrieval(settings: Settings, args: argparse.Namespace) -> None:
    from clinrag.commands.eval_research_retrieval import eval_research_retrieval

    asyncio.run(
        eval_research_retrieval(
            settings, splits=args.split, as_json=args.json, database_url=args.database_url
        )
    )


def run_coverage(settings: Settings, args: argparse.Namespace) -> None:
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


def run_verdicts(settings: Settings, args: argparse.Namespace) -> None:
    from clinrag.commands.eval_answers import eval_verdicts

    asyncio.run(
        eval_verdicts(
            settings, split=args.split, limit=args.limit, readers=args.readers, as_json=args.json
        )
    )


def run_agent(settings: Settings, args: argparse.Namespace) -> None:
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


def run_conversations(settings: Settings, args: argparse.Namespace) -> None:
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


def run_pii(settings: Settings, args: argparse.Namespace) -> None:
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


def run_guard(settings: Settings, args: argparse.Namespace) -> None:
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


def run_judge(settings: Settings, args: argparse.Namespace) -> None:
    from clinrag.evaluation.judge_command import run_judge_eval

    per_family = None if args.per_family == 0 else args.per_family
    asyncio.run(
        run_judge_eval(settings, per_family=per_family, clinical=args.clinical, as_json=args.json)
    )


def run_classify(settings: Settings, args: argparse.Namespace) -> None:
    from clinrag.commands.eval_routing import eval_classify

    asyncio.run(
        eval_classify(settings, as_json=args.json, limit=args.limit, with_model=args.with_model)
    )


def run_routes(settings: Settings, args: argparse.Namespace) -> None:
    from clinrag.commands.eval_routing import eval_routes

    asyncio.run(eval_routes(settings, as_json=args.json))


def run_citations(settings: Settings, args: argparse.Namespace) -> None:
    from clinrag.commands.eval_evidence import eval_citations

    asyncio.run(eval_citations(settings, as_json=args.json, abstracts=args.abstracts))


def run_trial_metadata(settings: Settings, args: argparse.Namespace) -> None:
    from clinrag.commands.eval_evidence import eval_trial_metadata

    eval_trial_metadata(as_json=args.json)
