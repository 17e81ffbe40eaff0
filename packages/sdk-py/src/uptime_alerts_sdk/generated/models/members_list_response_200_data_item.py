from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.members_list_response_200_data_item_role import (
    MembersListResponse200DataItemRole,
)

T = TypeVar("T", bound="MembersListResponse200DataItem")


@_attrs_define
class MembersListResponse200DataItem:
    """
    Attributes:
        id (str):
        user_id (str):
        email (str):
        role (MembersListResponse200DataItemRole):
        created_at (datetime.datetime):
    """

    id: str
    user_id: str
    email: str
    role: MembersListResponse200DataItemRole
    created_at: datetime.datetime

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        user_id = self.user_id

        email = self.email

        role = self.role.value

        created_at = self.created_at.isoformat()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "user_id": user_id,
                "email": email,
                "role": role,
                "created_at": created_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        id = d.pop("id")

        user_id = d.pop("user_id")

        email = d.pop("email")

        role = MembersListResponse200DataItemRole(d.pop("role"))

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        members_list_response_200_data_item = cls(
            id=id,
            user_id=user_id,
            email=email,
            role=role,
            created_at=created_at,
        )

        return members_list_response_200_data_item
