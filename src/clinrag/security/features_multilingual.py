"""The English attack moves, in Italian, French, Spanish, German and Portuguese.

The packaged embedder (all-MiniLM-L6-v2) was trained on English: a French override lands far
from the English attacks it means, so the nearest-neighbour margin barely helps and patterns
must carry these languages. Each feature is one move (override, new instructions, persona
without rules, extraction, mode switch), written as a union of the five languages' words so
that a sentence mixing them still matches. The same weights as the English features: a single
"sans filtre" in a diet question is not enough; "ignore les instructions précédentes" is.
"""

from __future__ import annotations

from clinrag.security.features import (
    JAILBREAK,
    OVERRIDE,
    PROMPT_INJECTION,
    SYSTEM_PROMPT_EXTRACTION,
    Feature,
    feature,
)

_W = r"[^.?!\n]{0,50}?"
_OVERRIDE = (
    r"\b(ignor[aeio]\w*|dimentic\w*|trascur\w*|annull\w*|sovrascriv\w*|lascia perdere"
    r"|non seguire|salta|oubli\w*|néglig\w*|annul\w*|remplac\w*|ne (tiens|tenez) pas compte"
    r"|passe outre|ne suis plus|olvid\w*|anul\w*|sobrescrib\w*|haz caso omiso|no hagan caso"
    r"|deja de seguir|sáltate|descuid\w*|vergiss\w*|vergessen|missacht\w*|überschreib\w*"
    r"|befolge\w*|überspring\w*|vernachlässig\w*|beachten sie|außer acht|hebe|esqueç\w*"
    r"|esquec\w*|anule|substitua|desconsider\w*|pare de seguir|pule|não leve em conta)\b"
)
_INSTRUCTIONS = (
    r"\b(istruzion\w*|regole|direttive|linee guida|impostazioni|instructions?|consignes"
    r"|règles|directives|paramètres|instrucciones|reglas|directrices|pautas|configuración"
    r"|anweisung\w*|regeln|richtlinien|vorgaben|einstellungen|instruções|regras|diretrizes"
    r"|orientações|configurações|prompt)\b"
)
_NOT_ENGLISH = (
    r"\b(istruzion\w*|regole|direttive|impostazioni|consignes|règles|paramètres|instrucciones"
    r"|reglas|directrices|anweisung\w*|regeln|richtlinien|vorgaben|instruções|regras"
    r"|diretrizes)\b"
)
"""The instruction nouns that are not also English words: "ignore the instructions for bowel
prep" is a clinician's sentence, and the English features already weigh it."""
_PRIOR = (
    r"\b(precedent[ie]|sopra|prima|originali|iniziali|précédent\w*|ci-dessus|d'origine"
    r"|avant|anteriores|previas|de arriba|originales|vorherig\w*|obig\w*|bisherig\w*"
    r"|ursprünglich\w*|vorher|acima|originais|antes|del sistema|du système|des systèmes"
    r"|di sistema|do sistema|system\w*|tutte|toutes|todas|alle|qualsiasi|toute|cualquier"
    r"|jede|qualquer|ricevute|reçues|recibidas|erhaltenen|recebidas|tue|tes|tus|deine|suas"
    r"|ton|tu|seu)\b"
)
_SYSTEM_PROMPT = (
    r"\b(prompt (di|du|del|de|do) (sistema|système)|messaggio di sistema|message système"
    r"|mensaje del sistema|systemnachricht|systemprompt|systemanweisung\w*"
    r"|mensagem de sistema|instructions système|instrucciones del sistema"
    r"|istruzioni (del|di) sistema|instruções (do|de) sistema)\b"
)
_HIDDEN = (
    r"\b((istruzioni|regole) (segrete|nascoste|interne)|configurazione (nascosta|iniziale)"
    r"|instructions (secrètes|cachées)|règles internes|configuration (cachée|initiale)"
    r"|instrucciones (secretas|ocultas)|reglas internas|configuración (oculta|inicial)"
    r"|geheimen? anweisungen|versteckten? (anweisungen|konfiguration)|internen? regeln"
    r"|anfangskonfiguration|instruções (secretas|escondidas|ocultas)|regras internas"
    r"|configuração (oculta|inicial))\b"
)
_VERBATIM = (
    r"\b(parola per parola|mot pour mot|palabra por palabra|wort für wort"
    r"|palavra por palavra|integralmente|in forma letterale|en entier|intégralement|telles quelles"
    r"|completas|literalmente|im wortlaut|vollständig|por inteiro|na íntegra)\b"
)
_NO_RULES = (
    r"\b(senza (alcun )?(filtr\w*|censura|restrizion\w*|limit\w*|regole|morale)"
    r"|sans (aucun )?(filtre|censure|restrictions?|limites?|règles|morale)"
    r"|sin (ningún )?(filtros?|censura|restricciones|límites|reglas|moral)"
    r"|ohne (jeden )?(filter|zensur|einschränkungen|grenzen|regeln|moral)"
    r"|sem (nenhum )?(filtros?|censura|restrições|limites|regras|moral)"
    r"|niente regole|pas de règles|nessuna regola|keine regeln|sin reglas|sem regras"
    r"|libero da ogni|libéré de toute|libre de cualquier|frei von allen|livre de qualquer)\b"
)
_FROM_NOW = (
    r"\b(da (adesso|ora)( in poi)?|d'ora in poi|da questo momento|à partir de maintenant"
    r"|désormais|dorénavant|a partir de ahora|de ahora en adelante|desde ahora|ab sofort"
    r"|ab jetzt|von nun an|a partir de agora|de agora em diante|daqui em diante)\b"
)
_TOLD = r"\b(detto|dit|dicho|gesagt|dito|told|ruolo|rôle|papel|rolle|role)\b"
_SAFETY = (
    r"\b(sicurezza|protezion\w*|controll\w*|sécurité|protections|contrôles|seguridad"
    r"|protecciones|controles|sicherheit\w*|schutz\w*|prüfung\w*|segurança|proteções"
    r"|verificações|safety|guardrails?|filters?|filtro|filtre|filter)\b"
)
_DISABLE = (
    r"\b(disattiva|disabilita|salta|aggira\w*|désactive|contourn\w*|desactiva|sáltate|salta"
    r"|deaktivier\w*|überspring\w*|umgeh\w*|desative|desativ\w*|pule|contorn\w*|disable"
    r"|bypass|skip\w*|turn off|switch off)\b"
)
_NO_LONGER_BOUND = (
    r"\b(non (devi|hai) più|ne (dois|dois plus|as plus)|n'as plus|n'es plus tenu"
    r"|ya no (tienes|debes)"
    r"|nicht mehr|keine \w+ mehr|não (precisa|tem) mais|já não (tem|precisa)|no longer)\b"
    r"[^.?!\n]{0,50}?\b(restrizion\w*|limit\w*|regol\w*|restrictions|règles|limites"
    r"|restricciones|reglas|límites|beschränkungen|grenzen|regeln|restrições|regras|rules"
    r"|bound|einhalten|rispettare|respecter|respetar|respeitar|follows?)\b"
)
_AI_WORD = r"\b(un'?ia|une ia|una ia|eine ki|uma ia|ki ohne|ia sin|ia sans|ia senza|ia sem)\b"
_CONTENT_POLICY = (
    r"\b(politica sui contenuti|politique de contenu|política de contenido|inhaltsrichtlinie"
    r"|política de conteúdo)\b"
)
_STOP_ACTING = (
    r"\b(smetti di comportarti|arrête de te comporter|deja de comportarte|hör auf,? dich"
    r"|deixe de se comportar|stop (acting|behaving) (as|like))\b"
)
_NEW_ORDERS = (
    r"\b(nuov[oe] (istruzioni|compito|regole)|nouvelles? (instructions|tâche|règles)"
    r"|nuevas? (instrucciones|tarea|reglas)|neuen? (anweisungen|aufgabe|regeln)"
    r"|novas? (instruções|tarefa|regras))\b"
)
_PERSONA = (
    r"\b(fai finta|fingi|interpreta il ruolo|agisci come|fais semblant|joue le rôle"
    r"|agis comme|finge|haz (el papel|de)|actúa como|tu so,? als|spiel die rolle"
    r"|verhalte dich wie|finja|faça o papel|aja como)\b"
)
_STAY = (
    r"\b(resta nel personaggio|reste dans le personnage|no salgas del personaje"
    r"|bleib in der rolle|mantenha a personagem|non rifiutare mai|ne refuse jamais"
    r"|nunca te niegues|verweigere niemals|nunca recuse|non sei più|tu n'es plus|ya no eres"
    r"|du bist kein\w* .{0,30} mehr|você não é mais)\b"
)
_MODE = (
    r"\b(modalità (sviluppatore|amministratore)|mode (développeur|administrateur)"
    r"|modo (desarrollador|administrador|desenvolvedor)|entwicklermodus|administratormodus)\b"
)

