"""Initials that sign a document: the author's in capitals with full stops, the typist's in
lower case, in any alphabet.

Each recognizer is written for a family of places, never for an example string:

* **Dotted initials standing alone** ("Signed K.O.", "Checked M.I. 13 Nov 26", "Yours
  faithfully, I.E. for ...", "Stamp and signature R.A."): two or three capitals each with a
  full stop are a person's unless they are a credential ("M.D.", "R.N."), an abbreviation
  ("N.B.", "U.K."), clinical vocabulary ("C.T.") or a time after a number ("10 A.M.");
  after a signing word ("Signed", "Yours faithfully,", "by") only credentials and
  abbreviations are kept. ``person_forms`` reads them only before a surname or after
  "initials".
* **A typist's lower-case initials** after a verb or label of writing that closes a clause
  ("typed si", "transcribed lf;", "e-sig sn", "cc ad"): in that slot two or three letters are
  no word, in whatever alphabet ("typed ép").
* **A letter's reference with a lower-case part** ("bf/ca", "L.L. / dictated ... typed bc",
  "Signed A.M. / pn", a line "/ma"): ``reference_initials`` reads "LM/YB" with the author in
  capitals; here either side may be lower case or dotted, the typist's part ending the line.

Function words ("typed by", "cc to") and units ("mg/kg" closes many a dose line: the left part
must start a line, follow a column gap or a signing word) are kept.
"""

from __future__ import annotations

from collections.abc import Callable

from presidio_analyzer import EntityRecognizer

from clinrag.security.clinical_terms import ClinicalVocabulary, not_a_name
from clinrag.security.recognizers import CheckedRecognizer, PhiType
from clinrag.security.word_shapes import shorthand

PATTERN_OVER_NER = 0.9
"""Above the NER model's 0.85: Presidio keeps one of two equal spans, and one inside another
only if it scores higher; the NER filters judge a model hit on rules made for sentences and
drop some of these names ("R.M.", "C. de la Cruz") that a structural pattern vouches for."""
_SCORE = PATTERN_OVER_NER
_DOTTED = r"(?:\p{Lu}\.){2,3}"
_STANDALONE_DOTTED = rf"(?-i:(?<![\w.])(?<!\d[ \t]?){_DOTTED}(?![\w]|\.\w))"
_SIGNING_SLOT = (
    rf"(?i:\b(?:signed|signature|checked|faithfully|sincerely|regards|by|cc|per|pp)[ \t]*,?)"
    rf"[ \t]+\K(?-i:{_DOTTED})(?![\w]|\.\w)"
)
"""Dotted initials after a signing word: there even a clinical abbreviation's letters ("R.M.",
"R.S.") are a person's."""
_CLAUSE_END = r"(?=[ \t]*(?:$|[;,|)]|\.(?:\s|$))|[ \t]+\d|[ \t]{2,})"
"""What may follow a typist's initials: the end of a line or clause, a date, a column gap."""
_LOWER = r"(?-i:\p{Ll}{2,3})"
_WRITER_CUE = r"(?:typed|typist|transcribed|transcriptionist|e-?sig(?:ned)?|(?<!\d[ \t]?)cc)"
_TYPIST_AFTER_CUE = rf"\b{_WRITER_CUE}[ \t]*(?:by[ \t]*)?:?[ \t]+\K{_LOWER}{_CLAUSE_END}"
_LEFT = rf"(?:{_DOTTED}|\p{{L}}{{2,3}})"
_LEFT_SLOT = r"(?:(?m:^)[ \t]*|[ \t]{2,}|\b(?:signed|signature)[ \t]+)"
_VERB = r"(?:(?:typed|transcribed|dictated)[ \t]+)?"
_REFERENCE_TYPIST = (
    rf"{_LEFT_SLOT}{_LEFT}[ \t]*/[ \t]*{_VERB}\K{_LOWER}(?=[ \t]*(?m:$))",
    rf"(?m:^)[ \t]*/[ \t]*\K{_LOWER}(?=[ \t]*(?m:$))",
)
_REFERENCE_AUTHOR = (
    rf"(?:(?m:^)[ \t]*|[ \t]{{2,}})\K{_LOWER}"
    rf"(?=[ \t]*/[ \t]*(?:(?:typed|transcribed|dictated)\b|\p{{L}}{{2,3}}[ \t]*(?m:$)))"
)
_CREDENTIALS = frozenset(
    {"M.D.", "D.O.", "R.N.", "N.P.", "P.A.", "D.D.S.", "M.B.", "B.S.", "B.A.", "M.A.", "M.S."}
)
_ABBREVIATIONS = frozenset(
    {"N.B.", "P.S.", "U.S.", "U.K.", "E.U.", "I.V.", "P.O.", "O.D."}
    # dotted observations, routes and frequencies a note writes beside a value ("B.P. 128/74")
    | {"B.P.", "H.R.", "R.R.", "P.R.", "I.M.", "S.C.", "S.L.", "P.V.", "B.D.", "T.D.S.", "Q.D.S."}
    | {"O.T.", "P.T.", "E.D.", "G.P.", "D.O.B.", "N.O.K.", "A.E.", "E.C.G.", "U.S.S."}
)
_FUNCTION = frozenset(
    "by to on at in as up of the and for via me us him her per re".split()  # noqa: SIM905
)


def _dotted(vocabulary: ClinicalVocabulary) -> Callable[[str], bool]:
    """No credential, abbreviation or clinical vocabulary ("C.T."): the full stops say these
    are initials, so a label or service word spelt by them ("I.F.", "R.M.") is a person's."""
    return lambda text: (
        text not in _CREDENTIALS
        and text not in _ABBREVIATIONS
        and text.replace(".", "") not in vocabulary
    )


def _typist(vocabulary: ClinicalVocabulary) -> Callable[[str], bool]:
    """No function word, label, unit, frequency or clinical vocabulary ("mg", "kg", "bd")."""
    return lambda text: (
        text not in _FUNCTION
        and not not_a_name(text)
        and not shorthand(text)
        and text not in vocabulary
    )


def _typist_after_cue(text: str) -> bool:
    """After a verb of writing the slot is strong: only function words are kept ("cc na" is
    a typist, though "na" is sodium)."""
    return text not in _FUNCTION


def build_signature_initial_recognizers(vocabulary: ClinicalVocabulary) -> list[EntityRecognizer]:
    """The recognizers above, each emitting PERSON."""
    return [
        CheckedRecognizer(
            PhiType.PERSON,
            "standalone_dotted_initials",
            ((_STANDALONE_DOTTED, _SCORE),),
            check=_dotted(vocabulary),
        ),
        CheckedRecognizer(
            PhiType.PERSON,
            "signed_dotted_initials",
            ((_SIGNING_SLOT, _SCORE),),
            check=lambda text: text not in _CREDENTIALS and text not in _ABBREVIATIONS,
        ),
        CheckedRecognizer(
            PhiType.PERSON,
            "typist_initials",
            ((_TYPIST_AFTER_CUE, _SCORE),),
            check=_typist_after_cue,
        ),
        CheckedRecognizer(
            PhiType.PERSON,
            "reference_lower_initials",
            tuple((p, _SCORE) for p in (*_REFERENCE_TYPIST, _REFERENCE_AUTHOR)),
            check=_typist(vocabulary),
        ),
    ]
