from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.invitations_get_response_200_invited_by_type import (
    InvitationsGetResponse200InvitedByType,
)

T = TypeVar("T", bound="InvitationsGetResponse200InvitedBy")


@_attrs_define
class InvitationsGetResponse200InvitedBy:
    """
    Attributes:
        type_ (InvitationsGetResponse200InvitedByType):
        id (str):
        name (str):
    """

    type_: InvitationsGetResponse200InvitedByType
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
        type_ = InvitationsGetResponse200InvitedByType(d.pop("type"))

        id = d.pop("id")

        name = d.pop("name")

        invitations_get_response_200_invited_by = cls(
            type_=type_,
            id=id,
            name=name,
        )

        return invitations_get_response_200_invited_by
