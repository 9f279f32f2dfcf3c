"""The nested groups of ``clinrag.settings.Settings``, one module per area: ``service``,
``retrieval``, ``security``, ``llm``, ``pipeline`` (and its ``agent``), ``conversations``.
They import nothing of the package but each other (settings are built before anything else).
"""
