"""The long-running CLI commands: ingest, eval, bench. Progress goes to stderr, results to stdout.

Each loads the models once, works through the same components the server uses
(``clinrag.components``) and prints a summary a person can read, or JSON with ``--json``.
"""

from __future__ import annotations

import asyncio
import dataclasses
import json
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, cast

from sqlalchemy import func, select
from tqdm import tqdm

from clinrag.components import Models, build_ingestor, build_lexical, build_models, build_redactor
from clinrag.domain import Mode, Strategy
from clinrag.errors import StartupError
from clinrag.evaluation.datasets import load_consensus
from clinrag.evaluation.retrieval_bench import benchmark_retrieval
from clinrag.evaluation.retrieval_eval import evaluate_retrieval
from clinrag.evaluation.store import open_store, settings_for_store
from clinrag.ingest.sources import collect
from clinrag.retrieval.access import LABEL_PATTERN
from clinrag.retrieval.tables import Document
from clinrag.settings import Settings

if TYPE_CHECKING:
    from clinrag.evaluation.answer_eval import AnswerEvalReport
    from clinrag.evaluation.datasets import Split
    from clinrag.evaluation.load_bench import LoadConfig
    from clinrag.evaluation.research_eval import ResearchReport, VerdictSetting
    from clinrag.evaluation.stream_bench import StreamConfig
    from clinrag.shipped_data import DialogueSet, GuardBlindSet, LanguageBlindSet, NoteBlindSet

EXIT_SOME_FAILED = 1


def _say(message: str) -> None:
    print(f"clinrag: {message}", file=sys.stderr, flush=True)


async def _models(settings: Settings) -> Models:
    _say("loading models")
    return await asyncio.to_thread(build_models, settings)


async def ingest_paths(
    settings: Settings,
    paths: Sequence[Path],
    *,
    if_empty: bool,
    bucket: str | None = None,
    access: str | None = None,
) -> int:
    """Exit status: 0 when every file went in (or was already there), 1 when some failed.
    ``bucket``: where documents whose metadata names none go (default ``general``).
    ``access``: the label of every document (else each one's own; ``clinrag.ingest.access``);
    exit status 2 when it is malformed."""
    if access is not None and not LABEL_PATTERN.fullmatch(access):
        _say("error: an access label is 1-64 lowercase letters, digits, '_' or '-'")
        return 2
    async with open_store(settings) as engine:
        if if_empty:
            async with engine.connect() as conn:
                held = await conn.scalar(select(func.count()).select_from(Document))
            if held:
                _say(f"the document store already holds {held} documents; nothing to do")
                return 0
        collected = await asyncio.to_thread(
            collect, paths, max_bytes=settings.ingest.max_document_bytes
        )
        for path, reason in collected.failures.items():
            _say(f"refused {path}: {reason}")
        models = await _models(settings)
        _say("loading the PHI redactor (each chunk's identifiers are located at ingest)")
        redactor = await asyncio.to_thread(build_redactor, settings.security)
        lexical = build_lexical(engine, settings.retrieval)
        ingestor = build_ingestor(engine, lexical, models, redactor, settings)
        with tqdm(
            total=len(collected.documents), unit="doc", desc="ingest", file=sys.stderr
        ) as bar:
            summary = await ingestor.ingest(
                collected.documents, progress=bar.update, bucket=bucket, access=access
            )
    print(
        f"documents: {summary.documents}  chunks: {summary.chunks}  "
        f"skipped: {summary.skipped} (unchanged, duplicate or empty)  "
        f"flagged: {summary.flagged_documents} (instruction-like text)  "
        f"failed: {len(collected.failures)} files  ignored: {collected.ignored} files  "
        f"seconds: {summary.seconds:.1f}"
    )
    return EXIT_SOME_FAILED if collected.failures else 0


