from __future__ import annotations

import pytest

from clinrag import errors


@pytest.mark.parametrize(
    ("error", "status"),
    [
        (errors.InputRejected, 422),
        (errors.Unauthorized, 401),
        (errors.Forbidden, 403),
        (errors.NotFound, 404),
        (errors.PayloadTooLarge, 413),
        (errors.UnsupportedMediaType, 415),
        (errors.RetrievalError, 503),
        (errors.LLMError, 503),
        (errors.LLMTimeout, 504),
        (errors.AuditWriteError, 503),
    ],
)
def test_every_expected_error_has_a_non_500_status(
    error: type[errors.ClinragError], status: int
) -> None:
    assert error("x").status_code == status
    assert issubclass(error, errors.ClinragError)


def test_reason_code_can_be_refined_per_instance() -> None:
    rejected = errors.InputRejected("prompt injection detected", code="prompt_injection")
    assert rejected.code == "prompt_injection"
    assert errors.InputRejected("x").code == "input_rejected"


def test_audit_failures_are_dependency_failures() -> None:
    assert issubclass(errors.AuditWriteError, errors.DependencyUnavailable)
    assert errors.RateLimited("slow down", retry_after_seconds=7).retry_after_seconds == 7
