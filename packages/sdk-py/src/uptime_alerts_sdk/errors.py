"""The contract's error envelope as a raised error: `code`, `status_code`, field problems and the 429 wait."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any, TypeVar

from .generated.types import Response

T = TypeVar("T")


@dataclass(frozen=True)
class FieldProblem:
    path: str
    message: str


@dataclass
class UptimeApiError(Exception):
    """An answer outside 2xx. `code` is the envelope's: invalid_request, unauthorized, not_found, conflict, ..."""

    status_code: int
    code: str
    message: str
    #: invalid_request: every problem of the request (at most 20).
    errors: list[FieldProblem] = field(default_factory=list)
    #: rate_limited: seconds to wait (the Retry-After header).
    retry_after_sec: int | None = None
    #: The whole answer body: the envelope as a dict, or the text of a non-JSON answer.
    body: Any = None

    def __str__(self) -> str:
        return f"{self.status_code} {self.code}: {self.message}"

    @classmethod
    def from_response(cls, response: Response[Any]) -> UptimeApiError:
        status = int(response.status_code)
        try:
            body: Any = json.loads(response.content)
        except ValueError:
            body = response.content.decode("utf-8", "replace")
        if not (isinstance(body, dict) and isinstance(body.get("code"), str)):
            return cls(status, "http_error", f"HTTP {status}", body=body)
        problems = [FieldProblem(str(e.get("path")), str(e.get("message"))) for e in body.get("errors") or []]
        retry = body.get("retry_after_sec")
        return cls(
            status_code=int(body.get("statusCode", status)),
            code=body["code"],
            message=str(body.get("message", "")),
            errors=problems,
            retry_after_sec=retry if isinstance(retry, int) else None,
            body=body,
        )


def expect(kind: type[T], response: Response[Any]) -> T:
    """The parsed answer of a generated `sync_detailed` call when it is a `kind`; UptimeApiError otherwise."""
    if 200 <= response.status_code < 300 and isinstance(response.parsed, kind):
        return response.parsed
    raise UptimeApiError.from_response(response)
