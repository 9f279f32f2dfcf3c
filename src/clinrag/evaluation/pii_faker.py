"""The ``presidio-evaluator`` part of the PHI evaluation set (``pii_dataset``): sentences from
``PresidioSentenceFaker``, their labels mapped to our types by ``FAKER_TYPES`` (labels that are
not Safe Harbor identifiers dropped), adjacent street parts merged into one ADDRESS span."""

from __future__ import annotations

import random
from datetime import date, datetime

from clinrag.evaluation.pii_records import SEED, Record, Span, record

FAKER_SENTENCES = 1_200

FAKER_TYPES: dict[str, str | None] = {
    "person": "PERSON", "name": "PERSON", "name_female": "PERSON", "name_male": "PERSON",
    "first_name": "PERSON", "first_name_female": "PERSON", "first_name_male": "PERSON",
    "first_name_nonbinary": "PERSON", "last_name": "PERSON", "last_name_female": "PERSON",
    "last_name_male": "PERSON",
    "address": "ADDRESS", "street_address": "ADDRESS", "street_name": "ADDRESS",
    "building_number": "ADDRESS", "secondary_address": "ADDRESS",
    "city": "LOCATION", "postcode": "ZIP", "zipcode": "ZIP",
    "phone_number": "PHONE", "email": "EMAIL", "ssn": "SSN", "url": "URL",
    "ip_address": "IP_ADDRESS", "credit_card_number": "ACCOUNT", "iban": "ACCOUNT",
    "us_driver_license": "LICENSE", "date_time": "DATE", "date_of_birth": "DATE",
    "age": "AGE",  # only above 89, see _gold_type
    "organization": None, "nationality": None, "nation_man": None, "nation_woman": None,
    "nation_plural": None, "country": None, "state": None, "state_abbr": None, "job": None,
    "prefix": None, "prefix_male": None, "prefix_female": None, "year": None,
    "day_of_week": None,
}  # fmt: skip
_STREET_PARTS = {"street_address", "street_name", "building_number", "secondary_address"}


def _gold_type(label: str, value: str) -> str | None:
    if label not in FAKER_TYPES:
        raise ValueError(f"unmapped presidio-evaluator label {label!r}: add it to FAKER_TYPES")
    mapped = FAKER_TYPES[label]
    if mapped == "AGE" and not (value.isdigit() and int(value) > 89):
        return None
    return mapped


def _unescape_newlines(text: str, spans: list[tuple[int, int, str, str]]) -> tuple[str, list[Span]]:
    """Some faker templates carry a literal backslash-n; make it a newline and shift spans."""
    new_index: list[int] = []
    out: list[str] = []
    i = 0
    while i < len(text):
        new_index.append(len("".join(out)))
        if text.startswith("\\n", i):
            new_index.append(len("".join(out)))
            out.append("\n")
            i += 2
        else:
            out.append(text[i])
            i += 1
    new_index.append(len("".join(out)))
    fixed = [
        {"start": new_index[s], "end": new_index[e], "type": t, "_label": label}
        for s, e, t, label in spans
    ]
    return "".join(out), fixed


def _merge_street_parts(text: str, spans: list[Span]) -> list[Span]:
    merged: list[Span] = []
    for span in sorted(spans, key=lambda s: s["start"]):
        last = merged[-1] if merged else None
        if (
            last is not None
            and last["_label"] in _STREET_PARTS
            and span["_label"] in _STREET_PARTS
            and not text[last["end"] : span["start"]].strip()
        ):
            last["end"] = span["end"]
        else:
            merged.append(dict(span))
    return [{k: v for k, v in s.items() if k != "_label"} for s in merged]


def faker_records(count: int = FAKER_SENTENCES, seed: int = SEED) -> list[Record]:
    from faker.providers import BaseProvider
    from presidio_evaluator.data_generator import (  # type: ignore[import-untyped]
        PresidioSentenceFaker,
    )
    from presidio_evaluator.data_generator.faker_extensions import (  # type: ignore[import-untyped]
        HospitalProvider,
    )
    from presidio_evaluator.data_generator.presidio_sentence_faker import (  # type: ignore[import-untyped]
        presidio_additional_entity_providers,
    )

    # HospitalProvider queries Wikidata when built; no template here uses it.
    providers = [p for p in presidio_additional_entity_providers if p is not HospitalProvider]

    class FixedClock(BaseProvider):
        """Faker's date providers count back from today; these count from fixed days."""

        def date_time(self) -> datetime:
            start, end = datetime(1970, 1, 1), datetime(2024, 12, 31)
            return self.generator.date_time_between(start, end)  # type: ignore[no-any-return]

        def date_of_birth(self) -> date:
            start, end = date(1925, 1, 1), date(2006, 12, 31)
            return self.generator.date_between(start, end)  # type: ignore[no-any-return]

        def year(self) -> str:
            return str(self.generator.random_int(1970, 2024))

    identity = {label: label for label in FAKER_TYPES}
    # The person table it loads draws middle initials from the global random before the
    # faker seeds it; seed first so the names are reproducible too.
    random.seed(seed)
    sentence_faker = PresidioSentenceFaker(
        "en_US", lower_case_ratio=0.05, entity_providers=[*providers, FixedClock],
        entity_type_mapping=identity, random_seed=seed,
    )  # fmt: skip
    records = []
    for sample in sentence_faker.generate_new_fake_sentences(count):
        raw = [
            (s.start_position, s.end_position, kind, s.entity_type)
            for s in sample.spans
            if (kind := _gold_type(s.entity_type, s.entity_value)) is not None
        ]
        text, spans = _unescape_newlines(sample.full_text, raw)
        records.append(record("presidio-evaluator", text, _merge_street_parts(text, spans)))
    return records
