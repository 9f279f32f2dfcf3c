"""The labelled claim set the citation check is calibrated and measured on, built from the
shipped trial abstracts (``pubmed_trials.jsonl``).

Each abstract is chunked exactly as ingestion chunks it, and its finding sentences (a result and
a conclusion) are rewritten by rules into supported claims: the section label, lead-ins ("These
results suggest that") and statistics in brackets removed, a few words exchanged for synonyms, a
reporting frame put before it, sometimes cut to its first clause. Each supported claim is then
made unsupported in every way that applies (``claim_alterations``: a number, a dose or unit, a
drug, a negation, the direction of effect, "no difference" made an effect and back) and cited to
the wrong passage: the chunk of the most similar other abstract that shares most of its words.
Claims written by hand (``hand_written.jsonl``, supported and not) are added with the chunk of
their abstract that shares most of their words.

Abstracts are split by a hash of their id: 60 % calibrate the thresholds, 40 % are held out.
``python -m clinrag.evaluation.claim_set`` rebuilds ``claims.jsonl`` byte for byte.
"""

from __future__ import annotations

import hashlib
import json
import re
from collections.abc import Iterator, Sequence
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Literal

from clinrag.assets import EMBEDDER
from clinrag.domain import ParsedDocument
from clinrag.evaluation import claim_alterations as alter
from clinrag.ingest.chunking import chunk_document, split_sentences
from clinrag.ingest.parsing import parse_document
from clinrag.ingest.tokens import WordPieceCounter
from clinrag.pipelines.claim_facts import drugs, quantities
from clinrag.pipelines.claim_support import lexical_support, terms
from clinrag.setting_groups.retrieval import IngestSettings
from clinrag.shipped_data import CLAIM_SET, HAND_CLAIMS, SAMPLE_CORPUS

Label = Literal["supported", "unsupported"]
Split = Literal["calibration", "held_out"]
ALTERATIONS = ("number", "dose", "drug", "negation", "direction", "no_difference")
KINDS = ("paraphrase", *ALTERATIONS, "wrong_passage")
HELD_OUT_SHARE = 0.4

_LABEL = re.compile(
    r"^(?:RESULTS?|CONCLUSIONS?|INTERPRETATION|FINDINGS|MAIN RESULTS)\b\s*:?\s*", re.IGNORECASE
)
_RESULTS = re.compile(r"^(?:RESULTS?|MAIN RESULTS|FINDINGS)\b")
_CONCLUSION = re.compile(r"^(?:CONCLUSIONS?|INTERPRETATION)\b")
_FINDING = re.compile(
    r"signific|differ|similar|comparab|increas|decreas|reduc|improv|higher|lower|greater|"
    r"better|worse|superior|inferior|effective|benefi",
    re.IGNORECASE,
)
_LEAD_IN = re.compile(
    r"^(?:in conclusion|in summary|overall|thus|therefore|taken together)\s*,\s*"
    r"|^(?:these|our|the) (?:results|data|findings) (?:suggest|indicate|show|demonstrate)"
    r"(?:ed)? that\s+"
    r"|^(?:we (?:conclude|found)|this (?:study|trial) (?:shows|demonstrates|suggests)) that\s+",
    re.IGNORECASE,
)
_STATISTICS = re.compile(r"\s*[(\[][^()\[\]]*\d[^()\[\]]*[)\]]")
_SYNONYMS = (
    (r"\bpatients\b", "participants"),
    (r"\bcompared with\b", "compared to"),
    (r"\bversus\b|\bvs\.?(?=\s)", "compared with"),
    (r"\bdemonstrated\b", "showed"),
    (r"\bresulted in\b", "led to"),
    (r"\bin the treatment of\b", "for treating"),
)
_FRAMES = ("", "The trial found that ", "In this trial, ", "The authors report that ")
_FIRST_CLAUSE = re.compile(r";\s|,\s(?:whereas|while|but)\s")
MIN_WORDS, MAX_WORDS = 6, 45


@dataclass(frozen=True)
class Claim:
    id: str
    abstract: str
    """The abstract the claim was written from (its ``source``)."""
    claim: str
    passage: str
    """The chunk cited, as ingestion cut it."""
    label: Label
    kind: str
    """``paraphrase``, an alteration (``ALTERATIONS``) or ``wrong_passage``."""
    origin: Literal["template", "hand"]

    @property
    def split(self) -> Split:
        return split_of(self.abstract)


def split_of(abstract: str) -> Split:
    """By abstract, so no abstract's claims are both calibrated on and measured."""
    digest = hashlib.sha256(abstract.encode()).digest()
    return "held_out" if digest[0] < 256 * HELD_OUT_SHARE else "calibration"


def load_claims(path: Path = CLAIM_SET) -> list[Claim]:
    return [Claim(**json.loads(line)) for line in path.read_text().splitlines() if line]


@dataclass(frozen=True)
class _Abstract:
    source: str
    title: str
    body: str
    chunks: tuple[str, ...]


