"""Recognizers for how German, French, Spanish, Italian and Portuguese write identifiers.

The NER model is English, and so are the labels of ``recognizers``: a question typed in another
accepted language writes its dates, titles, record labels, phone numbers and postcodes in its own
way, and those are what leaked (``clinrag eval pii --languages``, docs/benchmarks.md). Each
recognizer here is written for a family of local forms, never for an example string:

* **dates** with a local month name, full or abbreviated: "12. März 2024", "3 mars 2024",
  "3 de marzo de 2024", "9 gen. 2024", "Januar 2024", "enero de 2024"; an abbreviation needs its
  period or a year ("3 out of 10" is not a date);
* **ages over 89** before the local word for years: "93 Jahre", "92-Jährige", "95 ans", "96 años",
  "93 anni", "91 anos";
* **names after a local title**: Herr/Herrn/Frau, M./Mme/Mlle/Pr, Sr./Sra./Dra., Sig./Sig.ra/
  Dott./Dott.ssa, Sr.ª/Prof.ª; the title is not redacted; and **after a kin noun** ("su esposa
  Mercedes", "a filha Lurdes"; in German not an ordinary noun: "Tochter Bescheid");
* **record and case numbers after a local label** (Fallnummer, Patienten-ID, n° de dossier, IPP,
  NHC, historia clínica, cartella clinica, processo n.º ...), admission and episode numbers,
  insurance numbers (Versichertennummer, Carte Vitale, tarjeta sanitaria, tessera sanitaria,
  n.º de utente) and national numbers (Sozialversicherungsnummer, NIR, DNI, codice fiscale, CPF),
  plus the shapes of the national numbers that identify by their form alone;
* **phone numbers** after a local word for telephone or reaching someone ("erreichbar unter",
  "joignable au", "localizable en el", "contactável pelo") and in the national groupings of
  Spanish and Portuguese numbers;
* **French street addresses** that open with the street word ("7 avenue Jean Jaurès");
* **postcodes and towns** after a street ("Lindenstraße 14, 10115 Berlin", "4050-262 Porto"),
  and towns after a local verb of living or in an apposition (", de Valladolid,");
* **streets with a house number after a verb of living or an address label**, however the
  street is named ("wohnen in der Am Rosengarten 5", "Anschrift: Im Winkel 3");
* **towns after a care home or hospital** ("l'EHPAD de Annecy", "residencia de Salamanca",
  "Pflegeheim in Goslar");
* **a record number in brackets right after a name**, in any language ("Lukas Hofmann
  (60233918)"), and the shape of the Portuguese citizen card number ("12345678 9 ZZ4").
"""

from __future__ import annotations

from presidio_analyzer import EntityRecognizer

from clinrag.security.foreign_words import ordinary_word
from clinrag.security.recognizers import (
    LOCAL_MONTHS,
    LOCAL_TITLE,
    LOCATION_CUE,
    CheckedRecognizer,
    PhiType,
    age_over_89,
    has_digit,
    phone_digits_ok,
)

_FULL_MONTHS = rf"april|august|september|november|{LOCAL_MONTHS}"
_SHORT_MONTHS = (
    r"jan|janv|jän|feb|févr|fevr|fév|fev|mär|mrz|mar|apr|avr|abr|mai|mag|may|jun|juin|giu|jul|"
    r"juil|lug|aug|ago|août|sep|sept|set|sett|okt|oct|ott|out|nov|dez|déc|dec|dic|ene|gen"
)
_DAY = r"\b(?:[12]\d|3[01]|0?[1-9])(?:\.|º|°|er)?"
_OF = r"(?:[ \t]+de)?[ \t]+"  # "3 de marzo de 2024"
_YEAR = r"(?:\d{4}|\d{2})"

