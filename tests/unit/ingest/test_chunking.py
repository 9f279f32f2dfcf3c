"""Chunks respect sections and sentences, stay within the token budget, overlap as configured,
and always make progress; counted with the packaged embedder's real tokenizer."""

from __future__ import annotations

import itertools

import pytest

from clinrag.assets import EMBEDDER
from clinrag.domain import ChunkDraft, ParsedDocument, Section
from clinrag.ingest.chunking import chunk_document, split_sentences
from clinrag.ingest.tokens import WordPieceCounter

SENTENCES = [
    f"Patient {i} received {i % 7 + 1}.5 mg of drug number {i} twice daily for "
    f"{i + 3} weeks without serious adverse events."
    for i in range(60)
]


@pytest.fixture(scope="module")
def counter() -> WordPieceCounter:
    return WordPieceCounter(EMBEDDER.packaged_dir() / "tokenizer.json")


def document(*sections: Section) -> ParsedDocument:
    return ParsedDocument(source="doc.txt", title="Doc", sections=sections)


def chunk(
    counter: WordPieceCounter, doc: ParsedDocument, target: int = 64, overlap: int = 20
) -> list[ChunkDraft]:
    return chunk_document(doc, counter=counter, target_tokens=target, overlap_tokens=overlap)


def test_counter_counts_long_texts_fully_without_special_tokens(counter: WordPieceCounter) -> None:
    assert counter.count("aspirin") == len(["as", "##pi", "##rin"])
    long_text = "dose " * 1000
    assert counter.count(long_text) == 1000  # the file's own truncation (128) is off
    assert counter.count_many(["aspirin", "", long_text]) == [3, 0, 1000]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "Dr. Smith gave 2.5 mg vs. placebo, e.g. in trials. Fig. 2 shows it.",
            ["Dr. Smith gave 2.5 mg vs. placebo, e.g. in trials.", "Fig. 2 shows it."],
        ),
        (
            "As Smith et al. reported, i.e. Before. The U.S. agency agreed! No. 5 won. Why?",
            ["As Smith et al. reported, i.e. Before.", "The U.S. agency agreed!", "No. 5 won."],
        ),
        ('He said "Stop." Then (2019.) 30 patients left.', ['He said "Stop."', "Then (2019.)"]),
        ("Give 500 mg b.i.d. for J. K. Rowling. Done", ["Give 500 mg b.i.d. for J. K. Rowling."]),
    ],
)
def test_sentence_splitter_ignores_abbreviations_decimals_and_initials(
    text: str, expected: list[str]
) -> None:
    assert split_sentences(text)[: len(expected)] == expected


def test_every_chunk_fits_and_sentences_stay_whole(counter: WordPieceCounter) -> None:
    chunks = chunk(counter, document(Section(" ".join(SENTENCES))), target=64, overlap=20)
    assert len(chunks) > 10
    for draft in chunks:
        assert counter.count(draft.text) <= 64
        pieces = split_sentences(draft.text)
        assert all(piece in SENTENCES for piece in pieces), draft.text
    covered = {piece for draft in chunks for piece in split_sentences(draft.text)}
    assert covered == set(SENTENCES)


def test_overlap_repeats_trailing_whole_sentences_within_budget(counter: WordPieceCounter) -> None:
    chunks = chunk(counter, document(Section(" ".join(SENTENCES))), target=96, overlap=40)
    for previous, current in itertools.pairwise(chunks):
        before = split_sentences(previous.text)
        after = split_sentences(current.text)
        shared = [s for s in after if s in before]
        assert shared, "each chunk should start with the previous chunk's last sentence(s)"
        assert after[: len(shared)] == before[-len(shared) :]
        assert sum(counter.count(s) for s in shared) <= 40
        assert len(after) > len(shared)  # progress: something new in every chunk


def test_no_overlap_means_no_repeated_text(counter: WordPieceCounter) -> None:
    chunks = chunk(counter, document(Section(" ".join(SENTENCES))), target=64, overlap=0)
    pieces = [piece for draft in chunks for piece in split_sentences(draft.text)]
    assert pieces == SENTENCES


def test_chunks_never_cross_sections_and_carry_page_and_heading(
    counter: WordPieceCounter,
) -> None:
    doc = document(
        Section("Aspirin 81 mg daily. Take with food.", page=1),
        Section(" ".join(SENTENCES[:12]), page=2, heading="Dosing > Renal impairment"),
        Section("Short last page.", page=3),
    )
    chunks = chunk(counter, doc, target=64, overlap=20)
    assert [c.ordinal for c in chunks] == list(range(len(chunks)))
    assert chunks[0] == ChunkDraft(0, "Aspirin 81 mg daily. Take with food.", 1, None)
    middle = chunks[1:-1]
    assert len(middle) > 1
    assert all(c.page == 2 and c.section == "Dosing > Renal impairment" for c in middle)
    assert all("Aspirin" not in c.text and "Short last" not in c.text for c in middle)
    assert chunks[-1] == ChunkDraft(len(chunks) - 1, "Short last page.", 3, None)


def test_paragraphs_and_list_items_become_lines_and_wrapped_lines_join(
    counter: WordPieceCounter,
) -> None:
    text = "# Dosing\nStart low\nand go slow.\n\n- Day 1: 500 mg.\n- Day 8: 1 g.\n\n\n   \n"
    [draft] = chunk(counter, document(Section(text)), target=64, overlap=0)
    assert draft.text == "# Dosing\nStart low and go slow.\n- Day 1: 500 mg.\n- Day 8: 1 g."


def test_a_huge_sentence_is_cut_at_word_boundaries(counter: WordPieceCounter) -> None:
    words = [f"word{i}" for i in range(400)]
    sentence = " ".join(words) + "."
    chunks = chunk(counter, document(Section(f"Intro here. {sentence} Outro here.")), 64, 20)
    assert len(chunks) > 3
    for draft in chunks:
        assert 0 < counter.count(draft.text) <= 64
    rebuilt = " ".join(draft.text for draft in chunks)
    assert rebuilt.split() == ["Intro", "here.", *sentence.split(), "Outro", "here."]


def test_a_word_longer_than_the_target_is_cut_at_characters(counter: WordPieceCounter) -> None:
    symbols = ",".join(str(i) for i in range(200))  # one "word", ~400 word pieces
    chunks = chunk(counter, document(Section(symbols)), target=32, overlap=8)
    assert all(counter.count(draft.text) <= 32 for draft in chunks)
    assert "".join(draft.text.replace(" ", "") for draft in chunks) == symbols


@pytest.mark.parametrize("target", [1, 8, 32])
def test_progress_is_guaranteed_with_a_tiny_target(counter: WordPieceCounter, target: int) -> None:
    text = " ".join(SENTENCES[:10])
    chunks = chunk(counter, document(Section(text)), target=target, overlap=target)
    assert chunks
    assert all(counter.count(draft.text) <= target for draft in chunks)
    assert len(chunks) < counter.count(text) * 2


def test_whitespace_sections_give_no_chunks(counter: WordPieceCounter) -> None:
    assert chunk(counter, document(Section("  \n\n \t "), Section(""))) == []


def test_invalid_budgets_are_programming_errors(counter: WordPieceCounter) -> None:
    with pytest.raises(ValueError, match="target_tokens"):
        chunk(counter, document(Section("x")), target=0, overlap=0)
