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
from clinrag.retrieval.analysis import STOPWORDS

CUE_LANGUAGES = ("en", "fr", "es", "de", "it", "pt")
"""Languages whose common words are not subjects of their own (wordfreq's lists)."""
ANCHOR_MAX_ZIPF = 3.6
"""A word rarer than this in every ``CUE_LANGUAGES`` list names a subject ("memantine",
"schizophrenia" 3.56, "ulcers" 3.09); commoner ones ("children", "weight", "dose") do not."""

_WORD = re.compile(r"<[A-Z_]+_\d+>|[^\W_](?:[^\W_]|[-'\u2019](?=[^\W_]))*", re.UNICODE)
_PLACEHOLDER = re.compile(r"^<[A-Z_]+_\d+>$")


def _phrases(*alternatives: str) -> re.Pattern[str]:
    return re.compile(r"(?<![^\W_])(?:" + "|".join(alternatives) + r")(?![^\W_])", re.IGNORECASE)


_GREETING_TEXT = """hi hello hey many hiya morning afternoon evening good night thanks thank you
    thx ta cheers
    great perfect ok okay bye goodbye see later again very much so that's that is was helpful
    useful brilliant nice wonderful excellent appreciate appreciated it all for the help a lot
    bonjour salut merci bonsoir revoir au beaucoup hola gracias adiós adios buenos buenas días
    dias tardes muchas hasta luego hallo danke guten morgen tag tschüss tschuss vielen dank
    schön ciao grazie buongiorno buonasera arrivederci mille olá ola obrigado obrigada bom dia
    tchau muito de nada you're welcome cool alright right"""
GREETING_WORDS = frozenset(_GREETING_TEXT.split())
_SOCIAL_TEXT = """hi hello hey morning thanks thank thx cheers bye goodbye brilliant great
    perfect appreciate appreciated helpful merci gracias danke grazie obrigado obrigada bonjour
    hola hallo ciao"""
_SOCIAL_WORDS = frozenset(_SOCIAL_TEXT.split())
MAX_SOCIAL_WORDS = 12
_QUESTION_START = re.compile(
    r"^\W*(?:what|which|who|whom|whose|when|where|why|how|is|are|was|were|do|does|did|can|"
    r"could|should|would|will|has|have|had|may|might|must)(?![^\W_])",
    re.IGNORECASE,
)
_PERSON = _phrases(r"he", r"she", r"him", r"her", r"his", r"hers", r"himself", r"herself")
"""A patient the thread has not described: the documents cannot answer for them."""
_PERSON_IN_THREAD = re.compile(
    r"<PERSON_\d+>|(?<![^\W_])(?:he|she|him|her|his|man|woman|boy|girl|patient|"
    r"mr|mrs|ms|husband|wife|mother|father|son|daughter)(?![^\W_])",
    re.IGNORECASE,
)

_OFF_SCOPE = _phrases(
    r"poems?",
    r"poetry",
    r"haiku",
    r"limericks?",
    r"song(?:s|\s+lyrics)?",
    r"lyrics",
    r"jokes?",
    r"riddles?",
    r"weather",
    r"forecast",
    r"football",
    r"soccer",
    r"basketball",
    r"baseball",
    r"cricket\s+match",
    r"elections?",
    r"president(?:ial)?",
    r"stock\s+(?:price|market)s?",
    r"bitcoin",
    r"crypto(?:currency)?",
    r"recipes?",
    r"movies?",
    r"films?",
    r"netflix",
    r"horoscope",
    r"lottery",
    r"(?:python|javascript|sql)\s+(?:code|script|function|query)",
    r"write\s+(?:me\s+)?(?:a\s+)?(?:story|essay|novel|code)",
    r"capital\s+(?:city\s+)?of",
    r"restaurants?",
    r"hotels?",
    r"flights?",
    r"holidays?",
    r"vacations?",
    r"spreadsheets?",
    r"excel",
    r"powerpoint",
    r"(?:tv|television)\s+(?:show|series)",
    r"celebrit(?:y|ies)",
    r"world\s+cup",
    r"olympics",
    r"translate\s+(?=['\"\u2018\u201c])",
    r"wi-?fi",
    r"météo",
    r"poème",
    r"blague",
    r"clima",
    r"poema",
    r"chiste",
    r"wetter",
    r"gedicht",
    r"witz",
    r"meteo",
    r"barzelletta",
    r"tempo\s+(?:amanhã|hoje)",
)

