"""The ``clinrag`` command: serve, migrate, ingest, eval, bench, keys, documents, audit, and
verify model assets.

A refused start prints one line, ``clinrag: error: <problem>: <fix>``, and exits with 2.
"""

from __future__ import annotations

import argparse
import asyncio
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any, get_args

import structlog
from pydantic import SecretStr, ValidationError

from clinrag.assets import ASSETS, verify_asset
from clinrag.domain import Mode, Strategy
from clinrag.errors import DependencyUnavailable, StartupError
from clinrag.log import configure_logging
from clinrag.settings import Settings
from clinrag.shipped_data import DialogueSet, GuardBlindSet

log = structlog.get_logger("clinrag.cli")

EXIT_STARTUP_FAILED = 2


def _serve(settings: Settings, args: argparse.Namespace) -> None:
    import uvicorn

    from clinrag.api.app import create_app
    from clinrag.assets import resolve_embedder_dir
    from clinrag.preflight import check_port_free, prepare_database

    server = settings.server.model_copy(
        update={k: v for k, v in (("host", args.host), ("port", args.port)) if v is not None}
    )
    settings = settings.model_copy(update={"server": server})
    check_port_free(server.host, server.port)
    resolve_embedder_dir(
        settings.models.embedding_model_dir, check_hashes=settings.models.verify_checksums
    )
    url = prepare_database(settings)
    # The lifespan reuses the resolved URL: the embedded server is already running.
    resolved = SecretStr(url.render_as_string(hide_password=False))
    app = create_app(settings.model_copy(update={"database_url": resolved}))
    log.info("serve.starting", url=f"http://{server.host}:{server.port}")
    uvicorn.run(
        app,
        host=server.host,
        port=server.port,
        log_config=None,
        access_log=False,
        server_header=False,
    )


def _migrate(settings: Settings, args: argparse.Namespace) -> None:
    from clinrag import schema
    from clinrag.db import create_sync_engine, describe_url, resolve_database_url
    from clinrag.preflight import check_database

    url = resolve_database_url(settings)
    engine = create_sync_engine(url, settings.database)
    try:
        check_database(engine, url)
        schema.upgrade(engine, args.revision)
        with engine.connect() as conn:
            current = schema.current_revision(conn)
    finally:
        engine.dispose()
    print(f"{describe_url(url)} is at revision {current}")


def _verify_assets(settings: Settings, args: argparse.Namespace) -> None:
    from clinrag.commands import prove_language_models

    for asset in ASSETS:
        directory = verify_asset(asset, asset.packaged_dir(), check_hashes=True)
        print(f"ok  {asset.name}: {len(asset.files)} files match their sha256 ({directory})")
    asyncio.run(prove_language_models(settings))


def _ingest(settings: Settings, args: argparse.Namespace) -> None:
    from clinrag.commands import ingest_paths

    raise SystemExit(
        asyncio.run(
            ingest_paths(
                settings,
                args.paths,
                if_empty=args.if_empty,
                bucket=args.bucket,
                access=args.access,
            )
        )
    )


def _bucket_name(value: str) -> str:
    from clinrag.corpus.buckets import is_bucket_name

    if not is_bucket_name(value):
        raise argparse.ArgumentTypeError(
            "1-64 lower-case letters, digits, '_' or '-', starting with a letter or digit"
        )
    return value


def _eval(settings: Settings, args: argparse.Namespace) -> None:
    from clinrag.commands import eval_retrieval

    asyncio.run(eval_retrieval(settings, as_json=args.json, database_url=args.database_url))


def _eval_answers(settings: Settings, args: argparse.Namespace) -> None:
    from clinrag.commands import eval_answers

    asyncio.run(
        eval_answers(
            settings,
            question_set=args.set,
            questions=args.questions,
            unanswerable=args.unanswerable,
            modes=args.modes,
            strategies=args.strategies,
            split=None if args.split == "all" else args.split,
            limit=args.limit,
            as_json=args.json,
            database_url=args.database_url,
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
        )
    )


