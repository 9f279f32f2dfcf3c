"""Test documents that are awkward to write inline."""

from __future__ import annotations

import io

from pypdf import PdfWriter


def blank_pdf() -> bytes:
    """A valid one-page PDF with no text layer, as a scanned document would be."""
    writer = PdfWriter()
    writer.add_blank_page(width=612, height=792)
    buffer = io.BytesIO()
    writer.write(buffer)
    return buffer.getvalue()
