"""Writes src/clinrag/data/security/local_names.txt from Faker's person providers.

Faker (MIT licence, version pinned in constraints.txt) ships lists of common first names and
surnames per locale. We keep those of the locales whose languages the service accepts or may
accept (German, Austrian and Swiss German, French, Swiss French, Spanish, Italian, European and
Brazilian Portuguese): single words, no digits, and not common English words (wordfreq Zipf
under 4, so "Comment" or "Grand" before a capitalised word stays a word). The redactor reads them
beside the census names (``security/known_names.py``): a known first name right before a known
surname, both capitalised, is a person. Run it by hand after upgrading Faker; the service reads
only the text file it writes.
"""

from __future__ import annotations

import importlib
from importlib import metadata
from pathlib import Path

from wordfreq import zipf_frequency

LOCALES = ("de_DE", "de_AT", "de_CH", "fr_FR", "fr_CH", "es_ES", "it_IT", "pt_PT", "pt_BR")
MAX_ENGLISH_ZIPF = 4.0
OUT = Path(__file__).resolve().parents[1] / "src/clinrag/data/security/local_names.txt"


def _words(values: object) -> set[str]:
    names = values.keys() if isinstance(values, dict) else values
    return {
        str(n)
        for n in names  # type: ignore[attr-defined]
        if str(n).replace("-", "").replace("'", "").isalpha()
        and " " not in str(n)
        and zipf_frequency(str(n).casefold(), "en") < MAX_ENGLISH_ZIPF
    }


def main() -> None:
    first: set[str] = set()
    last: set[str] = set()
    for locale in LOCALES:
        provider = importlib.import_module(f"faker.providers.person.{locale}").Provider
        for attribute in ("first_names", "first_names_male", "first_names_female"):
            first |= _words(getattr(provider, attribute, ()))
        last |= _words(getattr(provider, "last_names", ()))
    version = metadata.version("Faker")
    lines = [
        f"# First names and surnames of Faker {version}'s person providers (MIT licence,",
        f"# locales {', '.join(LOCALES)}), filtered and written by",
        "# scripts/build_local_names.py. Do not edit by hand: rerun the script.",
        *(f"first {name}" for name in sorted(first)),
        *(f"last {name}" for name in sorted(last)),
    ]
    OUT.write_text("\n".join(lines) + "\n", encoding="utf-8")
    print(f"wrote {len(first)} first names and {len(last)} surnames to {OUT}")


if __name__ == "__main__":
    main()
