from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="BillingCheckoutBody")


@_attrs_define
class BillingCheckoutBody:
    """
    Attributes:
        plan (str): The paid plan to subscribe to (its Stripe price has this `lookup_key`).
    """

    plan: str

    def to_dict(self) -> dict[str, Any]:
        plan = self.plan

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "plan": plan,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        plan = d.pop("plan")

        billing_checkout_body = cls(
            plan=plan,
        )

        return billing_checkout_body