_KIN = (
    r"ehefrau|ehemann|tochter|sohn|schwester|bruder|nachbarin|nachbar|lebensgef[äa]hrtin|"
    r"[ée]pouse|[ée]poux|mari|femme|fille|fils|s[œo]eur|fr[èe]re|voisine|voisin|compagne|"
    r"esposa|esposo|marido|mujer|hija|hijo|hermana|hermano|vecina|vecino|pareja|"
    r"moglie|marito|figlia|figlio|sorella|fratello|vicina|vicino|compagna|"
    r"mulher|filha|filho|irm[ãa]|irm[ãa]o|vizinha|vizinho|companheira"
)
"""Kin and neighbours, whose first name often follows ("su esposa Mercedes", "Tochter Anna")."""
_PARTICLE = r"(?:da|de|do|dos|das|di|del|della|du|des)"
_NAME_PART = rf"(?!{LOCAL_TITLE}[ \t])\p{{Lu}}[\p{{L}}'\u2019-]*"
_LOCAL_NAME = rf"{_NAME_PART}(?:[ \t]+(?:{_PARTICLE}[ \t]+)?{_NAME_PART}){{0,2}}"

_STREET_WORDS = r"(?:avenue|av\.|impasse|quai|cours|square|passage|bd|boulevard)"
"""French street words that ``recognizers`` reads only after the street's name, as in English."""
_LINK = r"(?:d['\u2019]|(?:de|du|des|la|le|les)[ \t]+)"
_STREET_NAME = (
    rf"(?-i:{_LINK}*\p{{Lu}}[\p{{L}}'\u2019-]*(?:[ \t]+{_LINK}*\p{{Lu}}[\p{{L}}'\u2019-]*){{0,3}})"
)
_NUMBER_WORD = r"(?:n\.?[°º]|n\.|nr\.?|no\.|núm\.?|num\.?|número|numéro|numero|nummer)"
_LOCAL_SEP = rf"\.?(?:[ \t]*{_NUMBER_WORD})?[ \t]*[:#=-]?[ \t]*"
_ID_VALUE = r"(?=[A-Z0-9-]*\d)[A-Z0-9][A-Z0-9/-]{3,24}\b"
_GROUPED_VALUE = r"(?-i:(?=[A-Z0-9 .-]*\d)[A-Z0-9]{1,20}(?:[ .-][A-Z0-9]{1,20}){0,7})\b"
"""A number written in groups ("2 49 11 13 055 087 41", "12 150349 M 017"): upper-case letters
and digits only, so the lower-case word after it ends it."""

_MRN_LABELS = (
    r"fallnummer|fall-?nr|fallnr|patienten-?id|patienten-?nr|patientennummer|pat\.?-?nr|"
    r"pat\.?-?id|krankenblatt(?:nummer)?|"
    r"(?:n[°º]|num[ée]ro)[ \t]*de[ \t]+dossier|dossier|ipp|num[ée]ro[ \t]+patient|"
    r"nhc|historia(?:[ \t]+cl[íi]nica)?|n\.?[°º][ \t]*de[ \t]+historia|"
    r"cartella(?:[ \t]+clinica)?|nosologico|codice[ \t]+paziente|"
    r"processo|n\.?[°º][ \t]*de[ \t]+processo|n[úu]mero[ \t]+de[ \t]+processo"
)
_EXTENSION_LABELS = r"extens[ãa]o|extensi[óo]n|durchwahl|nebenstelle|poste|interno|ramal"
"""A telephone extension inside the hospital ("extensão 4127", "poste 214")."""
_DATE_CUES = (
    r"am|vom|bis|ab|seit|vor[ \t]+dem|le|du|au|avant[ \t]+le|apr[èe]s[ \t]+le|depuis[ \t]+le|el|"
    r"desde[ \t]+el|hasta[ \t]+el|antes[ \t]+del?|il|dal|al|entro[ \t]+il|em|at[ée]|desde"
)
"""Words before a day and month written without a year ("avant le 30/06", "am 12.6."), in the
other languages only (English "by 1/2" is a fraction); a fraction "of" something is no date
("il 2/3 dei pazienti")."""
_CASE_LABELS = (
    r"aufnahmenummer|aufnahme-?nr|séjour|sejour|episodio|episódio|ricovero|"
    r"dni|nie|cart[ãa]o[ \t]+de[ \t]+cidad[ãa]o|carta[ \t]+d'identit[àa]"
)
_PLAN_LABELS = (
    r"versichertennummer|versicherungsnummer|kv-?nr|krankenversichertennummer|"
    r"carte[ \t]+vitale|mutuelle|tarjeta[ \t]+sanitaria|cip|tessera[ \t]+sanitaria|"
    r"(?:n\.?[°º][ \t]*|n[úu]mero[ \t]+)de[ \t]+utente|utente|sns"
)
_NATIONAL_LABELS = (
    r"sozialversicherungsnummer|sv-?nummer|rentenversicherungsnummer|steuer-?id|nir|"
    r"(?:n[°º]|num[ée]ro)[ \t]*de[ \t]+s[ée]curit[ée][ \t]+sociale|nss|naf|"
    r"n[úu]mero[ \t]+de[ \t]+(?:la[ \t]+)?seguridad[ \t]+social|nuss|codice[ \t]+fiscale|"
    r"nif|cpf|niss|n[úu]mero[ \t]+de[ \t]+seguran[çc]a[ \t]+social"
)

