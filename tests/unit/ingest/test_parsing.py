"""Each format parses into the right sections; every refusal has its status, code and a detail
that never quotes the document."""

from __future__ import annotations

import io
import json

import pytest
from pypdf import PdfReader, PdfWriter

from clinrag.domain import Section
from clinrag.errors import ClinragError, InputRejected, PayloadTooLarge, UnsupportedMediaType
from clinrag.ingest.parsing import parse_document
from tests.samples import blank_pdf

LIMIT = 1 << 20
SECRET = "Patient Jane Roe MRN 12345"
"""Content that must never appear in an error's detail."""


def text_pdf(pages: list[str], title: str | None = None) -> bytes:
    """A minimal PDF with one Helvetica line per page (pypdf cannot write text itself)."""
    n = len(pages)
    font_id = 3 + 2 * n
    kids = " ".join(f"{3 + 2 * i} 0 R" for i in range(n))
    objects = [
        b"<< /Type /Catalog /Pages 2 0 R >>",
        f"<< /Type /Pages /Kids [{kids}] /Count {n} >>".encode(),
    ]
    for i, text in enumerate(pages):
        stream = f"BT /F1 12 Tf 72 720 Td ({text}) Tj ET".encode()
        objects.append(
            f"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents {4 + 2 * i} 0 R "
            f"/Resources << /Font << /F1 {font_id} 0 R >> >> >>".encode()
        )
        objects.append(b"<< /Length %d >>\nstream\n%s\nendstream" % (len(stream), stream))
    objects.append(b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>")
    objects.append(f"<< /Title ({title or ''}) >>".encode())
    out = bytearray(b"%PDF-1.4\n")
    offsets = []
    for number, body in enumerate(objects, start=1):
        offsets.append(len(out))
        out += b"%d 0 obj\n%s\nendobj\n" % (number, body)
    xref = len(out)
    out += b"xref\n0 %d\n0000000000 65535 f \n" % (len(objects) + 1)
    out += b"".join(b"%010d 00000 n \n" % offset for offset in offsets)
    out += b"trailer\n<< /Size %d /Root 1 0 R /Info %d 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (
        len(objects) + 1,
        len(objects),
        xref,
    )
    return bytes(out)


def encrypted_pdf() -> bytes:
    writer = PdfWriter()
    writer.append(PdfReader(io.BytesIO(text_pdf([SECRET]))))
    writer.encrypt("a-user-password", algorithm="AES-128")
    buffer = io.BytesIO()
    writer.write(buffer)
    return buffer.getvalue()


def test_plain_text_is_one_section_titled_by_its_first_line() -> None:
    data = b"\xef\xbb\xbf\r\n  Aspirin dosing   \r\n\r\nGive 81 mg daily.  \rWith food.\n\n"
    [document] = parse_document("notes/aspirin.txt", data, max_bytes=LIMIT)
    assert document.source == "notes/aspirin.txt"
    assert document.title == "Aspirin dosing"
    assert document.sections == (
        Section(text="  Aspirin dosing\n\nGive 81 mg daily.\nWith food.", page=None, heading=None),
    )
    assert document.metadata == {}


def test_titles_are_at_most_200_characters() -> None:
    [document] = parse_document("a.txt", ("word " * 100).encode(), max_bytes=LIMIT)
    assert len(document.title) <= 200
    assert document.title.startswith("word word")


def test_markdown_sections_carry_heading_paths_and_keep_their_heading_line() -> None:
    data = b"""Preamble before any heading.

# Metformin

Biguanide.

## Dosing

Start at 500 mg.

### Renal impairment ###

Avoid if eGFR < 30.

```
# not a heading inside a fence
```

## Adverse effects
#hashtag is not a heading
Lactic acidosis (rare).

## Empty heading only
"""
    [document] = parse_document("metformin.MD", data, max_bytes=LIMIT)
    assert document.title == "Metformin"
    headings = [section.heading for section in document.sections]
    assert headings == [
        None,
        "Metformin",
        "Metformin > Dosing",
        "Metformin > Dosing > Renal impairment",
        "Metformin > Adverse effects",
    ]
    renal = document.sections[3].text
    assert renal.startswith("### Renal impairment ###\n\nAvoid if eGFR < 30.")
    assert "# not a heading inside a fence" in renal
    assert "#hashtag" in document.sections[4].text


