"""Extractive answers given the right abstract (oracle retrieval), on the seen research splits:
each question's own abstract, chunked as ingest chunks it, every chunk a passage; evidence
selection and the extractive quote as the pipeline makes them; the answer read by the rules
(``verdict: rules``), with the learned verdict held out from the split (``verdict: learned``:
none where the rules and the model disagree) and with the model's verdict alone. Prints per
split: agreement, gold quoted, contradictions of the cited excerpt, verdicts stated and stated
ones that are not the gold stance; ``--misses`` lists the misses. Development figures only.

    OMP_NUM_THREADS=1 PYTHONPATH=src:. python scripts/right_abstract_answers.py [--misses]
"""

from __future__ import annotations

import sys
from collections import Counter

import numpy as np

from clinrag.components import build_embedder, build_token_counter
from clinrag.ingest.chunking import chunk_document
from clinrag.pipelines.evidence import Passage
from clinrag.pipelines.evidence_selection import select_evidence
from clinrag.pipelines.steps.extract import _closed, _quotable
from clinrag.pipelines.steps.select_evidence import search_similarity
from clinrag.pipelines.verdict import VERDICT_PHRASES
from clinrag.security.redaction import RedactionSession, apply_spans
from clinrag.settings import Settings
from clinrag.stance.defined_arms import with_defined_arms
from clinrag.stance.learned import TRAINING_SPLITS, LearnedVerdictReader
from clinrag.stance.model import features, train
from clinrag.stance.question import Question
from clinrag.stance.research_set import load_research_questions, load_sample_corpus
from clinrag.stance.rows import stance_rows
from clinrag.stance.rules import Stance, read_stance
from tests.fakes import chunk

SEEN = TRAINING_SPLITS  # every seen research split (test11 joined in reader14)
CONCLUSIONS = ("yes", "no", "no_difference")


def main() -> None:
    settings = Settings()
    embedder = build_embedder(settings)
    counter = build_token_counter(settings)
    corpus = {d.source: d for d in load_sample_corpus()}
    chosen = sys.argv[2].split(",") if len(sys.argv) > 2 and sys.argv[1] == "--splits" else SEEN
    questions = [q for q in load_research_questions() if q.split in chosen]
    p = settings.pipeline
    trained_on = [q for q in load_research_questions() if q.split in TRAINING_SPLITS]
    rows = stance_rows(trained_on, corpus)
    abstracts = {q.question: corpus[q.source].full_text for q in trained_on}
    pairs = [(r.question, r.text) for r in rows]
    matrix = features(embedder, pairs, [abstracts[r.question] for r in rows])
    totals: Counter[str] = Counter()
    misses: list[str] = []
    for split in chosen:
        kept = [i for i, r in enumerate(rows) if r.split != split]
        model = train(matrix[kept], [rows[i].stance for i in kept])
        reader = LearnedVerdictReader(embedder, model)
        tally: Counter[str] = Counter()
        for q in (q for q in questions if q.split == split):
            doc = corpus[q.source]
            drafts = chunk_document(
                doc,
                counter=counter,
                target_tokens=settings.ingest.chunk_target_tokens,
                overlap_tokens=settings.ingest.chunk_overlap_tokens,
            )
            session = RedactionSession()
            title = apply_spans(doc.title, [], session)
            passages = [
                Passage(
                    i + 1,
                    chunk(i + 1, d.text, title=doc.title),
                    apply_spans(d.text, [], session),
                    title,
                    title,
                    title,
                )
                for i, d in enumerate(drafts)
            ]
            passages = [
                Passage(
                    x.number,
                    x.chunk.__class__(**{**x.chunk.__dict__, "document_id": 1}),
                    x.text,
                    x.title,
                    x.source,
                    x.section,
                )
                for x in passages
            ]
            selection = select_evidence(
                passages,
                search_similarity(embedder, [q.question]),
                question=q.question,
                budget_tokens=p.evidence_token_budget,
                min_similarity=p.evidence_min_similarity,
                lead_floor=p.quote_min_similarity,
                count_tokens=counter.count,
            )
            quoted = _quotable(selection.passages)[: p.extract_sentences]
            text = " ".join(f"{_closed(s)} [{n}]" for n, s in quoted)
            excerpt = " ".join(x.text.text for x in selection.passages)
            asked = with_defined_arms(Question.of(q.question), excerpt)
            evidence = read_stance(excerpt, asked)
            rules = read_stance(text, asked) if text else "not_found"
            sentences = [s for _, s in quoted]
            verdict = reader.read(q.question, sentences, excerpt) if quoted else "unclear"
            learned = _with_verdict(verdict, text, asked, rules)
            alone = reader.model_reading(q.question, sentences, excerpt) if quoted else "unclear"
            model = _with_verdict(alone, text, asked, rules)
            for name, said in (("learned", verdict), ("model", alone)):
                tally[f"stated_{name}"] += said in CONCLUSIONS
                tally[f"wrong_{name}"] += said in CONCLUSIONS and said != q.stance
            gold_quoted = any(q.reference.strip()[:60] in s for _, s in quoted)
            tally["n"] += 1
            tally["rules"] += rules == q.stance
            tally["learned"] += learned == q.stance
            tally["model"] += model == q.stance
            tally["gold"] += gold_quoted
            for name, read in (("rules", rules), ("learned", learned), ("model", model)):
                contra = evidence in CONCLUSIONS and read in CONCLUSIONS and read != evidence
                tally[f"contra_{name}"] += contra
            if rules != q.stance:
                misses.append(
                    f"{q.id} {split} gold={q.stance} rules={rules} learned={learned} "
                    f"gold_quoted={gold_quoted}\n  Q: {q.question}\n  A: {text}\n"
                    f"  G: {q.reference}"
                )
        totals.update(tally)
        print(_line(split, tally), flush=True)
    print(_line("all", totals))
    if "--misses" in sys.argv:
        print("\n".join(misses))


def _with_verdict(verdict: str, text: str, asked: Question, quote_alone: Stance) -> Stance:
    """How the answer is read when it opens with ``verdict`` (none: the quote alone)."""
    phrase = VERDICT_PHRASES.get(verdict)  # type: ignore[call-overload]
    return read_stance(f"{phrase} {text}", asked) if phrase else quote_alone


def _line(split: str, t: Counter[str]) -> str:
    return (
        f"{split:<6} n={t['n']:>3} agree rules/learned/model {t['rules']:>3}/{t['learned']:>3}/"
        f"{t['model']:>3} gold quoted {t['gold']:>3} contradictions rules/learned/model "
        f"{t['contra_rules']:>2}/{t['contra_learned']:>2}/{t['contra_model']:>2} "
        f"stated learned/model {t['stated_learned']:>2}/{t['stated_model']:>2} "
        f"wrong stated {t['wrong_learned']:>2}/{t['wrong_model']:>2}"
    )


if __name__ == "__main__":
    np.seterr(all="ignore")
    main()
