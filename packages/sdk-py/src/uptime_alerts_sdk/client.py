"""The client: the generated AuthenticatedClient with the API key as a Bearer credential, and 429 answers waited
out as the API asks (Retry-After seconds, then the same request again, a bounded number of times)."""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass

import httpx

from .generated.client import AuthenticatedClient


@dataclass(frozen=True)
class RateLimitWait:
    method: str
    url: str
    #: 1 for the first 429 of this request.
    attempt: int
    wait_sec: float


class WaitOutRateLimits(httpx.BaseTransport):
    """An httpx transport that sleeps Retry-After seconds on a 429 and sends the request again."""

    def __init__(
        self,
        inner: httpx.BaseTransport,
        max_waits: int = 5,
        on_rate_limited: Callable[[RateLimitWait], None] | None = None,
        sleep: Callable[[float], None] = time.sleep,
    ) -> None:
        self._inner = inner
        self._max_waits = max_waits
        self._on_rate_limited = on_rate_limited
        self._sleep = sleep

    def handle_request(self, request: httpx.Request) -> httpx.Response:
        attempt = 0
        while True:
            response = self._inner.handle_request(request)
            if response.status_code != 429 or attempt >= self._max_waits:
                return response
            attempt += 1
            wait = retry_after_sec(response.headers)
            response.close()
            if self._on_rate_limited:
                self._on_rate_limited(RateLimitWait(request.method, str(request.url), attempt, wait))
            self._sleep(wait)

    def close(self) -> None:
        self._inner.close()


def retry_after_sec(headers: httpx.Headers) -> float:
    """Retry-After in seconds (the API sends whole seconds); 1 when absent or unreadable."""
    try:
        sec = float(headers.get("retry-after", ""))
    except ValueError:
        return 1.0
    return sec if sec > 0 else 1.0


def connect(
    base_url: str,
    api_key: str,
    *,
    max_rate_limit_waits: int = 5,
    on_rate_limited: Callable[[RateLimitWait], None] | None = None,
    timeout_sec: float = 30.0,
    verify: bool | str = True,
) -> AuthenticatedClient:
    """A client for the API at `base_url` (no /api/v1) with `api_key` (upk_...): pass it as `client=`."""
    transport = WaitOutRateLimits(httpx.HTTPTransport(verify=verify), max_rate_limit_waits, on_rate_limited)
    return AuthenticatedClient(
        base_url=base_url.rstrip("/"),
        token=api_key,
        timeout=httpx.Timeout(timeout_sec),
        httpx_args={"transport": transport},
    )
