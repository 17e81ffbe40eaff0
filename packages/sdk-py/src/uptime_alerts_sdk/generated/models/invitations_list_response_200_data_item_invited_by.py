from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.invitations_list_response_200_data_item_invited_by_type import (
    InvitationsListResponse200DataItemInvitedByType,
)

T = TypeVar("T", bound="InvitationsListResponse200DataItemInvitedBy")


@_attrs_define
class InvitationsListResponse200DataItemInvitedBy:
    """
    Attributes:
        type_ (InvitationsListResponse200DataItemInvitedByType):
        id (str):
        name (str):
    """

    type_: InvitationsListResponse200DataItemInvitedByType
    id: str
    name: str

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        id = self.id

        name = self.name

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "id": id,
                "name": name,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        type_ = InvitationsListResponse200DataItemInvitedByType(d.pop("type"))

        id = d.pop("id")

        name = d.pop("name")

        invitations_list_response_200_data_item_invited_by = cls(
            type_=type_,
            id=id,
            name=name,
        )

        return invitations_list_response_200_data_item_invited_by
