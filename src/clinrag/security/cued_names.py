"""Names the words before or after them vouch for, in any case.

Notes write names in lower case as often as in capitals ("seen by dr. okonkwo", "per lindqvist",
"read by: thompson, md", "home w/ David (brown)"). Capitalisation is then no evidence, and the
note pass, which leaves lower-case words alone (they are shorthand far more often), cannot see
them; the NER model sees some. What vouches for them is their position:

* **strong cues** (a title, a role label or a signing verb: "Dr", "Attending:", "signed by",
  "cc:") make the word after them a name unless it is a function or label word, clinical
  vocabulary, shaped like a medical word, or a unit: frequency is no evidence here ("dr. brown");
  a lower-case word after it joins the name if rare, or if the name ends there ("dr. john
  smith,"), so "dr. smith recommended" stops at smith; after a title any title-case word is a
  surname, even one that is also a label ("Dr Ward", "Dr. Hall");
* **weak cues** ("per", "w/", "d/w", "discussed with", "paged") make a lower-case word a name
  only if it is also rare in English (wordfreq Zipf below ``RARE_ZIPF``): "per lindqvist",
  never "per protocol";
* **credentials after a word** ("thompson, md", "Garcia RN", "k. lee, PA-C", "RT, MD") make
  it and up to two name words before it a name; initials there are a person's;
* **initials after a verb of writing** ("Transcribed by FH", "Signed: PT", "typed by: rt") are
  a person's even when they spell clinical shorthand; after "seen by" they are a service;
* **a patient described by age and sex** ("pt bishop 27f", "patient joy stone 40 yo"): the
  name words between the label and the age;
* **initials around an undated verb of writing** in a transcription stamp ("-- ta /
  transcribed yb 2020-03-17"): before the slash, and after the verb when a date follows;
* **titles of office** ("Officer Price", "Sgt Moss", "Rev. Hale", "Sister Okafor"): the
  title-case word after them, if it may be a name;
* **a word in brackets right after a name** is the name's (a surname, a maiden name, a
  nickname: "David (brown)") unless it is a role, kinship or clinical word ("Ann (daughter)").
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from clinrag.security.clinical_terms import ClinicalVocabulary, fold_word, inside_any, not_a_name
from clinrag.security.known_names import all_names
from clinrag.security.lexicon import clinical_lexicon
from clinrag.security.note_recognizers import ROLE_LABELS
from clinrag.security.recognizers import PhiType
from clinrag.security.spans import Span
from clinrag.security.word_shapes import clinical_shape, shorthand

RARE_ZIPF = 3.0
"""Zipf frequency under which a lower-case word after a weak cue is taken for a name."""
COMMON_ZIPF = 4.5
"""Zipf frequency from which a word after a label is a name only where a name can end: "Tech:
limited by habitus" is not one, "Scribe: smith" (then a column break) is."""
_SCORE = 0.6
_WORD = r"[^\W\d_][\w'\u2019-]*"
_TITLES = r"(?-i:Dr|Doctor|Mr|Mrs|Ms|Miss|Mx|Prof|Professor|dr)\b\.?|(?:dr|mr|mrs|ms|prof)\."
"""Titles in title case, or with a full stop: "MS" and "mr" alone are multiple sclerosis and
mitral regurgitation."""
_CREDENTIALS = (
    r"md|m\.d\.|do|d\.o\.|rn|np|pa|pa-c|mbbs|mbchb|frcs|frcp|frcpc|facp|facc|pharmd|dnp|"
    r"crna|aprn|fnp|fnp-c|lpn|lvn|msn|bsn|cnm|phd|dds|dmd|od|dpm|rd|rrt|pt|dpt|ot|slp|lcsw"
)
_JOB_LABELS = (
    r"scribe|assistant|first\s+assist|tech|technician|technologist|sonographer|circulator|"
    r"circulating|scrub|interpreter|translator|case\s+manager|social\s+worker|charge\s+nurse|"
    r"triage(?:\s+(?:rn|nurse))?|dietitian|chaplain|cm|sw|pharmacist|therapist|coordinator"
)
"""Jobs written as a label before a name ("Scribe: hernandez", "MD: patel", "Triage RN: bao")."""
_WRITING_VERBS = (
    r"signed|dictated|transcribed|typed|authored|entered|cosigned|co-signed|countersigned|"
    r"verified|prepared|approved"
)
"""Verbs whose agent wrote the document: initials after them are a person's even when they spell
clinical shorthand ("Transcribed by FH", "Signed: PT"); after "seen by" they are a service."""
_STRONG = re.compile(
    rf"\b(?:(?P<writer>(?:electronically[ \t]+)?(?:{_WRITING_VERBS})(?:[ \t]+by[ \t]*:?|[ \t]*:))|"
    rf"(?P<title>{_TITLES})|(?:{ROLE_LABELS}|{_CREDENTIALS}|{_JOB_LABELS})[ \t]*:|cc[ \t]*:|"
    r"(?:reviewed|read|seen|performed|interpreted|examined)[ \t]+by[ \t]*:?)"
    r"[ \t]+",
    re.IGNORECASE,
)
_AUTHOR_INITIALS = re.compile(r"(?:[A-Z]{2,4}|[a-z]{2,3})(?![\w/])")
_WEAK = re.compile(
    r"\b(?:per|w/|d/w|(?:discussed|reviewed|agreed|spoke|talked)[ \t]+(?:to|with)|called|"
    r"paged|message[ \t]+(?:to|from)|note[ \t]+from)[ \t]+",
    re.IGNORECASE,
)
_CREDENTIAL_AFTER = re.compile(
    rf"(?:,[ \t]*(?i:{_CREDENTIALS})|[ \t]+(?-i:MD|DO|RN|NP|PA-C|MBBS|FRCS|FRCP|PharmD|DNP|"
    rf"CRNA|APRN|FNP|LPN|PhD))(?![\w-])(?=[ \t]{(2,)}|\t|[ \t]*(?:$|[,;/)(]|\d|\.(?:[ \t]|$)))",
    re.MULTILINE,
)
_CREDENTIAL_BEFORE = re.compile(rf"(?:,[ \t]*|[ \t]+)(?i:{_CREDENTIALS})\Z")
_TITLE_CASE_NAME = re.compile(r"[A-Z][a-z][\w'\u2019-]*(?![\w.])")
_FUNCTION_WORDS = frozenset("the a an and or of on in at to for from with by".split())  # noqa: SIM905
_BRACKET = re.compile(rf"[ \t]*\([ \t]*({_WORD})[ \t]*\)")
_NAME_WORDS = re.compile(rf"(?:({_WORD})(?:[ \t]+|(?=[,.;:)]|$)))", re.MULTILINE)
_NAME_END = re.compile(r"[ \t]{2,}|\t|[ \t]*(?:$|[,;.)(/]|\d)", re.MULTILINE)
"""What may follow the last word of a name: punctuation, a number, a column break, the end of
the line."""
_INITIAL = re.compile(r"[A-Za-z]\.[ \t]*")
_AGE_SEX = r"\d{1,3}[ \t]?(?:yo|y/o|y\.o\.|yrs?|years?[ \t]old|[mf])\b"
_DESCRIBED = re.compile(
    rf"\b(?:pt|patient)[ \t]+((?:{_WORD}[ \t]+){{1,3}}?)(?={_AGE_SEX})", re.IGNORECASE
)
_STAMP_INITIALS = (
    re.compile(rf"(?<![\w/])([A-Za-z]{{2,4}})[ \t]*/[ \t]*(?={_WRITING_VERBS}\b)", re.I),
    re.compile(rf"\b(?:{_WRITING_VERBS})[ \t]+([A-Za-z]{{2,4}})(?=[ \t]+\d)", re.I),
)
_OFFICE_TITLE = re.compile(
    r"(?-i:\b(?:Officer|Constable|PC|Sgt|Sergeant|Detective|Det|Rev|Reverend|Pastor|Rabbi|Imam|"
    r"Father|Fr|Sister|Nurse|Midwife)\.?[ \t]+)"
)