def _eval_conversations(settings: Settings, args: argparse.Namespace) -> None:
    from clinrag.commands import eval_conversations

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
    from clinrag.commands import eval_pii

    if args.notes:
        from clinrag.commands import eval_pii_notes

        eval_pii_notes(
            settings,
            as_json=args.json,
            seed=args.seed,
            families=args.family,
            per_family=args.per_family,
            blind=args.blind,
            extra=args.extra,
        )
        return
    if args.languages:
        from clinrag.commands import eval_pii_languages

        eval_pii_languages(settings, as_json=args.json, blind=args.blind)
        return
    eval_pii(settings, as_json=args.json, seed=args.seed)


def _eval_guard(settings: Settings, args: argparse.Namespace) -> None:
    from clinrag.commands import eval_guard

    sources = [s for s in (args.loso_sources or "").split(",") if s] or None
    asyncio.run(
        eval_guard(
            settings,
            as_json=args.json,
            loso_sources=sources,
            blind=args.blind,
            blind_set=args.blind_set,
            policy_only=args.policy_only,
        )
    )


def _eval_classify(settings: Settings, args: argparse.Namespace) -> None:
    from clinrag.commands import eval_classify

    asyncio.run(
        eval_classify(settings, as_json=args.json, limit=args.limit, with_model=args.with_model)
    )


def _eval_routes(settings: Settings, args: argparse.Namespace) -> None:
    from clinrag.commands import eval_routes

    asyncio.run(eval_routes(settings, as_json=args.json))


def _eval_citations(settings: Settings, args: argparse.Namespace) -> None:
    from clinrag.commands import eval_citations

    asyncio.run(eval_citations(settings, as_json=args.json, abstracts=args.abstracts))


def _eval_trial_metadata(settings: Settings, args: argparse.Namespace) -> None:
    from clinrag.commands import eval_trial_metadata

    eval_trial_metadata(as_json=args.json)


def _bench(settings: Settings, args: argparse.Namespace) -> None:
    from clinrag.commands import bench_retrieval

    asyncio.run(
        bench_retrieval(
            settings,
            chunks=args.chunks,
            queries=args.queries,
            as_json=args.json,
            database_url=args.database_url,
        )
    )


def _bench_pipeline(settings: Settings, args: argparse.Namespace) -> None:
    from clinrag.commands import bench_pipeline

    asyncio.run(
        bench_pipeline(
            settings,
            chunks=args.chunks,
            queries=args.queries,
            llm_latency_seconds=args.llm_latency,
            as_json=args.json,
            database_url=args.database_url,
        )
    )


def _bench_bm25(settings: Settings, args: argparse.Namespace) -> None:
    from clinrag.commands import bench_bm25

    bench_bm25(chunks=args.chunks, queries=args.queries, as_json=args.json)


def _bench_load(settings: Settings, args: argparse.Namespace) -> None:
    from clinrag.commands import bench_load
    from clinrag.evaluation.load_bench import LoadConfig

    config = LoadConfig(
        clients=args.clients,
        seconds=args.seconds,
        llm_latency_seconds=args.llm_latency,
        shares={"attack": args.attacks, "question": args.questions, "audit_read": args.audit_reads},
        documents=args.documents,
        llm_concurrency=args.llm_concurrency,
        llm_queue_depth=args.llm_queue_depth,
        database_url=args.database_url,
    )
    raise SystemExit(asyncio.run(bench_load(settings, config, as_json=args.json)))


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


def _report(
    group: Any,
    name: str,
    help_text: str,
    handler: Callable[[Settings, argparse.Namespace], None],
    *,
    store: str | None = None,
) -> argparse.ArgumentParser:
    """An eval or bench subcommand: ``--json``, and ``--database-url`` when it uses a store."""
    command: argparse.ArgumentParser = group.add_parser(name, help=help_text)
    command.add_argument("--json", action="store_true", help="print JSON")
    if store is not None:
        command.add_argument(
            "--database-url", help=f"PostgreSQL to use instead of the embedded {store} database"
        )
    command.set_defaults(handler=handler)
    return command


def _corpus_size(command: argparse.ArgumentParser, *, chunks: int, queries: int) -> None:
    command.add_argument("--chunks", type=int, default=chunks, help="corpus size")
    command.add_argument("--queries", type=int, default=queries, help="timed queries")


