"""Who may call the API: API keys stored hashed, each with one role, and what each role may do.

- ``keys``: ``KeyStore`` creates, authenticates, lists and revokes keys.
- ``key_format``: a key's format (``parse_key``) and the hash stored of its secret.
- ``roles``: ``Role``, ``Permission`` and ``allowed`` say what a role may do; ``Principal`` is
  who is calling.
- ``tables``: ORM mirror of migration 0005 (``api_keys``, and ``rate_windows`` used by
  ``src/clinrag/api/ratelimit.py``).
"""
