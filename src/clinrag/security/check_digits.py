"""Checks a recognizer's match must pass: check digits (Luhn, NPI, DEA, VIN) and ranges.

Pure functions on the matched text, shared by the recognizer families and the PII evaluation.
"""

from __future__ import annotations

import re


def luhn_ok(digits: str) -> bool:
    total = 0
    for position, char in enumerate(reversed(digits)):
        value = int(char) * (2 if position % 2 else 1)
        total += value - 9 if value > 9 else value
    return total % 10 == 0


def npi_ok(text: str) -> bool:
    """CMS NPI check digit: Luhn over the number prefixed with 80840."""
    digits = re.sub(r"\D", "", text)
    return len(digits) == 10 and luhn_ok("80840" + digits)


def dea_ok(text: str) -> bool:
    """DEA check digit: (d1+d3+d5) + 2(d2+d4+d6), last digit equals d7."""
    digits = [int(c) for c in text[2:]]
    if len(digits) != 7:
        return False
    total = digits[0] + digits[2] + digits[4] + 2 * (digits[1] + digits[3] + digits[5])
    return total % 10 == digits[6]


_VIN_VALUES = dict(zip("ABCDEFGHJKLMNPRSTUVWXYZ", map(int, "12345678123457923456789"), strict=True))
_VIN_WEIGHTS = (8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2)


def vin_ok(text: str) -> bool:
    """North American VIN check digit (position 9, mod 11, X for 10)."""
    vin = text.upper()
    if len(vin) != 17:
        return False
    total = sum(
        (int(c) if c.isdigit() else _VIN_VALUES.get(c, 0)) * w
        for c, w in zip(vin, _VIN_WEIGHTS, strict=True)
    )
    return vin[8] == ("X" if total % 11 == 10 else str(total % 11))


def age_over_89(text: str) -> bool:
    digits = re.sub(r"\D", "", text)
    return not digits or 90 <= int(digits) <= 130


def phone_digits_ok(text: str) -> bool:
    return 7 <= sum(c.isdigit() for c in text) <= 15


def has_digit(text: str) -> bool:
    return any(c.isdigit() for c in text)
