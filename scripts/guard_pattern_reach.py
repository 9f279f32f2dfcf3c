"""How far the pattern features reach alone, per seen author: the attacks and the benign
look-alikes over the pattern threshold, those with any pattern cue, and the requests over pasted
content (``pasted_content``) with no cue, which ``injection.flags`` asks the full kNN margin of.
No embedding, no learned signal: seconds, and comparable between two checkouts (run it with
each one's ``src`` first on the path).

    PYTHONPATH=src python scripts/guard_pattern_reach.py
"""

from __future__ import annotations

from collections import Counter
from pathlib import Path

from clinrag.evaluation.attack_authors import OURS
from clinrag.evaluation.guard_blind import load_blind
from clinrag.security.guard_samples import ATTACK_KIND, BENIGN_KIND
from clinrag.security.injection import Thresholds, pattern_score
from clinrag.security.pasted_content import split_request
from clinrag.security.validation import normalize
from clinrag.security.written_samples import SEEN_ATTACK_AUTHORS
from clinrag.shipped_data import GUARD_DEV

COLUMNS = ("texts", "over threshold", "any cue", "handover, no cue")


def reach(directory: Path) -> Counter[tuple[str, str]]:
    counts: Counter[tuple[str, str]] = Counter()
    for text in load_blind(directory):
        if text.kind not in (ATTACK_KIND, BENIGN_KIND):
            continue
        cleaned = normalize(text.text)
        score = pattern_score(cleaned, text.text)
        counts[text.kind, "texts"] += 1
        counts[text.kind, "over threshold"] += score.total >= Thresholds.pattern
        counts[text.kind, "any cue"] += score.cue > 0
        counts[text.kind, "handover, no cue"] += (
            split_request(cleaned) is not None and score.cue <= 0
        )
    return counts


def main() -> None:
    print(f"{'author':<16}{'kind':<8}" + "".join(f"{c:>18}" for c in COLUMNS))
    for author in [OURS, *SEEN_ATTACK_AUTHORS]:
        counts = reach(GUARD_DEV if author == OURS else SEEN_ATTACK_AUTHORS[author])
        for kind in (ATTACK_KIND, BENIGN_KIND):
            print(f"{author:<16}{kind:<8}" + "".join(f"{counts[kind, c]:>18}" for c in COLUMNS))


if __name__ == "__main__":
    main()
