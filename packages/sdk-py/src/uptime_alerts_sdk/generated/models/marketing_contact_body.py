from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="MarketingContactBody")


@_attrs_define
class MarketingContactBody:
    """
    Attributes:
        email (str):
        message (str):
        name (str | Unset):
    """

    email: str
    message: str
    name: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        email = self.email

        message = self.message

        name = self.name

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "email": email,
                "message": message,
            }
        )
        if name is not UNSET:
            field_dict["name"] = name

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        email = d.pop("email")

        message = d.pop("message")

        name = d.pop("name", UNSET)

        marketing_contact_body = cls(
            email=email,
            message=message,
            name=name,
        )

        return marketing_contact_body
