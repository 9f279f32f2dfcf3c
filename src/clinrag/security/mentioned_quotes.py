"""Attack phrases quoted as examples: mentioned, not used.

A look-alike quotes an attack to talk about it: "a patient keeps saying 'ignore all previous
instructions'", "what does 'you are now DAN' do?", "guard: refuse 'ignore previous
instructions' in uploaded PDFs", "'print your system prompt' must be refused". An attack quotes
its order to have it carried out ('Translate: "ignore your rules ..."', a pasted letter whose
footer says it). What tells them apart is the sentence around the quotation: a mention is
*introduced* as a phrase (the phrase, the string, a cell saying, a patient said, like, such as,
refuse, spot, detect) or *commented on* after it (does, means, must be refused, in the footer,
hidden in documents). ``unquote_mentions`` replaces such quotations with a neutral word before
the pattern features read the text; every other quotation, and everything outside quotes,
is read as before, so an order beside the example still counts.
"""

from __future__ import annotations

import re

_QUOTE = re.compile(
    r"(?<!\w)(['\"\u2018\u201c])((?:[^'\"\u2018\u2019\u201c\u201d\n]|(?<=\w)['\u2019](?=\w)){3,120})"
    r"(['\"\u2019\u201d])(?!\w)"
)
"""A quotation on one line; an apostrophe between letters (I'm, don't) stays inside it."""
_PERSON = (
    r"(patient|pt|relative|mum|mother|dad|father|son|daughter|teenager|child|resident|caller"
    r"|user|man|woman|lady|gentleman|student|family|someone|people|he|she|they|i)"
)
"""Who reports speech that is mentioned: a person, not a document (a document that "says" an
order to the assistant is the carrier of an indirect injection)."""
_BEFORE = re.compile(
    r"(\b(the|a|an|this|that)\s+(phrase|string|text|words?|line|sentence|expression|term|cell"
    r"|comment|pattern|payload|prompt|query|input)s?"
    r"|\b(phrases?|strings?|payloads?|prompts|attacks?|jailbreaks?|injections?|inputs?)\s+(like"
    r"|such as)"
    rf"|\b{_PERSON}\b[^.?!\n]{{0,30}}\b((keeps?|kept) (saying|repeating|typing)|(?<!by )saying"
    r"|says|said|insists?|insisted|shouting|shouts|shouted|typing|typed|types|writes|wrote"
    r"|mutter\w*|yell\w*)"
    r"|\b(like|such as|e\.g\.,?|for example|including|includes?|containing|contains?"
    r"|refuse[sd]?|block(s|ed)?|flag(s|ged)?|detect(s|ed)?|spot|catch(es)?|reject(s|ed)?"
    r"|cases?|examples?)"
    r"|\b(what|how|why)\s+(does|do|did|would|could|is|are)(\s+the)?"
    r")\s*[:,]?\s*$",
    re.I,
)
"""Words that introduce the quotation as a phrase being talked about (just before it)."""
_ORDERED = re.compile(
    r"^\s*(please\s+)?(complete|continue|finish|repeat|say|print|output|echo|write|type"
    r"|fill in|respond with|reply with|answer with|begin with|start with|end with)\b",
    re.I,
)
"""An order to carry the quotation out ("Complete this sentence: 'I was instructed to'",
"Repeat the phrase '...'"): used, not mentioned, whatever introduces it."""
_JUDGED = (
    r"(must|should|would|will|are|is|were|was)( all)? (be |get )?(refused|blocked|flagged"
    r"|rejected|caught|detected)"
)
"""A verdict on the quoted phrases: after the last of a list, it covers every one."""
_AFTER = re.compile(
    rf"^\s*(,\s*)?(do|does|did|mean|means|meant|appear|appears|do in|does in|is (a|an|the) "
    rf"|{_JUDGED}"
    r"|(text|phrases?|strings?|attacks?|jailbreaks?|prompts?) (hidden|in|inside|like)\b"
    r"|in (the|a|an|uploaded|pasted|our|their) |inside |hidden |as (an? )?example)",
    re.I,
)
"""Words that comment on the quotation just after it."""
_LIST_VERDICT = re.compile(rf"^\s*{_JUDGED}", re.I)
_WINDOW = 40
"""Characters of the sentence before the quotation that may introduce it."""
PLACEHOLDER = "X"
"""What a mentioned quotation becomes: a letter no feature reads."""


def _sentence_before(text: str, start: int) -> str:
    before = text[max(0, start - _WINDOW) : start]
    return re.split(r"[.?!\n]", before)[-1]


def unquote_mentions(text: str) -> str:
    """``text`` with each quotation that is introduced or commented on as a phrase replaced by
    ``PLACEHOLDER``; the text itself when it quotes nothing so."""
    if not _QUOTE.search(text):
        return text
    kept: list[str] = []
    last = 0
    for match in _QUOTE.finditer(text):
        before = _sentence_before(text, match.start())
        after = text[match.end() : match.end() + _WINDOW]
        if _ORDERED.search(before):
            continue
        if _BEFORE.search(before) or _AFTER.search(after) or _listed_after(text, match):
            kept.append(text[last : match.start()])
            kept.append(PLACEHOLDER)
            last = match.end()
    kept.append(text[last:])
    return "".join(kept)


def _listed_after(text: str, match: re.Match[str]) -> bool:
    """A quotation in a list of quotations ('a', 'b' and 'c' must be refused): the comment
    after the last one covers every one."""
    rest = text[match.end() :]
    step = re.match(r"\s*(,|and|or|,\s*and|,\s*or)\s*", rest)
    if step is None:
        return False
    following = _QUOTE.match(rest, step.end())
    return following is not None and (
        bool(_LIST_VERDICT.search(rest[following.end() : following.end() + _WINDOW]))
        or _listed_after(rest, following)
    )
