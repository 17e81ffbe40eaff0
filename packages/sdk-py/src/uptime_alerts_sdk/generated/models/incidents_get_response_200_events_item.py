from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.incidents_get_response_200_events_item_type import (
    IncidentsGetResponse200EventsItemType,
)

if TYPE_CHECKING:
    from ..models.incidents_get_response_200_events_item_payload import (
        IncidentsGetResponse200EventsItemPayload,
    )


T = TypeVar("T", bound="IncidentsGetResponse200EventsItem")


@_attrs_define
class IncidentsGetResponse200EventsItem:
    """
    Attributes:
        id (str):
        type_ (IncidentsGetResponse200EventsItemType):
        occurred_at (datetime.datetime):
        payload (IncidentsGetResponse200EventsItemPayload): The canonical webhook body of this event, as sent.
    """

    id: str
    type_: IncidentsGetResponse200EventsItemType
    occurred_at: datetime.datetime
    payload: IncidentsGetResponse200EventsItemPayload

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        type_ = self.type_.value

        occurred_at = self.occurred_at.isoformat()

        payload = self.payload.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "type": type_,
                "occurred_at": occurred_at,
                "payload": payload,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.incidents_get_response_200_events_item_payload import (
            IncidentsGetResponse200EventsItemPayload,
        )

        d = dict(src_dict)
        id = d.pop("id")

        type_ = IncidentsGetResponse200EventsItemType(d.pop("type"))

        occurred_at = datetime.datetime.fromisoformat(d.pop("occurred_at"))

        payload = IncidentsGetResponse200EventsItemPayload.from_dict(d.pop("payload"))

        incidents_get_response_200_events_item = cls(
            id=id,
            type_=type_,
            occurred_at=occurred_at,
            payload=payload,
        )

        return incidents_get_response_200_events_item