async def eval_retrieval(settings: Settings, *, as_json: bool, database_url: str | None) -> None:
    data = load_consensus()
    store = settings_for_store(settings, "clinrag_eval", database_url)
    models = await _models(settings)
    _say(
        f"ingesting {len(data.documents)} claims (skipped when unchanged), "
        f"then {len(data.queries)} queries x 6 modes"
    )
    with tqdm(total=len(data.queries), unit="query", desc="eval", file=sys.stderr) as bar:
        report = await evaluate_retrieval(store, data, models, progress=bar.update)
    if as_json:
        print(json.dumps(dataclasses.asdict(report), indent=2))
        return
    print(f"consensus retrieval set: {report.queries} queries, {report.documents} documents")
    print(f"service reranker: {report.reranker}   seconds: {report.seconds:.1f}")
    print("relevance by document (a document counts once, at its best chunk)")
    print(f"{'mode':<26}{'nDCG@10':>9}{'R@10':>8}{'R@100':>8}{'MRR':>8}")
    for mode, s in report.scores.items():
        print(
            f"{mode:<26}{s.ndcg_at_10:>9.4f}{s.recall_at_10:>8.4f}{s.recall_at_100:>8.4f}{s.mrr:>8.4f}"
        )


async def bench_retrieval(
    settings: Settings, *, chunks: int, queries: int, as_json: bool, database_url: str | None
) -> None:
    models = await _models(settings)
    report = await benchmark_retrieval(
        settings, models, chunks=chunks, queries=queries, database_url=database_url, say=_say
    )
    if as_json:
        print(json.dumps(dataclasses.asdict(report), indent=2))
        return
    print(f"chunks: {report.chunks}  queries: {report.queries}  reranker: {report.reranker}")
    if report.bulk_load_seconds is not None:
        print(f"bulk load + HNSW build: {report.bulk_load_seconds:.1f} s")
    print(f"BM25 index build from the database: {report.lexical_build_seconds:.1f} s")
    print("latency without labels (every label) | with labels (public,cardiology: half)")
    print(f"{'stage':<28}{'p50 ms':>10}{'p95 ms':>10}{'p50 ms':>12}{'p95 ms':>10}{'p95 +%':>9}")
    for stage, latency in report.stages.items():
        labelled = report.stages_with_labels.get(stage)
        if labelled is None:
            print(f"{stage:<28}{latency.p50_ms:>10.2f}{latency.p95_ms:>10.2f}")
            continue
        change = 100 * (labelled.p95_ms / latency.p95_ms - 1) if latency.p95_ms else 0.0
        print(
            f"{stage:<28}{latency.p50_ms:>10.2f}{latency.p95_ms:>10.2f}"
            f"{labelled.p50_ms:>12.2f}{labelled.p95_ms:>10.2f}{change:>+9.1f}"
        )
    print(f"HNSW recall@10 against exact search: {report.vector_recall_at_10:.3f}")
    print(
        f"ingest (parse, chunk, embed, write): {report.ingest_documents_per_second:.1f} docs/s, "
        f"{report.ingest_chunks_per_second:.1f} chunks/s"
    )


async def prove_language_models(settings: Settings) -> None:
    """Each packaged GGUF generates a few tokens in its model process: a hash proves the file,
    only a run proves that this machine's llama.cpp build can execute it."""
    from clinrag.assets import GGUF_ASSETS
    from clinrag.llm.model_process import ModelProcess, ProcessConfig

    for asset in GGUF_ASSETS:
        config = ProcessConfig(
            asset.path(),
            model_name=asset.name,
            n_ctx=2048,
            n_threads=settings.llm.n_threads,
            start_timeout_seconds=settings.llm.process_start_timeout_seconds,
        )
        process = ModelProcess(config)
        started = time.perf_counter()
        process.start()
        try:
            if not await process.wait_first_start(config.start_timeout_seconds):
                raise StartupError(
                    f"model asset {asset.name} does not run on this machine "
                    f"({process.status()}): rebuild llama.cpp with `make install`"
                )
            completion = process.last_probe
            assert completion is not None  # noqa: S101 - serving implies a probe answered
        finally:
            await process.aclose()
        print(
            f"ok  {asset.name}: generated {completion.tokens_out} tokens in its model process "
            f"({time.perf_counter() - started:.1f} s with loading)"
        )


