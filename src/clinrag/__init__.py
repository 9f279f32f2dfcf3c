"""clinrag: a clinical-grade, audited retrieval-augmented generation service.

The import package is ``src``; its sub-packages are the requested top level
(api, retrieval, security, audit, pipelines). See docs/architecture.md.
"""
