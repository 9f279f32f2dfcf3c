"""The ``clinrag`` command: serve, migrate, ingest, eval, bench, keys, documents, audit, and
verify model assets. The ``eval`` and ``bench`` subcommands are defined in ``cli_eval/`` and
``cli_bench.py``, the administrators' ``audit``, ``keys`` and ``documents`` in ``cli_admin.py``
(each adds its group to the parser built here).

A refused start prints one line, ``clinrag: error: <problem>: <fix>``, and exits with 2.
"""

from __future__ import annotations

import argparse
import asyncio
import sys
from collections.abc import Sequence
from pathlib import Path

import structlog
from pydantic import SecretStr, ValidationError

from clinrag.assets import ASSETS, verify_asset
from clinrag.cli_admin import add_admin_commands
from clinrag.cli_bench import add_bench_commands
from clinrag.cli_eval.command import add_eval_commands
from clinrag.errors import DependencyUnavailable, StartupError
from clinrag.log import configure_logging
from clinrag.settings import Settings

log = structlog.get_logger("clinrag.cli")

EXIT_STARTUP_FAILED = 2


def _serve(settings: Settings, args: argparse.Namespace) -> None:
    """The cheap preconditions (port, model directory, database) are checked before the
    service's modules are imported: importing them loads Presidio, spaCy and torch (tens of
    seconds on a loaded machine), and a start that is refused anyway should say so at once."""
    from clinrag.assets import resolve_embedder_dir
    from clinrag.preflight import check_port_free, prepare_database

    server = settings.server.model_copy(
        update={k: v for k, v in (("host", args.host), ("port", args.port)) if v is not None}
    )
    settings = settings.model_copy(update={"server": server})
    check_port_free(server.host, server.port)
    resolve_embedder_dir(
        settings.models.embedding_model_dir, check_hashes=settings.models.verify_checksums
    )
    url = prepare_database(settings)
    import uvicorn

    from clinrag.api.app import create_app

    # The lifespan reuses the resolved URL: the embedded server is already running.
    resolved = SecretStr(url.render_as_string(hide_password=False))
    app = create_app(settings.model_copy(update={"database_url": resolved}))
    log.info("serve.starting", url=f"http://{server.host}:{server.port}")
    uvicorn.run(
        app,
        host=server.host,
        port=server.port,
        log_config=None,
        access_log=False,
        server_header=False,
    )


def _migrate(settings: Settings, args: argparse.Namespace) -> None:
    from clinrag import schema
    from clinrag.db import create_sync_engine, describe_url, resolve_database_url
    from clinrag.preflight import check_database

    url = resolve_database_url(settings)
    engine = create_sync_engine(url, settings.database)
    try:
        check_database(engine, url)
        schema.upgrade(engine, args.revision)
        with engine.connect() as conn:
            current = schema.current_revision(conn)
    finally:
        engine.dispose()
    print(f"{describe_url(url)} is at revision {current}")


def _verify_assets(settings: Settings, args: argparse.Namespace) -> None:
    from clinrag.commands.prove_models import prove_language_models

    for asset in ASSETS:
        directory = verify_asset(asset, asset.packaged_dir(), check_hashes=True)
        print(f"ok  {asset.name}: {len(asset.files)} files match their sha256 ({directory})")
    asyncio.run(prove_language_models(settings))


def _ingest(settings: Settings, args: argparse.Namespace) -> None:
    from clinrag.commands.ingest import ingest_paths

    raise SystemExit(
        asyncio.run(
            ingest_paths(
                settings,
                args.paths,
                if_empty=args.if_empty,
                bucket=args.bucket,
                access=args.access,
            )
        )
    )


def _bucket_name(value: str) -> str:
    from clinrag.corpus.buckets import is_bucket_name

    if not is_bucket_name(value):
        raise argparse.ArgumentTypeError(
            "1-64 lower-case letters, digits, '_' or '-', starting with a letter or digit"
        )
    return value


def _pipelines_draw(settings: Settings, args: argparse.Namespace) -> None:
    from clinrag.pipelines.draw import embed, markdown

    drawing = markdown(settings)
    if args.into is None:
        print(drawing, end="")
    else:
        args.into.write_text(embed(drawing, args.into.read_text()))


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="clinrag", description="Clinical-grade audited RAG service. Settings: README.md."
    )
    commands = parser.add_subparsers(dest="command", required=True)

    serve = commands.add_parser("serve", help="start the API (embedded PostgreSQL by default)")
    serve.add_argument("--host", help="overrides CLINRAG_SERVER__HOST")
    serve.add_argument("--port", type=int, help="overrides CLINRAG_SERVER__PORT")
    serve.set_defaults(handler=_serve)

    migrate = commands.add_parser("migrate", help="apply database migrations")
    migrate.add_argument("--revision", default="head", help="target revision (default: head)")
    migrate.set_defaults(handler=_migrate)

    ingest = commands.add_parser(
        "ingest", help="ingest files or folders (.txt .md .pdf .jsonl) into the document store"
    )
    ingest.add_argument("paths", nargs="+", type=Path, metavar="PATH")
    ingest.add_argument(
        "--if-empty", action="store_true", help="do nothing when the store already has documents"
    )
    ingest.add_argument(
        "--bucket",
        type=_bucket_name,
        default=None,
        help="bucket of documents whose metadata names none (default: general)",
    )
    ingest.add_argument(
        "--access",
        metavar="LABEL",
        help="access label of every document (default: each one's own, its bucket's, public)",
    )
    ingest.set_defaults(handler=_ingest)

    add_eval_commands(commands)
    add_bench_commands(commands)
    add_admin_commands(commands)

    pipelines = commands.add_parser("pipelines", help="the query pipelines")
    pipelines_commands = pipelines.add_subparsers(dest="pipelines_command", required=True)
    draw = pipelines_commands.add_parser(
        "draw", help="every mode's pipeline as a Mermaid flowchart, drawn from the code"
    )
    draw.add_argument(
        "--into", type=Path, metavar="FILE", help="replace the drawing between the markers in FILE"
    )
    draw.set_defaults(handler=_pipelines_draw)

    assets = commands.add_parser("assets", help="model assets")
    assets_commands = assets.add_subparsers(dest="assets_command", required=True)
    verify = assets_commands.add_parser("verify", help="check every model file's sha256")
    verify.set_defaults(handler=_verify_assets)
    return parser


def _settings_error(error: ValidationError) -> str:
    first = error.errors()[0]
    name = "CLINRAG_" + "__".join(str(part) for part in first["loc"]).upper()
    return f"invalid setting {name}: {first['msg']}"


def main(argv: Sequence[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    try:
        settings = Settings()
    except ValidationError as exc:
        print(f"clinrag: error: {_settings_error(exc)}", file=sys.stderr)
        return EXIT_STARTUP_FAILED
    configure_logging(settings.logging)
    try:
        args.handler(settings, args)
    except (StartupError, DependencyUnavailable) as exc:
        print(f"clinrag: error: {exc.detail}", file=sys.stderr)
        return EXIT_STARTUP_FAILED
    except KeyboardInterrupt:
        return 130
    return 0


if __name__ == "__main__":
    sys.exit(main())
