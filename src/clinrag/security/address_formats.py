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
* **Mail boxes and rural routes other than "PO Box"** ("Locked Bag 7", "Private Bag 3021",
  "GPO Box 99", "Rural Route 4", "Rural Route 2 Box 15", "Postfach 1204"); not "RR 2" or
  "HC 65", which are a respiratory rate and a head circumference.
* **Postcodes the ZIP patterns do not know**: an Irish Eircode ("D02 X285"), an Australian
  state and its four digits ("NSW 2830"), a Polish or Brazilian code before a town ("00-950
  Warszawa", "01310-100").

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


_MAIL_BOX = (
    r"\b(?:(?:locked|private)[ \t]+bag|gpo[ \t]+box|rural[ \t]+route(?:[ \t]*\d{1,3}[ \t,]+box)?"
    r"|postfach|apartado(?:[ \t]+de[ \t]+correos)?|caixa[ \t]+postal)[ \t]*\d{1,6}\b"
)
_POSTCODES = (
    r"(?-i:\b(?:[AC-FHKNPRTV-Y]\d{2}|D6W)[ ]?(?=[0-9A-Z]{0,3}[A-Z])[0-9AC-FHKNPRTV-Y]{4}\b)",
    r"(?-i:\b(?:NSW|VIC|QLD|TAS|ACT|NT|SA|WA)[ \t]+)\K\d{4}\b"
    r"(?![ \t]*(?:mg|mcg|g|kg|ml|units?|iu|%|mmol|/|x\b))",
    r"(?<![\w.-])\d{2}-\d{3}(?=[ \t]+(?-i:\p{Lu}\p{Ll}+))|\b\d{5}-\d{3}\b",
)


def build_address_format_recognizers() -> list[EntityRecognizer]:
    """The recognizers above, each emitting ADDRESS (a postcode ZIP)."""
    return [
        CheckedRecognizer(PhiType.ADDRESS, "other_street_types", ((_NUMBERED, 0.7),)),
        CheckedRecognizer(PhiType.ADDRESS, "named_house", ((_NAMED_HOUSE, 0.7),)),
        CheckedRecognizer(PhiType.ADDRESS, "road_marker", ((_ROAD_MARKER, 0.7),)),
        CheckedRecognizer(PhiType.ADDRESS, "mail_box", ((_MAIL_BOX, 0.8),)),
        CheckedRecognizer(PhiType.ZIP, "other_postcodes", tuple((p, 0.6) for p in _POSTCODES)),
    ]