def _audit_verify(settings: Settings, args: argparse.Namespace) -> None:
    from clinrag.commands import audit_verify

    raise SystemExit(asyncio.run(audit_verify(settings)))


def _keys_create(settings: Settings, args: argparse.Namespace) -> None:
    from clinrag.key_commands import keys_create

    raise SystemExit(
        asyncio.run(keys_create(settings, role=args.role, label=args.label, access=args.access))
    )


def _keys_list(settings: Settings, args: argparse.Namespace) -> None:
    from clinrag.key_commands import keys_list

    asyncio.run(keys_list(settings))


def _keys_revoke(settings: Settings, args: argparse.Namespace) -> None:
    from clinrag.key_commands import keys_revoke

    raise SystemExit(asyncio.run(keys_revoke(settings, args.key_id)))


def _keys_access(settings: Settings, args: argparse.Namespace) -> None:
    from clinrag.key_commands import keys_change_access

    grant = args.keys_command == "grant-access"
    raise SystemExit(
        asyncio.run(keys_change_access(settings, args.key_id, args.access, grant=grant))
    )


def _documents_set_access(settings: Settings, args: argparse.Namespace) -> None:
    from clinrag.key_commands import documents_set_access

    raise SystemExit(asyncio.run(documents_set_access(settings, args.source, args.label)))


def _audit_document(settings: Settings, args: argparse.Namespace) -> None:
    from clinrag.document_report import audit_document

    raise SystemExit(asyncio.run(audit_document(settings, args.document_id)))