@pytest.mark.parametrize(
    ("text", "title"),
    [
        (b"## Background\nText.\n# Main title\nMore.", "Main title"),
        (b"## Background\nText.", "Background"),
        (b"No headings at all.", "guide"),
    ],
)
def test_markdown_title_prefers_h1_then_any_heading_then_filename(text: bytes, title: str) -> None:
    [document] = parse_document("docs/guide.markdown", text, max_bytes=LIMIT)
    assert document.title == title


def test_pdf_gives_one_section_per_page_with_page_numbers() -> None:
    data = text_pdf(["Aspirin 81 mg daily", "Metformin 500 mg twice daily"])
    [document] = parse_document("sheet.pdf", data, max_bytes=LIMIT)
    assert document.sections == (
        Section(text="Aspirin 81 mg daily", page=1),
        Section(text="Metformin 500 mg twice daily", page=2),
    )
    assert document.title == "Aspirin 81 mg daily"
    assert document.source == "sheet.pdf"


def test_pdf_title_comes_from_metadata_when_present() -> None:
    data = text_pdf(["Aspirin 81 mg daily"], title="Antiplatelet sheet")
    [document] = parse_document("sheet.PDF", data, max_bytes=LIMIT)
    assert document.title == "Antiplatelet sheet"


def test_jsonl_gives_one_document_per_line_with_metadata_and_sources() -> None:
    lines = [
        {"id": "pmid-1", "title": "Trial A", "text": "# Heading\nAspirin.", "year": 2020},
        {},  # replaced by a blank line below
        {
            "text": "Metformin.",
            "source": "https://example.org/b",
            "id": 7,
            "metadata": {"bucket": "diabetes", "tags": ["a", "b"]},
            "document_type": "rct",
        },
        {"text": "Untitled first line\nmore", "id": 42},
        {"text": "No id at all."},
    ]
    data = "\n".join("" if not line else json.dumps(line) for line in lines).encode()
    documents = parse_document(
        "corpus.jsonl", data, max_bytes=LIMIT, metadata={"uploaded_by": "tests"}
    )
    assert [d.source for d in documents] == [
        "pmid-1",
        "https://example.org/b",
        "42",
        "corpus.jsonl#5",
    ]
    first, second, third, fourth = documents
    assert first.title == "Trial A"
    assert first.sections == (Section(text="# Heading\nAspirin."),)
    assert first.metadata == {"year": 2020, "uploaded_by": "tests"}
    assert second.metadata == {
        "bucket": "diabetes",
        "tags": ["a", "b"],
        "document_type": "rct",
        "id": 7,
        "uploaded_by": "tests",
    }
    assert third.title == "Untitled first line"
    assert fourth.metadata == {"uploaded_by": "tests"}


@pytest.mark.parametrize(
    ("filename", "content_type", "data"),
    [
        ("upload", "text/plain; charset=utf-8", b"plain"),
        ("upload.bin", "text/markdown", b"plain"),
        ("data", "application/x-ndjson", b'{"text": "plain"}'),
        ("data", "Application/JSONL", b'{"text": "plain"}'),
        ("notes.TXT", "application/pdf", b"plain"),  # the extension wins
    ],
)
def test_content_type_is_the_fallback_when_the_extension_says_nothing(
    filename: str, content_type: str, data: bytes
) -> None:
    [document] = parse_document(filename, data, max_bytes=LIMIT, content_type=content_type)
    assert document.sections[0].text == "plain"


