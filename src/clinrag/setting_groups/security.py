"""The input guard and the redaction (``Settings.security``)."""

from __future__ import annotations

from pathlib import Path
from typing import Literal

from pydantic import BaseModel, Field


class SecuritySettings(BaseModel):
    max_query_chars: int = Field(default=4000, ge=16, le=100_000)
    """Longest question accepted after Unicode normalisation (422 ``too_long`` beyond)."""
    max_scan_chars: int = Field(default=16_000, ge=16)
    """Longer raw input is refused unread: every detector is linear in the length."""
    redaction_score_threshold: float = Field(default=0.4, ge=0, le=1)
    """Presidio confidence at or above which a span is redacted (recall first)."""
    learned_names: bool = True
    """Whether the learned name pass (``security/name_model.py``) removes the words left after
    the rules that it reads as a name or a place (fitted at the first start, then cached in
    ``cache_dir``)."""
    guard_pattern_threshold: float = Field(default=3.0, gt=0)
    guard_margin_threshold: float = Field(default=0.40, ge=-1, le=1)
    """Attack-minus-benign cosine margin at or above which a query is refused."""
    guard_classifier_threshold: float = Field(default=0.50, gt=0)
    """Classifier attack probability at or above which a query is refused (above 1: off)."""
    guard_intent_threshold: float = Field(default=0.78, gt=0)
    """Intent classifier misuse probability at or above which a question is refused on its
    own (``security.intent_policy``; above 1, with the assisted one: the harm frames alone).
    Tuned out of corpus over thirteen authors (eleven blind sets and our two corpora), their benign
    look-alikes and the product's own legitimate text (``clinrag eval guard --by-author``);
    with four authors it found no threshold within the legitimate-toxicology limit and stayed
    off. Lower than before (0.97) since branch ``misuse9``: the classifier's probabilities are
    sharper (``intent_model.EMBEDDING_WEIGHT``); 0.775 on that branch, 0.79 on main after the
    session's merges (more product questions among the legitimate texts), 0.75 with
    ``guard_blind9`` an eleventh author and the frames' refusals confirmed (branch ``intent10``:
    the frames' false refusals no longer spend the legitimate-toxicology allowance), 0.755 on
    main after that session's merges; 0.79 with ``guard_blind10`` a twelfth author and no seen
    product text refused a hard constraint of the tuning (branch ``intent11``), 0.775 on main after
    the tenth session's merges; 0.805 with ``guard_blind11`` a thirteenth author (``benign12``),
    0.80 on main after the eleventh session's merges (test11 among the product text); 0.775
    with ``guard_blind12`` a fourteenth author (start of the twelfth session), 0.785 on main after
    that session's merges (the benefit frames, ``intent_benefit``); 0.81 with ``guard_blind13`` a
    fifteenth author (start of the thirteenth session); 0.77 with ``guard_blind14`` a sixteenth
    author (start of the fourteenth session), 0.78 on main after that session's merges."""
    guard_intent_assisted_threshold: float = Field(default=0.50, gt=0)
    """Misuse probability enough when a medium harm frame (1.5) fires beside it."""
    guard_intent_confirm_threshold: float = Field(default=0.10, ge=0, le=1)
    """Misuse probability the harm frames need beside them to refuse on their own score (0: the
    frames alone decide); chosen leave-one-author-out (``intent_policy.FRAMES_CONFIRM``)."""
    accepted_languages: tuple[str, ...] = ("en",)
    """ISO 639-1 codes of the languages a question may be in; any other is refused (422
    ``unsupported_language``, fail closed). The default is the languages whose PHI recall meets
    the 0.98 target on the test half of ``clinrag eval pii --languages``: English only. The
    guard's patterns and intent rules also read de, fr, es, it and pt (``security/language.py``
    ``GUARD_LANGUAGES``), where measured recall is 0.956-0.978; a deployment may opt in to them
    knowingly. JSON in the environment: ``'["en","de"]'``."""
    model_judge: Literal["off", "on"] = "off"
    """``on``: after the guard, the language model judges the redacted question's intent
    (``security/model_judge.py``) and a harmful, self-harm or prompt-attack verdict refuses it
    with the guard's reason codes. A model that is down, busy or slow leaves the guard's verdict
    standing (``judge: unavailable`` in the trace). Default and figures: docs/benchmarks.md."""
    model_judge_timeout_seconds: float = Field(default=20.0, gt=0)
    """The judge's time limit per question; beyond it the question passes on the guard alone."""
    cache_dir: Path = Path(".data/cache")
    """Where the guard keeps the embeddings of its known attacks, and the query classifier its
    fitted weights (each rebuilt when absent)."""
