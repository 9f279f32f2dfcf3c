"""``clinrag audit|keys|documents``: the administrators' commands on the audit log, the API
keys and the stored documents' access labels. Apart from ``cli.py`` so that the entry point
holds serving and the parser's frame, and each command group reads in one file."""

from __future__ import annotations

import argparse
import asyncio
from typing import Any

from clinrag.settings import Settings


def _audit_verify(settings: Settings, args: argparse.Namespace) -> None:
    from clinrag.commands.audit import audit_verify

    raise SystemExit(asyncio.run(audit_verify(settings)))


def _keys_create(settings: Settings, args: argparse.Namespace) -> None:
    from clinrag.key_commands import keys_create

    raise SystemExit(
        asyncio.run(keys_create(settings, role=args.role, label=args.label, access=args.access))
    )


def _keys_list(settings: Settings, args: argparse.Namespace) -> None:
    from clinrag.key_commands import keys_list

    asyncio.run(keys_list(settings))


def _keys_revoke(settings: Settings, args: argparse.Namespace) -> None:
    from clinrag.key_commands import keys_revoke

    raise SystemExit(asyncio.run(keys_revoke(settings, args.key_id)))


def _keys_access(settings: Settings, args: argparse.Namespace) -> None:
    from clinrag.key_commands import keys_change_access

    grant = args.keys_command == "grant-access"
    raise SystemExit(
        asyncio.run(keys_change_access(settings, args.key_id, args.access, grant=grant))
    )


def _documents_set_access(settings: Settings, args: argparse.Namespace) -> None:
    from clinrag.key_commands import documents_set_access

    raise SystemExit(asyncio.run(documents_set_access(settings, args.source, args.label)))


def _audit_document(settings: Settings, args: argparse.Namespace) -> None:
    from clinrag.document_report import audit_document

    raise SystemExit(asyncio.run(audit_document(settings, args.document_id)))


def add_admin_commands(commands: Any) -> None:
    """Adds ``audit``, ``keys`` and ``documents``, in that order, to ``clinrag``'s commands."""
    audit = commands.add_parser("audit", help="the tamper-evident audit log")
    audit_commands = audit.add_subparsers(dest="audit_command", required=True)
    audit_verify = audit_commands.add_parser(
        "verify", help="walk the hash chain; exit 1 naming the first broken row"
    )
    audit_verify.set_defaults(handler=_audit_verify)
    audit_document = audit_commands.add_parser(
        "document",
        help="who could have seen a document, and which answers cited it (the read recorded)",
    )
    audit_document.add_argument("document_id", type=int, metavar="DOCUMENT_ID")
    audit_document.set_defaults(handler=_audit_document)

    keys = commands.add_parser("keys", help="API keys (stored hashed, one role each)")
    keys_commands = keys.add_subparsers(dest="keys_command", required=True)
    keys_create = keys_commands.add_parser(
        "create", help="create a key and print it once on stdout (it cannot be shown again)"
    )
    keys_create.add_argument(
        "--role",
        required=True,
        choices=["clinician", "compliance", "admin"],
        help="clinician: query; compliance: read the audit trail; admin: everything",
    )
    keys_create.add_argument("--label", help="who or what the key is for (shown by `keys list`)")
    keys_create.add_argument(
        "--access",
        default="public",
        metavar="LABELS",
        help="document labels the key may read, comma-separated (default: public)",
    )
    keys_create.set_defaults(handler=_keys_create)
    keys_commands.add_parser("list", help="every key's id, role, label and state").set_defaults(
        handler=_keys_list
    )
    keys_revoke = keys_commands.add_parser(
        "revoke", help="revoke a key; exit 1 if no active key has that id"
    )
    keys_revoke.add_argument("key_id", metavar="KEY_ID")
    keys_revoke.set_defaults(handler=_keys_revoke)
    for verb, what in (("grant", "add to"), ("revoke", "take from")):
        change = keys_commands.add_parser(
            f"{verb}-access",
            help=f"{what} a key's readable labels (an audited admin event); "
            "exit 1 if no active key has that id",
        )
        change.add_argument("key_id", metavar="KEY_ID")
        change.add_argument("--access", required=True, metavar="LABELS", help="comma-separated")
        change.set_defaults(handler=_keys_access)

    documents = commands.add_parser("documents", help="stored documents")
    documents_commands = documents.add_subparsers(dest="documents_command", required=True)
    set_access = documents_commands.add_parser(
        "set-access",
        help="give a stored document another access label (an audited admin event)",
    )
    set_access.add_argument("source", metavar="SOURCE", help="the document's source, as stored")
    set_access.add_argument("label", metavar="LABEL")
    set_access.set_defaults(handler=_documents_set_access)
