"""The slot table of the PHI evaluation sets: each ``{slot}`` of a template, its gold type (None for
non-PHI) and a seeded value generator; the question-level set (``pii_templates``) and the note set
(``note_dataset``) both draw from it."""

from __future__ import annotations

import random
import string
from collections.abc import Callable
from datetime import date, timedelta
from typing import Any

from clinrag.evaluation.pii_vocabulary import (
    CITIES,
    CONDITIONS,
    COUNTRIES,
    DOSES,
    DRUGS,
    DURATIONS,
    EPONYMS,
    FREQUENCIES,
    LABS,
    MBI_LETTERS,
    MONTHS,
    SAMPLE_SSNS,
    STATE_NAMES,
    SYMPTOMS,
    VIN_CHARS,
)


def value_slots(rng: random.Random, fake: Any) -> dict[str, tuple[str | None, Callable[[], str]]]:
    """Slot name -> (gold type or None for non-PHI, value generator). The note generator
    (``note_dataset``) draws its values from the same table."""
    from clinrag.security.recognizers import dea_ok, npi_ok, vin_ok

    def digits(n: int) -> str:
        return "".join(rng.choice(string.digits) for _ in range(n))

    def pick(options: tuple[str, ...]) -> Callable[[], str]:
        return lambda: rng.choice(options)

    def a_date(with_year: bool = True) -> str:
        day = date(1925, 1, 1) + timedelta(days=rng.randrange(36_500))
        m, d, y, name = day.month, day.day, day.year, MONTHS[day.month - 1]
        if not with_year:
            return rng.choice((f"{name} {d}", f"{m}/{d}", f"{name[:3]} {d}"))
        return rng.choice((
            f"{m:02d}/{d:02d}/{y}", f"{m}/{d}/{y % 100:02d}", f"{name} {d}, {y}",
            f"{d} {name} {y}", f"{y}-{m:02d}-{d:02d}", f"{name[:3]} {d}, {y}",
            f"{m:02d}-{d:02d}-{y}", f"{d} {name[:3]} {y}", f"{m}.{d}.{y}",
        ))  # fmt: skip

    def phone() -> str:
        a, b, c = f"{rng.randint(2, 9)}{digits(2)}", digits(3), digits(4)
        return rng.choice(
            (
                f"({a}) {b}-{c}",
                f"{a}-{b}-{c}",
                f"{a}.{b}.{c}",
                f"+1 {a} {b} {c}",
                f"1-{a}-{b}-{c}",
                f"({a}){b}-{c}",
                f"{a}-{b}-{c} ext. {digits(3)}",
            )
        )

    def ssn() -> str:
        if rng.random() < 0.3:
            return rng.choice(SAMPLE_SSNS)
        area, group, serial = f"{rng.randint(1, 665):03d}", digits(2), digits(4)
        return rng.choice((f"{area}-{group}-{serial}", f"{area} {group} {serial}"))

    def until(make: Callable[[], str], valid: Callable[[str], bool]) -> str:
        while not valid(value := make()):
            pass
        return value

    def mbi() -> str:
        L, A = MBI_LETTERS, MBI_LETTERS + string.digits
        v = (
            f"{rng.randint(1, 9)}{rng.choice(L)}{rng.choice(A)}{digits(1)}{rng.choice(L)}"
            f"{rng.choice(A)}{digits(1)}{rng.choice(L)}{rng.choice(L)}{digits(2)}"
        )
        return v if rng.random() < 0.5 else f"{v[:4]}-{v[4:7]}-{v[7:]}"

    return {
        "name": ("PERSON", lambda: f"{fake.first_name()} {fake.last_name()}"),
        "first": ("PERSON", fake.first_name),
        "last": ("PERSON", fake.last_name),
        "mrn": (
            "MRN",
            lambda: rng.choice(
                (
                    f"00{digits(6)}",
                    digits(7),
                    f"A{digits(7)}",
                    f"{digits(2)}-{digits(3)}-{digits(3)}",
                    f"MR{digits(7)}",
                    f"E{digits(8)}",
                )
            ),
        ),
        "dob": ("DATE", a_date),
        "date": ("DATE", a_date),
        "date_short": ("DATE", lambda: a_date(with_year=False)),
        "ssn": ("SSN", ssn),
        "phone": ("PHONE", phone),
        "email": ("EMAIL", fake.email),
        "street": ("ADDRESS", fake.street_address),
        "city": ("LOCATION", lambda: rng.choice((fake.city(), rng.choice(CITIES)))),
        "zip": ("ZIP", lambda: rng.choice((fake.zipcode(), fake.zipcode_plus4()))),
        "npi": ("NPI", lambda: until(lambda: f"{rng.randint(1, 2)}{digits(9)}", npi_ok)),
        "dea": (
            "DEA",
            lambda: until(
                lambda: f"{rng.choice('ABFGM')}{rng.choice(string.ascii_uppercase)}{digits(7)}",
                dea_ok,
            ),
        ),
        "member": ("HEALTH_PLAN_ID", lambda: f"{rng.choice(('XJH', 'W', 'ZGP', 'H'))}{digits(9)}"),
        "group": ("HEALTH_PLAN_ID", lambda: rng.choice((f"GRP-{digits(6)}", digits(6)))),
        "mbi": ("HEALTH_PLAN_ID", mbi),
        "account": ("ACCOUNT", lambda: digits(rng.randint(8, 12))),
        "license": (
            "LICENSE",
            lambda: rng.choice(
                (f"D{digits(7)}", f"MD{digits(6)}", f"S{digits(3)}-{digits(4)}-{digits(4)}")
            ),
        ),
        "plate": (
            "VEHICLE_ID",
            lambda: until(fake.license_plate, lambda v: any(c.isdigit() for c in v)),
        ),
        "vin": (
            "VEHICLE_ID",
            lambda: until(lambda: "".join(rng.choice(VIN_CHARS) for _ in range(17)), vin_ok),
        ),
        "serial": (
            "DEVICE_ID",
            lambda: rng.choice(
                (f"PJN{digits(6)}", f"SN-{digits(7)}", f"{rng.choice('KLMR')}{digits(9)}")
            ),
        ),
        "url": (
            "URL",
            lambda: rng.choice(
                (
                    f"https://portal.{fake.domain_name()}/patient/{digits(6)}",
                    f"www.{fake.domain_name()}",
                    f"http://{fake.domain_name()}/records?id={digits(5)}",
                )
            ),
        ),
        "ip": ("IP_ADDRESS", lambda: fake.ipv4() if rng.random() < 0.8 else fake.ipv6()),
        "accession": ("ID", lambda: f"S{digits(2)}-{digits(5)}"),
        "passport": ("ID", lambda: rng.choice((digits(9), f"{rng.choice('CEX')}{digits(8)}"))),
        "old_age": ("AGE", lambda: str(rng.randint(90, 104))),
        "state": (None, fake.state_abbr),
        "age": (None, lambda: str(rng.randint(18, 89))),
        "year": (None, lambda: str(rng.randint(1995, 2024))),
        "sex": (None, pick(("woman", "man", "female", "male"))),
        "drug": (None, pick(DRUGS)),
        "dose": (None, pick(DOSES)),
        "freq": (None, pick(FREQUENCIES)),
        "condition": (None, pick(CONDITIONS)),
        "eponym": (None, pick(EPONYMS)),
        "lab_result": (None, lambda: _lab(rng)),
        "symptom": (None, pick(SYMPTOMS)),
        "duration": (None, pick(DURATIONS)),
        "country": (None, pick(COUNTRIES)),
        "state_name": (None, pick(STATE_NAMES)),
        "small": (None, lambda: str(rng.randint(1, 9))),
        "bp": (None, lambda: f"{rng.randint(95, 180)}/{rng.randint(55, 105)}"),
        "hr": (None, lambda: str(rng.randint(48, 130))),
        "spo2": (None, lambda: str(rng.randint(86, 100))),
        "gcs": (None, lambda: str(rng.randint(3, 15))),
        "mmse": (None, lambda: str(rng.randint(10, 30))),
    }


def _lab(rng: random.Random) -> str:
    name, low, high, places, unit = rng.choice(LABS)
    return f"{name} {round(rng.uniform(low, high), places):.{places}f}{unit}"
