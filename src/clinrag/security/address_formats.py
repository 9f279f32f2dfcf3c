"""Street addresses in the national formats the US street pattern (``recognizers``) cannot read.

Each recognizer is written for a family of address lines, never for an example string:

* **British and Irish street types** that USPS Publication 28 lacks ("120 Station Approach",
  "2 Primrose Bank", "63 Young's Yard", "2 Coastguard Cottages", "14 Canal Side"): a house
  number, capitalised words and the type, in title case only ("2 Blood bank" is no street).
* **A named house before a street without a number** ("The Old Rectory, Church Lane",
  "Lock Keeper's Cottage, Canal Side", "Orchard Cottage, Back Lane"): rural and older addresses
  name the house instead of numbering it. A house is "The" and capitalised words, or words that
  end in a house word (Cottage, Farm, Forge ...); a hospital, practice or ward is not a house.
* **A road and a mile marker or exit** ("I-90 westbound, mile 41", "Route 9 near Exit 14"):
  where a crash or a roadside call happened is a place below a state.

The town and postcode lines after each of these are absorbed by ``address_spans``.
"""

from __future__ import annotations

from presidio_analyzer import EntityRecognizer

from clinrag.security.recognizers import CheckedRecognizer, PhiType

_WORD = r"\p{Lu}[\p{L}'\u2019-]*"
_OTHER_TYPES = (
    r"Approach|Bank|Side|Yard|Cottages|Gate|Chase|Croft|End|Vale|Drove|Fold|Garth|Leys|Nook|"
    r"Wynd|Brow|Hill|Hythe|Green|Grove|Gardens|Mews|Row|Walk|Broadway|Circus|Rise"
)
"""British, Irish and Commonwealth street types, title case (USPS's list is in recognizers)."""
_ALL_TYPES = (
    rf"{_OTHER_TYPES}|Street|St|Road|Rd|Lane|Ln|Avenue|Ave|Drive|Dr|Close|Court|Crescent|"
    r"Terrace|Place|Square|Way|Parade|Quay|Wharf|Park|View|Hollow|Meadows?|Boulevard"
)
_NUMBERED = rf"(?-i:\b\d{{1,5}}[A-Za-z]?[ \t]+(?:{_WORD}[ \t]+){{1,3}}(?:{_OTHER_TYPES})\b)"
_INSTITUTION = (
    r"Hospital|Infirmary|Surgery|Practice|Centre|Center|Clinic|Unit|Ward|Health|Medical|School|"
    r"Academy|Nursery|Pharmacy|Chemist|Laboratory|Trust|Department|Hospice|Home"
)
_HOUSE_WORDS = (
    r"Cottage|House|Farm|Farmhouse|Lodge|Barn|Hall|Manor|Mill|Forge|Rectory|Vicarage|Granary|"
    r"Bungalow|Villa|Grange|Croft|Oast|Stables"
)
_HOUSE = (
    rf"(?:The(?:[ \t]+(?!(?:{_INSTITUTION})\b){_WORD}){{1,3}}"
    rf"|(?:(?!(?:{_INSTITUTION})\b){_WORD}[ \t]+){{1,2}}(?:{_HOUSE_WORDS}))"
)
_NAMED_HOUSE = (
    rf"(?-i:(?<![\p{{L}}'-])(?:{_HOUSE}),[ \t]+(?:{_WORD}[ \t]+){{1,3}}(?:{_ALL_TYPES})\b)"
)
_ROAD_MARKER = (
    r"(?-i:\b(?:I|Interstate|US|Route|Rte|Highway|Hwy|SR|State[ \t]+Route|M|A))[- ]?\d{1,4}\b"
    r"(?:[ \t]+(?:north|south|east|west)bound)?,?[ \t]+(?:near|at|by)?[ \t]*"
    r"(?:mile(?:[ \t]+marker)?|exit|junction|MM|J)[ \t]*\d{1,4}\b"
)


def build_address_format_recognizers() -> list[EntityRecognizer]:
    """The recognizers above, each emitting ADDRESS."""
    return [
        CheckedRecognizer(PhiType.ADDRESS, "other_street_types", ((_NUMBERED, 0.7),)),
        CheckedRecognizer(PhiType.ADDRESS, "named_house", ((_NAMED_HOUSE, 0.7),)),
        CheckedRecognizer(PhiType.ADDRESS, "road_marker", ((_ROAD_MARKER, 0.7),)),
    ]
