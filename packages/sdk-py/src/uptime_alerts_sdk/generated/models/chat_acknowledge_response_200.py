from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.chat_acknowledge_response_200_incident import (
        ChatAcknowledgeResponse200Incident,
    )


T = TypeVar("T", bound="ChatAcknowledgeResponse200")


@_attrs_define
class ChatAcknowledgeResponse200:
    """
    Attributes:
        incident (ChatAcknowledgeResponse200Incident):
    """

    incident: ChatAcknowledgeResponse200Incident

    def to_dict(self) -> dict[str, Any]:
        incident = self.incident.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "incident": incident,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.chat_acknowledge_response_200_incident import (
            ChatAcknowledgeResponse200Incident,
        )

        d = dict(src_dict)
        incident = ChatAcknowledgeResponse200Incident.from_dict(d.pop("incident"))

        chat_acknowledge_response_200 = cls(
            incident=incident,
        )

        return chat_acknowledge_response_200
