from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="OrgGetResponse200Billing")


@_attrs_define
class OrgGetResponse200Billing:
    """
    Attributes:
        available (bool): Whether this deployment takes payments (Stripe is configured).
        subscription_status (None | str):
        payment_failed_at (None | str): When a payment failed and its grace period started.
    """

    available: bool
    subscription_status: None | str
    payment_failed_at: None | str

    def to_dict(self) -> dict[str, Any]:
        available = self.available

        subscription_status: None | str
        subscription_status = self.subscription_status

        payment_failed_at: None | str
        payment_failed_at = self.payment_failed_at

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "available": available,
                "subscription_status": subscription_status,
                "payment_failed_at": payment_failed_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        available = d.pop("available")

        def _parse_subscription_status(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        subscription_status = _parse_subscription_status(d.pop("subscription_status"))

        def _parse_payment_failed_at(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        payment_failed_at = _parse_payment_failed_at(d.pop("payment_failed_at"))

        org_get_response_200_billing = cls(
            available=available,
            subscription_status=subscription_status,
            payment_failed_at=payment_failed_at,
        )

        return org_get_response_200_billing