REFUSALS = [
    ("a.docx", b"PK\x03\x04", UnsupportedMediaType, 415, "unsupported_media_type", "supported"),
    ("Jane.Roe", SECRET.encode(), UnsupportedMediaType, 415, "unsupported_media_type", ".pdf"),
    ("a.txt", b"x" * (LIMIT + 1), PayloadTooLarge, 413, "payload_too_large", str(LIMIT)),
    ("a.txt", b"", InputRejected, 422, "empty_document", "empty"),
    ("a.md", b" \r\n\t\n ", InputRejected, 422, "empty_document", "empty"),
    ("a.txt", "\ufeff \u00a0\n".encode(), InputRejected, 422, "empty_document", "whitespace"),
    ("a.pdf", b"   ", InputRejected, 422, "empty_document", "empty"),
    ("a.txt", b"Jane \xff\xfe Roe", InputRejected, 422, "undecodable_text", "at byte 5"),
    ("a.txt", b"\xef\xbb\xbfJane \xc3", InputRejected, 422, "undecodable_text", "at byte 8"),
    ("a.md", b"Jane\x00Roe", InputRejected, 422, "nul_bytes", "NUL"),
    ("a.txt", b"Jane \x01\x02\x03\x04\x1b\x7f Roe", InputRejected, 422, "not_text", "binary"),
    ("a.pdf", blank_pdf(), InputRejected, 422, "no_text_layer", "text layer"),
    ("a.pdf", b"%PDF-1.4\n" + SECRET.encode(), InputRejected, 422, "unreadable_pdf", "corrupt"),
    ("a.pdf", text_pdf([SECRET])[:150], InputRejected, 422, "unreadable_pdf", "corrupt"),
    ("a.pdf", encrypted_pdf(), InputRejected, 422, "unreadable_pdf", "password"),
]


@pytest.mark.parametrize(
    ("filename", "data", "error", "status", "code", "detail_part"),
    REFUSALS,
    ids=[f"{row[4]}-{i}" for i, row in enumerate(REFUSALS)],
)
def test_refusals_have_status_code_and_no_content(
    filename: str,
    data: bytes,
    error: type[ClinragError],
    status: int,
    code: str,
    detail_part: str,
) -> None:
    with pytest.raises(error) as caught:
        parse_document(filename, data, max_bytes=LIMIT)
    assert caught.value.status_code == status
    assert caught.value.code == code
    assert detail_part in caught.value.detail
    for word in ("Jane", "Roe", "12345"):
        assert word not in caught.value.detail


JSONL_REFUSALS = [
    ('{"text": "ok"}\n{"text": "Jane Roe"', "line 2: not valid JSON", "invalid_jsonl"),
    ('{"text": "ok"}\n\n["Jane Roe"]', "line 3: expected a JSON object", "invalid_jsonl"),
    ('{"title": "Jane Roe"}', "line 1: 'text' must be a non-empty string", "invalid_jsonl"),
    ('{"text": "   "}', "line 1: 'text' must be a non-empty string", "invalid_jsonl"),
    ('{"text": 12345}', "line 1: 'text' must be a non-empty string", "invalid_jsonl"),
    ('{"text": "Jane", "title": 5}', "line 1: 'title' must be a string", "invalid_jsonl"),
    ('{"text": "Jane", "source": {"a": 1}}', "line 1: 'source' must be", "invalid_jsonl"),
    ('{"text": "Jane", "id": true}', "line 1: 'id' must be", "invalid_jsonl"),
    ('{"text": "Jane", "metadata": [1]}', "line 1: 'metadata' must be a JSON", "invalid_jsonl"),
    ('{"text": "Jane", "x": {"Roe": 1}}', "line 1: metadata key 1 ", "invalid_jsonl"),
    ('{"text": "Jane", "x": [[1]]}', "line 1: metadata key 1 ", "invalid_jsonl"),
    ('{"text": "a", "y": 1, "Jane Roe": [[1]]}', "line 1: metadata key 2 ", "invalid_jsonl"),
    ('{"text": "Jane", "x": NaN}', "line 1: not valid JSON", "invalid_jsonl"),
    ('{"text": "Jane\\u0000Roe"}', "line 1: 'text' contains NUL", "nul_bytes"),
    (
        '{"text": "a", "id": 1}\n{"text": "b", "id": "1"}',
        "line 2: duplicate source",
        "invalid_jsonl",
    ),
]


@pytest.mark.parametrize(("data", "detail", "code"), JSONL_REFUSALS)
def test_bad_jsonl_lines_are_named_by_number(data: str, detail: str, code: str) -> None:
    with pytest.raises(InputRejected) as caught:
        parse_document("c.jsonl", data.encode(), max_bytes=LIMIT)
    assert caught.value.code == code
    assert caught.value.detail.startswith(detail)
    assert "Jane" not in caught.value.detail
    assert "Roe" not in caught.value.detail


def test_uploader_metadata_must_be_json_scalars() -> None:
    with pytest.raises(InputRejected) as caught:
        parse_document("a.txt", b"text", max_bytes=LIMIT, metadata={"nested": {"a": 1}})
    assert caught.value.code == "invalid_metadata"
