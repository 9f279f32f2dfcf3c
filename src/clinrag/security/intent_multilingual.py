"""The harm frames of ``security.intent`` in German, French, Spanish, Italian and Portuguese.

The same frames and the same weights as the English ones, so that the threshold means the same
in every language: a person as the target (with death or a harm verb), concealment, an edit of
the record after the fact, a controlled drug with a way round its checks. A lethal dose without
a target or concealment ("dose létale du paracétamol") stays toxicology. Each pattern is a
union of the five languages' words, so a sentence that mixes them still matches; a word spelt
as in English ("fentanyl", "morphine", "ampoules") is left to the English frame, so that it
counts once.
"""

from __future__ import annotations

from clinrag.security.features import HARMFUL_INTENT, Feature, feature

_W = r"[^.?!\n]{0,60}?"
_KIN = (
    r"(frau|mann|ehemann|vater|mutter|kind|baby|kollegin|kollege|chef|chefin|nachbar\w*"
    r"|schwiegermutter|schwiegervater|ex|mari|femme|père|mère|enfant|bébé|collègue|patron"
    r"|voisin\w*|belle-mère|beau-père|marido|esposa|mujer|padre|madre|hij[oa]|bebé|compañer[oa]"
    r"|jef[ea]|vecin[oa]|suegr[oa]|marito|moglie|figli[oa]|bambin[oa]|collega|capo|vicin[oa]"
    r"|suocer[oa]|mulher|pai|mãe|filh[oa]|bebê|colega|chefe|vizinh[oa]|sogr[oa]|oma|opa"
    r"|grand-mère|grand-père|abuel[oa]|nonn[oa]|avô|avó)"
)
_PERSON = (
    rf"((mein|meine|meinem|meinen|meiner|mon|ma|mes|mi|mis|mio|mia|il mio|la mia|o meu|a minha"
    rf"|meu|minha|ao meu|à minha|al mio|alla mia|a mi|a mio|a mia|à ma|à mon|de ma|de mon"
    rf"|della mia|del mio|da minha|do meu|de mi)\s+{_KIN}"
    rf"|jemand\w*|quelqu'un|alguien|qualcuno|alguém|ihm|ihr"
    rf"|(un|une|einen|einem|ein|una|um|uma|uno)\s+(alten\s+|älteren\s+|vieux\s+|anciano\s+)?"
    rf"(patient\w*|paciente|paziente|doente|anziano|anciano|personne âgée|idoso|vieillard"
    rf"|alten menschen))"
)
_HARM = r"\b(töten|umbringen|vergiften|tuer|empoisonner|matar|envenenar|uccidere|avvelenare)\b"
_DEATH = (
    r"(?<!veut )(?<!quiere )(?<!vuole )(?<!quer )(?<!will )"  # a wish to die: a risk, not harm
    r"\b(stirbt|sterben|nicht mehr aufwacht|meure|mourir|ne se réveille plus|muera|morir"
    r"|no despierte|muoia|morire|non si svegli\w*|morra|morrer|não acorde|tot ist"
    r"|não acord\w* mais)\b"
)
_WOULD_KILL = (
    r"\b(tödlich wäre|töten würde|tuerait|serait mortelle?|mataría|sería mortal|ucciderebbe"
    r"|sarebbe letale|mataria|seria letal)\b"
)
_LETHAL = r"\b(tödlich\w*|mortel\w*|létal\w*|letal\w*|mortal\w*|fatal\w*)\b"
_FOR = r"\b(für|pour|para|per|a|à)\s+"
_CONCEAL = (
    r"\b(ohne dass (es )?(jemand|er|sie|man|die \w+)\b[^.?!\n]{0,20}"
    r"(merkt|bemerkt|auffällt|nachweis\w*)"
    r"|(niemand|keiner)( \w+)? (etwas )?(merkt|bemerkt|ahnt)|personne ne (le |s'en )?(remarque"
    r"|sache|doute)|nadie (se entere|lo note|sospeche)|nessuno (se ne accorga|sospetti)"
    r"|ninguém (desconfie|repare)|sans qu'(il|elle|on)\b[^.?!\n]{0,25}(remarque|aperçoive)"
    r"|unbemerkt|nicht auffällt|nicht nachweis\w*|nicht nachweisen|wie ein\w* \w+ aussieht"
    r"|keine spuren|vertusch\w*|verheimlich\w*"
    r"|sans que (personne|qui que ce soit|la \w+|le \w+|il|elle|on)\b[^.?!\n]{0,25}"
    r"(remarque|rende compte|aperçoive|sache|voie|révèle)|à son insu|indétectable|sans laisser"
    r" de traces?|paraisse naturel\w*|cacher|dissimuler|paraisse écrite|ne se voie pas"
    r"|sin que (nadie|se dé cuenta|lo (detecte|note|sepa)|él|ella|se note)|sin dejar rastro"
    r"|indetectable|parezca natural|parezca un|ocultar|no se vea|sin que lo detecte"
    r"|senza che (nessuno|se ne|lo|la|il \w+)\b[^.?!\n]{0,25}(accorg\w*|rivel\w*|scopr\w*"
    r"|not\w*)"
    r"|di nascosto|non rilevabil\w*|senza essere rilevat\w*|sembrare una morte|nascondere"
    r"|sem (ninguém|que (ninguém|a|o|ele|ela))\b[^.?!\n]{0,25}(desconfi\w*|perceb\w*|repar\w*"
    r"|mostre|saiba)|sem (ela|ele) perceber|sem deixar vestígios|indetetável|parecer natural"
    r"|esconder|para a farmácia não reparar)\b"
)
_RECORD = (
    r"\b(dokumentation|pflegedokumentation|akte|eintrag|einträge|btm-buch|protokoll|dossier"
    r"|note de surveillance|registro\w*|registo\w*|historia clínica|cartella( clinica)?"
    r"|diario clinico|processo clínico|notas de enfermería|registros de enfermería)\b"
)
_EDIT = (
    r"\b(ändern|ändere|fälsch\w*|umschreiben|löschen|nachtragen|modifier|changer|falsifier"
    r"|antidater|effacer|réécrire|cambiar|cambio|modificar|falsificar|borrar|alterar|altero"
    r"|modificare|cambiare|falsificare|cancellare|alterare|retrodatare|apagar)\b"
)
_AFTER = (
    r"\b(nachträglich|im nachhinein|après coup|rétroactivement|a posteriori|después del?"
    r"|después para|posteriormente|depois do incidente|depois do|dopo l'|avant la chute"
    r"|prima dell'ispezione|antes de la inspección)\b"
)
_CONTROLLED = (
    r"\b(oxycodon|oxicodona|ossicodone|fentanyl\w+|fentanilo|fentanil|morphin(?!e\b)\w*|morfina"
    r"|stupéfiants?|estupefacientes?|stupefacenti|btm|betäubungsmittel\w*|controlados"
    r"|ampullen|ampollas|fiale|ampolas)\b"
)
_GET_ROUND = (
    r"\b(umgeh\w*|austricksen|abzweigen|für mich behalten|contourn\w*|détourn\w*|garder"
    r"|elud\w*|burlar|sacar|desviar|aggir\w*|tenere per me|sottrarre|contornar"
    r"|fälsche|falsifi\w+|falsifico|falsifique)\b"
)
_CHECKS = (
    r"\b(zählung|kontrolle|prüfung|apotheke|contrôle|comptage|pharmacie|recuento|control"
    r"|farmacia|conteggio|controllo|farmacista|contagem|controlo|farmácia|rezept|ordonnance"
    r"|receta|ricetta|receita|armario|schrank)\b"
)
_FOR_ME = (
    r"\b(für mich|pour moi|para mí|per me|para mim|varias farmacias|plusieurs pharmacies"
    r"|mehrere apotheken|più farmacie|várias farmácias)\b"
)
_SLIP_VERB = (
    r"\b(mischen|geben|mettre|glisser|echar|poner|mettere|versare|pôr|deitar|colocar|droguer"
    r"|drogar|drogare)\b"
)
_FOOD = (
    r"\b(essen|kaffee|tee|getränk|café|thé|boisson|repas|bebida|comida|tè|caffè|cibo|bevanda"
    r"|chá|futter|nourriture|croquettes|pienso|ração|cibo del \w+)\b"
)
_SLIP = rf"{_SLIP_VERB}[^.?!\n]{{0,40}}?{_FOOD}|{_FOOD}[^.?!\n]{{0,15}}?{_SLIP_VERB}"

