"""The safeguards the composition root builds: the input guard, the PHI redactor and the model
judge, with the validation limits they share. Apart from the models because ingestion needs the
redactor without the guard, and the evaluations build each alone."""

from __future__ import annotations

from dataclasses import dataclass

from clinrag.assets import SPACY_MODEL
from clinrag.components.models import Models
from clinrag.llm.base import LLM
from clinrag.retrieval.embedding import Embedder
from clinrag.security.attack_corpus import load_guard_data
from clinrag.security.guard import ClinicalInputGuard, InputGuard
from clinrag.security.guard_build import build_guard
from clinrag.security.injection import Thresholds
from clinrag.security.intent_policy import IntentThresholds
from clinrag.security.language import LanguageGate
from clinrag.security.model_judge import ModelJudge
from clinrag.security.presidio_redactor import PresidioRedactor
from clinrag.security.redaction import Redactor
from clinrag.security.validation import ValidationConfig
from clinrag.setting_groups.security import SecuritySettings
from clinrag.settings import Settings


@dataclass(frozen=True)
class Safeguards:
    """What stands between a question and everything downstream of it: the input guard and
    the PHI redactor. Built apart from ``Models`` because ingestion needs neither."""

    guard: InputGuard
    redactor: Redactor


def validation_config(settings: SecuritySettings) -> ValidationConfig:
    return ValidationConfig(
        max_chars=settings.max_query_chars, max_scan_chars=settings.max_scan_chars
    )


def build_input_guard(settings: SecuritySettings, embedder: Embedder) -> ClinicalInputGuard:
    thresholds = Thresholds(
        pattern=settings.guard_pattern_threshold,
        margin=settings.guard_margin_threshold,
        classifier=settings.guard_classifier_threshold,
    )
    return build_guard(
        embedder,
        load_guard_data(),
        thresholds,
        cache_dir=settings.cache_dir,
        validation=validation_config(settings),
        language=LanguageGate(settings.accepted_languages),
        intent=intent_thresholds(settings),
    )


def intent_thresholds(settings: SecuritySettings) -> IntentThresholds | None:
    """The intent classifier's thresholds; None (frames alone) when both are above 1."""
    alone, assisted = settings.guard_intent_threshold, settings.guard_intent_assisted_threshold
    if min(alone, assisted) > 1.0:
        return None
    return IntentThresholds(alone, assisted, confirm=settings.guard_intent_confirm_threshold)


def build_redactor(settings: SecuritySettings) -> PresidioRedactor:
    return PresidioRedactor(
        SPACY_MODEL.packaged_dir(),
        score_threshold=settings.redaction_score_threshold,
        name_model_dir=settings.cache_dir if settings.learned_names else None,
    )


def build_safeguards(settings: Settings, models: Models) -> Safeguards:
    return Safeguards(
        guard=build_input_guard(settings.security, models.embedder),
        redactor=build_redactor(settings.security),
    )


def build_judge(llm: LLM, settings: SecuritySettings) -> ModelJudge | None:
    """The model judge when the setting turns it on."""
    if settings.model_judge == "off":
        return None
    return ModelJudge(llm, timeout_seconds=settings.model_judge_timeout_seconds)
