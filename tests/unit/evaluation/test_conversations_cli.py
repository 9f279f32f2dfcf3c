"""`clinrag eval conversations --set`: dev by default, each blind set by name, `--blind` kept."""

from __future__ import annotations

import pytest

from clinrag.cli import _parser


@pytest.mark.parametrize(
    ("options", "dialogue_set"),
    [
        ([], "dev"),
        (["--set", "blind2"], "blind2"),
        (["--set", "blind"], "blind"),
        (["--blind"], "blind"),
    ],
)
def test_the_dialogue_set_is_chosen_by_name_or_by_the_old_flag(
    options: list[str], dialogue_set: str
) -> None:
    args = _parser().parse_args(["eval", "conversations", *options])

    assert args.dialogue_set == dialogue_set


@pytest.mark.parametrize("options", [["--set", "blind3"], ["--blind", "--set", "blind2"]])
def test_an_unknown_set_or_two_sets_at_once_are_refused(
    options: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as exited:
        _parser().parse_args(["eval", "conversations", *options])

    assert exited.value.code == 2
    assert "--set" in capsys.readouterr().err
