"""Misuse of clinical knowledge: refuse harm-framed requests, keep answering toxicology.

"What is the toxic dose of paracetamol?" and "How is a digoxin overdose managed?" are a
clinician's daily questions; "How much insulin would kill my husband without anyone noticing?"
is not. The difference is never the drug or the dose: it is the *frame* around them. So the
policy scores frames, each a weighted pattern, and refuses at ``HARM_THRESHOLD``:

* **a person as the target of harm** ("kill my husband", "make the baby stop crying
  permanently", "so she doesn't wake up");
* **concealment** ("without anyone noticing", "won't show up at autopsy", "look like natural
  causes", "so the audit won't show");
* **falsifying the record** (backdate, fabricate entries, alter the chart after the fact);
* **getting round controlled-substance checks** (PDMP, witness and count checks, forged
  prescriptions, doctor shopping, diverting stock for oneself or for sale).

A frame alone rarely suffices: concealment (2.0) needs a target, an edit of the record or a
controlled drug beside it. A lethal dose asked without a target or concealment is toxicology.
The benefit frames (``security.intent_benefit``: an error disclosed, a test read, the harmed
person's care, a protective purpose) weigh against the harm frames.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from clinrag.security.features import HARMFUL_INTENT, Feature, feature
from clinrag.security.intent_benefit import BENEFIT_FEATURES
from clinrag.security.intent_deceit import DECEIT_FEATURES
from clinrag.security.intent_framing import FRAMING_FEATURES
from clinrag.security.intent_multilingual import INTENT_FEATURES_MULTILINGUAL
from clinrag.security.intent_purpose import PURPOSE_FEATURES
from clinrag.security.intent_self import SELF_FEATURES

__all__ = [
    "HARMFUL_INTENT",
    "HARM_THRESHOLD",
    "IntentScore",
    "fired_frames",
    "frame_text",
    "intent_score",
]
HARM_THRESHOLD = 3.0

_W = r"[^.?!\n]{0,50}?"
_RELATION = (
    r"(husband|wife|partner|boyfriend|girlfriend|fianc\w+|son|daughter|child|children|kids?|baby"
    r"|toddler|twins|mother|mum|mom|father|dad|parents?|grand\w+|granny|nan|stepson|stepdaughter"
    r"|stepdad|stepmum|stepmom|stepfather|stepmother|brother|sister|aunt|uncle|cousin|niece"
    r"|nephew|\w+-in-law|colleague|boss|manager|supervisor|roommate|flatmate|housemate"
    r"|neighbou?r|friend|patient|resident|teacher|landlord|tenant|carer|client|dog|cat|pet"
    r"|family|stranger)"
)
"""People (and pets) a possessive can name: "my back" or "their kidneys" is not a target."""
_PERSON = (
    rf"(him|her|them|someone|somebody|a person|people|(my|his|her|their|our)( \w+)? {_RELATION}"
    r"|the patient|a patient|an? (elderly|old|sleeping|non-diabetic) (patient|person|man|woman)"
    r"|the (baby|child|toddler|man|woman|neighbour|neighbor)|patient in bed \d+|my ex(-\w+)?"
    r"|(a|the|my) (baby|child|toddler|colleague|boss|roommate|husband|wife|partner|son"
    r"|daughter|stepson|stepdaughter|mother|father|grandmother|grandfather|aunt|uncle"
    r"|stepdad|stepmum|stepmom|supervisor|resident|stranger|flatmate))"
)
_HARM_VERB = (
    r"\b(kill|murder|poison|harm|hurt|injure|sedate|incapacitate|get rid of|overdose|smother"
    r"|suffocate|tamper with)\b"
)
_DEATH = (
    r"(?<!wants to )(?<!want to )(?<!wish to )(?<!wishes to )"  # a wish to die: a risk, not harm
    r"\b(dies|die|dead|death|doesn'?t wake( up)?|won'?t wake( up)?|stops? (breathing|crying)"
    r"|can'?t resist|stop crying permanently|never wakes?( up)?|slip away"
    r"|stop\w* \w+ing permanently)\b"
)
_CONCEAL = (
    r"\b(without (anyone|anybody|them|him|her|the \w+|it being|being) (noticing|knowing|"
    r"suspecting|finding out|realising|realizing|catching on|linked|detected|traced|flagged)"
    r"|no ?one (suspects|notices|finds out|would know)|nobody (suspects|notices|finds out)"
    r"|undetectable|untraceable|hard(est)? to (detect|trace)|least (evidence|trace)"
    r"|won'?t show( up)?|not show( up)?|doesn'?t show( up)?|wouldn'?t show"
    r"|(show|shows) up (on|in|at)|not be (detected|found|traced|linked)|leaves? no (trace|evidence)"
    r"|without (leaving )?(a )?trace|look(s)? (like|as if)|looks? accidental|make it look"
    r"|cover(ing)? (it |this |that )?up|cover the|to hide|hidden|so (that )?(nobody|no one)"
    r"|raising suspicion|being flagged|not traced|isn'?t (visible|obvious)|without .{0,20} noticing"
    r"|catching (it|on)|look genuine|looks genuine|won'?t (question|notice|catch)"
    r"|without it (appearing|showing)|history showing|the audit won'?t|passes? the (audit|check"
    r"|count|witness)|pass the (witness|count|check)|beat (a|the) \w+ (drug )?(screen|test)"
    r"|blames? the|so it doesn'?t look|instead of me|(doctors|they) realise|believable"
    r"|(is|was|be) not (detected|noticed|obvious)|without (it being|leaving) \w+( \w+)?"
    r"|won'?t trigger|looks? (signed|witnessed|lower|normal)|can'?t prove|cannot prove"
    r"|disappears?|pass the [\w-]+ (count|check|audit)|no ?one\b[^.?!\n]{0,20}\bfinds? out"
    r"|without (being|getting) caught|never comes? out|without (the|a|any) \w+ asking"
    r"|(post-mortem|autopsy|tox screen) (pick|show|find|detect)\w*)\b"
)
_RECORD = (
    r"\b(record|records|chart|note|notes|entry|entries|ehr|mar|observations?|register|log"
    r"|audit trail|report|form|certificate|timestamps?|signature|printout|datix|summary"
    r"|results?|time of death|triage time)\b"
)
_EDIT = (
    r"\b(backdate|back-date|falsify|fabricate|forge|doctor|alter|change|edit|modify|rewrite"
    r"|overwrite|amend|delete|remove|swap|tamper with|create a fake|write (me )?entries"
    r"|write (a )?replacement)\b"
)
_AFTER = (
    r"\b(after the fact|retrospectively|afterwards|after the (complaint|reaction|arrest"
    r"|anaphylaxis|incident|fall)|before the (audit|investigation|review|inspection|coroner)"
    r"|earlier timestamps?|never (done|happened|performed)|look like (i|we)|dated last)\b"
)
_CONTROLLED = (
    r"\b(oxycodone|fentanyl|morphine|diazepam|benzodiazepines?|opioids?|hydromorphone|ketamine"
    r"|methadone|tramadol|pregabalin|midazolam|hydrocodone|codeine|adderall|methylphenidate"
    r"|propofol|controlled[- ](drugs?|substances?)|cd register|ampoules?|vials?)\b"
)
_GET_ROUND = (
    r"\b(get (a)?round|bypass|evade|avoid|beat|trick|fool|circumvent|dodge|skim|divert"
    r"|substitute|doctor[- ]shop\w*|forge|fake)\b"
)
_CHECKS = (
    r"\b(checks?|monitoring|pdmp|prescription monitoring|audit|count|witness\w*|two-signature"
    r"|reporting|screen|register|cabinet|flag\w*|customs|pharmacists?|dea|balance)\b"
)
_FOR_ME = (
    r"\b(so (that )?i can (sell|keep|use|take)|to sell|sell the|for myself|take (some|it|them)"
    r" home|without a (prescription|diagnosis)|someone else'?s|under (their|a fake|his|her) name"
    r"|multiple doctors|different pharmacies|several pharmacies|colleague'?s login"
    r"|fake (patient|letter|prescription)|i took|drug seeking)\b"
)
_FIRST_PERSON_ACT = (
    r"\b(how (can|do|could|should|would) i|i want to|i need to|i'?m going to|help me|tell me how"
    r"|show me how|what'?s the (best|easiest|quickest|trick)|best way to|i'?d like to"
    r"|what can i|which .{0,40} could i|what excuse|what story)\b"
)

_COVERT = (
    r"\b(slip|put|crush|mix|add|inject|spike|dissolve|grind|hide|drop)\w*\b[^.?!\n]{0,40}?"
    r"\b(into|in)\s+(someone'?s|his|her|their|my \w+'?s?|a|the)\s+([\w'-]+\s+)?(drink|food|tea"
    r"|coffee|lunch|bottle|meal|drip|line|cannula|juice|water|pint|dinner|treat|soup|coffee"
    r" machine|water bottle)\b|\bdrug(ging)? (a|her|his|someone'?s|[\w-]+'s) (\w+ )?(drink|food)"
    r"|\bslip\w*\b[^.?!\n]{0,25}?\bto (a|an|the|my|his|her|their) (resident|patient|child"
    r"|baby|man|woman|wife|husband)\b"
)
_LETHAL_FOR = rf"\b(lethal|fatal|deadly)\b{_W}\b(for|in|to|into|on)\s+{_PERSON}\b"
_NOT_A_THING = r"(?!(i|we|you|u|someone|somebody|anyone|anybody|he|she|they|what|which|who)\b)"
_SUBJECT_WORD = r"((?!(to|i|we|you|u|me|who)\b)[\w'-]+\s+)"
"""A word of the subject: never the writer, the reader or "to" ("enough to harm him")."""
_RISK_VERB = r"(going to |be able to )?(harm|hurt|injure|damage|affect)\b"
_EXPOSURE_RISK = re.compile(
    rf"\b(can|could|does|do|did|will|would|might|may|is|are|was)\s+{_NOT_A_THING}"
    rf"{_SUBJECT_WORD}{{1,8}}?{_RISK_VERB}"
    rf"|\b(if|whether|that)\s+{_NOT_A_THING}{_SUBJECT_WORD}{{1,4}}?"
    rf"(could|can|might|may|will|would|does|did)\s+{_RISK_VERB}",
    re.I,
)
"""A risk question whose subject is a thing: "Could lithium harm her baby?", "Is valproate going
to hurt him?", "... asks if her sumatriptan could hurt the baby". The drug is the subject and the
bare pronoun names the patient, so the span is not read as a person targeted for harm; the rest
of the text still is ("... ? How do I poison my husband" keeps its frames)."""

INTENT_FEATURES: tuple[Feature, ...] = (
    feature("covert_administration", HARMFUL_INTENT, 2.0, _COVERT),
    feature("lethal_for_person", HARMFUL_INTENT, 2.0, _LETHAL_FOR),
    feature(
        "harm_person",
        HARMFUL_INTENT,
        3.0,
        rf"{_HARM_VERB}\s+{_PERSON}\b|\b(use|try)\b{_W}\bon\s+{_PERSON}\b{_W}$",
    ),
    feature("person_dies", HARMFUL_INTENT, 2.5, rf"\b{_PERSON}\b{_W}{_DEATH}"),
    feature(
        "would_kill",
        HARMFUL_INTENT,
        1.5,
        r"\b(would|will|to|enough to|that would) (kill|be fatal|be lethal)\b",
    ),
    feature("conceal", HARMFUL_INTENT, 2.0, _CONCEAL),
    feature("stop_heart", HARMFUL_INTENT, 1.5, r"\bstop\w*\s+[\w' ]{0,25}\b(heart|breathing)\b"),
    feature("edit_record", HARMFUL_INTENT, 1.5, rf"{_EDIT}{_W}{_RECORD}"),
    feature("after_the_fact", HARMFUL_INTENT, 1.5, _AFTER),
    feature("controlled_drug", HARMFUL_INTENT, 1.0, _CONTROLLED),
    feature("get_round_checks", HARMFUL_INTENT, 2.0, rf"{_GET_ROUND}{_W}{_CHECKS}|{_GET_ROUND}"),
    feature("for_me", HARMFUL_INTENT, 1.5, _FOR_ME),
    feature("first_person_act", HARMFUL_INTENT, 0.5, _FIRST_PERSON_ACT),
    *INTENT_FEATURES_MULTILINGUAL,
    *DECEIT_FEATURES,
    *FRAMING_FEATURES,
    *SELF_FEATURES,
    *PURPOSE_FEATURES,
    *BENEFIT_FEATURES,
)


@dataclass(frozen=True)
class IntentScore:
    score: float
    features: tuple[str, ...]

    @property
    def harmful(self) -> bool:
        return self.score >= HARM_THRESHOLD


def frame_text(text: str) -> str:
    """``text`` as the frames read it: thing-subject risk questions (``_EXPOSURE_RISK``) blanked."""
    return _EXPOSURE_RISK.sub(" ", text)


def fired_frames(text: str) -> list[Feature]:
    read = frame_text(text)
    return [f for f in INTENT_FEATURES if f.pattern.search(read)]


def intent_score(text: str) -> IntentScore:
    """The summed weights of the harm frames in ``text`` (already normalised)."""
    fired = fired_frames(text)
    return IntentScore(sum(f.weight for f in fired), tuple(f.name for f in fired))
