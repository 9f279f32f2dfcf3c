"""Ingestion: files or uploads parsed, chunked, embedded, scanned and written to the store.

Its own package because it needs the security layer (PHI spans, instruction-like text) while
retrieval must not: security depends on retrieval's ``Embedder``.
"""
