from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="MarketingContactResponse202")


@_attrs_define
class MarketingContactResponse202:
    """
    Attributes:
        id (str):
        forwarded (bool): Whether it was e-mailed on to the team (CONTACT_EMAIL); it is stored either way.
    """

    id: str
    forwarded: bool

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        forwarded = self.forwarded

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "forwarded": forwarded,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        id = d.pop("id")

        forwarded = d.pop("forwarded")

        marketing_contact_response_202 = cls(
            id=id,
            forwarded=forwarded,
        )

        return marketing_contact_response_202
