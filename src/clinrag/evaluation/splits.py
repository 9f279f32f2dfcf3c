"""The fixed splits of the research and agent question sets, named once for loaders and CLI.

``dev`` and ``test`` were written with the code; ``test2`` on were each written blind by another
author, run once before a session's merges and once after, and only then read. A new blind round
adds its name here.
"""

from __future__ import annotations

from typing import Literal, get_args

Split = Literal[
    "dev", "test", "test2", "test3", "test4", "test5", "test6", "test7", "test8", "test9"
]
SPLITS: tuple[str, ...] = get_args(Split)
