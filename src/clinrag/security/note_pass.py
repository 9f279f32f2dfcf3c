"""The safe-list pass for clinical notes: in a note, a word nobody can vouch for is removed.

Patterns and the NER model find identifiers they know the shape of. Notes also carry names the
model does not see and patterns cannot know (a rare surname in a column, an all-caps name in a
signature block). The recall-first answer (as in the de-identifiers that reach 0.99 recall on
i2b2 notes) is the reverse question: keep only what is known to be safe. In a text that looks
like a note (``looks_like_note``), every capitalised word that is neither a common English word
(``wordfreq``, Zipf frequency at least ``common_zipf``), nor a word of the clinical vocabulary,
nor shaped like a clinical word (a drug stem, a medical suffix, a negating prefix on a known
word), nor a short abbreviation, nor an eponym, test or drug by its context (a head noun or a
result after it, "Tietze syndrome", "Romberg negative", or a word of the eponyms notes write
alone; ``clinical_context``), nor a field label at a line's start ("Sonographer:", "Tx:";
``ner_hits.field_label``), is redacted as a PERSON; so is a short date without a year
("3/14", "4/19") unless a scale word says it is a score ("pain 7/10", "strength 5/5"), and a
bare run of five or more digits that no unit follows. A common word vouches for itself except
as one of the census's frequent surnames capitalised inside a sentence ("bed 32 (Price)",
``known_names``): there, a word that is not the commonest English ("Low", "White") is a name.

Lower-case words get the same test against a larger safe list, the clinical lexicon
(``security/lexicon``: the words of the shipped medical prose, terms, drug names, note
shorthand, ICD-10-CM and Webster's Second, names kept out; a rare name is vouched for only as
a lexicon word itself, never as an inflection of one): dictated notes write names in lower
case ("handed to rn okafor"), and a first try without the lexicon removed "syncope" and
"pacemaker". A token of letters and more than two digits that has no clinical shape (a dose, a
stage, a magnification; ``word_shapes.clinical_code``) and is no lexicon word is removed as an
ID ("16G9477N"). Short questions are not notes and are left to the other recognizers: a
question's words are too few to tell a name from a term by frequency alone.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from clinrag.security.clinical_terms import ClinicalVocabulary, clinical_context, fold_word
from clinrag.security.known_names import all_names, frequent_surnames
from clinrag.security.lexicon import ClinicalLexicon, clinical_lexicon, clinical_root
from clinrag.security.ner_hits import field_label
from clinrag.security.recognizers import PhiType
from clinrag.security.spans import Span
from clinrag.security.word_shapes import clinical_code, clinical_shape

COMMON_ZIPF = 3.0
"""Zipf frequency (log10 of occurrences per billion words) from which a word is common."""
NOTE_LINES = 4
"""Non-empty lines from which a text is laid out like a note."""
NOTE_TERMS = 2
"""Occurrences of clinical vocabulary from which a text laid out like a note is one."""
_SCORE = 0.5
_WORD = re.compile(r"(?<!\d)[^\W\d_][\w'\u2019]*(?:-[^\W\d_][\w'\u2019]*)*")
_SHORT_DATE = re.compile(r"(?<![\w/.,:-])(\d{1,2})/(\d{1,2})(?![\w/]|[.,:]\d)")
_LONG_NUMBER = re.compile(
    r"(?<![\w.,/:-])\d{5,}(?![\w/]|[.,:]\d)(?![ \t]*(?:mg|mcg|g|ml|units?|iu|cells|/))",
    re.IGNORECASE,
)
_GROUPED_NUMBER = re.compile(r"(?<![\w.,/:-])\d+(?:-\d+)+(?![\w/-]|[.,:]\d)")
_VALUE_GAP = re.compile(r"[ \t]*[:=]?[ \t]*(?:of[ \t]+)?")
"""Between a clinical term and its value: "platelets 250000", "CD4: 12000"."""
_GROUPED_DIGITS = 7
"""Digits from which dash-joined groups are an identifier ("64-079-561"), not a range."""
_SCALE_BEFORE = re.compile(
    r"\b(?:pain|strength|power|murmur|grade|score|scale|reflexes|pulses?|motor|mmse|moca|gcs|"
    r"apgar|ratio|rated|rates|vision|acuity|tabs?|tablets?|of|x|edema|sensation|dtrs?|"
    r"lochia|effacement|station)[ \t:]*\Z",
    re.IGNORECASE,
)
_SCALE_AFTER = re.compile(
    r"[ \t]*(?:pain|strength|power|murmur|scale|systolic|diastolic|holosystolic|tabs?|tablets?|"
    r"in\s+all|bilaterally|throughout|dtrs?|reflexes|pulses)\b",
    re.IGNORECASE,
)
_DURATION_PARTS = frozenset({"7", "52", "12", "24"})
"""Denominators of the British duration shorthand: days of a week, weeks of a year, months of
a year, hours of a day ("3/7" is three days, "2/52" two weeks, "6/12" six months)."""
_DAY_FIRST_DURATIONS = frozenset({"7", "12"})
"""Denominators that make "14/7" and "18/12" days and months more often than dates."""
_DURATION_AFTER = re.compile(r"[ \t]*(?:ago|hx|history|duration|post[- ]?op)\b", re.IGNORECASE)
_DURATION_BEFORE = re.compile(r"\bx[ \t]*\Z", re.IGNORECASE)
_HEADER_LINE = re.compile(r"(?m)^[ \t]*[A-Za-z][\w /&#.()-]{0,40}:[ \t]*\S")
_SECTION = re.compile(
    r"(?im)^[ \t]*(?:hpi|history\s+of\s+present\s+illness|chief\s+complaint|findings|"
    r"impression|assessment(?:\s+and\s+plan)?|a/p|plan|exam(?:ination)?|physical\s+exam|"
    r"indication|comparison|technique|diagnos[ie]s|medications|meds|allergies|vitals|labs|"
    r"hospital\s+course|clinical\s+history|procedure|disposition|ros|pmh|psh)[ \t]*:"
)
"""Section headings of a clinical note."""
_STAMP = re.compile(
    r"(?m)(?:^|[ \t])(?:D|T|DD|DT)[ \t]*:[ \t]*\d|^[ \t]*[A-Za-z]{2,4}/[A-Za-z]{2,4}[ \t]*$"
)
_PREFIXES = (
    "non", "un", "an", "a", "in", "dis", "hyper", "hypo", "normo", "peri", "post", "pre", "para",
    "intra", "inter", "trans", "sub", "supra", "pan", "poly", "micro", "macro", "bi", "tri",
    "hemi", "semi", "anti", "de", "re", "co", "dys", "neo", "pseudo",
)  # fmt: skip
_ABBREVIATION_LETTERS = 5
_ACRONYM_CHAIN = re.compile(r"[A-Z0-9]{1,3}(?:-[A-Z0-9]{1,3}){2,}")
"""Three or more short capital parts joined by hyphens: an acronym chain ("MDS-LB-RS"), not a
double-barrelled surname ("LEE-WONG" has two parts)."""
_SHORTHAND_CASE = re.compile(
    r"[a-z][A-Z][A-Za-z0-9]*"  # a lower-case letter before capitals: "iCare", "nCPAP", "eGFR"
    r"|[A-Z]{2,5}s"  # an acronym's plural: "TMs", "OAEs", "ECGs"
    r"|(?=(?:[a-z]*[A-Z]){3})[A-Z][A-Za-z]*[a-z][A-Za-z]*"  # 3+ capitals: "RCOphth", "EmLSCS"
)
"""Letter cases no name is written in: shorthand, acronyms and brands. Names with inner
capitals have two ("McDonald", "DeShawn", "MacKenzie"); a typed name never starts lower case
before a capital, nor ends as an acronym's plural."""
_IN_SENTENCE = re.compile(r"(?:[a-z][a-z,]*|\d|[(,])[ \t]*\(?[ \t]*\Z")
"""Before a word inside a sentence: a lower-case word, a number, a comma or a bracket."""
_VERY_COMMON_ZIPF = 5.3
"""From this frequency a surname is an English word first ("Low", "Post", "White"; "Price" has
5.2)."""
_COUNTED = re.compile(r"[ \t]*#?\d")
_CODE = re.compile(
    r"(?<![\w.,/:#@-])(?=[A-Za-z0-9]*\d)(?=[A-Za-z0-9]*[A-Za-z])[A-Za-z0-9]{4,}(?![\w/@-])"
)
"""A token mixing letters and digits: a login, a badge, a reference ("16G9477N", "ab1234")."""
_CODE_DIGITS = 2
"""Digits a letter-and-digit token may hold and still be a label ("SpO2", "HbA1c", "T2DM")."""


