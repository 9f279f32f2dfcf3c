"""`clinrag eval guard`: the input guard held out by source, by family and on blind sets."""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Sequence
from typing import TYPE_CHECKING

from clinrag.commands.console import load_models as _models
from clinrag.commands.console import say as _say
from clinrag.settings import Settings

if TYPE_CHECKING:
    from clinrag.shipped_data import GuardBlindSet


async def eval_guard(
    settings: Settings,
    *,
    as_json: bool,
    loso_sources: Sequence[str] | None = None,
    blind: bool = False,
    blind_set: GuardBlindSet = "guard_blind",
    policy_only: bool = False,
    by_author: bool = False,
    attack_authors: bool = False,
) -> None:
    """Leave-one-source-out, the misuse policy's leave-one-family-out, the policies and the dev
    split; with ``policy_only``, the misuse policy's figures and the policies alone; with
    ``blind``, only the production guard on the families written without sight of it (the
    blind set ``blind_set``, one of ``GUARD_BLIND_SETS``); with ``by_author``, only
    leave-one-author-out (``evaluation.guard_authors``); with ``attack_authors``, only the
    injection detector's leave-one-author-out (``evaluation.attack_authors``)."""
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
    if attack_authors:
        from clinrag.evaluation.attack_authors import evaluate_attacks_by_author

        _say("leave-one-author-out for attacks: each author held out of the injection detector")
        held = evaluate_attacks_by_author(
            build_input_guard(settings.security, models.embedder),
            models.embedder,
            data,
            cache_dir=cache_dir,
        )
        print(
            json.dumps(dataclasses.asdict(held), indent=2) if as_json else "\n".join(held.lines())
        )
        return
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