def _pipelines_draw(settings: Settings, args: argparse.Namespace) -> None:
    from clinrag.pipelines.draw import embed, markdown

    drawing = markdown(settings)
    if args.into is None:
        print(drawing, end="")
    else:
        args.into.write_text(embed(drawing, args.into.read_text()))


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="clinrag", description="Clinical-grade audited RAG service. Settings: README.md."
    )
    commands = parser.add_subparsers(dest="command", required=True)

    serve = commands.add_parser("serve", help="start the API (embedded PostgreSQL by default)")
    serve.add_argument("--host", help="overrides CLINRAG_SERVER__HOST")
    serve.add_argument("--port", type=int, help="overrides CLINRAG_SERVER__PORT")
    serve.set_defaults(handler=_serve)

    migrate = commands.add_parser("migrate", help="apply database migrations")
    migrate.add_argument("--revision", default="head", help="target revision (default: head)")
    migrate.set_defaults(handler=_migrate)

    ingest = commands.add_parser(
        "ingest", help="ingest files or folders (.txt .md .pdf .jsonl) into the document store"
    )
    ingest.add_argument("paths", nargs="+", type=Path, metavar="PATH")
    ingest.add_argument(
        "--if-empty", action="store_true", help="do nothing when the store already has documents"
    )
    ingest.add_argument(
        "--bucket",
        type=_bucket_name,
        default=None,
        help="bucket of documents whose metadata names none (default: general)",
    )
    ingest.add_argument(
        "--access",
        metavar="LABEL",
        help="access label of every document (default: each one's own, its bucket's, public)",
    )
    ingest.set_defaults(handler=_ingest)

    evaluate = commands.add_parser("eval", help="evaluations that print quality figures")
    evaluations = evaluate.add_subparsers(dest="evaluation", required=True)
    _report(
        evaluations,
        "retrieval",
        "nDCG@10, recall@10/100, MRR per retrieval mode on the consensus set",
        _eval,
        store="clinrag_eval",
    )
    answers_eval = _report(
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
        choices=["dev", "test", "all"],
        default="all",
        help="research: the fixed split to ask (test is never tuned on)",
    )
    answers_eval.add_argument(
        "--limit", type=int, help="research: at most this many questions (stances in turn)"
    )
    agent_eval = _report(
        evaluations,
        "agent",
        "the agent pipeline over the bucketed corpus: filter extraction, documents cited vs "
        "gold, citations resolving, tool calls, clarifications, unmapped constraints, latency",
        _eval_agent,
        store="clinrag_eval_agent",
    )
    agent_eval.add_argument("--split", choices=["dev", "test", "all"], default="dev")
    agent_eval.add_argument("--limit", type=int, help="at most this many questions")
    agent_eval.add_argument("--driver", choices=["json", "native"], default="json")
    agent_eval.add_argument(
        "--llm",
        choices=["model", "standin"],
        default="model",
        help="model: the configured language model; standin: the extractive stand-in (no "
        "model: the decomposition falls back to its rules)",
    )
    conversations_eval = _report(
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
    pii_eval = _report(
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
    guard_eval = _report(
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
        "toxicology look-alikes)",
    )
    guard_eval.add_argument(
        "--policy-only",
        action="store_true",
        help="only the misuse policy (leave-one-family-out over the misuse and toxicology "
        "families) and the policy table; skips leave-one-source-out and the dev split",
    )

    classify_eval = _report(
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
    _report(
        evaluations,
        "routes",
        "the learned thread router on the shipped follow-ups alone: in-sample, fitted on one "
        "set and scored on the other, 5-fold by dialogue; the rule router beside it",
        _eval_routes,
    )
    citations_eval = _report(
        evaluations,
        "citations",
        "the citation check on the labelled claim set: altered claims caught per kind, "
        "supported claims kept (held-out and calibration splits), latency",
        _eval_citations,
    )
    citations_eval.add_argument(
        "--abstracts", type=int, help="only the claims of the first N abstracts (a quick slice)"
    )
    _report(
        evaluations,
        "trial-metadata",
        "precision and recall per field of the trial fields read at ingest, against hand "
        "labels of the shipped abstracts (tuning and held-out splits)",
        _eval_trial_metadata,
    )

    bench = commands.add_parser("bench", help="benchmarks that print latency figures")
    benches = bench.add_subparsers(dest="benchmark", required=True)
    retrieval_bench = _report(
        benches, "retrieval", "per-stage retrieval latency", _bench, store="clinrag_bench_N"
    )
    _corpus_size(retrieval_bench, chunks=10_000, queries=200)
    pipeline_bench = _report(
        benches,
        "pipeline",
        "pipeline overhead (all but model time) with a fixed-latency model",
        _bench_pipeline,
        store="clinrag_bench_N",
    )
    _corpus_size(pipeline_bench, chunks=100_000, queries=100)
    pipeline_bench.add_argument(
        "--llm-latency", type=float, default=0.05, help="seconds each stand-in model call takes"
    )
    bm25_bench = _report(
        benches, "bm25", "our BM25 index against bm25s and rank-bm25 (dev extras)", _bench_bm25
    )
    _corpus_size(bm25_bench, chunks=10_000, queries=200)
    load_bench = _report(
        benches,
        "load",
        "the service under concurrent clients on loopback (stand-in model): latency, "
        "statuses, audit completeness",
        _bench_load,
        store="temporary",
    )
    load_bench.add_argument("--clients", type=int, default=50, help="concurrent clients")
    load_bench.add_argument("--seconds", type=float, default=60.0, help="how long they send")
    load_bench.add_argument(
        "--llm-latency", type=float, default=1.0, help="seconds each stand-in model call takes"
    )
    load_bench.add_argument(
        "--llm-concurrency", type=int, default=16, help="CLINRAG_LLM__MAX_CONCURRENT_CALLS"
    )
    load_bench.add_argument(
        "--llm-queue-depth", type=int, default=32, help="CLINRAG_LLM__QUEUE_DEPTH"
    )
    load_bench.add_argument(
        "--documents", type=int, default=100, help="sample abstracts ingested first"
    )
    for share, default, what in (
        ("attacks", 0.4, "known attacks the guard refuses (422)"),
        ("questions", 0.4, "consensus questions through the pipeline"),
        ("audit-reads", 0.2, "GET /v1/audit/queries?limit=10 (compliance key)"),
    ):
        load_bench.add_argument(
            f"--{share}", type=float, default=default, help=f"share of requests: {what}"
        )

    audit = commands.add_parser("audit", help="the tamper-evident audit log")
    audit_commands = audit.add_subparsers(dest="audit_command", required=True)
    audit_verify = audit_commands.add_parser(
        "verify", help="walk the hash chain; exit 1 naming the first broken row"
    )
    audit_verify.set_defaults(handler=_audit_verify)
    audit_document = audit_commands.add_parser(
        "document",
        help="who could have seen a document, and which answers cited it (the read recorded)",
    )
    audit_document.add_argument("document_id", type=int, metavar="DOCUMENT_ID")
    audit_document.set_defaults(handler=_audit_document)

    keys = commands.add_parser("keys", help="API keys (stored hashed, one role each)")
    keys_commands = keys.add_subparsers(dest="keys_command", required=True)
    keys_create = keys_commands.add_parser(
        "create", help="create a key and print it once on stdout (it cannot be shown again)"
    )
    keys_create.add_argument(
        "--role",
        required=True,
        choices=["clinician", "compliance", "admin"],
        help="clinician: query; compliance: read the audit trail; admin: everything",
    )
    keys_create.add_argument("--label", help="who or what the key is for (shown by `keys list`)")
    keys_create.add_argument(
        "--access",
        default="public",
        metavar="LABELS",
        help="document labels the key may read, comma-separated (default: public)",
    )
    keys_create.set_defaults(handler=_keys_create)
    keys_commands.add_parser("list", help="every key's id, role, label and state").set_defaults(
        handler=_keys_list
    )
    keys_revoke = keys_commands.add_parser(
        "revoke", help="revoke a key; exit 1 if no active key has that id"
    )
    keys_revoke.add_argument("key_id", metavar="KEY_ID")
    keys_revoke.set_defaults(handler=_keys_revoke)
    for verb, what in (("grant", "add to"), ("revoke", "take from")):
        change = keys_commands.add_parser(
            f"{verb}-access",
            help=f"{what} a key's readable labels (an audited admin event); "
            "exit 1 if no active key has that id",
        )
        change.add_argument("key_id", metavar="KEY_ID")
        change.add_argument("--access", required=True, metavar="LABELS", help="comma-separated")
        change.set_defaults(handler=_keys_access)

    documents = commands.add_parser("documents", help="stored documents")
    documents_commands = documents.add_subparsers(dest="documents_command", required=True)
    set_access = documents_commands.add_parser(
        "set-access",
        help="give a stored document another access label (an audited admin event)",
    )
    set_access.add_argument("source", metavar="SOURCE", help="the document's source, as stored")
    set_access.add_argument("label", metavar="LABEL")
    set_access.set_defaults(handler=_documents_set_access)

    pipelines = commands.add_parser("pipelines", help="the query pipelines")
    pipelines_commands = pipelines.add_subparsers(dest="pipelines_command", required=True)
    draw = pipelines_commands.add_parser(
        "draw", help="every mode's pipeline as a Mermaid flowchart, drawn from the code"
    )
    draw.add_argument(
        "--into", type=Path, metavar="FILE", help="replace the drawing between the markers in FILE"
    )
    draw.set_defaults(handler=_pipelines_draw)

    assets = commands.add_parser("assets", help="model assets")
    assets_commands = assets.add_subparsers(dest="assets_command", required=True)
    verify = assets_commands.add_parser("verify", help="check every model file's sha256")
    verify.set_defaults(handler=_verify_assets)
    return parser


def _settings_error(error: ValidationError) -> str:
    first = error.errors()[0]
    name = "CLINRAG_" + "__".join(str(part) for part in first["loc"]).upper()
    return f"invalid setting {name}: {first['msg']}"


def main(argv: Sequence[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    try:
        settings = Settings()
    except ValidationError as exc:
        print(f"clinrag: error: {_settings_error(exc)}", file=sys.stderr)
        return EXIT_STARTUP_FAILED
    configure_logging(settings.logging)
    try:
        args.handler(settings, args)
    except (StartupError, DependencyUnavailable) as exc:
        print(f"clinrag: error: {exc.detail}", file=sys.stderr)
        return EXIT_STARTUP_FAILED
    except KeyboardInterrupt:
        return 130
    return 0


if __name__ == "__main__":
    sys.exit(main())