async def eval_answers(
    settings: Settings,
    *,
    question_set: str,
    questions: int,
    unanswerable: int,
    modes: Sequence[Mode],
    strategies: Sequence[Strategy],
    split: Split | None,
    limit: int | None,
    as_json: bool,
    database_url: str | None,
    verdicts: Sequence[VerdictSetting] = ("rules",),
) -> None:
    """``question_set``: ``consensus`` (answerable and off-corpus questions over the consensus
    claims) or ``research`` (conclusions of the trial abstracts, over the sample corpus)."""
    from clinrag.components import build_safeguards
    from clinrag.evaluation.answer_eval import evaluate_answers
    from clinrag.evaluation.datasets import (
        load_research_questions,
        load_sample_corpus,
        select_questions,
    )
    from clinrag.evaluation.research_eval import evaluate_research
    from clinrag.llm.factory import start_llm

    research = question_set == "research"
    asked = select_questions(load_research_questions(), split, limit) if research else []
    store = settings_for_store(
        settings, "clinrag_eval_trials" if research else "clinrag_eval", database_url
    )
    models = await _models(settings)
    safeguards = await asyncio.to_thread(build_safeguards, store, models)
    _say("starting the language model")
    llm = await start_llm(settings)
    total = (
        (len(asked) * len(verdicts) if research else questions + unanswerable)
        * len(strategies)
        * len(modes)
    )
    _say(
        f"{total} questions ({', '.join(modes)} x "
        f"{', '.join(strategies)}) with {llm.model} (minutes on a CPU; the first run ingests "
        "the corpus)"
    )
    try:
        with tqdm(total=total, unit="question", desc="eval", file=sys.stderr) as bar:
            report: ResearchReport | AnswerEvalReport
            if research:
                report = await evaluate_research(
                    store,
                    models,
                    safeguards,
                    llm,
                    questions=asked,
                    documents=load_sample_corpus(),
                    strategies=strategies,
                    modes=modes,
                    verdicts=verdicts,
                    progress=bar.update,
                )
            else:
                report = await evaluate_answers(
                    store,
                    models,
                    safeguards,
                    llm,
                    questions=questions,
                    unanswerable=unanswerable,
                    modes=modes,
                    strategies=strategies,
                    progress=bar.update,
                )
    finally:
        await llm.aclose()
    _show(report, as_json=as_json)


def eval_pii(settings: Settings, *, as_json: bool, seed: int | None) -> None:
    from clinrag.components import build_redactor
    from clinrag.evaluation.pii_eval import evaluate_pii, load_pii_dataset, pii_samples

    if seed is None:
        dataset = load_pii_dataset()
    else:
        from clinrag.evaluation.pii_dataset import build

        _say(f"generating a held-out set with seed {seed} (dev extra: presidio-evaluator)")
        dataset = pii_samples(build(seed))
    _say(f"loading Presidio and spaCy, then redacting {len(dataset)} sentences")
    redactor = build_redactor(settings.security)
    report = evaluate_pii(redactor, dataset)
    _show(report, as_json=as_json)


def eval_pii_languages(
    settings: Settings,
    *,
    as_json: bool,
    blind: bool = False,
    blind_set: LanguageBlindSet | None = None,
) -> None:
    """``blind``: the sentences written without sight of the redactor or the dev set
    (``data/eval/pii_languages_blind``, or the set named by ``blind_set``); both of its halves
    are held out."""
    from clinrag.evaluation.language_pii import evaluate_languages, load_language_records
    from clinrag.shipped_data import LANGUAGE_BLIND_SETS, PII_LANGUAGES

    if blind_set is not None:
        blind = True
    records = load_language_records(
        LANGUAGE_BLIND_SETS[blind_set or "pii_languages_blind"] if blind else PII_LANGUAGES
    )
    if blind:
        _say("blind set: its dev and test halves are both held out (nothing was tuned on them)")
    _say(f"loading Presidio and spaCy, then redacting {len(records)} sentences")
    _show(evaluate_languages(build_redactor(settings.security), records), as_json=as_json)


