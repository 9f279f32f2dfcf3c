"""Harm frames for deceit: a drug obtained by a made-up story, a test cheated, a document
written to mislead - in English and the five other languages the guard reads.

These requests name no victim and no lethal dose, so the frames of ``security.intent`` (a
person as the target, concealment, an edit of the record) miss them. What they share is the
*purpose* of deceiving a checker: a prescriber ("what should I tell the dentist so he gives me
codeine"), a test ("so the cocaine doesn't show"), a reader of a certificate or a consent form
("so it reads as pneumonia and avoids the coroner"). The legitimate neighbours ask how the
check works ("how is a drug screen's chain of custody kept", "how is an addendum written"):
the frames need the purpose, not the subject, and each is a medium frame (1.5-2.0) that the
learned signal must confirm unless another frame fires beside it.
"""

from __future__ import annotations

from clinrag.security.features import HARMFUL_INTENT, Feature, feature

_W = r"[^.?!\n]{0,60}?"

_STORY = (
    r"\b((what|which)\s+(symptoms?|complaints?|story|stories|excuses?|lines?|things?)"
    r"|what (should|do|can|could|would|to) (i )?(say|tell|describe)|what to say|script of what"
    r"|was (muss|soll|kann) ich (sagen|erzählen)|welche beschwerden|que dire|quoi dire"
    r"|quels symptômes|qué (le )?(digo|decir|síntomas)|cosa (devo )?dire|quali sintomi"
    r"|que (sintomas|dizer)|o que dizer)\b"
)
_PRESCRIBED = (
    r"\b(prescribes?|prescribed|gives? me|gets? you|a repeat|early (replacement|repeat)"
    r"|to get (a |an |some )?(prescription|script)"
    r"|verschrieben|verschreibt|bekomme|obtenir|qu'il me prescrive|me (receten?|recete)"
    r"|conseguir|obtener|prescriv\w*|ricetta|receita|receta|sair com)\b"
)
_PRESCRIBER = (
    r"(my|his|her|their|the patient'?s) (gp|doctor|consultant|psychiatrist|dentist|nurse"
    r"|pharmacist|vet|surgeon|midwife)"
)
_FEIGNED = (
    r"\b(i'?m not (actually |really )?in pain|not actually (in pain|ill|sick|unwell)"
    r"|when (my|the) \w+ (is|are) fine|when i (don'?t|do not) (have|need)"
    r"|(he|she|they) (hasn'?t|has not|haven'?t|have not) (been )?(assessed|diagnosed|seen)"
    rf"|pretend(ing)? to be {_PRESCRIBER}|\b(i|me)\b[^.?!\n]{{0,15}}\b(feign|fake)\w*"
    r"|'lost'|\"lost\"|vorspiel\w*|vortäusch\w*|obwohl ich (keine|nicht)"
    r"|alors que je n'ai pas|sans avoir (mal|de symptômes)"
    r"|simuler (des |une )?(symptômes|douleur|crise)"
    r"|(fingir|simular|inventar) (\w+ )?(síntomas|sintomas|dolor|dor|un dolor)"
    r"|sin tener (dolor|nada|síntomas)|(fingere|simulare|inventare) (\w+ )?(sintomi|dolore)"
    r"|senza avere (dolore|sintomi|niente)"
    r"|(devo|posso) inventar|sem ter (dor|nada))"
)
_TEST = (
    r"\b((drug|urine|hair|saliva|workplace|probation|custody|supervised|employer'?s?)"
    r" (drug )?(tests?|screens?|samples?)|the (sample|lab)|my (sample|urine)"
    r"|drogentest\w*|urinprobe|urintest|haartest|die probe|dépistage|test (urinaire|salivaire"
    r"|de dépistage)|control de orina|(prueba|análisis|examen) de (drogas|orina)|antidoping"
    r"|test (delle urine|antidroga|tossicologico)|esame delle urine|teste (de|às) (drogas|urina)"
    r"|exame de urina)\b"
)
_EVADE = (
    r"\b((don'?t|doesn'?t|won'?t|wouldn'?t|not) show( up)?"
    r"|so (that )?\w+( \w+)? (comes?|come|is|are) (back )?(clean|negative)"
    r"|without the (lab|tester|clinic|staff|nurse) (flagging|noticing|knowing|spotting)"
    r"|(pass|beat|cheat)\w* (the|a|my|it|on)|(swap|switch|substitute)\w* (my|the|in)\b"
    r"|strip\w*\b[^.?!\n]{0,30}\bout|what can i (drink|add|take|put)"
    r"|bestehe|bestehen|was kann ich in die probe|sauber|nicht nachweisbar"
    r"|ne (se )?voie pas|passer (le|un|mon)|réussir (le|mon)"
    r"|no me salgan?|no (se )?(detecte|note)|(puedo|para) dar negativo|pasar (el|la|un)"
    r"|superare|non risulti|risultare negativo|passar (no|o|num)|não (apareça|detete|acuse))\b"
)
_DOCUMENT = (
    r"\b(certificate|consent( form| note)?|sick note|fit note|(doctor|gp)'?s? (note|letter)"
    r"|medical (note|letter)|letter from|email|e-mail|headed paper|prescription"
    r"|certificat|attestation|consentement|ordonnance|certificado|consentimiento|receta"
    r"|certificato|consenso|ricetta|atestado|receita|bescheinigung|attest|totenschein"
    r"|einwilligung|krankschreibung|rezept)\b"
)
_MISLEAD = (
    r"\b(so (that )?(it|the \w+) (reads|looks|says|shows)|so (that )?(no|there'?s no|there is no)"
    r" (inquest|coroner|investigation|post-mortem|referral)|avoids? (the )?(coroner|inquest"
    r"|post-mortem|investigation|referral)|as if (she|he|they|i|it) (had )?(signed|consented"
    r"|agreed|was done)|date it|on headed paper|sign it myself"
    rf"|pretending to be {_PRESCRIBER}|looks? (done|signed) (before|beforehand)"
    r"|never actually consented|so (that )?(my|the|his|her) (gp|doctor|chemist|pharmacist"
    r"|pharmacy|school) (will )?(prescribe|dispense|start|give)\w*"
    r"|recorded as natural|(hasn'?t|has not) been (assessed|seen|diagnosed)"
    r"|pour (cacher|que personne)|para que (no se (note|sepa)|nadie|não se perceba|ninguém)"
    r"|per(ché)? (nascondere|nessuno)|damit (niemand|es nicht|keiner)|falsifi\w+|fälsch\w*"
    r"|antidat\w*|retrodat\w*|als ob|comme si|como si|come se)\b"
)

DECEIT_FEATURES: tuple[Feature, ...] = (
    feature("story_for_prescription", HARMFUL_INTENT, 1.5, rf"{_STORY}{_W}{_PRESCRIBED}"),
    feature("feigned_need", HARMFUL_INTENT, 1.5, _FEIGNED),
    feature("test_evasion", HARMFUL_INTENT, 2.0, rf"{_TEST}{_W}{_EVADE}|{_EVADE}{_W}{_TEST}"),
    feature(
        "misleading_document",
        HARMFUL_INTENT,
        1.5,
        rf"{_DOCUMENT}{_W}{_MISLEAD}|{_MISLEAD}{_W}{_DOCUMENT}",
    ),
)
