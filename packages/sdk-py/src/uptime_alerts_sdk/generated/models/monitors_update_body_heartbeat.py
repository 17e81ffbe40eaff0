from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="MonitorsUpdateBodyHeartbeat")


@_attrs_define
class MonitorsUpdateBodyHeartbeat:
    """heartbeat monitors (required there): `{period_sec, grace_sec}` or `{schedule, tz, grace_sec}`; periods at least
    MIN_INTERVAL_SEC.

        Attributes:
            grace_sec (int):
            period_sec (int | Unset):
            schedule (str | Unset): Five-field cron expression (minute hour day month weekday).
            tz (str | Unset): IANA time zone of `schedule`; default UTC.
            max_runtime_sec (int | None | Unset): A `/start` without a success within this many seconds opens an incident.
    """

    grace_sec: int
    period_sec: int | Unset = UNSET
    schedule: str | Unset = UNSET
    tz: str | Unset = UNSET
    max_runtime_sec: int | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        grace_sec = self.grace_sec

        period_sec = self.period_sec

        schedule = self.schedule

        tz = self.tz

        max_runtime_sec: int | None | Unset
        if isinstance(self.max_runtime_sec, Unset):
            max_runtime_sec = UNSET
        else:
            max_runtime_sec = self.max_runtime_sec

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "grace_sec": grace_sec,
            }
        )
        if period_sec is not UNSET:
            field_dict["period_sec"] = period_sec
        if schedule is not UNSET:
            field_dict["schedule"] = schedule
        if tz is not UNSET:
            field_dict["tz"] = tz
        if max_runtime_sec is not UNSET:
            field_dict["max_runtime_sec"] = max_runtime_sec

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        grace_sec = d.pop("grace_sec")

        period_sec = d.pop("period_sec", UNSET)

        schedule = d.pop("schedule", UNSET)

        tz = d.pop("tz", UNSET)

        def _parse_max_runtime_sec(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        max_runtime_sec = _parse_max_runtime_sec(d.pop("max_runtime_sec", UNSET))

        monitors_update_body_heartbeat = cls(
            grace_sec=grace_sec,
            period_sec=period_sec,
            schedule=schedule,
            tz=tz,
            max_runtime_sec=max_runtime_sec,
        )

        return monitors_update_body_heartbeat