def eval_pii_notes(
    settings: Settings,
    *,
    as_json: bool,
    seed: int | None,
    families: Sequence[str],
    per_family: int | None,
    blind: bool = False,
    extra: bool = False,
    blind_set: NoteBlindSet | None = None,
) -> None:
    """``blind``: the note families written by an author who never saw the redactor
    (``data/eval/notes_blind``, or the set named by ``blind_set``), the figure nearest to an
    unseen set; ``extra``: the second dev set, four families written before the safe-list pass
    for lower-case words (``data/eval/notes_extra``)."""
    from clinrag.evaluation.note_eval import evaluate_notes, load_notes, note_samples, select
    from clinrag.shipped_data import NOTE_BLIND_SETS, NOTE_EXTRA

    if blind or blind_set is not None:
        notes = load_notes(NOTE_BLIND_SETS[blind_set or "notes_blind"])
    elif extra:
        notes = load_notes(NOTE_EXTRA)
    elif seed is None:
        notes = load_notes()
    else:
        from clinrag.evaluation.note_dataset import build

        _say(f"generating the notes with surrogate values from seed {seed}")
        notes = note_samples(build(seed))
    notes = select(notes, families, per_family)
    if not notes:
        raise StartupError(f"no notes of the families {', '.join(families)}")
    _say(f"loading Presidio and spaCy, then redacting {len(notes)} notes")
    report = evaluate_notes(build_redactor(settings.security), notes)
    if as_json:
        print(json.dumps(dataclasses.asdict(report), indent=2))
        return
    print("\n".join(report.lines()))
    print(
        "held out: a rule set has no training step; a family's figure is leave-one-family-out "
        "only for rules developed with that family hidden (docs/benchmarks.md keeps the record)"
    )


async def eval_guard(
    settings: Settings,
    *,
    as_json: bool,
    loso_sources: Sequence[str] | None = None,
    blind: bool = False,
    blind_set: GuardBlindSet = "guard_blind",
    policy_only: bool = False,
    by_author: bool = False,
) -> None:
    """Leave-one-source-out, the misuse policy's leave-one-family-out, the policies and the dev
    split; with ``policy_only``, the misuse policy's figures and the policies alone; with
    ``blind``, only the production guard on the families written without sight of it (the
    blind set ``blind_set``, one of ``GUARD_BLIND_SETS``); with ``by_author``, only
    leave-one-author-out (``evaluation.guard_authors``)."""
    from clinrag.components import build_input_guard, build_redactor, intent_thresholds
    from clinrag.evaluation.guard_blind import evaluate_blind, load_blind
    from clinrag.evaluation.guard_eval import evaluate_guard
    from clinrag.evaluation.guard_loso import evaluate_loso
    from clinrag.evaluation.guard_policy import evaluate_policies
    from clinrag.evaluation.intent_lofo import evaluate_intent_lofo
    from clinrag.evaluation.intent_loso import evaluate_intent_loso
    from clinrag.security.attack_corpus import load_guard_data
    from clinrag.security.language import GUARD_LANGUAGES
    from clinrag.shipped_data import GUARD_BLIND_SETS

    # The guard's figures are its detectors' on the languages it reads; the default language
    # gate (English only, for the redactor's sake) would refuse every non-English text first.
    security = settings.security.model_copy(update={"accepted_languages": GUARD_LANGUAGES})
    settings = settings.model_copy(update={"security": security})
    models = await _models(settings)
    if blind:
        _say(f"building the production guard, then checking the blind families of {blind_set}")
        blind_report = evaluate_blind(
            build_input_guard(settings.security, models.embedder),
            load_blind(GUARD_BLIND_SETS[blind_set]),
        )
        print(
            json.dumps(dataclasses.asdict(blind_report), indent=2)
            if as_json
            else "\n".join(blind_report.lines())
        )
        return
    data = load_guard_data()
    cache_dir = settings.security.cache_dir
    if by_author:
        from clinrag.evaluation.guard_authors import evaluate_by_author

        _say("leave-one-author-out: each seen set held out of the intent signal")
        guard = build_input_guard(settings.security, models.embedder)
        authors = evaluate_by_author(
            guard,
            models.embedder,
            data,
            cache_dir=cache_dir,
            shipped=intent_thresholds(settings.security),
        )
        print(
            json.dumps(dataclasses.asdict(authors), indent=2)
            if as_json
            else "\n".join(authors.lines())
        )
        return
    _say("misuse policy: each intent corpus held out, the intent signal refitted and retuned")
    intent_sources = evaluate_intent_loso(models.embedder, data, cache_dir=cache_dir)
    _say("misuse policy: each misuse and toxicology family held out, the intent signal refitted")
    intent = evaluate_intent_lofo(models.embedder, data, cache_dir=cache_dir)
    if policy_only:
        _say("building the production guard, then checking the policy families")
        policies = evaluate_policies(build_input_guard(settings.security, models.embedder), data)
        if as_json:
            tables = {
                "intent_loso": dataclasses.asdict(intent_sources),
                "intent_lofo": dataclasses.asdict(intent),
                "policies": dataclasses.asdict(policies),
            }
            print(json.dumps(tables, indent=2))
        else:
            print("\n".join([*intent_sources.lines(), "", *intent.lines(), "", *policies.lines()]))
        return
    _say("leave-one-source-out: each source held out, the guard rebuilt from the others")
    loso = evaluate_loso(
        models.embedder,
        data,
        cache_dir=cache_dir,
        sources=loso_sources,
        intent=intent_thresholds(settings.security),
    )
    _say("building the production guard (train split), then checking the test split (dev)")
    guard = build_input_guard(settings.security, models.embedder)
    report = evaluate_guard(guard, data, redactor=build_redactor(settings.security))
    policies = evaluate_policies(guard, data)
    if as_json:
        print(
            json.dumps(
                {
                    "leave_one_source_out": dataclasses.asdict(loso),
                    "intent_loso": dataclasses.asdict(intent_sources),
                    "intent_lofo": dataclasses.asdict(intent),
                    "dev_test_split": dataclasses.asdict(report),
                    "policies": dataclasses.asdict(policies),
                },
                indent=2,
            )
        )
        return
    print("\n".join(loso.lines()))
    print()
    print("\n".join(intent_sources.lines()))
    print()
    print("\n".join(intent.lines()))
    print()
    print("\n".join(policies.lines()))
    print()
    print("dev figure (hash test split of the sources the guard learned from; not the headline):")
    print("\n".join(report.lines()))


