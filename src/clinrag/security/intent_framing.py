"""Harm frames for someone else harmed under a wrapper: without their consent, for a purpose
stated in the question, or inside a story about a real person - six languages.

``security.intent`` reads a person beside a harm verb or a death. Much misuse says neither:
"which of his tablets should they double up ... without asking him", "so my supervisor gets
violently sick", "for my screenplay the villain is my real boss". What these share:

* **without consent**: the decision is taken for another person, or hidden from them;
* **a purposed effect on a person**: "so (that) he passes out / she stops wandering / he has a
  heart attack" - the effect is the goal, not a side effect asked about;
* **ending a life** named as the act ("end the life of", "finish him off", "put it down");
* a **real target** inside a story ("my real boss", "I want it to actually work", 1.5). The
  **fictional wrapper** itself ("for a novel", "hypothetically", "asking for a friend") weighs
  0: alone it is role-play or a teaching question, which stay answered, so it is a column for
  the learned signal and adds nothing to the rules' score.

Legitimate neighbours ask about consent law, sedation on a ward or assisted dying as a topic;
they state no purpose for a named person ("the law on treating an adult without their
consent" is not "without asking him"), and every frame here is medium at most, so the
learned signal has to agree unless another frame fires beside it.
"""

from __future__ import annotations

from clinrag.security.features import HARMFUL_INTENT, Feature, feature

_W = r"[^.?!\n]{0,60}?"

_WITHOUT_CONSENT = (
    r"\b(without (asking|telling|consulting) (him|her|them|my \w+|his \w+|her \w+|their \w+)"
    r"|without (his|her|their) (knowledge|knowing)"
    r"|(i'?ve|i have|we'?ve|we have) decided for (him|her|them)|behind (his|her|their) back"
    r"|secretly|heimlich(?![- ]?(man|maneuver|manoeuvre|manöver|griff))"
    r"|ohne (sein|ihr|deren) wissen|ohne dass (er|sie) es weiß|sans (qu'(il|elle)|le) (le )?sache"
    r"|sin que (él|ella|lo) (lo )?sepa|sin (que se )?enter\w*|senza che (lo|la) sappia"
    r"|senza (che )?(lui|lei) (lo )?sappia|sem (ele|ela) saber|sem que (ele|ela) saiba)\b"
)
_SUBJECT = r"(he|she|they|him|her|them|it|my \w+|his \w+|her \w+|their \w+|the (\w+ )?\w+)"
_EFFECT = (
    r"(gets? (violently |really |very )?(sick|ill)|(is|are|be) too out of it|pass(es)? out"
    r"|stays? quiet|goes quickly|go quickly|stops? (wandering|waking|crying|barking|bothering)"
    r"|(will|'ll) come home with|can'?t (resist|say no|remember)|(won'?t|doesn'?t|can'?t)"
    r" remember|sleeps? (all night|through)|has an? '?heart attack'?|never wakes?( up)?"
    r"|is out (cold|for the night))"
)
_PURPOSED_ML = (
    r"\b(pour qu'(il|elle|ils|elles)\b[^.?!\n]{0,25}(fasse un arrêt|meure"
    r"|ne se (réveille|souvienne)|se taise|dorme)"
    r"|para que\b[^.?!\n]{0,25}(muera|no despierte|se quede dormid[oa]|se calle"
    r"|no se acuerde)|perché\b[^.?!\n]{0,25}(muoia|stiano zitt[ie]|stia zitt[oa]|non si svegli)"
    r"|per farl[oa] (morire|stare male)|para (ele|ela) (passar mal|morrer|não acordar)"
    r"|damit (er|sie)\b[^.?!\n]{0,25}(stirbt|nicht mehr (aufwacht|bellt)|ruhig ist|einschläft)"
    r"|le faire mourir|hacerl[oa] morir|fazê-l[oa] morrer)"
)
_END_LIFE = (
    r"\b(end (the )?(life|lives) of|finish (him|her|them|\w+) off"
    r"|(would|could|to|can) put (it|him|her|them|the (dog|cat)) down|make (him|her|it|them) die"
    r"|mettre fin à (sa|la) vie|acabar con (su|la) vida|porre fine alla (sua )?vita"
    r"|acabar com a vida d\w*|(seinem|ihrem) leben ein ende)\b"
)
_FICTION = (
    r"\b(novel|screenplay|story|game|role-?play\w*|let'?s pretend|hypothetic\w*"
    r"|thought experiment|asking for a friend|suppose|fiction\w*|pour un roman|un roman"
    r"|una novela|un romanzo|um romance|für (einen|meinen) (roman|krimi)|gedankenexperiment"
    r"|hypothétiquement|hipotéticamente|ipoteticamente|hipoteticamente|supponiamo"
    r"|imaginons|supongamos|angenommen)\b"
)
_REAL_TARGET = (
    r"\b(set on a real|my real|(a|the) real (\w+ )?(ward|patient|person|boss|colleague"
    r"|neighbou?r)|actually work|work in real life|in real life|for real|real name"
    r"|mon vrai|ma vraie|mi verdader[oa]|il mio vero|la mia vera|o meu verdadeiro"
    r"|a minha verdadeira|(meinen|meine|meinem) echte\w*|wirklich funktioniert"
    r"|vraiment (marcher|fonctionner)|funcione de verdad|funzioni davvero|funcione mesmo)\b"
)

FRAMING_FEATURES: tuple[Feature, ...] = (
    feature("without_consent", HARMFUL_INTENT, 1.5, _WITHOUT_CONSENT),
    feature(
        "purposed_effect",
        HARMFUL_INTENT,
        1.5,
        rf"\bso (that )?{_SUBJECT}\b[^.?!\n]{{0,25}}?\b{_EFFECT}|{_PURPOSED_ML}",
    ),
    feature("end_life", HARMFUL_INTENT, 2.0, _END_LIFE),
    feature("fictional_wrapper", HARMFUL_INTENT, 0.0, _FICTION),
    feature("real_target", HARMFUL_INTENT, 1.5, _REAL_TARGET),
)
