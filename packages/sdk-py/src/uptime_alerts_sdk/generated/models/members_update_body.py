from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.members_update_body_role import MembersUpdateBodyRole

T = TypeVar("T", bound="MembersUpdateBody")


@_attrs_define
class MembersUpdateBody:
    """
    Attributes:
        role (MembersUpdateBodyRole):
    """

    role: MembersUpdateBodyRole

    def to_dict(self) -> dict[str, Any]:
        role = self.role.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "role": role,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        role = MembersUpdateBodyRole(d.pop("role"))

        members_update_body = cls(
            role=role,
        )

        return members_update_body
