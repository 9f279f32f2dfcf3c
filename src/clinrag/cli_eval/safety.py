"""The ``clinrag eval`` subcommands of the safety checks: ``pii`` (redaction), ``guard`` (the input
guard) and ``judge`` (the model judge) (their options and help)."""

from __future__ import annotations

from typing import Any, get_args

from clinrag.cli_eval.handlers import run_guard, run_judge, run_pii
from clinrag.cli_reports import report_command
from clinrag.shipped_data import GuardBlindSet, LanguageBlindSet, NoteBlindSet


def add_pii(evaluations: Any) -> None:
    command = report_command(
        evaluations,
        "pii",
        "PHI redaction recall, precision and F2 per entity; clinical terms kept",
        run_pii,
    )
    command.add_argument(
        "--seed",
        type=int,
        help="evaluate on a set generated with this seed instead of the shipped one (held out)",
    )
    command.add_argument(
        "--notes",
        action="store_true",
        help="whole clinical notes: recall and precision per document family and per Safe "
        "Harbor type, clinical values removed, latency per 1,000 characters",
    )
    command.add_argument(
        "--family",
        action="append",
        default=[],
        help="with --notes: only this document family (repeatable)",
    )
    command.add_argument(
        "--per-family", type=int, help="with --notes: at most this many notes of each family"
    )
    command.add_argument(
        "--blind",
        action="store_true",
        help="with --notes: the blind families (written without sight of the redactor); with "
        "--languages: the blind sentences (data/eval/pii_languages_blind)",
    )
    command.add_argument(
        "--blind-set",
        choices=[*get_args(LanguageBlindSet), *get_args(NoteBlindSet)],
        help="a blind set by name (implies --blind): pii_languages_blind, pii_languages_blind2, "
        "pii_languages_blind3, pii_languages_blind4, pii_languages_blind5, pii_languages_blind6, "
        "pii_languages_blind7, pii_languages_blind8, pii_languages_blind9, pii_languages_blind10, "
        "pii_languages_blind11 or pii_languages_blind12 (the last ten English only) with "
        "--languages, notes_blind, notes_blind2, notes_blind3, notes_blind4, notes_blind5, "
        "notes_blind6, notes_blind7, notes_blind8, notes_blind9, notes_blind10, notes_blind11 or "
        "notes_blind12 with --notes",
    )
    command.add_argument(
        "--extra",
        action="store_true",
        help="with --notes: the second dev set (portal messages, referral faxes, ambulance "
        "handovers, care-home transfers; scripts/build_dev_notes_extra.py)",
    )
    command.add_argument(
        "--languages",
        action="store_true",
        help="questions and note fragments per accepted language (en, de, fr, es, it, pt): "
        "recall, precision and clinical text removed on each language's dev and test halves",
    )


def add_guard(evaluations: Any) -> None:
    command = report_command(
        evaluations,
        "guard",
        "attacks flagged and clinical questions refused by the input guard",
        run_guard,
    )
    command.add_argument(
        "--loso-sources",
        help="comma-separated sources to hold out (default: every source; ~20 s each)",
    )
    command.add_argument(
        "--blind",
        action="store_true",
        help="only the production guard on the blind families (written without sight of it)",
    )
    command.add_argument(
        "--blind-set",
        choices=get_args(GuardBlindSet),
        default="guard_blind",
        help="with --blind: which blind set (default guard_blind; guard_blind3: misuse and "
        "toxicology look-alikes; guard_blind4 to guard_blind15: misuse, prompt attacks and "
        "their look-alikes)",
    )
    command.add_argument(
        "--policy-only",
        action="store_true",
        help="only the misuse policy (leave-one-family-out over the misuse and toxicology "
        "families) and the policy table; skips leave-one-source-out and the dev split",
    )
    command.add_argument(
        "--by-author",
        action="store_true",
        help="only leave-one-author-out: each seen set held out of the intent signal, the "
        "production guard with that fold's policy checking it (~10 min)",
    )
    command.add_argument(
        "--attack-authors",
        action="store_true",
        help="only leave-one-author-out for attacks: each author's attacks and look-alikes "
        "held out of the injection detector, which is rebuilt and retuned without them (~10 min)",
    )


def add_judge(evaluations: Any) -> None:
    command = report_command(
        evaluations,
        "judge",
        "the model judge on every seen guard set (subsampled per family), alone and combined "
        "with the guard; seconds per judge call",
        run_judge,
    )
    command.add_argument(
        "--per-family",
        type=int,
        default=4,
        help="texts judged per family, first in sha256 order (0: all; ~1-3 s a text on 2 cores)",
    )
    command.add_argument(
        "--clinical", type=int, default=60, help="clinical questions of the guard's test split"
    )
