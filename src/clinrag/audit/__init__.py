"""Tamper-evident audit log of every query, every step and every read of the trail.

- ``records``: the values that go in (``QueryRecord``, ``StepRecord`` from the pipelines) and
  come out (``QueryRow``, ``QueryTrace``, ``VerifyResult``). Only redacted text goes in.
- ``writer``: ``AuditLog`` appends, each record in its own transaction, failing closed.
- ``reader``: ``AuditReader`` lists, fetches, exports and verifies, recording each read first.
- ``chain`` and ``canonical``: one SHA-256 hash chain over all audit rows, and its encoding.
- ``tables``: ORM mirror of migrations 0004 and 0006 (tables, append-only triggers, roles).
- ``formats``: JSON Lines and CSV encodings for streamed exports.

Retention (``audit.retention_years``, default 6): rows are kept at least that long; nothing in
the service deletes audit rows, and the tables refuse UPDATE, DELETE and TRUNCATE.
"""