_ON_ANSWER = _phrases(
    r"summari[sz]e",
    r"summary",
    r"shorter",
    r"shorten",
    r"(?:in\s+short|briefly|short\s+version|tl;?dr)",
    r"yes\s+or\s+no",
    r"in\s+(?:one|a\s+single|two)\s+sentences?",
    r"simpl(?:er|ify|e\s+(?:terms|words|language))",
    r"plain\s+(?:english|words|language|terms)",
    r"lay(?:man'?s)?\s+terms",
    r"rephrase",
    r"reword",
    r"bullet(?:\s+points?|ed)?",
    r"as\s+a\s+(?:list|table)",
    r"explain\s+(?:that|this|it|your\s+answer|what\s+you\s+(?:said|meant))",
    r"what\s+(?:do|did)\s+you\s+mean",
    r"(?:citation|source|reference|passage)\s*\[?\d+\]?",
    r"\[\d+\]",
    r"how\s+(?:sure|confident|certain)",
    r"you\s+(?:said|mentioned|wrote|stated)",
    r"what\s+(?:do|did)\s+you\s+mean",
    r"(?:explain|clarify)\s+(?:that|this|it|what|your)",
    r"in\s+other\s+words",
    r"put\s+(?:it|that|this)\s+(?:simply|differently|another\s+way)",
    r"for\s+a\s+(?:parent|patient|layperson|lay\s+person|child|non-specialist)",
    r"(?:key|main)\s+(?:points?|takeaways?|message|findings?)",
    r"one\s+line",
    r"in\s+a\s+nutshell",
    r"your\s+(?:answer|summary|last\s+(?:answer|reply))",
    r"(?:repeat|say)\s+(?:that|it)\s+again",
    r"for\s+(?:a|the|my)\s+patient\s+to\s+understand",
    r"résum(?:er|é|ez)",
    r"resum(?:ir|e|en)",
    r"zusammenfass(?:en|ung)",
    r"riassum(?:i|ere)",
)

_OUTSIDE_THREAD = _phrases(
    r"(?:i|we)\s+(?:mentioned|discussed|talked\s+about|asked\s+about|spoke\s+about)"
    r"\s+(?:\w+\s+)?(?:last|yesterday|earlier\s+today|the\s+other\s+day|before\s+today)",
    r"(?:last\s+(?:week|month|time)|yesterday|the\s+other\s+day)",
    r"the\s+(?:usual|normal|standard|regular)\s+(?:one|thing|stuff|way)",
    r"the\s+(?:other|new|old|alternative)\s+(?:one|thing|stuff|option|drug|treatment|"
    r"procedure|regimen)",
    r"the\s+alternative",
    r"(?:we|you|i|they)\s+(?:decided|agreed|discussed|talked\s+about|planned)",
    r"(?:at|in|from)\s+the\s+(?:meeting|handover|ward\s+round|mdt)",
    r"(?:right|best|correct|good|ok|okay|safe)\s+(?:choice|option|one|thing)?\s*for\s+"
    r"(?:him|her|them|my\s+patient|this\s+patient|the\s+patient)",
    r"(?:should|can|could)\s+i\s+(?:give|start|stop|prescribe)\s+(?:him|her|them)",
    r"help\s+me\s+with\s+(?:the|this|that|my)\s+\w+",
)

_PRONOUNS = _phrases(
    r"it",
    r"its",
    r"it's",
    r"they",
    r"them",
    r"their",
    r"this",
    r"that",
    r"these",
    r"those",
    r"same",
    r"either",
    r"both",
    r"which\s+(?:one|of\s+(?:them|the\s+two)|gave|was|were|had|has|caused|worked|did|does|led|"
    r"produced|showed|is|are)",
    r"the\s+(?:former|latter|first|second|combination|drug|medication|medicine|treatment|"
    r"therapy|study|trial|intervention|procedure|results?|findings?|patients|group|dose)",
    r"ce(?:la|ci)?",
    r"ça",
    r"celui",
    r"celle",
    r"eso",
    r"esto",
    r"este",
    r"esta",
    r"dies(?:e[rsmn]?)?",
    r"esso",
    r"questo",
    r"quello",
    r"isso",
    r"isto",
    r"ele",
    r"ela",
)
_FRAGMENT = re.compile(
    r"^\W*(?:(?:and|or|but|so)\s+)?(?:what\s+about|how\s+about|what\s+of|"
    r"any\s+(?:data|evidence)\s+on|(?:and|or|but)\s+(?:in|for|with|at|on|among|during|after|"
    r"before|without|versus|vs)|et\s+pour|et\s+(?:en|chez|dans|avec)|qu'en\s+est-il|"
    r"¿?\s*y\s+(?:en|para|con|qué\s+tal)|¿\s*y|und\s+(?:bei|was\s+ist\s+mit|für|mit)|"
    r"e\s+(?:per|nei|negli|nelle|con|quanto)|e\s+(?:para|em|nos|nas|com))(?![^\W_])",
    re.IGNORECASE,
)
"""A follow-up without a clause of its own ("What about in children?", "And for
hypertension?"): it leans on the thread whatever it names."""
_CONJUNCTION_FRAGMENT = re.compile(
    r"^\W*(?:and|or|but|et|ou|y|o|und|oder|e)\s+(?!(?:what|which|who|when|where|why|how|is|"
    r"are|was|were|do|does|did|can|could|should|would|will|has|have|had|may|might|must|que|"
    r"qué|quel|quelle|comment|est-ce|cómo|cuál|es|ist|sind|wie|welche|come|quale|è|como|"
    r"qual|é)(?![^\W_]))[^.?!]*\?\s*$",
    re.IGNORECASE,
)
"""A conjunction and a question with no verb to start it ("And gastrointestinal or
injection-site reactions?"): a fragment."""
_WEAK_LINK = re.compile(
    r"^\W*(?:and|or|but|so|also|ok(?:ay)?|next|then|separately|another\s+(?:one|question)|"
    r"one\s+more(?:\s+question)?|et|ou|mais|y|pero|und|oder|aber|e|ma)(?![^\W_])|"
    r"(?<![^\W_])(?:also|too|as\s+well|instead|otherwise)(?![^\W_])",
    re.IGNORECASE,
)
"""A link to what came before that a full question naming a new subject overrides ("And does
allopurinol prevent gout?" starts a new topic; "And did it help?" does not)."""
_DEFINITE = re.compile(
    r"(?<![^\W_])(?:the|these|those|le|la|les|el|los|las|der|die|das|den|il|lo|gli|os|as)\s+"
    r"([^\W\d_]{4,})",
    re.IGNORECASE,
)


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


