from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.incidents_get_response_200_deliveries_item_event_type import (
    IncidentsGetResponse200DeliveriesItemEventType,
)
from ..models.incidents_get_response_200_deliveries_item_status import (
    IncidentsGetResponse200DeliveriesItemStatus,
)

if TYPE_CHECKING:
    from ..models.incidents_get_response_200_deliveries_item_attempts_item import (
        IncidentsGetResponse200DeliveriesItemAttemptsItem,
    )


T = TypeVar("T", bound="IncidentsGetResponse200DeliveriesItem")


@_attrs_define
class IncidentsGetResponse200DeliveriesItem:
    """
    Attributes:
        id (str):
        event_id (str):
        event_type (IncidentsGetResponse200DeliveriesItemEventType):
        incident_id (None | str):
        monitor_id (str):
        channel_id (str):
        status (IncidentsGetResponse200DeliveriesItemStatus): `skipped`: recorded while the channel was auto-disabled;
            nothing was sent and no workflow ran (recover sends it).
        workflow_id (str): Temporal workflow id (`resend:<id>` for a resend; reserved but never started when `skipped`)
        resend_of (None | str): For a resend: the original delivery; null for the original
        attempts (list[IncidentsGetResponse200DeliveriesItemAttemptsItem]):
        completed_at (datetime.datetime | None):
        created_at (datetime.datetime):
        updated_at (datetime.datetime):
    """

    id: str
    event_id: str
    event_type: IncidentsGetResponse200DeliveriesItemEventType
    incident_id: None | str
    monitor_id: str
    channel_id: str
    status: IncidentsGetResponse200DeliveriesItemStatus
    workflow_id: str
    resend_of: None | str
    attempts: list[IncidentsGetResponse200DeliveriesItemAttemptsItem]
    completed_at: datetime.datetime | None
    created_at: datetime.datetime
    updated_at: datetime.datetime

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        event_id = self.event_id

        event_type = self.event_type.value

        incident_id: None | str
        incident_id = self.incident_id

        monitor_id = self.monitor_id

        channel_id = self.channel_id

        status = self.status.value

        workflow_id = self.workflow_id

        resend_of: None | str
        resend_of = self.resend_of

        attempts = []
        for attempts_item_data in self.attempts:
            attempts_item = attempts_item_data.to_dict()
            attempts.append(attempts_item)

        completed_at: None | str
        if isinstance(self.completed_at, datetime.datetime):
            completed_at = self.completed_at.isoformat()
        else:
            completed_at = self.completed_at

        created_at = self.created_at.isoformat()

        updated_at = self.updated_at.isoformat()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "event_id": event_id,
                "event_type": event_type,
                "incident_id": incident_id,
                "monitor_id": monitor_id,
                "channel_id": channel_id,
                "status": status,
                "workflow_id": workflow_id,
                "resend_of": resend_of,
                "attempts": attempts,
                "completed_at": completed_at,
                "created_at": created_at,
                "updated_at": updated_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.incidents_get_response_200_deliveries_item_attempts_item import (
            IncidentsGetResponse200DeliveriesItemAttemptsItem,
        )

        d = dict(src_dict)
        id = d.pop("id")

        event_id = d.pop("event_id")

        event_type = IncidentsGetResponse200DeliveriesItemEventType(d.pop("event_type"))

        def _parse_incident_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        incident_id = _parse_incident_id(d.pop("incident_id"))

        monitor_id = d.pop("monitor_id")

        channel_id = d.pop("channel_id")

        status = IncidentsGetResponse200DeliveriesItemStatus(d.pop("status"))

        workflow_id = d.pop("workflow_id")

        def _parse_resend_of(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        resend_of = _parse_resend_of(d.pop("resend_of"))

        attempts = []
        _attempts = d.pop("attempts")
        for attempts_item_data in _attempts:
            attempts_item = IncidentsGetResponse200DeliveriesItemAttemptsItem.from_dict(
                attempts_item_data
            )

            attempts.append(attempts_item)

        def _parse_completed_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                completed_at_type_0 = datetime.datetime.fromisoformat(data)

                return completed_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        completed_at = _parse_completed_at(d.pop("completed_at"))

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        updated_at = datetime.datetime.fromisoformat(d.pop("updated_at"))

        incidents_get_response_200_deliveries_item = cls(
            id=id,
            event_id=event_id,
            event_type=event_type,
            incident_id=incident_id,
            monitor_id=monitor_id,
            channel_id=channel_id,
            status=status,
            workflow_id=workflow_id,
            resend_of=resend_of,
            attempts=attempts,
            completed_at=completed_at,
            created_at=created_at,
            updated_at=updated_at,
        )

        return incidents_get_response_200_deliveries_item
