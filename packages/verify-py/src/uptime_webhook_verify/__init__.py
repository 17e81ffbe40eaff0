"""Verify the X-Service-Signature of uptime-alerts webhooks (standard library only).

The signature is HMAC-SHA256 over ``t=<unix seconds>.<raw body>``, lower-case hex, sent as
``X-Service-Signature: t=<t>,v1=<hex>``. Verify the raw body bytes before parsing any JSON, and answer 401 on
any ``VerificationError``.
"""

from __future__ import annotations

import base64
import binascii
import hashlib
import hmac
import re
import time
from dataclasses import dataclass
from typing import Optional, Sequence, Union

__all__ = [
    "REPLAY_TOLERANCE_SEC",
    "SIGNATURE_HEADER",
    "MalformedHeader",
    "SignatureMismatch",
    "TimestampOutOfTolerance",
    "Verified",
    "VerificationError",
    "standard_webhooks_secret",
    "verify_webhook",
]

SIGNATURE_HEADER = "X-Service-Signature"
REPLAY_TOLERANCE_SEC = 300
_MAX_HEADER_LENGTH = 1024
_TIMESTAMP = re.compile(r"[0-9]{1,12}")
_DIGEST = re.compile(r"[0-9a-f]{64}")
_WHSEC = "whsec_"


class VerificationError(Exception):
    """The request is not authentic: answer 401. ``reason`` names the cause, the same across all libraries."""

    reason = "verification_failed"


class MalformedHeader(VerificationError):
    reason = "malformed_header"


class TimestampOutOfTolerance(VerificationError):
    reason = "timestamp_out_of_tolerance"


class SignatureMismatch(VerificationError):
    reason = "signature_mismatch"


@dataclass(frozen=True)
class Verified:
    timestamp: int
    secret_index: int
    """Index into ``secrets`` of the secret that matched (useful during rotation)."""


def verify_webhook(
    raw_body: Union[bytes, str],
    header: Optional[str],
    secrets: Sequence[str],
    tolerance_sec: int = REPLAY_TOLERANCE_SEC,
    now: Optional[int] = None,
) -> Verified:
    """Checks ``header`` against every secret (new and old during rotation) in constant time.

    Raises ``MalformedHeader``, ``TimestampOutOfTolerance`` or ``SignatureMismatch``.
    """
    timestamp_text, candidates = _parse_header(header)
    current = int(time.time()) if now is None else now
    if abs(current - int(timestamp_text)) > tolerance_sec:
        raise TimestampOutOfTolerance("timestamp outside the replay window")
    body = raw_body.encode("utf-8") if isinstance(raw_body, str) else raw_body
    matched = -1
    for index, secret in enumerate(secrets):
        expected = _digest(secret, timestamp_text, body)
        # Every secret and candidate is compared, so timing does not tell which one matched.
        hit = False
        for candidate in candidates:
            hit = hmac.compare_digest(candidate, expected) or hit
        if hit and matched < 0:
            matched = index
    if matched < 0:
        raise SignatureMismatch("no secret produces this signature")
    return Verified(timestamp=int(timestamp_text), secret_index=matched)


def _digest(secret: str, timestamp_text: str, body: bytes) -> bytes:
    mac = hmac.new(secret.encode("utf-8"), b"t=" + timestamp_text.encode("ascii") + b".", hashlib.sha256)
    mac.update(body)
    return mac.digest()


def _parse_header(header: Optional[str]) -> "tuple[str, list[bytes]]":
    """``t=<digits>,v1=<hex>``: spaces ignored, unknown parts skipped, several ``v1`` accepted."""
    if not header or len(header) > _MAX_HEADER_LENGTH:
        raise MalformedHeader("missing or oversized signature header")
    timestamp_text = None
    candidates = []
    for part in header.split(","):
        name, eq, value = part.partition("=")
        if not eq:
            raise MalformedHeader("a header part has no '='")
        name, value = name.strip(), value.strip()
        if name == "t":
            if timestamp_text is not None or not _TIMESTAMP.fullmatch(value):
                raise MalformedHeader("t is missing, repeated or not Unix seconds")
            timestamp_text = value
        elif name == "v1" and _DIGEST.fullmatch(value):
            candidates.append(bytes.fromhex(value))
    if timestamp_text is None or not candidates:
        raise MalformedHeader("the header needs t and at least one v1")
    return timestamp_text, candidates


def standard_webhooks_secret(secret: str) -> str:
    """The ``whsec_...`` string to give a Standard Webhooks library for a channel's signing secret."""
    encoded = secret[len(_WHSEC):]
    if secret.startswith(_WHSEC) and encoded:
        try:
            if base64.b64encode(base64.b64decode(encoded, validate=True)).decode("ascii") == encoded:
                return secret
        except (binascii.Error, ValueError):
            pass
    return _WHSEC + base64.b64encode(secret.encode("utf-8")).decode("ascii")
