"""The pipeline switch for admins: read it, set it. Every change is an audit record (who,
when, what), and that record is the setting: in force for every process within seconds.
Every read is recorded too (an ``audit_reads`` row, action ``pipeline``): the switch is
stored in the audit log, so reading it is a read of the audit trail."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Depends, Request
from pydantic import BaseModel

from clinrag.api.audit_trail import reader_of
from clinrag.api.auth import permission
from clinrag.api.deps import PipelineSwitchDep
from clinrag.api.pipeline_switch import PipelineState
from clinrag.auth.roles import Permission, Principal
from clinrag.domain import Mode

router = APIRouter(prefix="/v1/admin", tags=["admin"])
Admin = Annotated[Principal, Depends(permission(Permission.ADMIN))]


class PipelineChange(BaseModel):
    mode: Mode


@router.get("/pipeline", response_model=PipelineState)
async def get_pipeline(request: Request, _: Admin, switch: PipelineSwitchDep) -> PipelineState:
    return await switch.show(reader_of(request))


@router.put("/pipeline", response_model=PipelineState)
async def set_pipeline(
    request: Request, change: PipelineChange, _: Admin, switch: PipelineSwitchDep
) -> PipelineState:
    return await switch.set(change.mode, reader_of(request))
