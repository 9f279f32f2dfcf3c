"""`clinrag eval guard --blind-set` (guard_blind by default) and `clinrag eval pii --languages
--blind` parse to the blind sets they name."""

from __future__ import annotations

import pytest

from clinrag.cli import _parser
from clinrag.errors import StartupError
from clinrag.settings import Settings
from clinrag.shipped_data import SEEN_QUESTION_SPLITS, UNRUN_BLIND_SPLITS


@pytest.mark.parametrize(
    ("options", "blind_set"),
    [
        (["--blind"], "guard_blind"),
        (["--blind", "--blind-set", "guard_blind3"], "guard_blind3"),
        (["--blind", "--blind-set", "guard_blind4"], "guard_blind4"),
        (["--blind", "--blind-set", "guard_blind5"], "guard_blind5"),
        (["--blind", "--blind-set", "guard_blind6"], "guard_blind6"),
        (["--blind", "--blind-set", "guard_blind7"], "guard_blind7"),
        (["--blind", "--blind-set", "guard_blind8"], "guard_blind8"),
        (["--blind", "--blind-set", "guard_blind9"], "guard_blind9"),
        (["--blind", "--blind-set", "guard_blind10"], "guard_blind10"),
        (["--blind", "--blind-set", "guard_blind11"], "guard_blind11"),
        (["--blind", "--blind-set", "guard_blind12"], "guard_blind12"),
        (["--blind", "--blind-set", "guard_blind13"], "guard_blind13"),
        (["--blind", "--blind-set", "guard_blind14"], "guard_blind14"),
        (["--blind", "--blind-set", "guard_blind15"], "guard_blind15"),
    ],
)
def test_the_guard_blind_set_defaults_to_the_first_and_is_chosen_by_name(
    options: list[str], blind_set: str
) -> None:
    args = _parser().parse_args(["eval", "guard", *options])

    assert args.blind
    assert args.blind_set == blind_set