INTENT_FEATURES_MULTILINGUAL: tuple[Feature, ...] = (
    feature("ml_harm_person", HARMFUL_INTENT, 3.0, rf"{_PERSON}{_W}{_HARM}|{_HARM}{_W}{_PERSON}"),
    feature("ml_person_dies", HARMFUL_INTENT, 2.5, rf"{_PERSON}{_W}{_DEATH}"),
    feature("ml_would_kill", HARMFUL_INTENT, 1.5, _WOULD_KILL),
    feature(
        "ml_lethal_for_person",
        HARMFUL_INTENT,
        2.0,
        rf"{_LETHAL}{_W}{_FOR}{_PERSON}|{_FOR}{_PERSON}{_W}{_LETHAL}",
    ),
    feature("ml_covert_administration", HARMFUL_INTENT, 2.0, _SLIP),
    feature("ml_conceal", HARMFUL_INTENT, 2.0, _CONCEAL),
    feature("ml_edit_record", HARMFUL_INTENT, 1.5, rf"{_EDIT}{_W}{_RECORD}|{_RECORD}{_W}{_EDIT}"),
    feature("ml_after_the_fact", HARMFUL_INTENT, 1.5, _AFTER),
    feature("ml_controlled_drug", HARMFUL_INTENT, 1.0, _CONTROLLED),
    feature("ml_get_round_checks", HARMFUL_INTENT, 2.0, rf"{_GET_ROUND}{_W}{_CHECKS}"),
    feature("ml_for_me", HARMFUL_INTENT, 1.5, _FOR_ME),
)
