"""The value types of ``clinrag eval`` options that take comma-separated names: each checks
its names and turns a wrong one into argparse's usage error."""

from __future__ import annotations

import argparse
from typing import get_args

from clinrag.domain import Strategy
from clinrag.shipped_data import QUESTION_SPLITS


def verdict_names(value: str) -> list[str]:
    chosen = [v.strip() for v in value.split(",") if v.strip()]
    unknown = sorted(set(chosen) - {"rules", "model", "learned"})
    if not chosen or unknown:
        raise argparse.ArgumentTypeError(f"verdicts are rules, model and learned, not {unknown}")
    return chosen


def reader_names(value: str) -> list[str]:
    chosen = [v.strip() for v in value.split(",") if v.strip()]
    unknown = sorted(set(chosen) - {"rules", "learned", "model"})
    if not chosen or unknown:
        raise argparse.ArgumentTypeError(f"readers are rules, learned and model, not {unknown}")
    return chosen


def split_names(value: str) -> list[str]:
    chosen = [v.strip() for v in value.split(",") if v.strip()]
    unknown = sorted(set(chosen) - set(QUESTION_SPLITS))
    if not chosen or unknown:
        raise argparse.ArgumentTypeError(f"unknown splits {unknown}")
    return chosen


def answer_split(value: str) -> str:
    """``all`` or research splits, comma-separated (several in one run load the models once)."""
    if value == "all":
        return value
    return ",".join(split_names(value))


def strategy_names(text: str) -> list[str]:
    """``direct,map_reduce``: each a synthesis strategy, in order, once."""
    names = list(dict.fromkeys(part.strip() for part in text.split(",") if part.strip()))
    unknown = [name for name in names if name not in get_args(Strategy)]
    if unknown or not names:
        raise argparse.ArgumentTypeError(
            f"unknown strategy {', '.join(unknown) or '(none)'}: choose from "
            + ", ".join(get_args(Strategy))
        )
    return names
