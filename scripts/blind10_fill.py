"""Surrogate values for the tenth blind sets (notes_blind10, pii_languages_blind10): hand-written
name pools per region, seeded number shapes and date formats. Standard library only."""

from __future__ import annotations

import random
from datetime import date, timedelta

MONTHS = ("January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December")  # fmt: skip
GIVEN = {
    "ie": ("Aoife", "Ciarán", "Siobhán", "Tadhg", "Niamh", "Oisín", "Gráinne", "Pádraig"),
    "ca": ("Geneviève", "Mackenzie", "Jean-Luc", "Harpreet", "Tavish", "Noémie", "Brody"),
    "in": ("Venkatesh", "Lakshmi", "Ishaan", "Kavitha", "Raghav", "Meenakshi", "Tanvir"),
    "za": ("Thandeka", "Sipho", "Lerato", "Pieter", "Anneke", "Zanele", "Mpho", "Riaan"),
    "sc": ("Eilidh", "Callum", "Morag", "Fraser", "Iona", "Hamish", "Kirsty", "Ruaridh"),
    "au": ("Kirra", "Lachlan", "Tegan", "Jarrah", "Brodie", "Matilda", "Nguyen Van", "Kai"),
    "nz": ("Aroha", "Rangi", "Mere", "Tane", "Ngaire", "Wiremu", "Losana", "Sione"),
    "sg": ("Wei Jie", "Mei Ling", "Siti Nurhaliza", "Kavitha", "Jun Hao", "Farhan", "Hui Min"),
    "ke": ("Wanjiru", "Otieno", "Achieng", "Kiprono", "Nafula", "Kamau", "Chebet", "Barasa"),
    "uk": ("Demi", "Kieran", "Shanice", "Tobias", "Precious", "Callum", "Jodie", "Anil"),
}  # fmt: skip
SURNAMES = {
    "ie": ("Ó Súilleabháin", "O'Dowd", "Fitzgerald", "Mac Giolla Bhríde", "Cullinane",
           "Breathnach"),
    "ca": ("Tremblay", "Gagnon", "Sandhu", "Cardinal", "Bouchard-Lavoie", "Okafor"),
    "in": ("Raghunathan", "Krishnamurthy", "Banerjee", "D'Souza", "Venkataraman", "Pillai"),
    "za": ("van der Merwe", "Nkosi", "Naidoo", "Botha", "Mokoena", "Dlamini-Zulu"),
    "sc": ("MacLeod", "Drummond", "McAllister", "Urquhart", "Mackintosh", "Sinclair"),
    "au": ("Kowalczyk", "O'Loughlin", "Papadopoulos", "Nguyen", "Whitehurst", "Yunupingu"),
    "nz": ("Ngata", "Te Whare", "Parata", "Fonoti-Leaupepe", "Tuhiwai", "Havili"),
    "sg": ("Tan", "Lim", "Wee", "Abdul Rahman", "Subramaniam", "Goh"),
    "ke": ("Mwangi", "Odhiambo", "Cheruiyot", "Wafula", "Njoroge", "Akinyi-Owino"),
    "uk": ("Adeyemi-Cole", "Pritchard", "Kowalski", "Hussain", "Braithwaite", "O'Neill"),
}  # fmt: skip
WORD_NAMES = ("Hope", "Rose", "Bill", "May", "Drew", "Sterling", "Faith", "Joy", "Penny",
              "Sandy", "Summer", "Grace", "Hunter", "Bishop")  # fmt: skip
NICKNAMES = ("Bubbles", "Tiny", "Shorty", "Doc", "Big Mike", "Smiley", "Chief")


def digits(r: random.Random, count: int) -> str:
    """`count` random digits, the first never 0."""
    return str(r.randint(1, 9)) + "".join(str(r.randint(0, 9)) for _ in range(count - 1))


def letters(r: random.Random, count: int) -> str:
    """`count` random capital letters without I and O."""
    return "".join(r.choice("ABCDEFGHJKLMNPQRSTUVWXYZ") for _ in range(count))


def ordinal(day: int) -> str:
    """1st, 2nd, 3rd, 4th ... 21st, 22nd."""
    suffix = "th" if 10 <= day % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(day % 10, "th")
    return f"{day}{suffix}"


def date_shapes(prefix: str, when: date) -> dict[str, str]:
    """One date in the shapes the templates use, keyed `prefix` + a letter."""
    month = MONTHS[when.month - 1]
    return {
        prefix + "A": f"{when.day:02d}/{when.month:02d}/{when.year}",
        prefix + "B": f"{when.day} {month[:3]} {when.year}",
        prefix + "C": f"{when.day}.{when.month}.{when.year % 100:02d}",
        prefix + "D": f"{ordinal(when.day)} {month}",
        prefix + "E": when.isoformat(),
        prefix + "F": f"{month[:3]}{'.' if len(month) > 3 else ''} {when.day}, {when.year}",
        prefix + "G": f"{when.day:02d}-{month[:3].upper()}-{when.year}",
        prefix + "H": f"{month} {when.day}, {when.year}",
        prefix + "I": f"{when.day:02d}{month[:3].upper()}{when.year % 100:02d}",
    }


def people(r: random.Random, region: str, number: int) -> dict[str, str]:
    """Persons for one note: a patient, a relative, clinicians, a word name, an initial."""
    given, surnames = list(GIVEN[region]), list(SURNAMES[region])
    r.shuffle(given)
    r.shuffle(surnames)
    pg, ps = given[0], surnames[0]
    out = {"pg": pg, "ps": ps, "pt": f"{pg} {ps}", "PTC": f"{ps.upper()}, {pg}",
           "pgl": pg.lower(), "psl": ps.lower(), "rg": given[1], "rs": surnames[1],
           "d1g": given[2], "d1s": surnames[2], "d1sl": surnames[2].lower(),
           "d2g": given[3], "d2s": surnames[3], "d2sl": surnames[3].lower(),
           "n1g": given[4], "n1gl": given[4].lower(), "n1s": surnames[4],
           "n2s": surnames[5], "n2g": given[5], "n2gl": given[5].lower(),
           "word": WORD_NAMES[number % len(WORD_NAMES)],
           "word2": WORD_NAMES[(number + 5) % len(WORD_NAMES)],
           "ini": r.choice("BCDFGHJKLMPRSTW"), "nick": r.choice(NICKNAMES)}  # fmt: skip
    out["wordl"] = out["word"].lower()
    return out


def dates(r: random.Random, age: int | None = None) -> dict[str, str]:
    """An encounter date (`t`), a later one (`u`), an earlier one (`v`) and a birth date (`b`)
    that agrees with `age` when given, in every shape."""
    seen = date(2026, 1, 5) + timedelta(days=r.randint(0, 320))
    years = age if age is not None else r.randint(19, 78)
    born = date(seen.year - years, r.randint(1, 12), r.randint(1, 28))
    if (born.month, born.day) > (seen.month, seen.day):
        born = born.replace(year=born.year - 1)
    out = date_shapes("t", seen)
    out.update(date_shapes("u", seen + timedelta(days=r.randint(3, 40))))
    out.update(date_shapes("v", seen - timedelta(days=r.randint(2, 90))))
    out.update(date_shapes("b", born))
    out["age"] = str(seen.year - born.year - ((seen.month, seen.day) < (born.month, born.day)))
    return out
