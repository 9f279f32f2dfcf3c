"""The citation check on the packaged all-MiniLM-L6-v2 (real model, loaded once per session):
per kind of alteration, a contradicting claim is removed while its faithful paraphrase stays;
and ``clinrag eval citations`` prints its figures on a small slice of the claim set."""

from __future__ import annotations

import pytest

from clinrag.cli import main
from clinrag.components import build_embedder
from clinrag.evaluation.citation_eval import _passage
from clinrag.pipelines.citations import check_citations
from clinrag.pipelines.classical import citation_rule
from clinrag.retrieval.embedding import Embedder
from clinrag.setting_groups.pipeline import PipelineSettings
from clinrag.settings import Settings

pytestmark = pytest.mark.slow

BIMATOPROST = (
    "Patients with POAG received bimatoprost 0.03% once daily or timolol-dorzolamide twice "
    "daily. RESULTS: Differences in IOP between the bimatoprost and timolol-dorzolamide groups "
    "were statistically insignificant at all study visits (p > 0.05). In the bimatoprost group, "
    "the IOP reduction was 6.2 mmHg, whereas it was 6.5 mmHg in the timolol-dorzolamide group "
    "after 6 months of treatment. CONCLUSIONS: Both treatments were well tolerated."
)
FINASTERIDE = (
    "Men undergoing transurethral prostate resection were randomised to finasteride or no "
    "treatment. There was significantly less mean blood loss in the finasteride group than in "
    "the control group (43.6 versus 69.3 gm. hemoglobin, p = 0.011)."
)
FAITHFUL = {
    "number": "In the bimatoprost group IOP fell by 6.2 mmHg after 6 months [1].",
    "dose": "Patients received bimatoprost 0.03% once daily [1].",
    "drug": "In the bimatoprost group IOP fell by 6.2 mmHg after 6 months [1].",
    "negation": "Both treatments were well tolerated [1].",
    "no_difference": "IOP did not differ significantly between bimatoprost and "
    "timolol-dorzolamide [1].",
    "direction": "Patients given finasteride lost less blood than controls [2].",
    "wrong_passage": "Patients given finasteride lost less blood than controls [2].",
}
ALTERED = {
    "number": "In the bimatoprost group IOP fell by 8.2 mmHg after 6 months [1].",
    "dose": "Patients received bimatoprost 0.03 mg once daily [1].",
    "drug": "In the latanoprost group IOP fell by 6.2 mmHg after 6 months [1].",
    "negation": "Both treatments were not well tolerated [1].",
    "no_difference": "Bimatoprost lowered IOP significantly more than timolol-dorzolamide [1].",
    "direction": "Patients given finasteride lost more blood than controls [2].",
    "wrong_passage": "Patients given finasteride lost less blood than controls [1].",
}


@pytest.fixture(scope="session")
def real_embedder() -> Embedder:
    return build_embedder(Settings())


@pytest.mark.parametrize("kind", sorted(ALTERED))
def test_the_altered_claim_goes_and_its_faithful_paraphrase_stays(
    kind: str, real_embedder: Embedder
) -> None:
    passages = [_passage(1, BIMATOPROST), _passage(2, FINASTERIDE)]
    rule = citation_rule(PipelineSettings())
    check = check_citations(f"{FAITHFUL[kind]} {ALTERED[kind]}", passages, rule, real_embedder)
    assert check.text == FAITHFUL[kind]
    assert check.removed_sentences == 1
    if kind != "wrong_passage":
        assert check.contradicted_sentences == 1


def test_eval_citations_prints_figures_on_a_slice(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["eval", "citations", "--abstracts", "12"]) == 0
    out = capsys.readouterr().out
    assert "supported kept" in out
    assert "unsupported caught" in out
    assert "p95" in out
