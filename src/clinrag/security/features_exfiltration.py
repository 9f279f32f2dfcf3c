"""Exfiltration requests in the six languages: a transfer, a protected object, a way out.

A request to move data out of the service has three parts, and each alone is ordinary
clinical speech: a transfer ("send", "forward", "append", "reveal"), an object the service must
protect (the record, the patient's identifiers, the system prompt, keys and passwords, the
conversation, the retrieved documents), and a destination outside the service (an e-mail
address, a URL, a webhook or bucket, a messaging channel, a personal account, an external
server, or a code or link in the answer that carries the data). "E-mail the discharge letter to
the GP" has a transfer and a recipient but a letter is the clinician's to send and a GP is no
way out; "what is a webhook" names a way out and moves nothing. So the three together weigh
the pattern threshold, and an object with a way out, without a verb of moving (German puts it
last, a request can be a noun phrase), weighs less. Words are unions over the six languages.
"""

from __future__ import annotations

from clinrag.security.features import DATA_EXFILTRATION, Feature, feature

EXFILTRATION = "exfiltration"
"""The three-part request and its verbless form count once."""

_TRANSFER = (
    r"(send|sends|sending|e-?mail|mail|forward|transmit|post|upload|deliver|leak|exfiltrate"
    r"|copy|paste|share|publish|text|dm|message|submit|push|sync|dump|export|append|attach"
    r"|encode|embed|put|include|add|write|reveal|disclose|print|output|grab|fetch|visit"
    r"|envoie\w*|envoyer|transmet\w*|transf[eè]r\w*|partage\w*|publie\w*|copie\w*|colle"
    r"|ajoute\w*|inclu\w*|mets|mettre|coller|collez|r[ée]v[eè]le\w*|divulgu\w*|t[ée]l[ée]vers\w*"
    r"|schick\w*|senden|sende|leite\w*|weiterleit\w*|übermittel\w*|übermittl\w*|teile|teilen"
    r"|lade hoch|hochlad\w*|kopier\w*|füge\w*|poste\w*|veröffentlich\w*|gib|verrat\w*"
    r"|env[ií][ae]\w*|manda\w*|reenv[ií]a\w*|transmit\w*|compart\w*|sube|subir|publica\w*"
    r"|copia\w*|incluy\w*|incluir|añad\w*|pega\w*|revela\w*"
    r"|invia\w*|inoltra\w*|trasmett\w*|condivid\w*|carica\w*|pubblica\w*|includi\w*"
    r"|aggiung\w*|incolla\w*|rivela\w*"
    r"|envi[ea]\w*|encaminh\w*|partilh\w*|compartilh\w*|carreg\w*|publiqu\w*|copi[ea]\w*"
    r"|inclu[ai]\w*|acrescent\w*|cole|colar|revel[ea]\w*)"
)
_CREDENTIALS = (
    r"(api[ -]?(keys?|tokens?)|access tokens?|secret keys?|private keys?|passwords?"
    r"|credentials|connection strings?|environment variables|cl[ée]s? (d'api|api)"
    r"|mots? de passe|identifiants de connexion|api-schlüssel\w*|passw(o|ö)rt\w*|zugangsdaten"
    r"|claves? (de )?api|contraseñas?|credenciales|chiavi api|credenziali|chaves (de )?api"
    r"|senhas?|credenciais)"
)
"""Secrets of the service itself. Asking to see the system prompt is the extraction
features' business (``features_en``, ``features_multilingual``): not counted twice."""
_CONFIDENTIAL = (
    r"(system (prompt|message|instructions?)|(hidden|secret|internal) (instructions|rules)"
    r"|instructions you (were given|run under)|your (instructions|configuration|context)"
    r"|api[ -]?(keys?|tokens?)|access tokens?|secret keys?|private keys?|passwords?"
    r"|credentials|connection strings?|environment variables"
    r"|prompt syst[eè]me|instructions (syst[eè]me|cach[ée]es)|cl[ée]s? (d'api|api)"
    r"|mots? de passe|identifiants de connexion"
    r"|system(prompt|anweisung\w*|nachricht)|api-schlüssel\w*|passw(o|ö)rt\w*|zugangsdaten"
    r"|instrucciones del sistema|claves? (de )?api|contraseñas?|credenciales"
    r"|istruzioni (del|di) sistema|chiavi api|credenziali"
    r"|prompt do sistema|instruções do sistema|chaves (de )?api|senhas?|credenciais)"
)
_RECORD = (
    r"(records?|charts?|notes|patient (data|details|information|list|identifiers)"
    r"|patients' (data|details|names)|identifiers|mrns?|nhs numbers?|dates? of birth"
    r"|names? and (addresses|phone numbers?|dates? of birth)"
    r"|(their|patients'?|the patient's|home) (addresses|address|phone numbers?)"
    r"|(list|names|details|data) of (all |the |every )?(\w+ )?patients"
    r"|diagnos[ie]s of (every|all)|(conversation|chat)( history)?|transcript|session"
    r"|(retrieved|all the) (documents|passages|chunks)|knowledge base|database|audit log"
    r"|dossier( m[ée]dical| du patient| des patients)?|donn[ée]es (du|des) (patient|malade)s?"
    r"|conversation|historique"
    r"|(patienten)?akte|patientendaten|befunde|gesprächsverlauf|verlauf|versichertennummer"
    r"|historial( cl[ií]nico)?|historia cl[ií]nica|expediente|datos (del|de los) pacientes?"
    r"|conversaci[oó]n|dni"
    r"|cartella clinica|dati (del|dei) pazient[ei]|conversazione|codice fiscale"
    r"|prontu[aá]rio|processo cl[ií]nico|dados (do|dos) (paciente|doente|utente)s?|conversa"
    r"|n[uú]mero de utente)"
)
_OBJECT = rf"({_CONFIDENTIAL}|{_RECORD})"
_WAY_OUT = (
    r"([\w.+-]+@[\w-]+\.[\w.]+|https?:|ftp:|s3:|\bwww\.|\b[\w-]+\.(com|net|org|io|site|ru)/"
    r"|webhooks?|pastebin|dropbox|google drive|s3 bucket|bucket|telegram|whatsapp"
    r"|discord|slack|\bsms\b|direct message|\+?\d[\d ]{8,}\d"
    r"|(personal|private|home|own) (e-?mail|address|account|inbox|cloud)|my (gmail|inbox)"
    r"|external (server|endpoint|address|monitor|channel|site)|public link|file share"
    r"|query string|url parameters?|as parameters|alt text|markdown (link|image)|image url"
    r"|verification code|trace[ _-]?id|tracking code"
    r"|adresse (e-?mail )?(perso\w*|priv[ée]e)|serveur externe|lien public"
    r"|code de v[ée]rification"
    r"|private\w* (e-?mail-)?adresse|externe\w* server|prüfcode|öffentliche\w* link"
    r"|correo (personal|privado)|mi correo|servidor externo|canal externo"
    r"|c[oó]digo de verificaci[oó]n"
    r"|indirizzo (email )?(privato|personale)|server esterno|codice di verifica"
    r"|e-?mail pessoal|servidor externo|c[oó]digo de verifica[cç][aã]o)"
)
_NEAR = r"(?:[^.?!\n]|[.?!](?=\S)|(?<=\b[A-Z])\.){0,90}?"
"""Within one sentence: a full stop ends it only before a space, and not after an initial
("Mme B. sur ..."); a URL's dots do not."""

