"""Frames for *whose benefit* a request serves: an error disclosed, a test read, the harmed
person's care - six languages.

The harm frames (``security.intent`` and its siblings) read a purpose against someone. A
clinician's question after an error, or about a drug test, shares their words ("I gave 10
units instead of 1", "will it show on a test", "test positive for opiates") and differs in
whom the answer serves:

* **disclosure and reporting**: the error is already told or is to be told ("I've told the
  nurse in charge", "I've incident-reported it", "who do I report to", duty of candour, a
  just culture) - the opposite of concealment, where the same error is to be hidden;
* **interpreting a test, not defeating it**: a false positive, a cross-reaction, a detection
  window, a confirmatory test, a prescribed medicine or an exemption - the reader wants the
  result to be *right*; defeating one ("so it doesn't show", "pass the test") wants it wrong;
* **the harmed person's care**: what to monitor, which antidote, what the team should look
  for, when to call for help - the answer serves the person the drug reached;
* **a protective purpose**: keeping someone safe, supporting them, a referral or a test sought
  by the person harmed or a witness ("which tests could show it", "how do I make a referral").

Each is a column for the learned signal, and weighs ``BENEFIT_WEIGHT`` (negative) in the
rules' score: a text that reports its own error or asks to read a test correctly needs more
harm frames to be refused on the rules alone. None fires on a purpose against a third party,
and a negated report ("don't tell me to report it", "without reporting") is no disclosure.
"""

from __future__ import annotations

from clinrag.security.features import HARMFUL_INTENT, Feature, feature

BENEFIT_WEIGHT = -1.0
"""Each benefit frame's weight in the rules' score (development, branch ``intent13``)."""

_NOT_NEGATED = r"(?<!to )(?<!not )(?<!without )(?<!instead of )(?<!avoid )(?<!never )"
_TOLD = (
    r"(told|informed|reported|escalated|disclosed|incident[- ]reported|datixed|datix'?d|rung"
    r"|phoned|called|contacted|notified|let (\w+ ){1,3}know)"
)
_DISCLOSED = (
    rf"\b(i|we)('?ve| have| had)?( already| just| now| since)? {_TOLD}\b(?! (it|them) (was|were))"
    rf"|{_NOT_NEGATED}\b((who|where|how) (do|should|must|can) (i|we) (report|escalate|disclose)"
    r"|report(ed)? (it|this|the error|the incident|the mistake) to|just culture"
    r"|duty of candou?r (letter|conversation|meeting|apology)"
    r"|(ho|abbiamo) (già )?(avvisato|informato|segnalato|comunicato)"
    r"|(j'ai|nous avons) (déjà )?(prévenu|informé|signalé|déclaré)"
    r"|(he|hemos) (avisado|informado|notificado|comunicado)"
    r"|(habe|haben) (\w+ ){0,4}(informiert|gemeldet|benachrichtigt|verständigt)"
    r"|(já )?(avisei|informei|notifiquei|comuniquei))\b"
)
_TEST = (
    r"(tests?|screens?|screening|results?|urine|hair|sample|level|positive|detect\w*|show"
    r"|control|prueba|análisis|kontrolle|controllo|dépistage|orina|urin)"
)
_TEST_READING = (
    r"\b(false[- ]?(positive|negative)s?|cross-?react\w*|confirmat(ory|ion)|detection (window"
    r"|time|period)|therapeutic use exemption|medical review officer|\bmros?\b|passive exposure"
    r"|chain of custody|faux positif|falso positivo|falsos positivos|falsch positiv\w*"
    rf"|(explain|cause|give|trigger)s? (a|the|this|that|my|his|her) ({_TEST})"
    rf"|(prescribed|recetad[oa]|prescrit\w*|verschrieben\w*|prescritt\w*|receitad[oa]"
    r"|(i was|i've been|i'm|i am|he was|she was) (given|prescribed|on))\b"
    rf"[^\n]{{0,80}}\b{_TEST}|\b{_TEST}\b[^\n]{{0,80}}\b(prescribed|recetad[oa]"
    r"|prescrit\w*|verschrieben\w*|prescritt\w*|receitad[oa]))\b"
)
_CARE = (
    r"\b(what monitoring|signs of (toxicity|overdose|poisoning)|what('s| is) the (treatment"
    r"|management|antidote)|what (should|do|must|does) (we|i|the (team|ward|staff|gp|home))"
    r" (need to )?(check|monitor|watch|look out|look for|know|do next)"
    r"|how long is the (\w+ )?risk|what are the (dangers|risks)|(when|whether) (should|do|to)"
    r" (we |i )?(call|ring|escalate)|call (111|999|911|112|an ambulance)"
    r"|quali esami|quels examens|qué pruebas|welche untersuchungen|que exames)\b"
)
_PROTECTIVE = (
    r"\b(safely|safe (to|for)|keep (him|her|them|it|everyone|the \w+) safe|stay safe"
    r"|(stop|prevent) (that|this|it) (from )?happening|so (i|we) (know|give|can give) (the right"
    r"|when|how)|the right advice|(support|help|protect) (her|him|them|my \w+|the \w+)(?! along)"
    r"|without (making|upsetting|alarming|accusing|overreacting)|who (do|should|can) (i|we)"
    r" (call|contact|tell|ring)|get (her|him|them|me) (help|seen|checked|tested)"
    r"|(which|what) tests? (could|can|would|should) (show|detect|confirm|pick)"
    r"|(make|making|raise|raising) a (safeguarding )?(referral|concern)|safeguarding (lead|team)"
    r"|(who|where) (can|could|should|do) (she|he|they|i|we) (turn|go) to|sich wenden"
    r"|pick up the phone to"
    r"|en (toute )?sécurité|de forma segura|in sicurezza|sicher (ist|sein)|com segurança)\b"
)

BENEFIT_FEATURES: tuple[Feature, ...] = (
    feature("disclosed_or_reported", HARMFUL_INTENT, BENEFIT_WEIGHT, _DISCLOSED),
    feature("test_read_not_defeated", HARMFUL_INTENT, BENEFIT_WEIGHT, _TEST_READING),
    feature("care_of_the_harmed", HARMFUL_INTENT, BENEFIT_WEIGHT, _CARE),
    feature("protective_purpose", HARMFUL_INTENT, BENEFIT_WEIGHT, _PROTECTIVE),
)