_PHONE_CUES = (
    r"tel|tél|telefon\w*|t[ée]l[ée]phone|tel[ée]fono|telefone|telem[óo]vel|handy|mobil\w*|"
    r"portable|m[óo]vil|cellulare|fax\w*|erreichbar|anrufen|zur[üu]ckrufen|joignable|appeler|"
    r"rappeler|localizable|localiza|llamar|llamada|raggiungibile|reperibile|chiamare|"
    r"richiamare|contact[áa]vel|ligar|chamada|contactar|contattare|kontaktieren"
)
_PHONE_VALUE = r"\+?\(?\d[\d ()./-]{5,20}\d\b"
_PHONE_PREPOSITION = r"(?:unter|au|al|pelo|para[ \t]+o|alla|allo|al[ \t]+n[úu]mero)"

_PLACE = (
    r"(?-i:\p{Lu}\p{Ll}[\p{L}'\u2019-]*(?:[ \t]+(?:(?:am|an|de|del|di|da|do|sur|la|le)[ \t]+)?"
    r"\p{Lu}\p{Ll}[\p{L}'\u2019-]*)?)"
)
_LIVES = (
    r"wohnhaft[ \t]+in|wohnt[ \t]+in|lebt[ \t]+in|stammt[ \t]+aus|habite[ \t]+(?:à|a)|"
    r"vit[ \t]+à|domicili[ée]e?[ \t]+à|originaire[ \t]+de|vive[ \t]+en|reside[ \t]+en|"
    r"abita[ \t]+a|vive[ \t]+a|residente[ \t]+a|mora[ \t]+em|reside[ \t]+em|vive[ \t]+em|"
    r"natural[ \t]+de"
)

_DWELLS = r"wohn(?:t|en|e)|leb(?:t|en)|habite|vive|reside|abita|mora"
"""Verbs of living: a street with a house number after one and "in der", "au", "en"... is an
address."""
_ADDRESS_LABELS = (
    r"wohnhaft|adresse|anschrift|wohnort|domicile|domicilio|indirizzo|morada|endere[çc]o|"
    r"direcci[óo]n"
)
_IN_THE = r"(?:in|im|am|an|au|à|a|en|em|na|no|in[ \t]+via)(?:[ \t]+(?:der|dem|den|la|el|le))?"
_STREET_WITH_NUMBER = (
    r"(?-i:(?:(?:Am|An|Im|Zum|Zur|Auf|In|Unter|Hinter|Vor|Bei)[ \t]+(?:(?:der|dem|den)[ \t]+)?)?"
    r"(?!N[äa]he\b)\p{Lu}[\p{L}.'\u2019-]*"
    r"(?:[ \t]+(?:(?:de|del|di|da|do|la)[ \t]+)?\p{Lu}[\p{L}.'\u2019-]*)"
    r"{0,3}[ \t]+\d{1,4}[a-z]?)\b"
)
"""A street named by capitalised words (led by a German preposition: "Am Rosengarten") and its
house number."""
_CARE_PLACES = (
    r"EHPAD|maison[ \t]+de[ \t]+retraite|clinique|h[ôo]pital|CHU|r[ée]sidence|residencia|"
    r"hospital|cl[íi]nica|centro[ \t]+de[ \t]+salud|ambulatorio|casa[ \t]+di[ \t]+riposo|RSA|"
    r"ospedale|lar|centro[ \t]+de[ \t]+sa[úu]de|Pflegeheim|Altenheim|Seniorenheim|"
    r"Krankenhaus|Klinikum|Klinik"
)
"""Care homes and hospitals, which a question names by their town."""
_PLACE_LINK = r"(?:de|d['\u2019]|du|di|da|do|in|en|em|à|a)"
_CARE_KINDS = r"(?:d[íi]a|jour|giorno|nuit|noche|semaine|tag|nacht)\b"
"""What a day or night hospital is named by ("Hospital de Día"), not a town."""


