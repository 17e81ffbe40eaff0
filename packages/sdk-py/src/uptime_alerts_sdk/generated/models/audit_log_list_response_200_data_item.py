from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.audit_log_list_response_200_data_item_actor import (
        AuditLogListResponse200DataItemActor,
    )
    from ..models.audit_log_list_response_200_data_item_before_type_0 import (
        AuditLogListResponse200DataItemBeforeType0,
    )
    from ..models.audit_log_list_response_200_data_item_changes import (
        AuditLogListResponse200DataItemChanges,
    )


T = TypeVar("T", bound="AuditLogListResponse200DataItem")


@_attrs_define
class AuditLogListResponse200DataItem:
    """
    Attributes:
        id (str):
        at (datetime.datetime):
        actor (AuditLogListResponse200DataItemActor):
        action (str): The route's name, e.g. `monitors.create`.
        resource_id (None | str):
        changes (AuditLogListResponse200DataItemChanges): The fields the write set; values that could carry a secret
            read "(set, not recorded)".
        before (AuditLogListResponse200DataItemBeforeType0 | None): The same fields as they were before the write, kept
            by the same rule (changes of monitors, channels and members through the API or MCP); null otherwise.
        ip (None | str):
    """

    id: str
    at: datetime.datetime
    actor: AuditLogListResponse200DataItemActor
    action: str
    resource_id: None | str
    changes: AuditLogListResponse200DataItemChanges
    before: AuditLogListResponse200DataItemBeforeType0 | None
    ip: None | str

    def to_dict(self) -> dict[str, Any]:
        from ..models.audit_log_list_response_200_data_item_before_type_0 import (
            AuditLogListResponse200DataItemBeforeType0,
        )

        id = self.id

        at = self.at.isoformat()

        actor = self.actor.to_dict()

        action = self.action

        resource_id: None | str
        resource_id = self.resource_id

        changes = self.changes.to_dict()

        before: dict[str, Any] | None
        if isinstance(self.before, AuditLogListResponse200DataItemBeforeType0):
            before = self.before.to_dict()
        else:
            before = self.before

        ip: None | str
        ip = self.ip

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "at": at,
                "actor": actor,
                "action": action,
                "resource_id": resource_id,
                "changes": changes,
                "before": before,
                "ip": ip,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.audit_log_list_response_200_data_item_actor import (
            AuditLogListResponse200DataItemActor,
        )
        from ..models.audit_log_list_response_200_data_item_before_type_0 import (
            AuditLogListResponse200DataItemBeforeType0,
        )
        from ..models.audit_log_list_response_200_data_item_changes import (
            AuditLogListResponse200DataItemChanges,
        )

        d = dict(src_dict)
        id = d.pop("id")

        at = datetime.datetime.fromisoformat(d.pop("at"))

        actor = AuditLogListResponse200DataItemActor.from_dict(d.pop("actor"))

        action = d.pop("action")

        def _parse_resource_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        resource_id = _parse_resource_id(d.pop("resource_id"))

        changes = AuditLogListResponse200DataItemChanges.from_dict(d.pop("changes"))

        def _parse_before(
            data: object,
        ) -> AuditLogListResponse200DataItemBeforeType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                before_type_0 = AuditLogListResponse200DataItemBeforeType0.from_dict(
                    data
                )

                return before_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(AuditLogListResponse200DataItemBeforeType0 | None, data)

        before = _parse_before(d.pop("before"))

        def _parse_ip(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        ip = _parse_ip(d.pop("ip"))

        audit_log_list_response_200_data_item = cls(
            id=id,
            at=at,
            actor=actor,
            action=action,
            resource_id=resource_id,
            changes=changes,
            before=before,
            ip=ip,
        )

        return audit_log_list_response_200_data_item
