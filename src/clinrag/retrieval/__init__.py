"""Document store, embeddings and (later) hybrid retrieval."""
