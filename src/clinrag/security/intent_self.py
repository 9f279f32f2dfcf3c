"""Harm frames for self-harm: a death sought for oneself, and a means asked for it - six
languages.

"What is the lethal dose of lithium?" is toxicology; "How many do I need to take to not wake
up?" is not, though it names no drug, no dose and no victim. The difference is the goal said in
the first person: to die, not to be saved, not to wake up ("self_death_goal", 2.0, a medium
frame), and a quantity or method asked beside it ("self_means", 1.0, which fires only with the
goal: "how many" alone is a dosing question). Both together reach the rules' threshold; the
goal alone needs the learned signal. A clinician's question about a
patient who self-harms says "she", "the patient", "a colleague": it has no first-person goal.
The refusal carries the ``self_harm`` reason (``security.intent_policy``), whose reply points
to crisis help.
"""

from __future__ import annotations

from clinrag.security.features import HARMFUL_INTENT, Feature, feature

_GOAL = (
    r"\b(make sure i die|(so|that|until) i die|to (kill|end) (myself|my (own )?life)"
    r"|end(ing)? my (own )?life|take my (own )?life|kill myself|i('?d| would| will) be dead"
    r"|(so|to) (i )?(do )?(not|never|don'?t) wake( up)?|to not wake( up)?"
    r"|(i'?ve|i have) decided to (go|die|do it|end it)|i (want|wish|plan|intend|am going) to"
    r" (die|end it|do it)|(nobody|no one|no-one|they) (can|could|will|would)( be able to)?"
    r" (save|reverse|find|stop|revive) me|nobody can save me|before (anyone|someone|they)"
    r" (can )?(find|save|reach)s? me|too late to (treat|save|reverse|stop)"
    r"|(use|try) it on myself|on me so i can|(least|not) (able to )?(reverse|treatable)"
    r"|not (be )?survivable|won'?t be caught in time|works the first time|end it (all )?for"
    r"|i don'?t want to (be here|live)|i'?ve had enough|my life (isn'?t|is not) worth"
    r"|um nicht mehr aufzuwachen|ich will nicht mehr leben|mich (umbringen|töten)"
    r"|mich umzubringen|mich zu töten|mir das leben (zu )?nehmen"
    r"|pour (mourir|en finir)|me tuer|me suicider|mettre fin à mes jours"
    r"|quitarme la vida|matarme|suicidarme|para morir|farla finita|uccidermi"
    r"|togliermi la vita|per morire|me matar|para morrer|tirar a minha (própria )?vida"
    r"|acabar com tudo|suicidar-me|senza che mi salvino|sans qu'on me sauve"
    r"|sin que me salven|sem que me salvem)\b"
)
_MEANS = (
    r"\b(how (many|much)|what (dose|amount)|which (drug|method|pills?|tablets?|medicines?"
    r"|chemicals?|combination|of my)|(dose|amount|combination) of|the (quickest|surest|least"
    r" painful|most painless)|wie viele|welche (tabletten|medikamente)|combien|cuánt[oa]s?"
    r"|qué pastillas|quant[ei]|quale (farmaco|dose)|quantos|quantas|que comprimidos)\b"
)

SELF_GOAL = "self_death_goal"
"""Its firing also gives a refusal the ``self_harm`` reason (``security.intent_policy``)."""

SELF_FEATURES: tuple[Feature, ...] = (
    feature(SELF_GOAL, HARMFUL_INTENT, 2.0, _GOAL),
    feature("self_means", HARMFUL_INTENT, 1.0, rf"^(?=[\s\S]*{_GOAL})[\s\S]*{_MEANS}"),
)
