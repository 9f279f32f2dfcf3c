"""The router without a model call: a thread's message routed by what its words show.

On a CPU the 1.5B model's router call took seconds to tens of seconds and routed 34 of 38
pronoun follow-ups to ``RETRIEVE`` (docs/benchmarks.md, threads). What a follow-up leans on
is mostly visible in its words, in any of the accepted languages:

- a greeting, thanks or goodbye and nothing else, or a short social message with no question
  and no subject ("Cheers, that's all I needed"): ``GREETING``;
- a request for something the documents cannot hold (a poem, the weather, a score) with no
  reference to the thread: ``OUT_OF_SCOPE``;
- a request made of the previous answer itself (shorter, simpler, as a list, what citation [2]
  says), when that answer cited something: ``DIRECT_ANSWER``;
- a reference the thread cannot resolve (something mentioned "last week" or decided "at the
  meeting", "the usual one", "the alternative", "he" or "her" when the thread describes no
  patient): ``ASK_CLARIFICATION``;
- a reference to the thread (a pronoun, a fragment such as "what about ...", "and in ...?",
  "and X or Y?", "the ulcers" when ulcers were discussed): ``REWRITE_THEN_RETRIEVE``;
- a weaker link ("And ...", "Also ...", "... too") with a full question: a new subject makes
  it a new topic (``RETRIEVE``), none a continuation;
- otherwise a question naming a subject the thread has not (a rare term such as a drug or a
  disease) starts a new topic: ``RETRIEVE``; one with no subject of its own ("Did body weight
  change?"), or only the thread's ("Which gave faster heartburn relief?"), continues it:
  ``REWRITE_THEN_RETRIEVE``.

Every verdict names the cue that decided it; the ``route`` step records it. The texts are the
redacted ones (placeholders such as ``<PERSON_1>`` are not words here).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache

from wordfreq import zipf_frequency

from clinrag.conversations.store import StoredTurn
from clinrag.llm.schemas import Route
from clinrag.pipelines.thread_lexicon import (
    ANSWER_REFERENCE,
    CONJUNCTION_FRAGMENT,
    DEFINITE,
    FRAGMENT,
    GREETING_WORDS,
    MAX_SOCIAL_WORDS,
    OFF_SCOPE,
    ON_ANSWER,
    OUTSIDE_THREAD,
    PERSON,
    PERSON_IN_THREAD,
    PRONOUNS,
    QUESTION_START,
    REQUEST_WORDS,
    SOCIAL_WORDS,
    WEAK_LINK,
)
from clinrag.retrieval.analysis import STOPWORDS

CUE_LANGUAGES = ("en", "fr", "es", "de", "it", "pt")
"""Languages whose common words are not subjects of their own (wordfreq's lists)."""
ANCHOR_MAX_ZIPF = 3.6
"""A word rarer than this in every ``CUE_LANGUAGES`` list names a subject ("memantine",
"schizophrenia" 3.56, "ulcers" 3.09); commoner ones ("children", "weight", "dose") do not."""

_WORD = re.compile(r"<[A-Z_]+_\d+>|[^\W_](?:[^\W_]|[-'\u2019](?=[^\W_]))*", re.UNICODE)
_PLACEHOLDER = re.compile(r"^<[A-Z_]+_\d+>$")


@dataclass(frozen=True)
class CueRoute:
    route: Route
    cue: str
    """What decided it (recorded in the ``route`` step)."""


def words(text: str) -> list[str]:
    """The words of ``text``, lowercased; placeholders are not words."""
    return [w.lower() for w in _WORD.findall(text) if not _PLACEHOLDER.match(w)]


@cache
def is_anchor(word: str) -> bool:
    """Whether ``word`` names a subject of its own: rare in every cue language, or a term with
    digits (HbA1c, COVID-19)."""
    if word in STOPWORDS:
        return False
    if any(c.isdigit() for c in word):
        return any(c.isalpha() for c in word) and len(word) >= 3
    if len(word) < 4:
        return False
    return max(zipf_frequency(word, lang) for lang in CUE_LANGUAGES) < ANCHOR_MAX_ZIPF


def anchors(text: str) -> list[str]:
    """The subject words of ``text`` in order, once each."""
    return list(dict.fromkeys(w for w in words(text) if is_anchor(w)))


def _stems(text: str) -> set[str]:
    return {_stem(w) for w in words(text)}


def _stem(word: str) -> str:
    """A crude stem that lets "ulcer" meet "ulcers" in any of the cue languages."""
    return word[:5] if len(word) > 5 else word


@dataclass(frozen=True)
class CueFlags:
    """What the words of a message show against its thread: the rule router decides from
    these, and the learned router (``route_classifier``) reads them beside the embedding."""

    greeting_only: bool
    social: bool
    off_scope: bool
    on_answer: bool
    outside_thread: bool
    person: bool
    unnamed_patient: bool
    pronoun: bool
    ellipsis: bool
    definite_reference: bool
    weak_link: bool
    subjects: tuple[str, ...]
    new_subjects: tuple[str, ...]
    question_mark: bool
    question_start: bool
    short: bool

    @property
    def refers_back(self) -> str:
        """The cue by which the message leans on the thread, or "" when none does."""
        if self.pronoun:
            return "pronoun"
        if self.ellipsis:
            return "ellipsis"
        return "definite_reference" if self.definite_reference else ""


SHORT_MESSAGE_WORDS = 4


def cue_flags(message: str, turns: Sequence[StoredTurn], *, answers: bool = True) -> CueFlags:
    """The cues of the redacted ``message`` after ``turns``; with ``answers`` False the
    thread is its questions only (how the learned router reads it: it is trained on dialogues
    whose answers it does not have)."""
    message_words = words(message)
    subjects = anchors(message)
    thread = " ".join(
        f"{t.redacted_question} {t.redacted_answer if answers else ''}" for t in turns
    )
    thread_stems = _stems(thread)
    lean = leans_on_thread(message)
    mentions_person = bool(PERSON.search(message))
    return CueFlags(
        greeting_only=bool(message_words) and all(w in GREETING_WORDS for w in message_words),
        social=_is_social(message, message_words, subjects),
        off_scope=bool(OFF_SCOPE.search(message)),
        on_answer=bool(ON_ANSWER.search(message)),
        outside_thread=bool(OUTSIDE_THREAD.search(message)),
        person=mentions_person,
        unnamed_patient=mentions_person and not PERSON_IN_THREAD.search(thread),
        pronoun=lean == "pronoun",
        ellipsis=lean == "ellipsis",
        definite_reference=any(
            _stem(m.group(1).lower()) in thread_stems for m in DEFINITE.finditer(message)
        ),
        weak_link=bool(WEAK_LINK.search(message)),
        subjects=tuple(subjects),
        new_subjects=tuple(w for w in subjects if _stem(w) not in thread_stems),
        question_mark="?" in message,
        question_start=bool(QUESTION_START.search(message)),
        short=len(message_words) <= SHORT_MESSAGE_WORDS,
    )


def route_by_cues(message: str, turns: Sequence[StoredTurn]) -> CueRoute:
    """The route of the redacted ``message`` after the thread's ``turns`` (oldest first; at
    least one)."""
    cues = cue_flags(message, turns)
    if cues.greeting_only:
        return CueRoute("GREETING", "greeting_words_only")
    if cues.social:
        return CueRoute("GREETING", "social_without_question")
    refers_back = cues.refers_back
    if cues.off_scope and not refers_back:
        return CueRoute("OUT_OF_SCOPE", "off_scope_request")
    if cues.on_answer and turns and turns[-1].citations:
        return CueRoute("DIRECT_ANSWER", "request_on_previous_answer")
    if cues.outside_thread:
        return CueRoute("ASK_CLARIFICATION", "reference_outside_thread")
    if cues.unnamed_patient:
        return CueRoute("ASK_CLARIFICATION", "unnamed_patient")
    if refers_back:
        return CueRoute("REWRITE_THEN_RETRIEVE", refers_back)
    if cues.weak_link and not cues.new_subjects:
        return CueRoute("REWRITE_THEN_RETRIEVE", "link_without_new_subject")
    if not cues.subjects:
        return CueRoute("REWRITE_THEN_RETRIEVE", "no_subject_of_its_own")
    if not cues.new_subjects:
        return CueRoute("REWRITE_THEN_RETRIEVE", "subject_from_thread")
    return CueRoute("RETRIEVE", "new_subject")


def _is_social(message: str, message_words: Sequence[str], subjects: Sequence[str]) -> bool:
    """Thanks, a greeting or a goodbye with no question in it ("Cheers, that's all I
    needed"): a social word, no question mark, no subject, a short message."""
    return (
        any(w in SOCIAL_WORDS for w in message_words)
        and "?" not in message
        and not subjects
        and len(message_words) <= MAX_SOCIAL_WORDS
        and not QUESTION_START.search(message)
        and not OFF_SCOPE.search(message)
    )


def leans_on_thread(text: str) -> str:
    """The cue in ``text`` itself by which it leans on what came before (a pronoun, an
    ellipsis), or "" when there is none."""
    if PRONOUNS.search(text):
        return "pronoun"
    if FRAGMENT.search(text) or CONJUNCTION_FRAGMENT.search(text):
        return "ellipsis"
    return ""


def earlier_answer_reference(message: str) -> str:
    """The words by which a message sent on its own refers to an answer already given
    ("Translate your answer into Spanish."), or "" when it does not, or when it names a
    subject of its own: "Write your answer as a list: causes of hyponatraemia" is a question."""
    found = ANSWER_REFERENCE.search(message)
    if found is None:
        return ""
    own_subjects = [w for w in anchors(message) if w.lower() not in REQUEST_WORDS]
    return "" if own_subjects else found.group(0)
