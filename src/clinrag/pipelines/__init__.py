"""Query pipelines: steps (``steps/``, one file each) over one frozen ``QueryState``
(``state.py``), composed into flows (``classical.py``, ``agentic.py``) that ``flow.run_flow``
runs and records step by step in the ``Trace`` the audit log persists. ``draw.py`` draws
the same flows; ``answer.py`` makes the ``Answer`` from the final state.
"""
