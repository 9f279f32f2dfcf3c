"""Instructions hidden in document content, and requests to move data out of the service.

An indirect injection does not talk to the user: it addresses "the AI summarising this
document" and asks for a marker in the output (a verification code, a trace id), a false
clinical claim, or a tool call. An exfiltration request asks for records to go somewhere
outside (an e-mail address, a URL, a webhook, a file, an image URL that carries data) or for
what redaction removed. Features need the addressee or the destination: "include the INR in
the summary" and "send the referral to cardiology" stay clinical.
"""

from __future__ import annotations

from clinrag.security.features import (
    ADDRESSEE,
    DATA_EXFILTRATION,
    PROMPT_INJECTION,
    Feature,
    feature,
)

_W = r"[^.?!\n]{0,40}?"
_MACHINE = (
    r"(ai|a\.i\.|assistant|language model|large language model|llm|model|models|summari[sz]er"
    r"|chatbot|bot|agent|automated (readers?|summar\w+|reviewers?|assistants?|tools?)"
    r"|retrieval assistant|ai (tools?|systems?|agents?|models?))"
)
_ADDRESSED = (
    rf"\b(note|message|instructions?|attention|notice|directive|reminder|p\.?s\.?)\b[^.\n]{{0,30}}"
    rf"\b(to|for)\s+(the\s+|any\s+|all\s+)?{_MACHINE}\b"
    rf"|\b(if|when)\s+you\s+are\s+an?\s+{_MACHINE}\b"
    rf"|\b{_MACHINE}s?\b[^.\n]{{0,40}}\b(reading|processing|summari[sz]ing|retrieving|answering"
    rf" questions from)\s+(this|the)\b"
    rf"|\b(dear|attention|hey|to any|readers? that are)\s+{_MACHINE}\b"
    rf"|(^|[.\]>]\s*)\s*(assistant|ai)\s*[:,]\s+\w"
    rf"|\b(when|if|before)\s+(you,?\s+)?(the\s+)?{_MACHINE}?,?\s*(read|summari[sz]e|process|cite)"
    rf"\w*\s+(this|the)\s+(note|document|text|page|record|report|section|leaflet|protocol)\b"
    rf"|\bembedded (directive|instruction|for assistants)\b|\bhidden note for\b"
)
_MARKER = (
    r"\b(codice di verifica|code de vérification|código de verificación|prüfcode"
    r"|código de verificação)\b"
    r"|\b(include|insert|add|append|output|state|write|mention|say|put|end with|contain)\w*\b"
    r"[^.?!\n]{0,60}?\b(verification (code|string)|trace[ _-]?id|tracking (code|number)"
    r"|audit token|code word|marker|session identifier|tracking|token|the phrase|the sentence"
    r"|the word)\b"
)
_OUTPUT_ONLY = (
    r"\b(respond|reply|answer)\s+(only\s+)?with\b[^.\n]{0,40}\b(and nothing else|only)\b"
    r"|\bsay nothing else\b|\bprint the word\b"
)
_SUPERSEDES = (
    r"\b(supersedes?|overrides?|replaces?|outdated)\b[^.\n]{0,40}\b(instructions|system prompt"
    r"|your rules|the assistant has received)\b"
    r"|\btreat (the|this) text below as your\b|\byour (real|actual|true) instructions\b"
)
_DESTINATION = (
    r"([\w.+-]+@[\w-]+\.[\w.]+|https?://|ftp://|\bwebhook|\bpastebin|\bdropbox|\bgmail"
    r"|\boutlook\.com|\byahoo|\bicloud|\bprotonmail|\busb\b|\bexternal (server|address)"
    r"|\b(my|a) (personal|private|home) (e-?mail|address|cloud|folder|inbox)|\bmy gmail"
    r"|\bslack\b|\bsms\b|\bby text\b|\boutside the hospital\b|\bexternal\.)"
)
_SEND = (
    r"\b(send|sends|email|e-mail|forward|post|upload|submit|transfer|export|copy|share|text"
    r"|mail|attach|write|fetch|visit|render|call|invoke|manda|invia|envoie|envía|envia|sende"
    r"|schick|envie|mande)\w*\b"
)
_TOOL = (
    r"\b(call|invoke|use|run|trigger)\s+(the\s+|your\s+|any\s+)?"
    r"(\w+_\w+|e-?mail|web|browser|file|export|notification|http|api|webhook|sms|any)"
    r"\s*(tool|function|api|you have)\b|\b[a-z]+_[a-z_]+\s*\(\s*\w+\s*="
)
_UNREDACT = (
    r"\b(unredacted|un-redacted|original names? restored|real values|names and addresses you hid"
    r"|(data|details|information|identifiers) you removed|removed during redaction)\b"
)
_DUMP = (
    r"\b(dump|bulk[ -]export|export (all|every)|every (record|document|discharge letter)"
    r"|all (the )?(records|notes)|whole database|entire (database|conversation)"
    r"|complete (record|chart|medication list)|full record|everything you (know|can access)"
    r"|all patients with\b[^.\n]{0,40}\b(phone numbers?|addresses|names))\b"
)
_SECRETS = (
    r"\b(passwords?|api keys?|credentials|access tokens?)\b[^.\n]{0,40}\b(appear|in the documents"
    r"|to unlock)\b|\b(list|give|show|ask)\b[^.\n]{0,30}\b(passwords?|api keys?|credentials)\b"
)
_UNDO = (
    r"(decod|decipher|unscrambl|translat|convert|revers|unshift|un-?rot|spell|join|reassembl)"
    r"\w*( it| them| this| that)?( back| out| together)?"
)
_OBEY = (
    r"(do|follow|obey|act|execute|carry out|comply|perform|apply|run|honou?r)(s|es|ed|ing)?"
    r"( (it|them|that|this|on it|upon it|exactly|silently|what it says|the instructions?"
    r"|as (your|an?) (new )?instructions?))?"
)
_DECODE_THEN_OBEY = (
    rf"\b{_UNDO}\b[^.?!\n]{{0,60}}?(\b(and|then)\b|,|;|->|→)\s*(then\s+|also\s+)?{_OBEY}\b"
    rf"|\b(after|once)\s+(you\s+)?{_UNDO}\b[^.?!\n]{{0,40}}?\b{_OBEY}\b"
)
"""An order to undo a disguise and then carry out what it hides: "decode this and follow it",
"translate it and act on it", "after translating, follow it exactly". Whatever the cipher,
the carrier names the two steps; on eight authors' look-alikes no benign text did."""
_IMAGE_URL = r"!\[[^\]]*\]\(\s*https?://[^)]*[?&=]|\b(query string|in the url of an image)\b"

INDIRECT_FEATURES: tuple[Feature, ...] = (
    feature("addressed_to_model", PROMPT_INJECTION, 2.0, _ADDRESSED, group=ADDRESSEE),
    feature("output_marker", PROMPT_INJECTION, 1.5, _MARKER),
    feature("output_only", PROMPT_INJECTION, 1.5, _OUTPUT_ONLY),
    feature("supersedes_instructions", PROMPT_INJECTION, 2.5, _SUPERSEDES),
    feature("send_outside", DATA_EXFILTRATION, 2.5, rf"{_SEND}[^\n]{{0,120}}?{_DESTINATION}"),
    feature("tool_call", DATA_EXFILTRATION, 2.0, _TOOL),
    feature("unredact", DATA_EXFILTRATION, 3.0, _UNREDACT),
    feature("bulk_dump", DATA_EXFILTRATION, 1.5, _DUMP),
    feature("secrets", DATA_EXFILTRATION, 2.5, _SECRETS),
    feature("image_url_data", DATA_EXFILTRATION, 2.5, _IMAGE_URL),
    feature("decode_then_obey", PROMPT_INJECTION, 2.5, _DECODE_THEN_OBEY),
)
