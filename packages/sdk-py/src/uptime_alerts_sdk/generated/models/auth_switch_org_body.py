from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="AuthSwitchOrgBody")


@_attrs_define
class AuthSwitchOrgBody:
    """
    Attributes:
        org_id (str):
    """

    org_id: str

    def to_dict(self) -> dict[str, Any]:
        org_id = self.org_id

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "org_id": org_id,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        org_id = d.pop("org_id")

        auth_switch_org_body = cls(
            org_id=org_id,
        )

        return auth_switch_org_body
