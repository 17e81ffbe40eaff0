from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.audit_log_list_response_200_data_item_actor_type import (
    AuditLogListResponse200DataItemActorType,
)

T = TypeVar("T", bound="AuditLogListResponse200DataItemActor")


@_attrs_define
class AuditLogListResponse200DataItemActor:
    """
    Attributes:
        type_ (AuditLogListResponse200DataItemActorType):
        id (str):
        name (str): A user's e-mail, a key's name, or the chat user's name.
    """

    type_: AuditLogListResponse200DataItemActorType
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
        type_ = AuditLogListResponse200DataItemActorType(d.pop("type"))

        id = d.pop("id")

        name = d.pop("name")

        audit_log_list_response_200_data_item_actor = cls(
            type_=type_,
            id=id,
            name=name,
        )

        return audit_log_list_response_200_data_item_actor
