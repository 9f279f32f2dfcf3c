"""Query pipelines (classical and agentic) and their step runner.

Empty in this release: the pipelines are built on top of retrieval and security.
"""
