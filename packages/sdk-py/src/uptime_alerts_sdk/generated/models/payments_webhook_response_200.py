from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.payments_webhook_response_200_outcome import (
    PaymentsWebhookResponse200Outcome,
)

T = TypeVar("T", bound="PaymentsWebhookResponse200")


@_attrs_define
class PaymentsWebhookResponse200:
    """
    Attributes:
        received (bool):
        outcome (PaymentsWebhookResponse200Outcome): `duplicate`: this event id was applied before; `ignored`: an event
            type (or org) this service does not use.
    """

    received: bool
    outcome: PaymentsWebhookResponse200Outcome

    def to_dict(self) -> dict[str, Any]:
        received = self.received

        outcome = self.outcome.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "received": received,
                "outcome": outcome,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        received = d.pop("received")

        outcome = PaymentsWebhookResponse200Outcome(d.pop("outcome"))

        payments_webhook_response_200 = cls(
            received=received,
            outcome=outcome,
        )

        return payments_webhook_response_200