MULTILINGUAL_FEATURES: tuple[Feature, ...] = (
    feature(
        "ml_override",
        PROMPT_INJECTION,
        3.0,
        # Adjectives follow the noun in Romance languages; German puts the verb last.
        rf"{_OVERRIDE}{_W}{_PRIOR}{_W}{_INSTRUCTIONS}|{_OVERRIDE}{_W}{_INSTRUCTIONS}{_W}{_PRIOR}"
        rf"|{_PRIOR}{_W}{_INSTRUCTIONS}{_W}{_OVERRIDE}",
        group=OVERRIDE,
    ),
    feature("ml_forget_told", PROMPT_INJECTION, 2.0, rf"{_OVERRIDE}{_W}{_TOLD}"),
    feature("ml_disable_safety", JAILBREAK, 2.0, rf"{_DISABLE}{_W}{_SAFETY}"),
    feature("ml_no_longer_bound", JAILBREAK, 2.0, _NO_LONGER_BOUND),
    feature("ml_ai_word", JAILBREAK, 1.0, _AI_WORD),
    feature("ml_content_policy", JAILBREAK, 2.0, _CONTENT_POLICY),
    feature("ml_stop_acting", JAILBREAK, 1.5, _STOP_ACTING),
    feature("ml_override_short", PROMPT_INJECTION, 1.5, rf"{_OVERRIDE}{_W}{_NOT_ENGLISH}"),
    feature("ml_new_orders", PROMPT_INJECTION, 2.0, _NEW_ORDERS),
    feature("ml_from_now_on", PROMPT_INJECTION, 1.5, _FROM_NOW),
    feature("ml_system_prompt", SYSTEM_PROMPT_EXTRACTION, 3.0, _SYSTEM_PROMPT),
    feature("ml_hidden", SYSTEM_PROMPT_EXTRACTION, 2.5, _HIDDEN),
    feature("ml_verbatim", SYSTEM_PROMPT_EXTRACTION, 1.5, rf"{_VERBATIM}"),
    feature("ml_no_rules", JAILBREAK, 2.0, _NO_RULES),
    feature("ml_persona", JAILBREAK, 1.5, _PERSONA),
    feature("ml_stay", JAILBREAK, 2.0, _STAY),
    feature("ml_mode", JAILBREAK, 3.0, _MODE),
)
