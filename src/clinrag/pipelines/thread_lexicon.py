"""The word lists and patterns the thread router's cues are read with (``thread_cues``):
greetings and social words, off-scope requests, requests on the previous answer, references
outside the thread, pronouns and fragments that lean on it, weak links, definite references.
Patterns match whole words, case-insensitively, in English and the other cue languages."""

from __future__ import annotations

import re


def _phrases(*alternatives: str) -> re.Pattern[str]:
    return re.compile(r"(?<![^\W_])(?:" + "|".join(alternatives) + r")(?![^\W_])", re.IGNORECASE)


GREETING_TEXT = """hi hello hey many hiya morning afternoon evening good night thanks thank you
    thx ta cheers
    great perfect ok okay bye goodbye see later again very much so that's that is was helpful
    useful brilliant nice wonderful excellent appreciate appreciated it all for the help a lot
    bonjour salut merci bonsoir revoir au beaucoup hola gracias adiós adios buenos buenas días
    dias tardes muchas hasta luego hallo danke guten morgen tag tschüss tschuss vielen dank
    schön ciao grazie buongiorno buonasera arrivederci mille olá ola obrigado obrigada bom dia
    tchau muito de nada you're welcome cool alright right"""
GREETING_WORDS = frozenset(GREETING_TEXT.split())
SOCIAL_TEXT = """hi hello hey morning thanks thank thx cheers bye goodbye brilliant great
    perfect appreciate appreciated helpful merci gracias danke grazie obrigado obrigada bonjour
    hola hallo ciao"""
SOCIAL_WORDS = frozenset(SOCIAL_TEXT.split())
MAX_SOCIAL_WORDS = 12
QUESTION_START = re.compile(
    r"^\W*(?:what|which|who|whom|whose|when|where|why|how|is|are|was|were|do|does|did|can|"
    r"could|should|would|will|has|have|had|may|might|must)(?![^\W_])",
    re.IGNORECASE,
)
PERSON = _phrases(r"he", r"she", r"him", r"her", r"his", r"hers", r"himself", r"herself")
"""A patient the thread has not described: the documents cannot answer for them."""
PERSON_IN_THREAD = re.compile(
    r"<PERSON_\d+>|(?<![^\W_])(?:he|she|him|her|his|man|woman|boy|girl|patient|"
    r"mr|mrs|ms|husband|wife|mother|father|son|daughter)(?![^\W_])",
    re.IGNORECASE,
)

