"""Every shared vector of packages/webhook-vectors/vectors.json."""

import json
import pathlib

import pytest

from uptime_webhook_verify import (
    MalformedHeader,
    SignatureMismatch,
    TimestampOutOfTolerance,
    VerificationError,
    standard_webhooks_secret,
    verify_webhook,
)

VECTORS = json.loads((pathlib.Path(__file__).parents[2] / "webhook-vectors" / "vectors.json").read_text("utf-8"))


@pytest.mark.parametrize("vector", VECTORS["vectors"], ids=lambda v: v["name"])
def test_vector(vector):
    call = lambda: verify_webhook(
        vector["body"].encode("utf-8"), vector["header"], vector["secrets"], VECTORS["tolerance_sec"], now=vector["now"]
    )
    expected = vector["expected"]
    if expected["ok"]:
        assert call().secret_index == expected["secret_index"]
    else:
        with pytest.raises(VerificationError) as failure:
            call()
        assert failure.value.reason == expected["reason"]


def test_failures_are_distinct_types():
    assert {MalformedHeader.reason, TimestampOutOfTolerance.reason, SignatureMismatch.reason} == {
        "malformed_header",
        "timestamp_out_of_tolerance",
        "signature_mismatch",
    }
    with pytest.raises(MalformedHeader):
        verify_webhook(b"{}", None, ["a-secret-0123456789"])


@pytest.mark.parametrize("case", VECTORS["standard_webhooks_secrets"], ids=lambda c: c["secret"])
def test_standard_webhooks_secret(case):
    assert standard_webhooks_secret(case["secret"]) == case["library_secret"]
