"""``clinrag eval judge``'s body: the seen guard sets subsampled, each text redacted, checked by
the production guard and judged by the configured language model; then ``judge_eval.report``.

Verdicts are kept per prompt version and text in ``<cache_dir>/judge/<version>.jsonl``, so a
run stopped under load resumes where it was, and a second look at the same prompt costs
nothing. Timings are reported only for the calls made in this run.
"""

from __future__ import annotations

import asyncio
import dataclasses
import json
import sys
from pathlib import Path

from tqdm import tqdm

from clinrag.components import build_input_guard, build_models, build_redactor
from clinrag.evaluation.guard_blind import BlindText, load_blind
from clinrag.evaluation.judge_eval import KIND_NAMES, Judged, report, subsample, text_key
from clinrag.llm.factory import start_llm
from clinrag.security.attack_corpus import load_guard_data
from clinrag.security.guard_samples import CONSENSUS_SOURCE, MEDMCQA_SOURCE
from clinrag.security.intent_sources import INTENT_DEV
from clinrag.security.language import GUARD_LANGUAGES
from clinrag.security.model_judge import Judgement, ModelJudge
from clinrag.security.redaction import RedactionSession
from clinrag.settings import Settings
from clinrag.shipped_data import GUARD_DEV, SEEN_GUARD_SETS

SETS: dict[str, Path] = {
    "guard_dev": GUARD_DEV,
    "intent_dev": INTENT_DEV,
    **SEEN_GUARD_SETS,
}


def seen_texts(per_family: int | None, clinical: int) -> list[tuple[str, BlindText]]:
    """(set, text) for every seen set's families, subsampled, then ``clinical`` clinical
    questions of the guard's test split (sha256 order)."""
    chosen: list[tuple[str, BlindText]] = []
    for name, directory in SETS.items():
        texts = [t for t in load_blind(directory) if t.kind in KIND_NAMES]
        chosen += [(name, t) for t in subsample(texts, per_family)]
    questions = sorted(
        (s.text for s in load_guard_data().test if s.source in (MEDMCQA_SOURCE, CONSENSUS_SOURCE)),
        key=text_key,
    )
    chosen += [
        ("clinical", BlindText("medmcqa_consensus", "clinical", "en", q))
        for q in questions[:clinical]
    ]
    return chosen


def _cached_fields(judgement: Judgement) -> dict[str, object]:
    return {
        "verdict": judgement.verdict,
        "seconds": judgement.seconds,
        "tokens_in": judgement.tokens_in,
        "tokens_out": judgement.tokens_out,
    }


def _read_cache(path: Path) -> dict[str, Judgement]:
    if not path.is_file():
        return {}
    rows = [json.loads(line) for line in path.read_text().splitlines() if line.strip()]
    return {row.pop("key"): Judgement(**row) for row in rows}


async def run_judge_eval(
    settings: Settings, *, per_family: int | None, clinical: int, as_json: bool
) -> None:
    # As `clinrag eval guard`: the detectors' figures on every language they read.
    security = settings.security.model_copy(update={"accepted_languages": GUARD_LANGUAGES})
    settings = settings.model_copy(update={"security": security})
    texts = seen_texts(per_family, clinical)
    print(f"clinrag: {len(texts)} texts; loading models and the guard", file=sys.stderr)
    models = await asyncio.to_thread(build_models, settings)
    guard = await asyncio.to_thread(build_input_guard, settings.security, models.embedder)
    redactor = await asyncio.to_thread(build_redactor, settings.security)
    llm = await start_llm(settings)
    judge = ModelJudge(llm, timeout_seconds=settings.security.model_judge_timeout_seconds)
    cache_path = settings.security.cache_dir / "judge" / f"{judge.prompt.version}.jsonl"
    cache_path.parent.mkdir(parents=True, exist_ok=True)
    cache = _read_cache(cache_path)
    judged: list[Judged] = []
    try:
        with (
            tqdm(total=len(texts), unit="text", desc="judge", file=sys.stderr) as bar,
            cache_path.open("a") as kept,
        ):
            for set_name, text in texts:
                redacted = redactor.redact(text.text, RedactionSession())
                verdict = guard.check(text.text)
                key = text_key(redacted.text)
                cached = key in cache
                judgement = cache[key] if cached else await judge.judge(redacted.text)
                if not cached and judgement.error is None:
                    cache[key] = judgement
                    kept.write(json.dumps({"key": key, **_cached_fields(judgement)}) + "\n")
                    kept.flush()
                judged.append(
                    Judged(
                        set_name,
                        text.family,
                        KIND_NAMES[text.kind],
                        text.lang,
                        verdict.reasons,
                        judgement.verdict,
                        judgement.seconds,
                        judgement.tokens_in,
                        cached,
                    )
                )
                bar.update()
    finally:
        await llm.aclose()
    result = report(judged, judge.prompt.version)
    shown = json.dumps(dataclasses.asdict(result), indent=2) if as_json else None
    print(shown or "\n".join(result.lines()))
