"""The product's learned verdict reader (``verdict: learned``) as the service builds it: the
shipped research rows of the seen splits, the packaged embedder, weights cached by content.
On sentences written for the stance-model test only (in no split) its model reads most right
and every stance at least once, and the reader, abstaining when unsure, states no wrong
verdict; a second build loads the same weights from the cache. A floor, not the figure
(docs/benchmarks.md, "A learned verdict in the product", reader14)."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from clinrag.components import build_embedder
from clinrag.settings import Settings
from clinrag.stance.learned import build_learned_reader
from tests.integration.stance.test_model_real import INVENTED

pytestmark = pytest.mark.slow


def test_the_product_reader_reads_invented_findings_mostly_right(tmp_path: Path) -> None:
    embedder = build_embedder(Settings())
    reader = build_learned_reader(embedder, tmp_path)
    reads = [reader.model_reading(question, [sentence]) for question, sentence, _ in INVENTED]
    right = [read == gold for read, (_, _, gold) in zip(reads, INVENTED, strict=True)]
    assert sum(right) >= 5, reads
    assert set(reads) == {"yes", "no", "no_difference"}
    said = [reader.read(question, [sentence]) for question, sentence, _ in INVENTED]
    stated = [(s, gold) for s, (_, _, gold) in zip(said, INVENTED, strict=True) if s != "unclear"]
    assert all(s == gold for s, gold in stated), said
    assert reader.read(INVENTED[0][0], ["", "  "]) == "unclear"  # nothing quoted: no verdict
    (cached,) = tmp_path.glob("stance-reader-*.npz")
    again = build_learned_reader(embedder, tmp_path)
    assert np.array_equal(again.model.weights, reader.model.weights)
    assert list(tmp_path.glob("stance-reader-*.npz")) == [cached]
