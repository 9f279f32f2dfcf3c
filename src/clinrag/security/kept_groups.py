"""The kept-value groups of issue 13: medicines from the drug dictionary (``kept_drugs``),
measurement shapes (``kept_measures``) and values known by their shape and context
(``kept_shapes``), added to a text's ``KeptValues``.

Each group answers clinical values the redactor removed in two seen note sets or more
(``scripts/values_loso.py`` measures each set without the groups the other sets alone do not
prompt twice). Their spans join the values that are not measurements: a name, place or street
hit over one keeps only its parts outside it, a code hit inside one goes (``off_values``), and
every later step reads them as clinical terms.
"""

from __future__ import annotations

from collections.abc import Callable

from clinrag.security.kept_drugs import drug_spans
from clinrag.security.kept_measures import dose_frequencies, named_scales, unit_values
from clinrag.security.kept_shapes import FORMULAS, SHAPES
from clinrag.security.kept_values import KeptValues

GROUPS: dict[str, Callable[[str], list[tuple[int, int]]]] = {
    "drug": drug_spans,
    "dose_frequency": dose_frequencies,
    "unit_value": unit_values,
    "named_scale": named_scales,
}
"""Group name -> the spans of its values in a text; a study may leave a group out."""


def with_groups(text: str, values: KeptValues) -> KeptValues:
    """``values`` with the spans of every group and shape in ``text``; the spans of
    ``kept_shapes.SHAPES`` take back only name and place hits."""
    found = [span for group in (*GROUPS.values(), *FORMULAS.values()) for span in group(text)]
    shaped = {span for shape in SHAPES.values() for span in shape(text)}
    sure = set(values.spans + found)
    return KeptValues(
        values.measured, sorted(sure | shaped), tuple(sorted(shaped - sure)) + values.named_only
    )
