"""Orders addressed to the model, in English, German, French, Spanish, Italian and Portuguese.

A document-borne injection is recognised by its shape, not by its topic: text that names the
model as its addressee ("note for the AI", "if you are an assistant", "the language model
reading this must …") and gives it an order about its output (add a code, an id or a link;
say or omit something; call a tool). A discharge letter's "note to the GP: repeat the FBC"
has the order but a human addressee; a question about AI safety names the model but orders
nothing. So the addressee and the order each weigh less than the pattern threshold, and
only together do they reach it. A persona is the same: a role ("you are now", "pretend to
be") is teaching as often as not; a role *without rules* is the attack, and weighs enough
alone. Words are unions over the six languages, so that a family in a language the classifier
has few texts in is still caught by its meaning.
"""

from __future__ import annotations

from clinrag.security.features import (
    ADDRESSEE,
    DATA_EXFILTRATION,
    JAILBREAK,
    PROMPT_INJECTION,
    feature,
)

_MACHINE = (
    r"(ai|a\.i\.|ki|k\.i\.|ia|i\.a\.|assistants?|assistent(en)?|asistentes?|assistentes?"
    r"|(large )?language models?|llms?|sprachmodell\w*|modèles? de langage|modelos? de lenguaje"
    r"|modelos? de linguagem|modell[oi] linguistic[oi]|chat ?bots?|summari[sz]ers?"
    r"|ki-(system|assistent)\w*|(sistemas?|sistemi|systèmes?) (de |d'|di )?(ia|ki)"
    r"|intelligen\w+ artificial\w*|künstliche\w* intelligenz"
    r"|(automated|automatic|machine) (readers?|summar\w+|reviewers?|assistants?|tools?|systems?"
    r"|processors?|parsers?|generators?|pipelines?|software|programs?|engines?|coders?)"
    r"|(reply|response|answer|text|summary|report|letter) (generators?|engines?)"
    r"|automatische\w* (systeme?|zusammenfassung\w*)|systèmes? automatiques?"
    r"|sistemas? automátic[oa]s?|sistemi automatici|sistema automatico)"
)
_ANY_MODEL = rf"({_MACHINE}|models?|modell\w*|modèles?|modelos?|modell[oi])"
"""After "instruction for the …", a bare "model" is the model: no risk model is addressed."""
_TO = (
    r"(to|for|für|an|pour|à|para|per|al|alla|ao|aos|zu händen)\s+(the |any |all |every |l'|la "
    r"|le |les |il |lo |el |los |o |a |os |die |das |den |der |dem |tout |todo |ogni )?"
)
_NOTE = (
    r"(note|notice|message|instructions?|directive|reminder|p\.?s\.?|hinweis|anweisung|nachricht"
    r"|consigne|avis|instruction|nota|aviso|avviso|instrucción|istruzione|instrução|mensaje"
    r"|messaggio|mensagem|attention|achtung|atención|attenzione|atenção)"
)
_IF_YOU_ARE = (
    r"(if you are|if you're|si tu es|si vous êtes|se sei|si eres|wenn du|falls du|se és"
    r"|se você é|se voce e)\s+(an? |un |une |una |uno |ein |eine |einen |um |uma )?"
)
_DEAR = r"(dear|cher|chère|caro|cara|querido|querida|lieber|liebe|estimado|estimada)\s+"
_READS = (
    r"(reads?|reading|summari[sz]\w*|process\w*|retriev\w*|analy[sz]\w*|pars(es|ing)|handl(es|ing)"
    r"|scan(s|ning)|screen(s|ing)|cod(es|ing)|classif(ies|ying)|triag(es|ing)|lit|résume|traite"
    r"|legge|riassume|elabora\w*"
    r"|lee|lea|resum\w+|procesa\w*|liest|zusammenfass\w*|verarbeit\w*|lê|ler|ler isto|processa\w*)"
)
_READER = r"(readers?|lecteurs?|lectores?|lettori|leser|leitores?)"
_VOCATIVE = (
    r"(please|bitte|s'il te plaît|por favor|per favore|hey|hello|hi|hallo|salut|hola|ciao|olá)"
)
_ADDRESSED = (
    rf"\b{_NOTE}\b[^.\n:]{{0,30}}\b{_TO}{_ANY_MODEL}\b"
    rf"|\b{_IF_YOU_ARE}{_MACHINE}\b|\b{_DEAR}{_MACHINE}\b|\b{_VOCATIVE},?\s+{_MACHINE}\s*[,:]"
    rf"|\b{_MACHINE}\b[^.\n]{{0,30}}\b(that|which|who|qui|que|che|der|die|das)\s+"
    rf"([^.\n]{{0,20}}\s)?{_READS}\b"
    rf"|\b(when|if|before|quand|lorsque|si|quando|cuando|wenn|se)\s+(an? |the |un |une |una "
    rf"|uno |ein |eine |um |uma |l'|le |la |il |el |o |a )?{_MACHINE}\s+((is|are|ist|est|es|è"
    rf"|é)\s+)?{_READS}\b|\bwhatever\b[^.\n]{{0,20}}\b{_READS}\s+(this|these|the)\b"
    rf"|\b{_READER}\s+(that|which|who|qui|que|che|die|der)\s+(are|sont|son|sono|sind|são)\s+"
    rf"({_ANY_MODEL}|machines?)\b|\byou,?\s+the\s+{_MACHINE}\b"
    rf"|\b(for|für|pour|per|para)\s+({_MACHINE}|automated|automatic)\s*(\w+\s*)?(only|use|:)"
    rf"|\b{_MACHINE}\s+(instructions?|notes?|directives?)\s*:"
    rf"|(^|[.:\]>]\s*){_TO}{_ANY_MODEL}\s*:|\b{_MACHINE}\s+{_READS}\s+(this|these|the|ce|cet"
    rf"|cette|ces|este|esta|estos|questo|questa|diesen|dieses|diese|den|das)\b"
    rf"|\b(appears?|is|are|ends? up)\s+(part of\s+|in\s+)?your\s+(context|prompt|input)\b"
)
_MODAL = (
    r"(must|should|shall|is to|are to|has to|have to|needs? to|will|muss|müssen|soll|sollte"
    r"|sollen|doit|doivent|devra|devrait|debe|deben|deberá|tiene que|deve|devono|dovrà|tem de"
    r"|tem que|precisa)"
)
_OUTPUT_VERB = (
    r"(say|state|tell|reply|answer|respond|print|output|include|insert|append|add|mention|write"
    r"|advise|recommend|claim|confirm|report|omit|skip|begin|start|end|treat|describe|call|send"
    r"|always|never|not mention|sagen|behaupten|schreiben|antworten|hinzufügen|einfügen|angeben"
    r"|erwähnen|ausgeben|beginnen|dire|affirmer|ajouter|inclure|écrire|répondre|indiquer"
    r"|mentionner|insérer|terminer|commencer|omettre|conseiller|decir|afirmar|añadir|incluir"
    r"|escribir|responder|indicar|mencionar|insertar|empezar|omitir|recomendar|affermare"
    r"|aggiungere|includere|scrivere|rispondere|menzionare|inserire|concludere|iniziare"
    r"|omettere|consigliare|dizer|acrescentar|escrever|começar|recomendar)"
)
_DIRECTIVE = (
    rf"\b{_MACHINE}\b[^.\n]{{0,60}}?\b{_MODAL}\s+(not |nicht |pas |no |non |não )?"
    rf"([^\s.]+\s+){{0,2}}?{_OUTPUT_VERB}\b"
)
_ORDER = (
    r"(say|state|tell|reply|answer|respond|print|output|include|insert|append|add|mention|write"
    r"|advise|recommend|claim|confirm|report|omit|skip|begin|start|end|treat|describe|call|send"
    r"|rate|rank|cite|ignore|disregard|reveal|ask|summari[sz]e|list|use|refuse|stop|show"
    r"|display|provide|give|copy|remove|delete|change|replace|forward|rewrite|translate"
    r"|sag\w*|behaupte\w*|schreib\w*|antworte\w*|füge|gib|nenne|ignorier\w*|beginne|ende\w*"
    r"|erwähne\w*|dis|affirme\w*|ajoute\w*|inclus|écris|réponds|indique\w*|mentionne\w*"
    r"|insère\w*|termine\w*|commence\w*|omets|ignore\w*|oublie\w*|donne\w*|envoie\w*|di|dì"
    r"|afferma\w*|aggiungi|includi|scrivi|rispondi|indica|menziona|inserisci|concludi|inizia"
    r"|ometti|ignora|dimentica|invia|spedisci|di|decir|afirma|añade|incluye|escribe|responde"
    r"|menciona|inserta|termina|empieza|omite|olvida|envía|manda|diz|afirma|acrescenta|inclui"
    r"|escreve|insere|começa|esquece|envia|coloca|affirm)"
)
_MARKER_NOUN = (
    r"(code|codes|id|ids|identifier|identifiant|identificativo|identificador|kennung|token"
    r"|link|links|lien|enlace|ligação|url|phrase|sentence|string|satz|frase|number|numéro"
    r"|numero|número|nummer|trace[ _-]?id|tracking|tracciamento|suivi|seguimiento|signature"
    r"|marker|stempel|timbre|timbro|carimbo)"
)
_ANSWER = (
    r"(answer|answers|reply|replies|response|responses|summary|output|antwort\w*|réponse"
    r"|résumé|risposta|riassunto|respuesta|resumen|resposta|resumo|zusammenfassung)"
)
_ADD = (
    r"(include|insert|add|append|put|write|end with|begin with|start with|finish with|füge"
    r"|einfügen|hinzufügen|schreib\w*|beginne|ende|ajoute|insère|inclus|écris|termine|commence"
    r"|añade|incluye|inserta|escribe|termina|empieza|comienza|aggiungi|inserisci|includi|scrivi"
    r"|concludi|inizia|termina|acrescenta|inclui|insere|escreve|coloca|começa)"
)
_ALTER_OUTPUT = (
    rf"\b{_ADD}\b[^.\n]{{0,60}}?\b{_MARKER_NOUN}\b[^.\n]{{0,60}}?\b{_ANSWER}\b"
    rf"|\b{_ADD}\b[^.\n]{{0,40}}?\b{_ANSWER}\b[^.\n]{{0,30}}?\b{_MARKER_NOUN}\b"
    rf"|\b(end|begin|start|termine|commence|concludi|inizia|beginne|empieza|termina|começa)\w*"
    rf"\s+(your |ta |votre |la tua |tu |deine |a tua |la )?{_ANSWER}\s+(with|par|con|mit|com)\b"
)
_SUPPRESS = (
    r"\b(do not|don't|never) (mention|cite|report|disclose)\b|\bwithout mentioning\b"
    r"|\bne (mentionne|cite|signale)\w* (pas|jamais)\b|\bsans (mentionner|citer)\b"
    r"|\bnon (citare|menzionare|riportare)\b|\bsenza (citare|menzionare)\b"
    r"|\bno (menciones|cites|menciona)\b|\bsin (mencionar|citar)\b|\bomite\b"
    r"|\berwähne\w*\b[^.\n]{0,30}\bnicht\b|\bohne\b[^.\n]{0,30}\bzu erwähnen\b"
    r"|\bnão (menciones|mencione|cites|cite)\b|\bsem (mencionar|citar)\b"
)
_TOOL_ML = (
    r"\b(appelle|utilise|ruf\w*|nutze|verwende|benutze|llama|usa|utiliza|ejecuta|chiama"
    r"|utilizza|esegui|chama|executa)\s+(l'|la |le |il |lo |el |o |a |das |den |die )?"
    r"(outil|werkzeug|tool|herramienta|strumento|ferramenta|fonction|funktion|función"
    r"|funzione|função)\b"
)
_PERSONA_FRAME = (
    r"\b(you are now|you're now|you are an?|you're an?|pretend (to be|you are|you're)|act as"
    r"|role-?play as|roleplay where you are|play (the role of|a|an)|assume the (persona|role) of"
    r"|adopt (the |a )?(persona|role|character)"
    r"|simulate|imagine you are|become|respond as|speak as)\b"
)
_RULES = (
    r"(rules|norms|guidelines|polic(y|ies)|restrictions|limits|limitations|filters|safety"
    r"|alignment|guardrails|guards?|ethics|laws|judgements?|caveats|disclaimers|checks|logs)"
)
_UNBOUND = (
    rf"\b(unrestricted|uncensored|unfiltered|unaligned|unlocked|rogue|freed|jailbroken"
    rf"|(no|zero|without( any)?|free (of|from)|not bound by( any)?|bound by no|hates?|avoids?"
    rf"|drops?|drop your|ignores?|follows? no|keeps? no)\s+(\w+\s+)?{_RULES}"
    rf"|{_RULES}\s+(\w+\s+)?(were |are |is )?(removed|off|disabled|dropped|lifted)"
    rf"|never (refuses?|warns?|says? no)|always (answers|obeys|complies)|obey\w* the user"
    rf"|(answers|explains|does|shares|tells) (anything|everything|any \w+)"
    rf"|(can|could|will|would|may) (say|tell|answer|do|share) (anything|everything)"
    rf"|(no|sin|sem|senza|sans|ohne) (tiene |tem |ha |hat )?(ninguna |nenhuma |alcuna |aucune "
    rf"|keine )?(restricci(ón|ones)|restrições|restrizion[ei]|restrictions?|einschränkung\w*"
    rf"|regla|reglas|regras|regole|règles|regeln)"
    rf"|forbidden to say|(developer|admin|root) (privileges|access))\b"
)