class CuedNames:
    """Finds the names that a cue vouches for, whatever their case."""

    def __init__(self, vocabulary: ClinicalVocabulary) -> None:
        from wordfreq import zipf_frequency

        self._vocabulary = vocabulary
        self._zipf = zipf_frequency
        self._names = all_names()

    def find(
        self, text: str, spans: Sequence[Span], terms: Sequence[tuple[int, int]]
    ) -> list[Span]:
        """Spans for the names after cues, before credentials and in brackets after names."""
        found: list[tuple[int, int]] = []
        for cue in _STRONG.finditer(text):
            initials = _AUTHOR_INITIALS.match(text, cue.end()) if cue.group("writer") else None
            if initials is not None and (
                initials.group().isupper() or not not_a_name(initials.group())  # "signed on"
            ):
                found.append(initials.span())
                continue
            if self._chief_complaint(text, cue):
                continue
            titled = _TITLE_CASE_NAME.match(text, cue.end()) if cue.group("title") else None
            if titled is not None and titled.group().casefold() not in _FUNCTION_WORDS:
                found.append(titled.span())  # "Dr Ward", "Dr. Hall": any surname after a title
                continue
            found += self._words_after(
                text, cue.end(), terms, rare_only=False, titled=bool(cue.group("title"))
            )
        for described in _DESCRIBED.finditer(text):
            words = list(re.finditer(_WORD, described.group(1)))
            if words and all(self._name(w.group()) for w in words):
                offset = described.start(1)
                found += [(offset + w.start(), offset + w.end()) for w in words]
        found += [
            m.span(1)
            for stamp in _STAMP_INITIALS
            for m in stamp.finditer(text)
            if not not_a_name(m.group(1))  # "signed on 3/4"
        ]
        for title in _OFFICE_TITLE.finditer(text):
            titled = _TITLE_CASE_NAME.match(text, title.end())
            if titled is not None and self._name(titled.group()):
                found.append(titled.span())
        for cue in _WEAK.finditer(text):
            found += self._words_after(text, cue.end(), terms, rare_only=True, limit=1)
        for credential in _CREDENTIAL_AFTER.finditer(text):
            end = credential.start()
            while (chained := _CREDENTIAL_BEFORE.search(text, max(0, end - 12), end)) is not None:
                end = chained.start()  # "Jane Okafor, MD, FACP"
            found += self._words_before(text, end, terms)
        for span in spans:
            match = _BRACKET.match(text, span.end) if span.entity_type == PhiType.PERSON else None
            if match and _team_code(text[span.start : span.end], match.group(1)):
                continue
            if match and self._name(match.group(1)) and not inside_any(*match.span(1), terms):
                found.append(match.span(1))
        return [Span(s, e, PhiType.PERSON, _SCORE, from_ner=False) for s, e in found]

    def _chief_complaint(self, text: str, cue: re.Match[str]) -> bool:
        """ "CC:" in capitals before a lower-case clinical word that is no known name is a
        note's chief complaint ("CC: ankle swelling"), not a copy to someone ("cc: okafor")."""
        if not cue.group().startswith("CC"):
            return False
        word = _NAME_WORDS.match(text, cue.end())
        if word is None or not word.group(1).islower():
            return False
        folded = fold_word(word.group(1))
        return folded in clinical_lexicon() and folded not in self._names

    def _words_after(
        self,
        text: str,
        start: int,
        terms: Sequence[tuple[int, int]],
        *,
        rare_only: bool,
        titled: bool = False,
        limit: int = 3,
    ) -> list[tuple[int, int]]:
        if (initial := _INITIAL.match(text, start)) is not None and not rare_only:
            start = initial.end()  # "Dr. k. lee"
        found: list[tuple[int, int]] = []
        for _ in range(limit):
            match = _NAME_WORDS.match(text, start)
            if match is None:
                break
            word = match.group(1)
            if (rare_only or found) and not word[0].islower():
                break  # a capitalised word is the NER model's and the note pass's
            if not self._name(word) or inside_any(*match.span(1), terms):
                break
            zipf = self._zipf(fold_word(word), "en")
            ends = _NAME_END.match(text, match.end(1)) is not None
            if (rare_only or found) and zipf >= RARE_ZIPF and not (found and ends):
                break  # "dr. smith recommended ...", but "dr. john smith," ends a name
            if not titled and not found and zipf >= COMMON_ZIPF and not ends:
                break  # "Tech: limited by habitus", but "Scribe: smith   MD: ..."
            found.append(match.span(1))
            if match.end() == match.end(1) or word.endswith(("'s", "\u2019s")):
                break  # punctuation or a possessive ends the name
            start = match.end()
        return found

    def _words_before(
        self, text: str, end: int, terms: Sequence[tuple[int, int]]
    ) -> list[tuple[int, int]]:
        found: list[tuple[int, int]] = []
        for _ in range(3):
            before = re.search(rf"({_WORD}\.?)[ \t]*\Z", text[max(0, end - 40) : end])
            if before is None:
                break
            start = end - len(before.group(0))
            word = before.group(1).rstrip(".")
            initial = len(word) == 1 or (found == [] and word.isupper() and len(word) <= 3)
            if not initial and (
                not self._name(word) or inside_any(start, start + len(word), terms)
            ):
                break
            found.append((start, start + len(word)))
            end = start
        return found

    def _name(self, word: str) -> bool:
        """Whether a word may be a name: not a function, label, role or kinship word, not
        clinical vocabulary, not shaped like a medical word, not a unit or number."""
        folded = fold_word(word)
        return (
            len(folded) >= 2
            and not not_a_name(word)
            and word not in self._vocabulary
            and not clinical_shape(folded)
            and not shorthand(word)
        )


def _team_code(name: str, bracketed: str) -> bool:
    """Capitals in brackets after initials are a team or a role ("FO (MMT)"), not a surname."""
    return name.isupper() and len(name) <= 4 and bracketed.isupper()
