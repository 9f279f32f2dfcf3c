"""One file per pipeline step: a small object with a ``name`` and ``async run(state, notes)``.

The pipelines (``pipelines/classical.py``, ``agentic.py``) compose them; ``flow.run_flow`` runs
and records each. To add a step: a new file here, one line in a pipeline.
"""
