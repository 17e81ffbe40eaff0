from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.invitations_create_response_201_invited_by_type import (
    InvitationsCreateResponse201InvitedByType,
)

T = TypeVar("T", bound="InvitationsCreateResponse201InvitedBy")


@_attrs_define
class InvitationsCreateResponse201InvitedBy:
    """
    Attributes:
        type_ (InvitationsCreateResponse201InvitedByType):
        id (str):
        name (str):
    """

    type_: InvitationsCreateResponse201InvitedByType
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
        type_ = InvitationsCreateResponse201InvitedByType(d.pop("type"))

        id = d.pop("id")

        name = d.pop("name")

        invitations_create_response_201_invited_by = cls(
            type_=type_,
            id=id,
            name=name,
        )

        return invitations_create_response_201_invited_by