def looks_like_note(text: str, terms: Sequence[tuple[int, int]]) -> bool:
    """Whether ``text`` is a clinical note rather than a question or a form: the layout of a
    note (several lines or header fields: "Exam:", "MRN:") and clinical content (``terms``,
    the clinical vocabulary's occurrences, clinical section headings such as "FINDINGS:", and
    lower-case words shaped like medical words, "hydronephrosis"), or a dictation stamp or
    signature line. An address card or a letterhead alone is not a note: its organisation
    names are not PHI. The vocabulary alone missed notes whose findings it does not list."""
    if _STAMP.search(text):
        return True
    lines = sum(1 for line in text.splitlines() if line.strip())
    layout = lines >= NOTE_LINES or len(_HEADER_LINE.findall(text)) >= 2
    if not layout:
        return False
    evidence = len(terms) + len(_SECTION.findall(text))
    evidence += sum(1 for w in _WORD.findall(text) if w.islower() and clinical_shape(w))
    return evidence >= NOTE_TERMS


class NotePass:
    """Finds, in a note, the words and numbers that no rule proves safe."""

    def __init__(
        self,
        vocabulary: ClinicalVocabulary,
        *,
        common_zipf: float = COMMON_ZIPF,
        lexicon: ClinicalLexicon | None = None,
        lower_case: bool = True,
    ) -> None:
        from wordfreq import zipf_frequency

        self._zipf = zipf_frequency
        self._common_zipf = common_zipf
        self._clinical = vocabulary.words()
        self._lexicon = lexicon if lexicon is not None else clinical_lexicon()
        self._lower_case = lower_case
        self._surnames = frequent_surnames()
        self._names = all_names()

    def find(
        self, text: str, spans: Sequence[Span], terms: Sequence[tuple[int, int]]
    ) -> list[Span]:
        """Spans for what ``spans`` and the clinical ``terms`` leave uncovered and is unsafe."""
        taken = sorted([(s.start, s.end) for s in spans] + list(terms))

        def free(start: int, end: int) -> bool:
            return not any(s < end and start < e for s, e in taken)

        found = [
            Span(m.start(), m.end(), PhiType.PERSON, _SCORE, from_ner=False)
            for m in _WORD.finditer(text)
            if (m.group()[0].isupper() or (self._lower_case and _letters_only(m.group())))
            and free(m.start(), m.end())
            and (not self.safe_word(m.group()) or self.surname_in_sentence(text, m))
            and not clinical_context(text, m.start(), m.end())
            and not field_label(text, m.start(), m.end(), self._names)
        ]
        found += [
            Span(m.start(), m.end(), PhiType.DATE, _SCORE, from_ner=False)
            for m in _SHORT_DATE.finditer(text)
            if _date_shaped(m)
            and not _scale(text, m.start(), m.end())
            and not _duration(text, m)
            and free(m.start(), m.end())
        ]
        found += [
            Span(m.start(), m.end(), PhiType.ID, _SCORE, from_ner=False)
            for m in (*_LONG_NUMBER.finditer(text), *_GROUPED_NUMBER.finditer(text))
            if free(m.start(), m.end())
            and not any(_VALUE_GAP.fullmatch(text, e, m.start()) for _, e in terms)
            and ("-" not in m.group() or sum(c.isdigit() for c in m.group()) >= _GROUPED_DIGITS)
        ]
        found += [
            Span(m.start(), m.end(), PhiType.ID, _SCORE, from_ner=False)
            for m in _CODE.finditer(text)
            if free(m.start(), m.end()) and self._unknown_code(m.group())
        ]
        return found

    def _unknown_code(self, token: str) -> bool:
        """A token of letters and digits that no rule vouches for: more than ``_CODE_DIGITS``
        digits, not of a clinical shape (a dose with its unit, "500mg", a stage, "pT2N0M0";
        ``clinical_code``), not a lexicon word ("hba1c")."""
        return (
            sum(c.isdigit() for c in token) > _CODE_DIGITS
            and not clinical_code(token)
            and fold_word(token) not in self._lexicon
        )

    def surname_in_sentence(self, text: str, match: re.Match[str]) -> bool:
        """A frequent surname capitalised inside a sentence ("bed 32 (Price)", "by Banks"):
        a common word there is capitalised only as a name or a place. Not a title-case
        heading (the word before is lower case), not a day or a step counted after it, not
        one of the commonest English words ("Low", "Post")."""
        word = match.group()
        return (
            word[0].isupper()
            and word[1:].islower()
            and fold_word(word) in self._surnames
            and fold_word(word) not in self._clinical
            and self._zipf(fold_word(word), "en") < _VERY_COMMON_ZIPF
            and in_sentence(text, match.start())
            and _COUNTED.match(text, match.end()) is None
        )

    def safe_word(self, word: str) -> bool:
        """Whether the pass keeps ``word`` wherever it stands: an abbreviation, a common,
        clinical or lexicon word, or a word shaped like a clinical one."""
        bare = word.removesuffix("'s").removesuffix("\u2019s")
        if (bare.isupper() and len(bare) <= _ABBREVIATION_LETTERS) or clinical_code(bare):
            return True
        if bare.isupper() and _ACRONYM_CHAIN.fullmatch(bare):
            return True
        if _SHORTHAND_CASE.fullmatch(bare):
            return True
        parts = bare.split("-")
        if len(parts) > 1 and not bare.isupper():
            # "CMV-negative", "HER2-positive": an abbreviation joined to a safe word (an
            # upper-case pair alone, "LEE-WONG", is a double-barrelled surname)
            return all(
                (part.isupper() and len(part) <= _ABBREVIATION_LETTERS)
                or self._safe_part(fold_word(part))
                for part in parts
            )
        return all(self._safe_part(fold_word(part)) for part in parts)

    def _safe_part(self, part: str) -> bool:
        if len(part) <= 2 or self._known(part) or clinical_shape(part) or clinical_root(part):
            return True
        return any(
            part.startswith(prefix) and self._known(part[len(prefix) :])
            for prefix in _PREFIXES
            if len(part) - len(prefix) >= 4
        )

    def _known(self, word: str) -> bool:
        """A clinical, common or lexicon word. A rare census or Faker name is a lexicon word
        only as itself: the lexicon's inflections would vouch for "solis" by "soli" and
        "montes" by "monte", dictionary words that are no name."""
        if word in self._clinical or self._zipf(word, "en") >= self._common_zipf:
            return True
        return self._lexicon.exact(word) if word in self._names else word in self._lexicon


