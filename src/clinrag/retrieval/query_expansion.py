"""The words BM25 and the title match read a query by: the query, plus the generic names of
the medicines it names by another name (issue 14).

Clinicians ask by brand ("Efexor XR", "Cosopt", "Xalatan"); trial abstracts write generics
("venlafaxine", "dorzolamide/timolol", "latanoprost"). A brand no abstract holds scores
nothing in BM25 and matches no title, so among a cluster of glaucoma trials of the same
classes the question's own study cannot be told apart. The lexical side therefore reads the
query with each named medicine's generics appended (``SubjectLexicon.generics_named``: the
drug dictionary every other subject reader uses). The vector side keeps the question as asked:
its embedding is the guard's, reused, and the appended generics would shift it off the
question's meaning. A generic the query already holds adds nothing (BM25 counts a query term
once), so a question naming no brand searches exactly as before.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass


@dataclass(frozen=True)
class GenericNames:
    """``generics_named``: the generics a text names by another name, in order."""

    generics_named: Callable[[str], Sequence[str]]

    def __call__(self, query: str) -> str:
        """``query`` with the generics of the medicines it names by another name appended."""
        extra = [g for g in self.generics_named(query) if g.lower() not in query.lower()]
        return " ".join([query, *extra]) if extra else query


def as_asked(query: str) -> str:
    """No expansion: the query as asked."""
    return query
