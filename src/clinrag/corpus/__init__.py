"""The corpus as its readers see it: buckets, the fields their documents carry, documents."""
