"""Tamper-evident audit log of every query and every step.

Empty in this release: the audit log is built on top of the pipelines.
"""
