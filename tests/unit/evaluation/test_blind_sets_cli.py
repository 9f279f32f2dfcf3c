"""`clinrag eval guard --blind-set` (guard_blind by default) and `clinrag eval pii --languages
--blind` parse to the blind sets they name."""

from __future__ import annotations

import pytest

from clinrag.cli import _parser


@pytest.mark.parametrize(
    ("options", "blind_set"),
    [
        (["--blind"], "guard_blind"),
        (["--blind", "--blind-set", "guard_blind3"], "guard_blind3"),
        (["--blind", "--blind-set", "guard_blind4"], "guard_blind4"),
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
