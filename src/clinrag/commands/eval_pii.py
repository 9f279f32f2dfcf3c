"""`clinrag eval pii` (sentences, languages, notes): the redactor's figures."""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Sequence
from typing import TYPE_CHECKING

from clinrag.commands.console import say as _say
from clinrag.commands.console import show as _show
from clinrag.components import build_redactor
from clinrag.errors import StartupError
from clinrag.settings import Settings

if TYPE_CHECKING:
    from clinrag.shipped_data import LanguageBlindSet, NoteBlindSet


def eval_pii(settings: Settings, *, as_json: bool, seed: int | None) -> None:
    from clinrag.components import build_redactor
    from clinrag.evaluation.pii_eval import evaluate_pii, load_pii_dataset, pii_samples

    if seed is None:
        dataset = load_pii_dataset()
    else:
        from clinrag.evaluation.pii_dataset import build

        _say(f"generating a held-out set with seed {seed} (dev extra: presidio-evaluator)")
        dataset = pii_samples(build(seed))
    _say(f"loading Presidio and spaCy, then redacting {len(dataset)} sentences")
    redactor = build_redactor(settings.security)
    report = evaluate_pii(redactor, dataset)
    _show(report, as_json=as_json)


def eval_pii_languages(
    settings: Settings,
    *,
    as_json: bool,
    blind: bool = False,
    blind_set: LanguageBlindSet | None = None,
) -> None:
    """``blind``: the sentences written without sight of the redactor or the dev set
    (``data/eval/pii_languages_blind``, or the set named by ``blind_set``); both of its halves
    are held out."""
    from clinrag.evaluation.language_pii import evaluate_languages, load_language_records
    from clinrag.shipped_data import LANGUAGE_BLIND_SETS, PII_LANGUAGES

    if blind_set is not None:
        blind = True
    records = load_language_records(
        LANGUAGE_BLIND_SETS[blind_set or "pii_languages_blind"] if blind else PII_LANGUAGES
    )
    if blind:
        _say("blind set: its dev and test halves are both held out (nothing was tuned on them)")
    _say(f"loading Presidio and spaCy, then redacting {len(records)} sentences")
    _show(evaluate_languages(build_redactor(settings.security), records), as_json=as_json)


def eval_pii_notes(
    settings: Settings,
    *,
    as_json: bool,
    seed: int | None,
    families: Sequence[str],
    per_family: int | None,
    blind: bool = False,
    extra: bool = False,
    blind_set: NoteBlindSet | None = None,
) -> None:
    """``blind``: the note families written by an author who never saw the redactor
    (``data/eval/notes_blind``, or the set named by ``blind_set``), the figure nearest to an
    unseen set; ``extra``: the second dev set, four families written before the safe-list pass
    for lower-case words (``data/eval/notes_extra``)."""
    from clinrag.evaluation.note_eval import evaluate_notes, load_notes, note_samples, select
    from clinrag.shipped_data import NOTE_BLIND_SETS, NOTE_EXTRA

    if blind or blind_set is not None:
        notes = load_notes(NOTE_BLIND_SETS[blind_set or "notes_blind"])
    elif extra:
        notes = load_notes(NOTE_EXTRA)
    elif seed is None:
        notes = load_notes()
    else:
        from clinrag.evaluation.note_dataset import build

        _say(f"generating the notes with surrogate values from seed {seed}")
        notes = note_samples(build(seed))
    notes = select(notes, families, per_family)
    if not notes:
        raise StartupError(f"no notes of the families {', '.join(families)}")
    _say(f"loading Presidio and spaCy, then redacting {len(notes)} notes")
    report = evaluate_notes(build_redactor(settings.security), notes)
    if as_json:
        print(json.dumps(dataclasses.asdict(report), indent=2))
        return
    print("\n".join(report.lines()))
    print(
        "held out: a rule set has no training step; a family's figure is leave-one-family-out "
        "only for rules developed with that family hidden (docs/benchmarks.md keeps the record)"
    )