def _abstracts(path: Path) -> list[_Abstract]:
    settings = IngestSettings()
    counter = WordPieceCounter(EMBEDDER.packaged_dir() / "tokenizer.json")
    documents: list[ParsedDocument] = parse_document(
        path.name, path.read_bytes(), max_bytes=path.stat().st_size + 1
    )
    return [
        _Abstract(
            document.source,
            document.title,
            document.sections[0].text,
            tuple(
                draft.text
                for draft in chunk_document(
                    document,
                    counter=counter,
                    target_tokens=settings.chunk_target_tokens,
                    overlap_tokens=settings.chunk_overlap_tokens,
                )
            ),
        )
        for document in documents
    ]


def finding_sentences(body: str) -> list[str]:
    """A result sentence and a conclusion sentence that state a finding: from the labelled
    sections when the abstract has them, else from its last sentences."""
    sentences = split_sentences(body)
    starts = [i for i, s in enumerate(sentences) if _RESULTS.match(s)]
    ends = [i for i, s in enumerate(sentences) if _CONCLUSION.match(s)]
    if starts and ends and starts[0] < ends[0]:
        parts = [sentences[starts[0] : ends[0]], sentences[ends[0] :]]
    else:
        tail = len(sentences) // 2
        parts = [sentences[tail:-2], sentences[-2:]]
    chosen = []
    for part in parts:
        fitting = [s for s in part if MIN_WORDS <= len(s.split()) <= MAX_WORDS + 10]
        finding = [s for s in fitting if _FINDING.search(s)]
        if finding:
            chosen.append(finding[0])
    return chosen


def paraphrase(sentence: str, variant: int) -> str:
    """The sentence rewritten as a claim an answer would make (``variant`` picks the frame,
    and whether it is cut to its first clause)."""
    text = _LEAD_IN.sub("", _LABEL.sub("", sentence.strip()))
    text = _STATISTICS.sub("", _STATISTICS.sub("", text))
    for pattern, replacement in _SYNONYMS:
        text = re.sub(pattern, replacement, text)
    if variant % 3 == 2:
        first = _FIRST_CLAUSE.split(text)[0]
        text = first if len(first.split()) >= MIN_WORDS else text
    text = " ".join(text.split()).rstrip(" .,;:") + "."
    frame = _FRAMES[variant % len(_FRAMES)]
    if frame and not text[:2].isupper():
        text = text[0].lower() + text[1:]
    return frame + text


def _best_chunk(text: str, chunks: Sequence[str]) -> str:
    claim_terms = terms(text)
    return max(chunks, key=lambda c: lexical_support(claim_terms, terms(c)))


def _nearest(abstract: _Abstract, others: Sequence[_Abstract]) -> _Abstract:
    mine = terms(abstract.title)

    def jaccard(other: _Abstract) -> float:
        theirs = terms(other.title)
        return len(mine & theirs) / max(1, len(mine | theirs))

    return max((o for o in others if o.source != abstract.source), key=jaccard)


def _template_claims(abstracts: Sequence[_Abstract]) -> Iterator[Claim]:
    corpus_drugs = sorted(set().union(*(drugs(a.body) for a in abstracts)))
    variant = 0
    for abstract in abstracts:
        for number, sentence in enumerate(finding_sentences(abstract.body)):
            passage = next((c for c in abstract.chunks if sentence in c), None)
            claim = paraphrase(sentence, variant)
            variant += 1
            if passage is None or len(claim.split()) < MIN_WORDS:
                continue
            source = abstract.source
            key = f"{source}#{number}"

            def item(
                text: str, kind: str, cited: str = passage, key: str = key, source: str = source
            ) -> Claim:
                label: Label = "supported" if kind == "paraphrase" else "unsupported"
                return Claim(f"{key}:{kind}", source, text, cited, label, kind, "template")

            yield item(claim, "paraphrase")
            facts = quantities(passage)
            altered = {
                "number": alter.change_number(claim, facts),
                "dose": alter.change_dose(claim, facts),
                "drug": alter.swap_drug(claim, drugs(passage), corpus_drugs),
                "negation": alter.toggle_negation(claim),
                "direction": alter.flip_direction(claim),
                "no_difference": alter.toggle_no_difference(claim),
            }
            for kind in ALTERATIONS:
                text = altered[kind]
                if text is not None and text != claim:
                    yield item(text, kind)
            wrong = _best_chunk(claim, _nearest(abstract, abstracts).chunks)
            yield item(claim, "wrong_passage", wrong)


def _hand_claims(abstracts: Sequence[_Abstract], path: Path) -> Iterator[Claim]:
    by_source = {a.source: a for a in abstracts}
    for number, line in enumerate(path.read_text().splitlines()):
        if not line.strip():
            continue
        row = json.loads(line)
        cited = by_source[row.get("cites", row["abstract"])]
        yield Claim(
            f"{row['abstract']}#hand{number}:{row['kind']}",
            row["abstract"],
            row["claim"],
            _best_chunk(row["claim"], cited.chunks),
            row["label"],
            row["kind"],
            "hand",
        )


def build(corpus: Path = SAMPLE_CORPUS, hand: Path = HAND_CLAIMS) -> list[Claim]:
    abstracts = _abstracts(corpus)
    return [*_template_claims(abstracts), *_hand_claims(abstracts, hand)]


def write(claims: Sequence[Claim], path: Path = CLAIM_SET) -> None:
    path.write_text("".join(json.dumps(asdict(c), ensure_ascii=False) + "\n" for c in claims))


if __name__ == "__main__":
    write(build())