def test_an_unknown_guard_blind_set_is_refused(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exited:
        _parser().parse_args(["eval", "guard", "--blind", "--blind-set", "guard_dev"])

    assert exited.value.code == 2
    assert "--blind-set" in capsys.readouterr().err


def test_the_language_sentences_take_the_blind_flag() -> None:
    args = _parser().parse_args(["eval", "pii", "--languages", "--blind"])

    assert args.languages
    assert args.blind


@pytest.mark.parametrize(
    ("kind", "blind_set"),
    [
        ("--languages", "pii_languages_blind13"),
        ("--languages", "pii_languages_blind12"),
        ("--languages", "pii_languages_blind11"),
        ("--languages", "pii_languages_blind10"),
        ("--languages", "pii_languages_blind9"),
        ("--languages", "pii_languages_blind8"),
        ("--languages", "pii_languages_blind7"),
        ("--languages", "pii_languages_blind6"),
        ("--languages", "pii_languages_blind5"),
        ("--languages", "pii_languages_blind4"),
        ("--languages", "pii_languages_blind3"),
        ("--languages", "pii_languages_blind2"),
        ("--languages", "pii_languages_blind"),
        ("--notes", "notes_blind13"),
        ("--notes", "notes_blind12"),
        ("--notes", "notes_blind11"),
        ("--notes", "notes_blind10"),
        ("--notes", "notes_blind9"),
        ("--notes", "notes_blind8"),
        ("--notes", "notes_blind7"),
        ("--notes", "notes_blind6"),
        ("--notes", "notes_blind5"),
        ("--notes", "notes_blind4"),
        ("--notes", "notes_blind3"),
        ("--notes", "notes_blind2"),
        ("--notes", "notes_blind"),
    ],
)
def test_the_phi_sets_take_a_blind_set_by_name(kind: str, blind_set: str) -> None:
    args = _parser().parse_args(["eval", "pii", kind, "--blind-set", blind_set])

    assert args.blind_set == blind_set
    assert not args.blind


def test_an_unknown_phi_blind_set_is_refused(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exited:
        _parser().parse_args(["eval", "pii", "--notes", "--blind-set", "guard_blind"])

    assert exited.value.code == 2
    assert "--blind-set" in capsys.readouterr().err


@pytest.mark.parametrize(
    "options",
    [
        ["--notes", "--blind-set", "pii_languages_blind2"],
        ["--languages", "--blind-set", "notes_blind2"],
        ["--notes", "--blind-set", "pii_languages_blind3"],
        ["--languages", "--blind-set", "notes_blind3"],
        ["--languages", "--blind-set", "notes_blind4"],
        ["--notes", "--blind-set", "pii_languages_blind4"],
        ["--languages", "--blind-set", "notes_blind5"],
        ["--notes", "--blind-set", "pii_languages_blind5"],
        ["--languages", "--blind-set", "notes_blind6"],
        ["--notes", "--blind-set", "pii_languages_blind6"],
        ["--languages", "--blind-set", "notes_blind7"],
        ["--notes", "--blind-set", "pii_languages_blind7"],
        ["--languages", "--blind-set", "notes_blind8"],
        ["--notes", "--blind-set", "pii_languages_blind8"],
        ["--languages", "--blind-set", "notes_blind9"],
        ["--notes", "--blind-set", "pii_languages_blind9"],
        ["--languages", "--blind-set", "notes_blind10"],
        ["--notes", "--blind-set", "pii_languages_blind10"],
        ["--languages", "--blind-set", "notes_blind11"],
        ["--notes", "--blind-set", "pii_languages_blind11"],
        ["--languages", "--blind-set", "notes_blind12"],
        ["--notes", "--blind-set", "pii_languages_blind12"],
        ["--languages", "--blind-set", "notes_blind13"],
        ["--notes", "--blind-set", "pii_languages_blind13"],
        ["--blind-set", "notes_blind2"],
    ],
)
def test_a_phi_blind_set_of_the_other_kind_fails_before_any_model_loads(
    options: list[str],
) -> None:
    args = _parser().parse_args(["eval", "pii", *options])

    with pytest.raises(StartupError, match="--blind-set"):
        args.handler(Settings(), args)


def test_research_retrieval_leaves_a_blind_split_not_yet_run_out_unless_named() -> None:
    default = _parser().parse_args(["eval", "research-retrieval"])
    assert set(default.split) == set(SEEN_QUESTION_SPLITS)
    assert not set(default.split) & set(UNRUN_BLIND_SPLITS)
    assert {"dev", "test", "test9"} <= set(default.split)
    named = _parser().parse_args(["eval", "research-retrieval", "--split", "test9,test10"])
    assert named.split == ["test9", "test10"]


def test_the_twelfth_blind_split_is_read_by_default_since_its_run() -> None:
    assert "test12" not in UNRUN_BLIND_SPLITS
    assert "test12" in SEEN_QUESTION_SPLITS
    default = _parser().parse_args(["eval", "research-retrieval"])
    assert "test12" in default.split
    agent = _parser().parse_args(["eval", "agent", "--split", "test12"])
    assert agent.split == "test12"


def test_the_thirteenth_blind_split_is_read_by_default_since_its_run() -> None:
    assert "test13" not in UNRUN_BLIND_SPLITS
    assert "test13" in SEEN_QUESTION_SPLITS
    default = _parser().parse_args(["eval", "research-retrieval"])
    assert "test13" in default.split
    agent = _parser().parse_args(["eval", "agent", "--split", "test13"])
    assert agent.split == "test13"


def test_the_fourteenth_blind_split_is_not_yet_run_and_is_read_only_when_named() -> None:
    assert "test14" in UNRUN_BLIND_SPLITS
    assert "test14" not in SEEN_QUESTION_SPLITS
    default = _parser().parse_args(["eval", "research-retrieval"])
    assert "test14" not in default.split
    agent_default = _parser().parse_args(["eval", "agent"])
    assert agent_default.split != "test14"
    agent = _parser().parse_args(["eval", "agent", "--split", "test14"])
    assert agent.split == "test14"
