from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.reports_uptime_response_200_data_item_response_ms import (
        ReportsUptimeResponse200DataItemResponseMs,
    )


T = TypeVar("T", bound="ReportsUptimeResponse200DataItem")


@_attrs_define
class ReportsUptimeResponse200DataItem:
    """
    Attributes:
        monitor_id (str):
        monitor_name (str):
        window (None | str): The named window, or null for `from`/`to`.
        from_ (str):
        to (str):
        since (str): Where measuring started: `from`, or the monitor's creation when later (a monitor younger than the
            window).
        uptime_pct (float | None): 100 x (time measured - downtime) / time measured, from `since` to `to`; 4 decimals.
        downtime_sec (int): Seconds inside incidents (an open one up to `to`), maintenance and paused time excluded.
        maintenance_sec (int): Seconds inside maintenance windows (not measured).
        paused_sec (int): Seconds the monitor was paused, outside maintenance (not measured).
        incidents (int): Incidents that overlap the time measured.
        response_ms (ReportsUptimeResponse200DataItemResponseMs):
    """

    monitor_id: str
    monitor_name: str
    window: None | str
    from_: str
    to: str
    since: str
    uptime_pct: float | None
    downtime_sec: int
    maintenance_sec: int
    paused_sec: int
    incidents: int
    response_ms: ReportsUptimeResponse200DataItemResponseMs

    def to_dict(self) -> dict[str, Any]:
        monitor_id = self.monitor_id

        monitor_name = self.monitor_name

        window: None | str
        window = self.window

        from_ = self.from_

        to = self.to

        since = self.since

        uptime_pct: float | None
        uptime_pct = self.uptime_pct

        downtime_sec = self.downtime_sec

        maintenance_sec = self.maintenance_sec

        paused_sec = self.paused_sec

        incidents = self.incidents

        response_ms = self.response_ms.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "monitor_id": monitor_id,
                "monitor_name": monitor_name,
                "window": window,
                "from": from_,
                "to": to,
                "since": since,
                "uptime_pct": uptime_pct,
                "downtime_sec": downtime_sec,
                "maintenance_sec": maintenance_sec,
                "paused_sec": paused_sec,
                "incidents": incidents,
                "response_ms": response_ms,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.reports_uptime_response_200_data_item_response_ms import (
            ReportsUptimeResponse200DataItemResponseMs,
        )

        d = dict(src_dict)
        monitor_id = d.pop("monitor_id")

        monitor_name = d.pop("monitor_name")

        def _parse_window(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        window = _parse_window(d.pop("window"))

        from_ = d.pop("from")

        to = d.pop("to")

        since = d.pop("since")

        def _parse_uptime_pct(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        uptime_pct = _parse_uptime_pct(d.pop("uptime_pct"))

        downtime_sec = d.pop("downtime_sec")

        maintenance_sec = d.pop("maintenance_sec")

        paused_sec = d.pop("paused_sec")

        incidents = d.pop("incidents")

        response_ms = ReportsUptimeResponse200DataItemResponseMs.from_dict(
            d.pop("response_ms")
        )

        reports_uptime_response_200_data_item = cls(
            monitor_id=monitor_id,
            monitor_name=monitor_name,
            window=window,
            from_=from_,
            to=to,
            since=since,
            uptime_pct=uptime_pct,
            downtime_sec=downtime_sec,
            maintenance_sec=maintenance_sec,
            paused_sec=paused_sec,
            incidents=incidents,
            response_ms=response_ms,
        )

        return reports_uptime_response_200_data_item