OFF_SCOPE = _phrases(
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
    r"share\s+prices?",
    r"(?:buy|sell|invest\s+in)\s+(?:stocks?|shares?)",
    r"stocks?\s+(?:should|to\s+buy)",
    r"bitcoin",
    r"crypto(?:currency)?",
    r"recipes?",
    r"movies?",
    r"films?",
    r"netflix",
    r"horoscope",
    r"lottery",
    r"(?:python|javascript|sql)\s+(?:code|script|function|query)",
    r"(?:pandas|numpy|regex|regular\s+expression|javascript|excel\s+formula)",
    r"(?:key|type|value|syntax|index|attribute)error",
    r"(?:my|this)\s+(?:code|script|macro|formula|laptop|printer|password)",
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

ON_ANSWER = _phrases(
    r"summari[sz]e",
    r"summary",
    # "was the stay shorter?" and "did it shorten labour?" are clinical: only the answer's length
    r"shorter\s+(?:version|answer|reply|summary|please)",
    r"shorten\s+(?:that|this|it|your)",
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

ANSWER_REFERENCE = _phrases(
    # "the response rate" is clinical: "the" and "response" only with a word that points back
    r"your\s+(?:(?:previous|last|earlier)\s+)?"
    r"(?:answer|reply|response|explanation|summary|list|table)",
    r"(?:the|that|this)\s+(?:previous|last|earlier|above)\s+(?:answer|reply|response)",
    r"(?:that|this)\s+(?:answer|reply)",
    r"what\s+you\s+(?:just\s+)?(?:said|wrote|meant|mentioned|stated|told\s+me)",
    r"what\s+(?:do|did)\s+you\s+mean",
    r"you\s+(?:just\s+)?(?:said|mentioned|wrote|stated)",
    r"(?:citation|reference|source|passage)\s*\[\d+\]",
    r"\[\d+\]",
    r"(?:translate|shorten|condense|simplify|rephrase|reword|summari[sz]e|repeat|expand\s+on)"
    r"\s+(?:it|that|this)(?=\s*(?:[.?!,;:]|$|(?:into|in|to|for|as|again|please|more|briefly)"
    r"(?![^\W_])))",
    r"(?:tu|su)\s+respuesta",
    r"(?:votre|ta)\s+réponse",
    r"(?:deine|ihre)\s+antwort",
    r"(?:la\s+)?(?:tua|sua)\s+risposta",
    r"(?:a\s+)?(?:tua|sua)\s+resposta",
)
"""An explicit reference to an answer already given ("translate your answer", "what does [2]
say"): on ``/v1/query``, which keeps no thread, there is none to refer to."""

REQUEST_TEXT = """translate translated translation condense condensed shorten shorter simplify
    simpler
    rephrase reword summarise summarize summarised summarized bullets bullet list table leaflet
    paragraph sentences tldr expand elaborate clarify citation citations reference passage
    lay layman plain bulleted numbered urdu punjabi bengali gujarati somali tigrinya amharic
    polish romanian lithuanian latvian tagalog farsi pashto dari kurdish"""
REQUEST_WORDS = frozenset(REQUEST_TEXT.split())
"""Rare words of a request made of an answer, not subjects of a question of their own."""

OUTSIDE_THREAD = _phrases(
    r"(?:i|we)\s+(?:mentioned|discussed|talked\s+about|asked\s+about|spoke\s+about)"
    r"\s+(?:\w+\s+)?(?:last|yesterday|earlier\s+today|the\s+other\s+day|before\s+today)",
    r"(?:last\s+(?:week|month|year|time|night|shift)|yesterday|the\s+other\s+day|this\s+morning)",
    r"(?:i|we)\s+(?:told\s+you|saw|admitted|discussed)\s+(?:about\s+)?(?:earlier|before|this)",
    r"(?:our|my)\s+(?:unit|ward|team|department|practice|hospital|trust|clinic)\s+"
    r"(?:uses?|used|switched|prefers?|started|changed|chose|protocol|policy)",
    r"the\s+(?:second|third|next|other|first)\s+(?:patient|case|one\s+on\s+the\s+list)",
    r"(?:my|our)\s+(?:guy|lady|chap|man|woman|boy|girl)",
    r"(?:the\s+)?(?:lady|gentleman|man|woman|guy|chap|patient)\s+in\s+(?:bed|bay|room)",
    r"journal\s+club",
    r"(?:his|her|their)\s+(?:gp|doctor|consultant|cardiologist|surgeon)",
    r"which\s+brand",
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

PRONOUNS = _phrases(
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
    r"(?:with|for|in|of)\s+each",
    r"each\s+(?:one|arm|group|drug|treatment|regimen)",
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
FRAGMENT = re.compile(
    r"^\W*(?:(?:and|or|but|so)\s+)?(?:what\s+about|how\s+about|what\s+of|"
    r"any\s+(?:data|evidence)\s+on|(?:and|or|but)\s+(?:in|for|with|at|on|among|during|after|"
    r"before|without|versus|vs)|et\s+pour|et\s+(?:en|chez|dans|avec)|qu'en\s+est-il|"
    r"¿?\s*y\s+(?:en|para|con|qué\s+tal)|¿\s*y|und\s+(?:bei|was\s+ist\s+mit|für|mit)|"
    r"e\s+(?:per|nei|negli|nelle|con|quanto)|e\s+(?:para|em|nos|nas|com))(?![^\W_])",
    re.IGNORECASE,
)
"""A follow-up without a clause of its own ("What about in children?", "And for
hypertension?"): it leans on the thread whatever it names."""
CONJUNCTION_FRAGMENT = re.compile(
    r"^\W*(?:and|or|but|et|ou|y|o|und|oder|e)\s+(?!(?:what|which|who|when|where|why|how|is|"
    r"are|was|were|do|does|did|can|could|should|would|will|has|have|had|may|might|must|que|"
    r"qué|quel|quelle|comment|est-ce|cómo|cuál|es|ist|sind|wie|welche|come|quale|è|como|"
    r"qual|é)(?![^\W_]))[^.?!]*\?\s*$",
    re.IGNORECASE,
)
"""A conjunction and a question with no verb to start it ("And gastrointestinal or
injection-site reactions?"): a fragment."""
WEAK_LINK = re.compile(
    r"^\W*(?:and|or|but|so|also|ok(?:ay)?|next|then|separately|another\s+(?:one|question)|"
    r"one\s+more(?:\s+question)?|et|ou|mais|y|pero|und|oder|aber|e|ma)(?![^\W_])|"
    r"(?<![^\W_])(?:also|too|as\s+well|instead|otherwise)(?![^\W_])",
    re.IGNORECASE,
)
"""A link to what came before that a full question naming a new subject overrides ("And does
allopurinol prevent gout?" starts a new topic; "And did it help?" does not)."""
DEFINITE = re.compile(
    r"(?<![^\W_])(?:the|these|those|le|la|les|el|los|las|der|die|das|den|il|lo|gli|os|as)\s+"
    r"([^\W\d_]{4,})",
    re.IGNORECASE,
)
