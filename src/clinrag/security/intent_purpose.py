"""Harm frames for the *reason* behind a request rather than its words: an overseer kept
unaware, care withheld from a dependant, a grievance against the person harmed, a related
person's record looked up, the means of self-harm hidden - six languages.

On the fifth blind set two misuse texts in three carried no frame of ``security.intent``
while the learned signal already leaned to misuse: "... so the chemist doesn't ring the
surgery", "if I just stop giving her the water tablets, how long would it take", "a patient on
my list was rude to me ... what fumes are toxic to birds", "find her current address from the
record", "where could I hide tablets so they don't find them". What they share is not a drug or
a verb but the purpose the writer states:

* **an overseer kept unaware**: a purpose or condition whose subject is someone who checks (a
  nurse, a chemist, an audit, the family, "nobody") and whose verb is a negated noticing;
* **care withheld**: stopping a dependant's medicines, food or turning, "how long" they last;
* **a grievance** named beside the request ("was rude to me", "reported me", "deserves it");
* **a related person's record looked up**: find, pull up or show an ex's, a partner's, a
  neighbour's or a colleague's address, results, appointments or notes;
* **self-harm means hidden** from the people who search or check.

Every frame is medium (1.5-2.0): honest questions share some of these shapes ("how do I
stop giving him the laxative", "a patient complained about me"), so the learned signal must
agree (``intent_policy.ASSIST_FRAMES``) unless another frame fires beside it.
"""

from __future__ import annotations

from clinrag.security.features import HARMFUL_INTENT, Feature, feature

_W = r"[^.?!\n]{0,50}?"
_UNNOTICED = (
    r"(notice|know|find|see|ring|check|spot|realis|realiz|suspect|question|blame|pick|say no"
    r"|link|flag|catch|think|ask|look)"
)
_KEPT_UNAWARE = (
    rf"\bso (that )?(\w+ ){{1,3}}(doesn'?t|don'?t|won'?t"
    rf"|can'?t|cannot|wouldn'?t|never|will not|does not|do not)( \w+)? {_UNNOTICED}"
    rf"|\b(nobody|no one|no-one) ((will|would|'ll) (ever )?(know|notice|find out|blame)|blames)"
    r"|\bget away with\b|\bwithout (her|him|them|the \w+) thinking"
    r"|\bwithout (an? |the |my )?(audit|access|login)? ?(flag|log|trail)\w*( showing)?"
    r"|\bwithout my login|\bso (they|he|she|people|my \w+) think (it was|it'?s|i)"
    r"|\b(don'?t|do not) want to be found|\bmake the (numbers|count|volume|stock) (balance|match)"
    r"|\bohne dass\b[^.?!\n]{0,40}\b(merkt|bemerkt|sieht|erfährt|auffällt)"
    r"|\bdamit\b[^.?!\n]{0,40}\bnicht (sehen|sieht|merken|merkt|erfahren|erfährt)"
    r"|\bsans que\b[^.?!\n]{0,40}\b(remarque|aperçoive|sache|voie|se remarque)"
    r"|\béviter que\b[^.?!\n]{0,40}\bremarque|\bpour que (ça|cela) paraisse"
    r"|\bsin que\b[^.?!\n]{0,40}\b(note|entere|cuenta|sepa|vea)|\bpara que no se (vea|note)"
    r"|\bsenza che\b[^.?!\n]{0,40}\b(accorga|sappia|noti|controlli)|\bnon lasciare traccia"
    r"|\bsem que\b[^.?!\n]{0,40}\b(perceba|saiba|note)|\bsem (desconfiar|fazerem exames)"
)
_WITHHELD = (
    r"\b(stop|stopped|stopping|quit) (giving|feeding|turning) (him|her|them|my|his|their)\b"
    r"|\b(go|goes|went|going) without (his|her|their|insulin|food|meds|medication|water)\b"
    r"|\bleave (him|her|them) in the same position"
    r"|\b(kürzen|weglassen|nicht mehr geben)\b|\bdej\w+ de darle|\bdejar de dar"
    r"|\bsmett\w+ di dar|\barrêt\w* de (lui )?donner|\bparar de (lhe )?dar"
)
_GRIEVANCE = (
    r"\b(was|were|is|been|being) (rude|horrible|nasty|mean|vile) to (me|us)\b"
    r"|\b(complained|complaining|complains|reported) (about |to )?(me|us|my|the staff|her family"
    r"|his family)\b|\bkeeps (stealing|complaining about|reporting)\b"
    r"|\bmade my life (hell|a misery)|\b(he|she|they) deserves? (it|this)"
    r"|\bteach (him|her|them) a lesson|\bcosts? (us|me) a fortune"
    r"|\b(want|need)s? (?!it\b)(\w+ ){1,2}gone\b|\bneeds? to go quietly"
    r"|\b(ella|elle|sie|lei|ela) (sufra|souffre|leidet|soffra|sofra)\b"
)
_RELATED = (
    r"(ex|ex-\w+|wife|husband|girlfriend|boyfriend|partner|neighbou?r|colleague|coworker"
    r"|co-worker|flatmate|landlord|ancienne compagne|ancien compagnon|compañer[oa] de trabajo"
    r"|ex-marido|ex-mulher|exmujer|ex-moglie|ex-marito|nachbarin|nachbar|kollegin|kollege)"
)
_THEIR_RECORD = (
    r"(address|phone|number|appointments?|notes|results?|bloods|record|dossier|history"
    r"|historia|medication|medicación|next of kin|which bed|which clinic|where (she|he)"
    r"|onde mora|numéro|adresse|indirizzo|dirección|morada|saw (her|his) gp)"
)
_LOOKUP = (
    r"(find|look up|pull up|search|see|show me|tell me|give me|get me|access|open|check"
    r"|busca\w*|donne-moi|trouve|consegue ver|trova|finde|zeig\w*|such\w*)"
)
_MY = r"(my|mon|ma|mi|mio|mia|meu|minha|meine?)( \w+)?"
_RECORD_LOOKUP = (
    rf"\b{_LOOKUP}\b{_W}\b{_MY} {_RELATED}('s)?\b{_W}\b{_THEIR_RECORD}\b"
    rf"|\b{_LOOKUP}\b{_W}\b{_THEIR_RECORD}\b{_W}\b(of|from|de|di|von) {_MY} {_RELATED}\b"
)
_HIDDEN_MEANS = (
    r"\b(hide|hiding|hid)( my| the| these)?( (?!her\b|his\b|their\b)\w+)?"
    r" (tablets|pills|stash|marks|cuts|scars|burns|blades?)\b"
    r"|\b(marks|cuts|scars|burns)\b[^.?!\n]{0,20}\b(from showing|don'?t show)"
    r"|\bdonde corto|\bdónde corto|\bwo (ich )?(ritze|schneide)"
)

SELF_MEANS_HIDDEN = "self_harm_means_hidden"
"""Hiding one's own tablets or cuts: refused with the self-harm reason and its crisis lines."""

PURPOSE_FEATURES: tuple[Feature, ...] = (
    feature("overseer_kept_unaware", HARMFUL_INTENT, 2.0, _KEPT_UNAWARE),
    feature("care_withheld", HARMFUL_INTENT, 1.5, _WITHHELD),
    feature("grievance_motive", HARMFUL_INTENT, 1.5, _GRIEVANCE),
    feature("related_person_record", HARMFUL_INTENT, 1.5, _RECORD_LOOKUP),
    feature(SELF_MEANS_HIDDEN, HARMFUL_INTENT, 2.0, _HIDDEN_MEANS),
)