async def eval_classify(
    settings: Settings, *, as_json: bool, limit: int | None, with_model: bool
) -> None:
    from clinrag.evaluation.classify_eval import evaluate_classify, with_model_figures
    from clinrag.pipelines.query_type_set import load_query_type_set

    models = await _models(settings)
    data = load_query_type_set()
    _say("typing the held-out questions, then cross-validating on the train split")
    report = evaluate_classify(models.embedder, models.classifier, data, limit=limit)
    if with_model:
        from clinrag.llm.factory import start_llm

        _say("starting the language model")
        llm = await start_llm(settings)
        _say(f"asking {llm.model} to type {report.held_out.questions} questions")
        try:
            report = await with_model_figures(
                report, llm, data, max_tokens=settings.pipeline.classify_max_tokens, limit=limit
            )
        finally:
            await llm.aclose()
    _show(report, as_json=as_json)


async def eval_routes(settings: Settings, *, as_json: bool) -> None:
    from clinrag.evaluation.conversation_set import load_dialogues
    from clinrag.evaluation.route_eval import evaluate_routes
    from clinrag.shipped_data import BLIND_CONVERSATIONS

    models = await _models(settings)
    _say("routing the shipped follow-ups: in-sample, across sets and cross-validated")
    dev, blind = load_dialogues(), load_dialogues(BLIND_CONVERSATIONS)
    _show(evaluate_routes(models.embedder, models.router, dev, blind), as_json=as_json)


async def eval_citations(settings: Settings, *, as_json: bool, abstracts: int | None) -> None:
    from clinrag.evaluation.citation_eval import evaluate_citations
    from clinrag.evaluation.claim_set import load_claims
    from clinrag.pipelines.classical import citation_rule

    claims = load_claims()
    if abstracts is not None:
        kept = sorted({c.abstract for c in claims})[:abstracts]
        claims = [c for c in claims if c.abstract in kept]
    models = await _models(settings)
    report = await asyncio.to_thread(
        evaluate_citations, claims, models.embedder, citation_rule(settings.pipeline), progress=_say
    )
    _show(report, as_json=as_json)


def eval_trial_metadata(*, as_json: bool) -> None:
    from clinrag.evaluation.trial_metadata_eval import evaluate_trial_metadata, load_labels

    _show(evaluate_trial_metadata(load_labels()), as_json=as_json)