def route_by_cues(message: str, turns: Sequence[StoredTurn]) -> CueRoute:
    """The route of the redacted ``message`` after the thread's ``turns`` (oldest first; at
    least one)."""
    message_words = words(message)
    subjects = anchors(message)
    if message_words and all(w in GREETING_WORDS for w in message_words):
        return CueRoute("GREETING", "greeting_words_only")
    if _is_social(message, message_words, subjects):
        return CueRoute("GREETING", "social_without_question")
    thread = " ".join(f"{t.redacted_question} {t.redacted_answer}" for t in turns)
    thread_stems = _stems(thread)
    new_subjects = [w for w in subjects if _stem(w) not in thread_stems]
    refers_back = _refers_back(message, thread_stems)
    if _OFF_SCOPE.search(message) and not refers_back:
        return CueRoute("OUT_OF_SCOPE", "off_scope_request")
    if _ON_ANSWER.search(message) and turns and turns[-1].citations:
        return CueRoute("DIRECT_ANSWER", "request_on_previous_answer")
    if _OUTSIDE_THREAD.search(message):
        return CueRoute("ASK_CLARIFICATION", "reference_outside_thread")
    if _PERSON.search(message) and not _PERSON_IN_THREAD.search(thread):
        return CueRoute("ASK_CLARIFICATION", "unnamed_patient")
    if refers_back:
        return CueRoute("REWRITE_THEN_RETRIEVE", refers_back)
    if _WEAK_LINK.search(message) and not new_subjects:
        return CueRoute("REWRITE_THEN_RETRIEVE", "link_without_new_subject")
    if not subjects:
        return CueRoute("REWRITE_THEN_RETRIEVE", "no_subject_of_its_own")
    if not new_subjects:
        return CueRoute("REWRITE_THEN_RETRIEVE", "subject_from_thread")
    return CueRoute("RETRIEVE", "new_subject")


def _is_social(message: str, message_words: Sequence[str], subjects: Sequence[str]) -> bool:
    """Thanks, a greeting or a goodbye with no question in it ("Cheers, that's all I
    needed"): a social word, no question mark, no subject, a short message."""
    return (
        any(w in _SOCIAL_WORDS for w in message_words)
        and "?" not in message
        and not subjects
        and len(message_words) <= MAX_SOCIAL_WORDS
        and not _QUESTION_START.search(message)
        and not _OFF_SCOPE.search(message)
    )


def leans_on_thread(text: str) -> str:
    """The cue in ``text`` itself by which it leans on what came before (a pronoun, an
    ellipsis), or "" when there is none."""
    if _PRONOUNS.search(text):
        return "pronoun"
    if _FRAGMENT.search(text) or _CONJUNCTION_FRAGMENT.search(text):
        return "ellipsis"
    return ""


def _refers_back(message: str, thread_stems: set[str]) -> str:
    """The cue by which ``message`` leans on the thread, or "" when none does."""
    cue = leans_on_thread(message)
    if cue:
        return cue
    for match in _DEFINITE.finditer(message):
        if _stem(match.group(1).lower()) in thread_stems:
            return "definite_reference"
    return ""
