"""Typed client of the uptime-alerts REST API. The operations are in `uptime_alerts_sdk.generated.api`, one module
per operation (generated from the OpenAPI document); this package adds what generation cannot: the Bearer key and
Retry-After waits (`connect`), typed errors (`expect`, `UptimeApiError`) and cursor pagination (`paginate`)."""

from .client import RateLimitWait, WaitOutRateLimits, connect
from .errors import FieldProblem, UptimeApiError, expect
from .pagination import Page, paginate

__all__ = [
    "FieldProblem",
    "Page",
    "RateLimitWait",
    "UptimeApiError",
    "WaitOutRateLimits",
    "connect",
    "expect",
    "paginate",
]
