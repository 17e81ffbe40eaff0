from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="BillingPortalResponse201")


@_attrs_define
class BillingPortalResponse201:
    """
    Attributes:
        url (str): Stripe's page to send the user to.
    """

    url: str

    def to_dict(self) -> dict[str, Any]:
        url = self.url

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "url": url,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        url = d.pop("url")

        billing_portal_response_201 = cls(
            url=url,
        )

        return billing_portal_response_201