def in_sentence(text: str, start: int) -> bool:
    """Whether the word at ``start`` stands inside a sentence (``_IN_SENTENCE``), where only a
    name or a place is capitalised."""
    return _IN_SENTENCE.search(text, max(0, start - 30), start) is not None


def _letters_only(word: str) -> bool:
    """A lower-case word without digits: tokens with digits are codes or doses, judged apart."""
    return not any(c.isdigit() for c in word)


def _date_shaped(match: re.Match[str]) -> bool:
    """A date read either way round, as notes of both sides of the Atlantic write it: month
    first, then a day or a two-digit year ("3/14", "11/23"), or day first ("15/3", "20/11").
    A day-first reading alone over 7 or 12 is the duration shorthand ("14/7", "18/12")."""
    first, second = int(match.group(1)), match.group(2)
    if 1 <= first <= 12 and (1 <= int(second) <= 31 or len(second) == 2):
        return True
    return 1 <= first <= 31 and 1 <= int(second) <= 12 and second not in _DAY_FIRST_DURATIONS


def _duration(text: str, match: re.Match[str]) -> bool:
    """British duration shorthand: "3/7 hx", "2/52 ago", "x 5/7" (not "for 3/7", a date)."""
    return match.group(2) in _DURATION_PARTS and bool(
        _DURATION_AFTER.match(text, match.end())
        or _DURATION_BEFORE.search(text, max(0, match.start() - 4), match.start())
    )


def _scale(text: str, start: int, end: int) -> bool:
    """Whether a scale word next to "7/10" makes it a score, not a date."""
    return bool(
        _SCALE_BEFORE.search(text, max(0, start - 24), start) or _SCALE_AFTER.match(text, end)
    )
