"""Conversations: threads of questions kept in PostgreSQL, redacted text only, each turn stored
in its audit record's transaction (``store``); what a message is searched as (``followup``)."""
