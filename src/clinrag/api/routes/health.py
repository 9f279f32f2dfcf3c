"""Liveness and readiness probes.

``/healthz`` touches nothing: the process is up. ``/readyz`` answers 200 only when every
dependency a query needs can serve now, and otherwise 503 naming each failing one.
"""

from __future__ import annotations

import asyncio
from typing import Literal

import structlog
from fastapi import APIRouter
from fastapi.responses import JSONResponse
from pydantic import BaseModel
from sqlalchemy import text
from sqlalchemy.exc import SQLAlchemyError
from sqlalchemy.ext.asyncio import AsyncEngine

from clinrag import schema
from clinrag.api.deps import ServicesDep

router = APIRouter(tags=["health"])
log = structlog.get_logger(__name__)

OK = "ok"


class Liveness(BaseModel):
    status: Literal["ok"]


class Readiness(BaseModel):
    status: Literal["ready", "unavailable"]
    checks: dict[str, str]
    """Dependency name -> ``ok`` or what is wrong with it."""


@router.get("/healthz", response_model=Liveness)
async def healthz() -> Liveness:
    return Liveness(status="ok")


@router.get(
    "/readyz",
    response_model=Readiness,
    responses={503: {"model": Readiness, "description": "A dependency cannot serve"}},
)
async def readyz(services: ServicesDep) -> JSONResponse:
    """The retriever, the query service and the ingestor are wired from the models, the
    safeguards and the model as soon as those are ready (``DerivedResource``): their checks
    cover them."""
    checks = {
        "database": await _database_status(
            services.engine, services.settings.database.readiness_timeout_seconds
        ),
        "models": services.models.status(),
        "safeguards": services.safeguards.status(),
        "llm": services.llm_status(),
        "model_queue": services.model_queue.status(),
        "lexical_index": services.lexical_status(),
    }
    ready = all(status == OK for status in checks.values())
    report = Readiness(status="ready" if ready else "unavailable", checks=checks)
    return JSONResponse(report.model_dump(), status_code=200 if ready else 503)


async def _database_status(engine: AsyncEngine, limit_seconds: float) -> str:
    """Reachable and migrated to this release's head; details go to the log, not the caller."""
    try:
        async with asyncio.timeout(limit_seconds), engine.connect() as conn:
            migrated = await conn.scalar(text("SELECT to_regclass('alembic_version') IS NOT NULL"))
            revision = (
                await conn.scalar(text("SELECT version_num FROM alembic_version"))
                if migrated
                else None
            )
    except TimeoutError:
        log.warning("readiness.database_timeout", limit_seconds=limit_seconds)
        return "unreachable: timed out"
    except (SQLAlchemyError, OSError) as exc:
        log.warning("readiness.database_unreachable", error=str(exc).splitlines()[0])
        return "unreachable"
    head = schema.head_revision()
    if revision != head:
        return f"schema at {revision or 'none'}, needs {head}: run `clinrag migrate`"
    return OK
