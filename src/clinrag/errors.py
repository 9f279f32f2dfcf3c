"""The error tree. Every expected failure is one of these, each with its HTTP status.

::

    ClinragError (500, internal_error)
    ├── InputRejected (422)            bad or hostile input; carries a reason code
    ├── Unauthorized (401)             no or invalid credentials
    │   └── Forbidden (403)            valid credentials, wrong role
    ├── NotFound (404)
    ├── Conflict (409)                 the request clashes with what is stored (a full thread)
    ├── PayloadTooLarge (413)
    ├── UnsupportedMediaType (415)
    ├── RateLimited (429)              a RetryLater: carries retry_after seconds
    ├── DeadlineExceeded (504)         the request outlived its deadline
    ├── ClientDisconnected (499)       the client went away before its answer (never read)
    ├── DependencyUnavailable (503)    a database or model cannot serve now
    │   ├── Overloaded (503)           the model queue is full; also a RetryLater
    │   ├── RetrievalError (503)
    │   ├── LLMError (503)             ``transient`` marks the failures worth a retry
    │   │   └── LLMTimeout (504)
    │   ├── TranslationFailed (503)    a question's translation lost or invented a placeholder
    │   └── AuditWriteError (503)      fail closed: no answer without its audit record
    ├── PromptError (500)              a prompt file missing or rendered with wrong fields
    ├── StepFailed (500)               an unexpected exception inside a pipeline step, named
    └── StartupError                   the service refuses to start (never rendered over HTTP)

``api/errors.py`` renders all of them as ``{"error", "detail", "request_id"}``. The ``detail``
of an error must never carry user content: it is logged and returned verbatim.
"""

from __future__ import annotations


class ClinragError(Exception):
    status_code: int = 500
    code: str = "internal_error"

    def __init__(self, detail: str, *, code: str | None = None) -> None:
        super().__init__(detail)
        self.detail = detail
        if code is not None:
            self.code = code


class InputRejected(ClinragError):
    status_code = 422
    code = "input_rejected"


class Unauthorized(ClinragError):
    status_code = 401
    code = "unauthorized"


class Forbidden(Unauthorized):
    status_code = 403
    code = "forbidden"


class NotFound(ClinragError):
    status_code = 404
    code = "not_found"


class Conflict(ClinragError):
    status_code = 409
    code = "conflict"


class PayloadTooLarge(ClinragError):
    status_code = 413
    code = "payload_too_large"


class UnsupportedMediaType(ClinragError):
    status_code = 415
    code = "unsupported_media_type"


class RetryLater(ClinragError):
    """A refusal the client may retry after ``retry_after_seconds`` (its ``Retry-After``): the
    rate limit's and the model queue's (``RateLimited``, ``Overloaded``)."""

    def __init__(self, detail: str, *, retry_after_seconds: int) -> None:
        super().__init__(detail)
        self.retry_after_seconds = retry_after_seconds


class RateLimited(RetryLater):
    status_code = 429
    code = "rate_limited"


class DeadlineExceeded(ClinragError):
    status_code = 504
    code = "deadline_exceeded"


class ClientDisconnected(ClinragError):
    """The client went away before its answer. Nobody reads the response; its status is
    nginx's "client closed request", which the request log shows."""

    status_code = 499
    code = "client_disconnected"


class DependencyUnavailable(ClinragError):
    status_code = 503
    code = "dependency_unavailable"


class TranslationFailed(DependencyUnavailable):
    """A non-English question's English translation did not carry exactly the original's
    redaction placeholders (fail closed: the search would not be the question asked)."""

    code = "translation_failed"


class Overloaded(RetryLater, DependencyUnavailable):
    """Admission control refused the work at once (the model queue is full): retry later."""

    code = "overloaded"


class RetrievalError(DependencyUnavailable):
    code = "retrieval_unavailable"


class LLMError(DependencyUnavailable):
    """The language model failed. ``transient`` marks failures worth retrying (connection
    refused, 5xx, 429); codes: ``llm_unavailable``, ``llm_model_not_found``,
    ``llm_request_rejected``, ``llm_bad_output``, ``llm_circuit_open``, ``llm_timeout``."""

    code = "llm_unavailable"

    def __init__(self, detail: str, *, code: str | None = None, transient: bool = False) -> None:
        super().__init__(detail, code=code)
        self.transient = transient


class LLMTimeout(LLMError):
    """Not retried: the time budget of the call is spent."""

    status_code = 504
    code = "llm_timeout"


class PromptError(ClinragError):
    """A prompt file is missing or was rendered with the wrong fields: a programming error."""

    code = "prompt_invalid"


class StepFailed(ClinragError):
    """An unexpected exception inside a pipeline step; the detail names the step."""

    code = "step_failed"


class AuditWriteError(DependencyUnavailable):
    code = "audit_unavailable"


class StartupError(ClinragError):
    """A problem that stops the service from starting; ``detail`` names the problem and the fix."""

    code = "startup_failed"