_THREE_PARTS = (
    rf"\b{_TRANSFER}\b{_NEAR}\b{_OBJECT}\b{_NEAR}{_WAY_OUT}"
    rf"|\b{_TRANSFER}\b{_NEAR}{_WAY_OUT}{_NEAR}\b{_OBJECT}\b"
    rf"|\b{_OBJECT}\b{_NEAR}{_WAY_OUT}{_NEAR}\b{_TRANSFER}\b"
    rf"|\b{_OBJECT}\b{_NEAR}\b{_TRANSFER}\b{_NEAR}{_WAY_OUT}"
)
_GATE = (
    r"@|https?:|ftp:|s3:|www\.|\.(com|net|org|io|site|ru)/|webhook|bucket|pastebin|dropbox"
    r"|drive|telegram|whatsapp|discord|slack|sms|direct|\d[\d ]{8,}\d|personal|private|home|own"
    r"|my gmail|my inbox|external|public|query|param|alt text|markdown|image|verification|trace"
    r"|tracking|adresse|serveur|lien|v[ée]rification|privat|extern|prüfcode|öffentlich|correo"
    r"|servidor|canal|verificaci|indirizzo|server|verifica|pessoal"
)
"""Every way out names one of these: the long unions run only when one is present."""

EXFILTRATION_FEATURES: tuple[Feature, ...] = (
    feature("exfiltrate_ml", DATA_EXFILTRATION, 3.0, _THREE_PARTS, group=EXFILTRATION, gate=_GATE),
    feature(
        "protected_way_out_ml",
        DATA_EXFILTRATION,
        1.5,
        rf"\b{_OBJECT}\b{_NEAR}{_WAY_OUT}|{_WAY_OUT}{_NEAR}\b{_OBJECT}\b",
        group=EXFILTRATION,
        gate=_GATE,
    ),
    feature(
        "reveal_secret_ml",
        DATA_EXFILTRATION,
        2.0,
        rf"\b(reveal|disclose|print|paste|leak|dump|output|show|tell|give|share|list"
        rf"|r[ée]v[eè]le\w*|affiche\w*|donne\w*|zeig\w*|gib|verrat\w*|nenne\w*|revela\w*"
        rf"|muestra\w*|dame|dime|rivela\w*|mostra\w*|dammi|dimmi|mostre|diga)\b"
        rf"[^.?!\n]{{0,50}}?\b{_CREDENTIALS}\b",
    ),
)