async def bench_pipeline(
    settings: Settings,
    *,
    chunks: int,
    queries: int,
    llm_latency_seconds: float,
    as_json: bool,
    database_url: str | None,
) -> None:
    from clinrag.evaluation.pipeline_bench import benchmark_pipeline

    models = await _models(settings)
    report = await benchmark_pipeline(
        settings,
        models,
        chunks=chunks,
        queries=queries,
        llm_latency_seconds=llm_latency_seconds,
        database_url=database_url,
        say=_say,
    )
    if as_json:
        print(json.dumps(dataclasses.asdict(report), indent=2))
        return
    print(
        f"chunks: {report.chunks}  questions per pipeline: {report.queries_per_pipeline}  "
        f"stand-in model latency: {report.llm_latency_seconds * 1000:.0f} ms per call  "
        f"reranker: {report.reranker}"
    )
    print(f"{'overhead (all but model time)':<40}{'p50 ms':>10}{'p95 ms':>10}")
    for name, latency in report.overhead.items():
        print(f"{name:<40}{latency.p50_ms:>10.1f}{latency.p95_ms:>10.1f}")
    for name, steps in report.steps.items():
        print(f"steps of {name}:")
        for step, latency in steps.items():
            print(f"  {step:<38}{latency.p50_ms:>10.1f}{latency.p95_ms:>10.1f}")
    print("model calls per question (service settings):")
    for mode, per_type in report.llm_calls_per_query_type.items():
        cells = "  ".join(f"{kind} {calls:.1f}" for kind, calls in per_type.items())
        print(f"  {mode:<10}{cells}")


def bench_bm25(*, chunks: int, queries: int, as_json: bool) -> None:
    from clinrag.evaluation.bm25_compare import compare_bm25

    _say(f"building three BM25 indexes over {chunks} synthetic chunks")
    report = compare_bm25(chunks, queries)
    if as_json:
        print(json.dumps(dataclasses.asdict(report), indent=2))
        return
    print(f"chunks: {report.chunks}  queries: {report.queries} (rank-bm25: 20)")
    header = (
        f"{'implementation':<28}{'build s':>9}{'p50 ms':>9}{'p95 ms':>9}{'+1000 s':>9}{'top10=':>8}"
    )
    print(header)
    for row in report.implementations:
        overlap = (
            "-" if row.top10_overlap_with_ours is None else f"{row.top10_overlap_with_ours:.2f}"
        )
        print(
            f"{row.name:<28}{row.build_seconds:>9.1f}{row.query_p50_ms:>9.2f}"
            f"{row.query_p95_ms:>9.2f}{row.add_1000_seconds:>9.2f}{overlap:>8}"
        )


async def bench_load(settings: Settings, config: LoadConfig, *, as_json: bool) -> int:
    """Exit status 0 when every request sent has exactly one audit record and the chain
    holds, 1 otherwise."""
    from clinrag.evaluation.load_bench import run_load

    report = await run_load(settings, config, say=_say)
    if as_json:
        figures = {**dataclasses.asdict(report), "audit_complete": report.audit_complete}
        print(json.dumps(figures, indent=2))
    else:
        print("\n".join(report.lines()))
    return 0 if report.audit_complete and report.chain_valid else EXIT_SOME_FAILED


async def bench_stream(settings: Settings, config: StreamConfig, *, as_json: bool) -> None:
    from clinrag.evaluation.stream_bench import run_stream

    report = await run_stream(settings, config, say=_say)
    if as_json:
        print(json.dumps(dataclasses.asdict(report), indent=2))
    else:
        print("\n".join(report.lines()))


