from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.incidents_acknowledge_response_200_resolved_by_type_0_type import (
    IncidentsAcknowledgeResponse200ResolvedByType0Type,
)

T = TypeVar("T", bound="IncidentsAcknowledgeResponse200ResolvedByType0")


@_attrs_define
class IncidentsAcknowledgeResponse200ResolvedByType0:
    """
    Attributes:
        type_ (IncidentsAcknowledgeResponse200ResolvedByType0Type):
        id (str):
        name (str): A user's e-mail, a key's name, or the chat user's name.
    """

    type_: IncidentsAcknowledgeResponse200ResolvedByType0Type
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
        type_ = IncidentsAcknowledgeResponse200ResolvedByType0Type(d.pop("type"))

        id = d.pop("id")

        name = d.pop("name")

        incidents_acknowledge_response_200_resolved_by_type_0 = cls(
            type_=type_,
            id=id,
            name=name,
        )

        return incidents_acknowledge_response_200_resolved_by_type_0
