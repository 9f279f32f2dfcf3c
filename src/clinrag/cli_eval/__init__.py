"""``clinrag eval``: the evaluations that print quality figures, one subcommand each (the
figures and what they mean: docs/benchmarks.md).

``command`` adds the ``eval`` group and its subcommands in the order ``--help`` lists them; each
family's options and help live in ``evidence``, ``answers``, ``safety`` and ``routing``; what each
subcommand runs in ``handlers``; the comma-separated option values in ``values``."""
