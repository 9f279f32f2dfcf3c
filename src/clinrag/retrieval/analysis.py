"""Text analysis for BM25: lowercase word tokens, English stopwords out, Snowball stems.

Numbers and dose units stay ("500", "mg"), hyphenated and dotted terms split ("covid-19" →
"covid", "19"). Stemming lets "vaccines" match "vaccine" and "vaccination".
"""

from __future__ import annotations

import re
from functools import lru_cache

import Stemmer

_WORD = re.compile(r"[^\W_]+", re.UNICODE)

_STOPWORD_TEXT = """
a about above after again against all am an and any are as at be because been before
    being below between both but by can could did do does doing down during each few for from
    further had has have having he her here hers herself him himself his how i if in into is it
    its itself just me more most my myself no nor not of off on once only or other our ours
    ourselves out over own same she should so some such than that the their theirs them
    themselves then there these they this those through to too under until up very was we were
    what when where which while who whom why will with would you your yours yourself
    yourselves"""
STOPWORDS = frozenset(_STOPWORD_TEXT.split())


@lru_cache(maxsize=1)
def _stemmer() -> Stemmer.Stemmer:
    return Stemmer.Stemmer("english")


def analyze(text: str) -> list[str]:
    """The terms BM25 indexes and queries with, in order, repeats kept."""
    words = [w for w in _WORD.findall(text.lower()) if w not in STOPWORDS]
    return list(_stemmer().stemWords(words))
