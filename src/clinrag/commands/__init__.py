"""The long-running CLI commands: ingest, eval, bench, audit. Progress goes to stderr, results to
stdout.

Each loads the models once, works through the same components the server uses
(``clinrag.components``) and prints a summary a person can read, or JSON with ``--json``.
One module per command family; ``console`` holds what they share."""
