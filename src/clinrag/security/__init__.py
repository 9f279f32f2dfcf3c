"""PII/PHI redaction, input validation and the prompt-injection guard.

Empty in this release: the security layer is built on top of the foundation.
"""