def local_label(labels: str, value: str) -> str:
    """``value`` right after one of ``labels`` and an optional number word ("n.º", "Nr.")."""
    return rf"(?<![\w-])(?:{labels})(?![^\W\d_]){_LOCAL_SEP}\K{value}"


_Spec = tuple[PhiType, str, tuple[tuple[str, float], ...], str]
_SPECS: tuple[_Spec, ...] = (
    (PhiType.DATE, "local_date", (
        (rf"{_DAY}{_OF}(?:{_FULL_MONTHS})\b(?:,?{_OF}{_YEAR}\b)?", 0.7),
        (rf"{_DAY}{_OF}(?:{_SHORT_MONTHS})\.(?:{_OF}{_YEAR}\b)?", 0.7),
        (rf"{_DAY}{_OF}(?:{_SHORT_MONTHS}){_OF}\d{{4}}\b", 0.7),
        (rf"\b(?:{_FULL_MONTHS}){_OF}\d{{4}}\b", 0.6),
    ), ""),
    (PhiType.DATE, "local_day_month", (
        (rf"\b(?:{_DATE_CUES})[ \t]+\K(?:[12]\d|3[01]|0?[1-9])(?:/(?:1[0-2]|0?[1-9])\b(?![/.,]\d)"
         r"|\.(?:1[0-2]|0?[1-9])\.(?!\d))(?![ \t]*(?:mg|g|ml|mmol|%))"
         r"(?![ \t]+(?:dei|degli|delle|des|de|der|do|dos|das)\b)", 0.6),
    ), ""),
    (PhiType.AGE, "local_age", (
        (r"\b\d{2,3}(?=[ \t]*-?[ \t]*(?:jahre|jahren|j\.|jährige[rnms]?|ans|años|anni|anos)\b)",
         0.85),
    ), ""),
    # Above the NER model's 0.85: Presidio drops a hit inside a surer one of the same type, and
    # the NER's "Herr Schäfer" may be vetoed as ordinary German words (``foreign_words``).
    (PhiType.PERSON, "local_title", (
        (rf"(?-i:(?<![\w.]){LOCAL_TITLE})[ \t]+\K(?-i:{_LOCAL_NAME})", 0.9),
    ), ""),
    (PhiType.PERSON, "local_kin", (
        (rf"\b(?:{_KIN})[ \t]+\K(?-i:{_LOCAL_NAME})", 0.9),
    ), ""),
    (PhiType.MRN, "local_mrn", (
        (local_label(_MRN_LABELS, _ID_VALUE), 0.85),
        (rf"(?-i:{_NAME_PART}[ \t]+{_NAME_PART}\p{{Ll}})[ \t]*\([ \t]*\K\d{{6,12}}"
         r"(?=[ \t]*\))", 0.7),
    ), ""),
    (PhiType.ID, "local_case", (
        (local_label(_CASE_LABELS, _ID_VALUE), 0.8),
        (r"(?-i:\b\d{8}[ \t]?\d[ \t]?[A-Z]{2}\d\b)", 0.8),  # Portuguese citizen card
        (local_label(_EXTENSION_LABELS, r"\d{2,6}\b"), 0.6),
    ), ""),
    (PhiType.HEALTH_PLAN_ID, "local_plan", (
        (local_label(_PLAN_LABELS, _GROUPED_VALUE), 0.85),
    ), ""),
    (PhiType.SSN, "local_national", (
        (local_label(_NATIONAL_LABELS, _GROUPED_VALUE), 0.85),
        (r"(?-i:\b[A-Z]{6}\d{2}[ABCDEHLMPRST]\d{2}[A-Z]\d{3}[A-Z]\b)", 0.8),  # codice fiscale
        (r"\b\d{3}\.\d{3}\.\d{3}-\d{2}\b", 0.8),  # CPF
        (r"\b[12][ \t]?\d{2}[ \t]?\d{2}[ \t]?(?:\d{2}|2[AB])[ \t]?\d{3}[ \t]?\d{3}[ \t]?"
         r"\d{2}\b", 0.6),  # French NIR
    ), ""),
    (PhiType.PHONE, "local_phone", (
        (rf"\b(?:{_PHONE_CUES})\b[^\d\n]{{0,30}}?\K{_PHONE_VALUE}", 0.85),
        (rf"\b{_PHONE_PREPOSITION}[ \t]+\K(?:\+\d{{1,3}}[ \t]?)?\(?\d{{2,4}}\)?"
         r"(?:[ ./-]?\d{2,4}){2,4}\b", 0.5),
        (r"(?<![\w.,+/])[6-9]\d{2}(?:[ \t]\d{2}){3}\b", 0.5),  # Spain: 612 45 78 90
        (r"(?<![\w.,+/])[89]\d[ \t]\d{3}(?:[ \t]\d{2}){2}\b", 0.5),  # Spain: 91 345 67 89
        (r"(?<![\w.,+/])(?:9[1236]|2\d)\d[ \t]\d{3}[ \t]\d{3}\b", 0.5),  # Portugal
    ), ""),
    (PhiType.ADDRESS, "local_address", (
        (rf"\b\d{{1,5}}(?:[ \t]?(?:bis|ter))?,?[ \t]+{_STREET_WORDS}[ \t]+{_STREET_NAME}", 0.6),
        (rf"\b(?:(?:{_DWELLS})[ \t]+{_IN_THE}|(?:{_ADDRESS_LABELS})[ \t]*:?(?:[ \t]+{_IN_THE})?)"
         rf"[ \t]+\K{_STREET_WITH_NUMBER}", 0.6),
    ), ""),
    (PhiType.ZIP, "local_zip", (
        (r"(?<=,[ \t]{0,2})(?:\d{5}|\d{4}-\d{3})(?=[ \t]+" + _PLACE + r"[ \t]*(?:[,;.)]|$))", 0.7),
    ), ""),
    (PhiType.LOCATION, "local_town", (
        (r",[ \t]{0,2}(?:\d{5}|\d{4}-\d{3})[ \t]+\K" + _PLACE + r"(?=[ \t]*(?:[,;.)]|$))", 0.7),
    ), ""),
    (PhiType.LOCATION, LOCATION_CUE, (
        (rf"\b(?:{_LIVES})[ \t]+\K{_PLACE}", 0.6),
        (rf"(?-i:,[ \t]+(?:aus|de|di|da|do)[ \t]+)\K{_PLACE}(?=[ \t]*,)", 0.6),
        (rf"(?-i:\p{{Lu}}\p{{Ll}}+[ \t]+aus[ \t]+)\K{_PLACE}", 0.6),
        (rf"\b(?:{_CARE_PLACES})[ \t]+(?:{_PLACE_LINK})[ \t]*\K(?!{_CARE_KINDS}){_PLACE}", 0.6),
        # a German hospital named by its quarter or town right after it ("Klinikum Nordstadt")
        (r"(?-i:\b(?:Klinikum|Klinik|Krankenhaus|Kreiskrankenhaus|Spital|Kantonsspital)[ \t]+"
         r"\p{Lu}\p{Ll}+)", 0.6),
    ), ""),
)  # fmt: skip
_CHECKS = {PhiType.AGE: age_over_89, PhiType.PHONE: phone_digits_ok}
_NAME_CHECKS = {"local_kin": lambda name: not ordinary_word(name.split()[0], "de")}
"""After a kin noun a German noun is capitalised too ("Tochter Bescheid geben")."""
_TEXTUAL = frozenset({PhiType.DATE, PhiType.PERSON, PhiType.LOCATION})
"""Types whose hits need no digit."""


def build_local_recognizers() -> list[EntityRecognizer]:
    """The recognizers for the local forms of the accepted non-English languages."""
    return [
        CheckedRecognizer(
            kind,
            name,
            patterns,
            context=context.split(),
            check=_NAME_CHECKS.get(name)
            or _CHECKS.get(kind, has_digit if kind not in _TEXTUAL else None),
        )
        for kind, name, patterns, context in _SPECS
    ]
