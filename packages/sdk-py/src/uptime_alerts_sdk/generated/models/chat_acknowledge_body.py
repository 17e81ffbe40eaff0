from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="ChatAcknowledgeBody")


@_attrs_define
class ChatAcknowledgeBody:
    """
    Attributes:
        incident_id (str):
        user (str | Unset): Who pressed the button, for the log.
    """

    incident_id: str
    user: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        incident_id = self.incident_id

        user = self.user

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "incident_id": incident_id,
            }
        )
        if user is not UNSET:
            field_dict["user"] = user

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        incident_id = d.pop("incident_id")

        user = d.pop("user", UNSET)

        chat_acknowledge_body = cls(
            incident_id=incident_id,
            user=user,
        )

        return chat_acknowledge_body