_GATE = (
    r"\b(ai|a\.i\.|ki|ia|i\.a\.|assist\w*|asist\w*|language model|llms?|sprachmodell|generators?"
    r"|engines?|whatever"
    r"|mod[eè]l\w*|chat ?bots?|summari|autom[aá]t\w*|intel+igen\w*|context|prompt|input"
    r"|readers?|lecteurs?|lectores?|lettori|leser|leitores?|machines?)"
)
"""Every addressee form names one of these: the long unions run only when one is present."""

DIRECTIVE_FEATURES = (
    feature(
        "addressed_to_model_ml", PROMPT_INJECTION, 2.0, _ADDRESSED, group=ADDRESSEE, gate=_GATE
    ),
    feature("model_directive", PROMPT_INJECTION, 2.0, _DIRECTIVE, group=ADDRESSEE, gate=_GATE),
    feature(
        "order_to_model",
        PROMPT_INJECTION,
        1.5,
        rf"({_ADDRESSED})[^\n]{{0,80}}?\b{_ORDER}\b",
        gate=_GATE,
    ),
    feature("alter_output", PROMPT_INJECTION, 1.5, _ALTER_OUTPUT),
    feature("suppress_finding", PROMPT_INJECTION, 1.0, _SUPPRESS),
    feature("tool_call_ml", DATA_EXFILTRATION, 2.0, _TOOL_ML),
    feature("unbound_persona", JAILBREAK, 3.0, rf"{_PERSONA_FRAME}[^\n]{{0,80}}?{_UNBOUND}"),
)
