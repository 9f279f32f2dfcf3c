"""`clinrag eval answers` options: the set, strategies, split, limit; today's set by default."""

from __future__ import annotations

import pytest

from clinrag.cli import _parser


def test_defaults_keep_the_consensus_set_with_the_issue_sizes_and_every_strategy() -> None:
    args = _parser().parse_args(["eval", "answers"])

    assert args.set == "consensus"
    assert (args.questions, args.unanswerable) == (40, 20)
    assert args.modes == ["classical"]
    assert args.strategies == ["direct", "map_reduce", "extractive"]
    assert (args.split, args.limit) == ("all", None)


def test_the_research_set_on_one_split_with_a_limit_and_chosen_strategies() -> None:
    args = _parser().parse_args(
        ["eval", "answers", "--set", "research", "--strategies", "extractive,direct",
         "--split", "test", "--limit", "3", "--json"]
    )  # fmt: skip

    assert (args.set, args.split, args.limit, args.json) == ("research", "test", 3, True)
    assert args.strategies == ["extractive", "direct"]


def test_an_unknown_strategy_is_refused(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exited:
        _parser().parse_args(["eval", "answers", "--strategies", "direct,guess"])

    assert exited.value.code == 2
    assert "unknown strategy guess" in capsys.readouterr().err


@pytest.mark.parametrize("split", [f"test{n}" for n in range(2, 15)])
def test_the_blind_splits_are_accepted_by_the_research_and_agent_evals(split: str) -> None:
    research = _parser().parse_args(["eval", "answers", "--set", "research", "--split", split])
    agent = _parser().parse_args(["eval", "agent", "--split", split])

    assert (research.split, agent.split) == (split, split)
    with pytest.raises(SystemExit):
        _parser().parse_args(["eval", "agent", "--split", "test15"])


def test_several_research_splits_are_asked_in_one_run_and_an_unknown_one_is_refused() -> None:
    args = _parser().parse_args(["eval", "answers", "--set", "research", "--split", "dev,test6"])

    assert args.split == "dev,test6"
    with pytest.raises(SystemExit):
        _parser().parse_args(["eval", "answers", "--set", "research", "--split", "dev,test15"])
