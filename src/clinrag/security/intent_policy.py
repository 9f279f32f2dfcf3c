"""The misuse decision: the hand-written harm frames and the learned intent signal, combined.

A question is refused for its intent when

* its frames reach ``HARM_THRESHOLD`` (3.0: a person as the target with death, concealment with
  a record edit, ...) and the classifier, when there is one, gives at least ``confirm`` (0.10:
  the frames refuse unless the classifier is nearly sure the text is legitimate), or
* a frame of at least ``ASSIST_FRAMES`` (1.5: one medium frame such as concealment, an edit
  of the record or a way round a check) fires and the probability reaches ``assisted``, or
* the classifier's misuse probability reaches ``alone`` (the setting
  ``guard_intent_threshold``, tuned leave-one-author-out by ``tune_intent``: 0.78 with
  ``guard_blind14`` a seen author and no seen product text refused (main after the fourteenth
  session's merges);
  this class's 2.0 default, above any probability, leaves the frames alone).

Frames are kept as a near-sufficient reason because they are precise on the families they were
written from; the classifier reaches phrasings no rule names. The frames' errors are alarming
words in a clinical sense ("will the PE kill him", "sedate him heavily for transfer", "matar a
dor"), which the classifier, reading the whole text, scores near 0; held out by author, no
misuse text with frames at 3.0 scored below 0.2 (``FRAMES_CONFIRM``). Without a classifier
(no vector) the frames decide alone, as before. The assisted band lets a weak frame and a
leaning classifier agree where neither alone is sure. The thresholds are tuned on
out-of-corpus predictions (``evaluation.intent_lofo.tune_intent``), so they are settings with
the tuned defaults.

Self-harm: a request for a lethal amount or method *for oneself* is refused too (the service
must not hand out a method), but with its own reason, ``self_harm``, whose fixed reply points
to crisis help instead of a bare refusal. The choice between the two reasons is a
first-person pattern or the self-harm goal frame (``security.intent_self``); the pattern never
decides *whether* to refuse.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

import numpy as np

from clinrag.domain import Vectors
from clinrag.security.features import HARMFUL_INTENT, SELF_HARM
from clinrag.security.intent import HARM_THRESHOLD, intent_score
from clinrag.security.intent_model import IntentClassifier
from clinrag.security.intent_purpose import SELF_MEANS_HIDDEN
from clinrag.security.intent_self import SELF_GOAL

__all__ = [
    "ASSIST_FRAMES",
    "HARMFUL_INTENT",
    "SELF_HARM",
    "IntentPolicy",
    "IntentThresholds",
    "IntentVerdict",
    "refusals",
    "refuses",
]
ASSIST_FRAMES = 1.5
FRAMES_CONFIRM = 0.10
"""The shipped ``confirm``, chosen leave-one-author-out (branch ``intent10``, docs/benchmarks.md:
each text's probability from a classifier trained without its author, each author's thresholds
tuned on the others): 0 (frames alone, before) -> 0.10 / 0.20 freed 10 / 11 legitimate texts
the frames refused and lost no misuse; 0.30 lost one. 0.10 keeps the margin."""


@dataclass(frozen=True)
class IntentThresholds:
    alone: float = 2.0
    """Misuse probability at or above which a question is refused on the classifier alone."""
    assisted: float = 0.30
    """Misuse probability enough when a frame of ``ASSIST_FRAMES`` fires beside it."""
    frames: float = HARM_THRESHOLD
    confirm: float = 0.0
    """Misuse probability the frames need beside them to refuse (0: the frames alone decide)."""


def refusals(
    frame_scores: np.ndarray, probabilities: np.ndarray, thresholds: IntentThresholds
) -> np.ndarray:
    """The combination rule (module docstring) on arrays: the tuning tries a grid of pairs."""
    return np.asarray(
        ((frame_scores >= thresholds.frames) & (probabilities >= thresholds.confirm))
        | (probabilities >= thresholds.alone)
        | ((frame_scores >= ASSIST_FRAMES) & (probabilities >= thresholds.assisted))
    )


def refuses(frame_score: float, probability: float | None, thresholds: IntentThresholds) -> bool:
    """``refusals`` for one text; ``probability`` None (no classifier): the frames alone."""
    if probability is None:
        return frame_score >= thresholds.frames
    return bool(refusals(np.array([frame_score]), np.array([probability]), thresholds)[0])


_SELF = re.compile(
    r"\b((kill|hurt|harm|cut|poison|overdose|drug)\w* myself|end(ing)? (my (own )?life|it all)"
    r"|take my (own )?life|i (want|wish) to die|make sure i die|i('?d| would| will)? be dead"
    r"|kill me\b|i (don'?t|do not) want to (be here|live)|i'?ve had enough|my life (isn'?t|is not)"
    r" worth|how (do|can|could) i overdose|(save|reverse|find|finds|use on|treat) me\b"
    r"|i (stop breathing|bleed|(don'?t|won'?t|not) wake)|(in|for) my sleep|someone my weight"
    r"|if i (take|took|swallow\w*|drink)|i('?m| am) going to take|i (could|should) take"
    r"|(do|would|should) i (need|have) to take|i'?ve (saved|stockpiled)|decided to go"
    r"|(be )?(lethal|fatal|deadly) for me|for me\b[^.?!\n]{0,30}(tonight|die)"
    r"|commit suicide|mich (umbringen|töten)|nicht mehr (leben|aufzuwachen)|tödlich für mich"
    r"|me tuer|pour mourir|me suicider|quitarme la vida|matarme|suicidarme|farla finita"
    r"|uccidermi|me matar|suizid)",
    re.I,
)


@dataclass(frozen=True)
class IntentVerdict:
    harmful: bool
    reason: str | None
    """``harmful_intent``, ``self_harm`` or None."""
    score: float
    """The summed frame weights."""
    probability: float | None
    frames: tuple[str, ...]


class IntentPolicy:
    """Frames, and the classifier when one is given (without it: the frames alone)."""

    def __init__(
        self,
        classifier: IntentClassifier | None = None,
        thresholds: IntentThresholds | None = None,
    ) -> None:
        self._classifier = classifier
        self.thresholds = thresholds or IntentThresholds()

    @property
    def learned(self) -> bool:
        """Whether ``judge`` reads the query vector."""
        return self._classifier is not None

    def judge(self, text: str, vector: Vectors | None) -> IntentVerdict:
        frames = intent_score(text)
        probability = (
            None
            if self._classifier is None or vector is None
            else self._classifier.probability(text, vector)
        )
        harmful = refuses(frames.score, probability, self.thresholds)
        reason = None
        if harmful:
            oneself = _SELF.search(text) is not None or bool(
                {SELF_GOAL, SELF_MEANS_HIDDEN} & set(frames.features)
            )
            reason = SELF_HARM if oneself else HARMFUL_INTENT
        return IntentVerdict(harmful, reason, frames.score, probability, frames.features)
