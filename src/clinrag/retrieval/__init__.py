"""Hybrid retrieval over the document store: BM25, pgvector, fusion, dedup and rerank."""
