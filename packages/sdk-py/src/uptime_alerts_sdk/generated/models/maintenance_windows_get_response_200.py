from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.maintenance_windows_get_response_200_current_type_0 import (
        MaintenanceWindowsGetResponse200CurrentType0,
    )
    from ..models.maintenance_windows_get_response_200_next_type_0 import (
        MaintenanceWindowsGetResponse200NextType0,
    )


T = TypeVar("T", bound="MaintenanceWindowsGetResponse200")


@_attrs_define
class MaintenanceWindowsGetResponse200:
    """
    Attributes:
        id (str):
        name (str):
        starts_at (datetime.datetime):
        ends_at (datetime.datetime):
        rrule (None | str):
        monitor_ids (list[str] | None):
        active (bool): An occurrence covers now: its monitors are in maintenance.
        current (MaintenanceWindowsGetResponse200CurrentType0 | None): The occurrence active now, or null.
        next_ (MaintenanceWindowsGetResponse200NextType0 | None): The next occurrence starting after now, or null.
        created_at (datetime.datetime):
        updated_at (datetime.datetime):
    """

    id: str
    name: str
    starts_at: datetime.datetime
    ends_at: datetime.datetime
    rrule: None | str
    monitor_ids: list[str] | None
    active: bool
    current: MaintenanceWindowsGetResponse200CurrentType0 | None
    next_: MaintenanceWindowsGetResponse200NextType0 | None
    created_at: datetime.datetime
    updated_at: datetime.datetime

    def to_dict(self) -> dict[str, Any]:
        from ..models.maintenance_windows_get_response_200_current_type_0 import (
            MaintenanceWindowsGetResponse200CurrentType0,
        )
        from ..models.maintenance_windows_get_response_200_next_type_0 import (
            MaintenanceWindowsGetResponse200NextType0,
        )

        id = self.id

        name = self.name

        starts_at = self.starts_at.isoformat()

        ends_at = self.ends_at.isoformat()

        rrule: None | str
        rrule = self.rrule

        monitor_ids: list[str] | None
        if isinstance(self.monitor_ids, list):
            monitor_ids = self.monitor_ids

        else:
            monitor_ids = self.monitor_ids

        active = self.active

        current: dict[str, Any] | None
        if isinstance(self.current, MaintenanceWindowsGetResponse200CurrentType0):
            current = self.current.to_dict()
        else:
            current = self.current

        next_: dict[str, Any] | None
        if isinstance(self.next_, MaintenanceWindowsGetResponse200NextType0):
            next_ = self.next_.to_dict()
        else:
            next_ = self.next_

        created_at = self.created_at.isoformat()

        updated_at = self.updated_at.isoformat()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "name": name,
                "starts_at": starts_at,
                "ends_at": ends_at,
                "rrule": rrule,
                "monitor_ids": monitor_ids,
                "active": active,
                "current": current,
                "next": next_,
                "created_at": created_at,
                "updated_at": updated_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.maintenance_windows_get_response_200_current_type_0 import (
            MaintenanceWindowsGetResponse200CurrentType0,
        )
        from ..models.maintenance_windows_get_response_200_next_type_0 import (
            MaintenanceWindowsGetResponse200NextType0,
        )

        d = dict(src_dict)
        id = d.pop("id")

        name = d.pop("name")

        starts_at = datetime.datetime.fromisoformat(d.pop("starts_at"))

        ends_at = datetime.datetime.fromisoformat(d.pop("ends_at"))

        def _parse_rrule(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        rrule = _parse_rrule(d.pop("rrule"))

        def _parse_monitor_ids(data: object) -> list[str] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                monitor_ids_type_0 = cast(list[str], data)

                return monitor_ids_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None, data)

        monitor_ids = _parse_monitor_ids(d.pop("monitor_ids"))

        active = d.pop("active")

        def _parse_current(
            data: object,
        ) -> MaintenanceWindowsGetResponse200CurrentType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                current_type_0 = MaintenanceWindowsGetResponse200CurrentType0.from_dict(
                    data
                )

                return current_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(MaintenanceWindowsGetResponse200CurrentType0 | None, data)

        current = _parse_current(d.pop("current"))

        def _parse_next_(
            data: object,
        ) -> MaintenanceWindowsGetResponse200NextType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                next_type_0 = MaintenanceWindowsGetResponse200NextType0.from_dict(data)

                return next_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(MaintenanceWindowsGetResponse200NextType0 | None, data)

        next_ = _parse_next_(d.pop("next"))

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        updated_at = datetime.datetime.fromisoformat(d.pop("updated_at"))

        maintenance_windows_get_response_200 = cls(
            id=id,
            name=name,
            starts_at=starts_at,
            ends_at=ends_at,
            rrule=rrule,
            monitor_ids=monitor_ids,
            active=active,
            current=current,
            next_=next_,
            created_at=created_at,
            updated_at=updated_at,
        )

        return maintenance_windows_get_response_200