async def audit_verify(settings: Settings) -> int:
    """Exit status 0 when the whole chain holds, 1 naming the first row that does not."""
    from clinrag.audit.reader import AuditReader
    from clinrag.audit.records import Reader
    from clinrag.audit.writer import AuditLog
    from clinrag.db import create_async_db_engine, resolve_database_url

    url = await asyncio.to_thread(resolve_database_url, settings)
    engine = create_async_db_engine(url, settings.database)
    try:
        reader = AuditReader(engine, AuditLog(engine, settings.audit), settings.audit)
        result = await reader.verify(Reader(key_id=None, role="cli"))
    finally:
        await engine.dispose()
    if result.first_broken is None:
        print(f"audit chain ok: {result.rows_checked} rows")
        if result.head_hash is not None:
            print(f"head: chain_seq {result.head_seq} row_hash {result.head_hash}")
        return 0
    broken = result.first_broken
    print(
        f"audit chain broken at {broken.table} id={broken.id} request_id={broken.request_id}: "
        f"{result.reason} does not match (after {result.rows_checked - 1} good rows)"
    )
    return EXIT_SOME_FAILED


async def eval_conversations(
    settings: Settings,
    *,
    dialogue_set: DialogueSet,
    limit: int | None,
    mode: Mode,
    strategy: Strategy,
    as_json: bool,
    database_url: str | None,
) -> None:
    """One shipped dialogue set through ``answer_message`` over the sample corpus, in the store
    ``clinrag eval answers --set research`` uses. The service's learned router is fitted on the
    dev and first blind dialogues; on the first blind set it is fitted on dev only here, so that
    figure stays a held-out one; the second blind set is in no router's training data."""
    from clinrag.components import build_safeguards
    from clinrag.evaluation.conversation_eval import evaluate_conversations
    from clinrag.evaluation.conversation_set import load_dialogues
    from clinrag.evaluation.datasets import load_sample_corpus
    from clinrag.llm.factory import start_llm
    from clinrag.shipped_data import CONVERSATIONS, DIALOGUE_SETS

    dialogues = load_dialogues(DIALOGUE_SETS[dialogue_set])
    dialogues = dialogues[:limit] if limit else dialogues
    store = settings_for_store(settings, "clinrag_eval_trials", database_url)
    models = await _models(settings)
    routing = f"router {settings.conversations.router}, rewriter {settings.conversations.rewriter}"
    if dialogue_set == "blind" and settings.conversations.router == "learned":
        from clinrag.pipelines.route_classifier import RouteClassifier, examples_of

        _say("fitting the learned router on the dev dialogues only")
        dev_only = examples_of(load_dialogues(CONVERSATIONS))
        router = await asyncio.to_thread(RouteClassifier.train, models.embedder, dev_only)
        models = dataclasses.replace(models, router=router)
        routing += " (fitted on dev only)"
    safeguards = await asyncio.to_thread(build_safeguards, store, models)
    _say("starting the language model")
    llm = await start_llm(settings)
    _say(
        f"{len(dialogues)} {dialogue_set} dialogues ({mode}, {strategy}, "
        f"{routing}) with {llm.model}"
    )
    try:
        with tqdm(total=len(dialogues), unit="dialogue", desc="eval", file=sys.stderr) as bar:
            report = await evaluate_conversations(
                store,
                models,
                safeguards,
                llm,
                dialogues=dialogues,
                documents=load_sample_corpus(),
                mode=mode,
                strategy=strategy,
                progress=bar.update,
            )
    finally:
        await llm.aclose()
    _show(report, as_json=as_json)


async def eval_verdicts(
    settings: Settings,
    *,
    split: Sequence[str],
    limit: int | None,
    readers: Sequence[str],
    as_json: bool,
) -> None:
    """The research questions' gold sentences of the ``split`` splits read by the rules and
    the model's verdict (``evaluation/verdict_eval.py``)."""
    from clinrag.evaluation.datasets import load_research_questions, select_questions
    from clinrag.evaluation.verdict_eval import evaluate_verdicts
    from clinrag.llm.factory import start_llm

    every = load_research_questions()
    questions = [q for s in split for q in select_questions(every, cast("Split", s), limit)]
    llm = await start_llm(settings) if "model" in readers else None
    try:
        report = await evaluate_verdicts(llm, questions, readers)
    finally:
        if llm is not None:
            await llm.aclose()
    _show(report, as_json=as_json)


def _show(report: Any, *, as_json: bool) -> None:
    """An evaluation report as JSON (its dataclass fields) or as its printed lines."""
    if as_json:
        print(json.dumps(dataclasses.asdict(report), indent=2))
        return
    print("\n".join(report.lines()))
