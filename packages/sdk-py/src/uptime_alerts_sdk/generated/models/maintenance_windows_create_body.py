from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="MaintenanceWindowsCreateBody")


@_attrs_define
class MaintenanceWindowsCreateBody:
    """
    Attributes:
        name (str):
        starts_at (datetime.datetime): An ISO 8601 date-time with an offset or Z.
        ends_at (datetime.datetime): After starts_at, at most 31 days later.
        rrule (None | str | Unset): Repeats the window: an RFC 5545 RRULE (e.g. `FREQ=WEEKLY;BYDAY=SU`), evaluated in
            UTC from starts_at; each occurrence lasts ends_at - starts_at. FREQ HOURLY to YEARLY; INTERVAL, COUNT, UNTIL,
            BYDAY, BYMONTHDAY, BYMONTH, BYHOUR, BYMINUTE, BYSETPOS, WKST. null or absent: once.
        monitor_ids (list[str] | None | Unset): The monitors it covers; null or absent: every monitor of the workspace
            (later ones too).
    """

    name: str
    starts_at: datetime.datetime
    ends_at: datetime.datetime
    rrule: None | str | Unset = UNSET
    monitor_ids: list[str] | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        starts_at = self.starts_at.isoformat()

        ends_at = self.ends_at.isoformat()

        rrule: None | str | Unset
        if isinstance(self.rrule, Unset):
            rrule = UNSET
        else:
            rrule = self.rrule

        monitor_ids: list[str] | None | Unset
        if isinstance(self.monitor_ids, Unset):
            monitor_ids = UNSET
        elif isinstance(self.monitor_ids, list):
            monitor_ids = self.monitor_ids

        else:
            monitor_ids = self.monitor_ids

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "name": name,
                "starts_at": starts_at,
                "ends_at": ends_at,
            }
        )
        if rrule is not UNSET:
            field_dict["rrule"] = rrule
        if monitor_ids is not UNSET:
            field_dict["monitor_ids"] = monitor_ids

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        name = d.pop("name")

        starts_at = datetime.datetime.fromisoformat(d.pop("starts_at"))

        ends_at = datetime.datetime.fromisoformat(d.pop("ends_at"))

        def _parse_rrule(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        rrule = _parse_rrule(d.pop("rrule", UNSET))

        def _parse_monitor_ids(data: object) -> list[str] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                monitor_ids_type_0 = cast(list[str], data)

                return monitor_ids_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None | Unset, data)

        monitor_ids = _parse_monitor_ids(d.pop("monitor_ids", UNSET))

        maintenance_windows_create_body = cls(
            name=name,
            starts_at=starts_at,
            ends_at=ends_at,
            rrule=rrule,
            monitor_ids=monitor_ids,
        )

        return maintenance_windows_create_body
