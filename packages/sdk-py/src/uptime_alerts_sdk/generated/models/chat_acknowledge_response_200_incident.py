from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.chat_acknowledge_response_200_incident_failing_regions_item import (
    ChatAcknowledgeResponse200IncidentFailingRegionsItem,
)
from ..models.chat_acknowledge_response_200_incident_status import (
    ChatAcknowledgeResponse200IncidentStatus,
)

if TYPE_CHECKING:
    from ..models.chat_acknowledge_response_200_incident_acknowledged_by_type_0 import (
        ChatAcknowledgeResponse200IncidentAcknowledgedByType0,
    )
    from ..models.chat_acknowledge_response_200_incident_check import (
        ChatAcknowledgeResponse200IncidentCheck,
    )
    from ..models.chat_acknowledge_response_200_incident_resolved_by_type_0 import (
        ChatAcknowledgeResponse200IncidentResolvedByType0,
    )


T = TypeVar("T", bound="ChatAcknowledgeResponse200Incident")


@_attrs_define
class ChatAcknowledgeResponse200Incident:
    """
    Attributes:
        id (str):
        monitor_id (str):
        status (ChatAcknowledgeResponse200IncidentStatus):
        opened_at (datetime.datetime):
        acknowledged_at (datetime.datetime | None):
        resolved_at (datetime.datetime | None):
        acknowledged_by (ChatAcknowledgeResponse200IncidentAcknowledgedByType0 | None): Who acknowledged it: a user, an
            API key or a chat user.
        resolved_by (ChatAcknowledgeResponse200IncidentResolvedByType0 | None): Who resolved it; null when the monitor
            recovered by itself.
        duration_sec (int | None):
        failing_regions (list[ChatAcknowledgeResponse200IncidentFailingRegionsItem]):
        check (ChatAcknowledgeResponse200IncidentCheck):
        created_at (datetime.datetime):
        updated_at (datetime.datetime):
    """

    id: str
    monitor_id: str
    status: ChatAcknowledgeResponse200IncidentStatus
    opened_at: datetime.datetime
    acknowledged_at: datetime.datetime | None
    resolved_at: datetime.datetime | None
    acknowledged_by: ChatAcknowledgeResponse200IncidentAcknowledgedByType0 | None
    resolved_by: ChatAcknowledgeResponse200IncidentResolvedByType0 | None
    duration_sec: int | None
    failing_regions: list[ChatAcknowledgeResponse200IncidentFailingRegionsItem]
    check: ChatAcknowledgeResponse200IncidentCheck
    created_at: datetime.datetime
    updated_at: datetime.datetime

    def to_dict(self) -> dict[str, Any]:
        from ..models.chat_acknowledge_response_200_incident_acknowledged_by_type_0 import (
            ChatAcknowledgeResponse200IncidentAcknowledgedByType0,
        )
        from ..models.chat_acknowledge_response_200_incident_resolved_by_type_0 import (
            ChatAcknowledgeResponse200IncidentResolvedByType0,
        )

        id = self.id

        monitor_id = self.monitor_id

        status = self.status.value

        opened_at = self.opened_at.isoformat()

        acknowledged_at: None | str
        if isinstance(self.acknowledged_at, datetime.datetime):
            acknowledged_at = self.acknowledged_at.isoformat()
        else:
            acknowledged_at = self.acknowledged_at

        resolved_at: None | str
        if isinstance(self.resolved_at, datetime.datetime):
            resolved_at = self.resolved_at.isoformat()
        else:
            resolved_at = self.resolved_at

        acknowledged_by: dict[str, Any] | None
        if isinstance(
            self.acknowledged_by, ChatAcknowledgeResponse200IncidentAcknowledgedByType0
        ):
            acknowledged_by = self.acknowledged_by.to_dict()
        else:
            acknowledged_by = self.acknowledged_by

        resolved_by: dict[str, Any] | None
        if isinstance(
            self.resolved_by, ChatAcknowledgeResponse200IncidentResolvedByType0
        ):
            resolved_by = self.resolved_by.to_dict()
        else:
            resolved_by = self.resolved_by

        duration_sec: int | None
        duration_sec = self.duration_sec

        failing_regions = []
        for failing_regions_item_data in self.failing_regions:
            failing_regions_item = failing_regions_item_data.value
            failing_regions.append(failing_regions_item)

        check = self.check.to_dict()

        created_at = self.created_at.isoformat()

        updated_at = self.updated_at.isoformat()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "monitor_id": monitor_id,
                "status": status,
                "opened_at": opened_at,
                "acknowledged_at": acknowledged_at,
                "resolved_at": resolved_at,
                "acknowledged_by": acknowledged_by,
                "resolved_by": resolved_by,
                "duration_sec": duration_sec,
                "failing_regions": failing_regions,
                "check": check,
                "created_at": created_at,
                "updated_at": updated_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.chat_acknowledge_response_200_incident_acknowledged_by_type_0 import (
            ChatAcknowledgeResponse200IncidentAcknowledgedByType0,
        )
        from ..models.chat_acknowledge_response_200_incident_check import (
            ChatAcknowledgeResponse200IncidentCheck,
        )
        from ..models.chat_acknowledge_response_200_incident_resolved_by_type_0 import (
            ChatAcknowledgeResponse200IncidentResolvedByType0,
        )

        d = dict(src_dict)
        id = d.pop("id")

        monitor_id = d.pop("monitor_id")

        status = ChatAcknowledgeResponse200IncidentStatus(d.pop("status"))

        opened_at = datetime.datetime.fromisoformat(d.pop("opened_at"))

        def _parse_acknowledged_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                acknowledged_at_type_0 = datetime.datetime.fromisoformat(data)

                return acknowledged_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        acknowledged_at = _parse_acknowledged_at(d.pop("acknowledged_at"))

        def _parse_resolved_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                resolved_at_type_0 = datetime.datetime.fromisoformat(data)

                return resolved_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        resolved_at = _parse_resolved_at(d.pop("resolved_at"))

        def _parse_acknowledged_by(
            data: object,
        ) -> ChatAcknowledgeResponse200IncidentAcknowledgedByType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                acknowledged_by_type_0 = (
                    ChatAcknowledgeResponse200IncidentAcknowledgedByType0.from_dict(
                        data
                    )
                )

                return acknowledged_by_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                ChatAcknowledgeResponse200IncidentAcknowledgedByType0 | None, data
            )

        acknowledged_by = _parse_acknowledged_by(d.pop("acknowledged_by"))

        def _parse_resolved_by(
            data: object,
        ) -> ChatAcknowledgeResponse200IncidentResolvedByType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                resolved_by_type_0 = (
                    ChatAcknowledgeResponse200IncidentResolvedByType0.from_dict(data)
                )

                return resolved_by_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ChatAcknowledgeResponse200IncidentResolvedByType0 | None, data)

        resolved_by = _parse_resolved_by(d.pop("resolved_by"))

        def _parse_duration_sec(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        duration_sec = _parse_duration_sec(d.pop("duration_sec"))

        failing_regions = []
        _failing_regions = d.pop("failing_regions")
        for failing_regions_item_data in _failing_regions:
            failing_regions_item = ChatAcknowledgeResponse200IncidentFailingRegionsItem(
                failing_regions_item_data
            )

            failing_regions.append(failing_regions_item)

        check = ChatAcknowledgeResponse200IncidentCheck.from_dict(d.pop("check"))

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        updated_at = datetime.datetime.fromisoformat(d.pop("updated_at"))

        chat_acknowledge_response_200_incident = cls(
            id=id,
            monitor_id=monitor_id,
            status=status,
            opened_at=opened_at,
            acknowledged_at=acknowledged_at,
            resolved_at=resolved_at,
            acknowledged_by=acknowledged_by,
            resolved_by=resolved_by,
            duration_sec=duration_sec,
            failing_regions=failing_regions,
            check=check,
            created_at=created_at,
            updated_at=updated_at,
        )

        return chat_acknowledge_response_200_incident
