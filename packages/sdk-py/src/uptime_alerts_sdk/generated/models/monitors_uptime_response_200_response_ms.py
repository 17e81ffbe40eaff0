from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="MonitorsUptimeResponse200ResponseMs")


@_attrs_define
class MonitorsUptimeResponse200ResponseMs:
    """
    Attributes:
        p50 (float | None):
        p95 (float | None):
        p99 (float | None):
    """

    p50: float | None
    p95: float | None
    p99: float | None

    def to_dict(self) -> dict[str, Any]:
        p50: float | None
        p50 = self.p50

        p95: float | None
        p95 = self.p95

        p99: float | None
        p99 = self.p99

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "p50": p50,
                "p95": p95,
                "p99": p99,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)

        def _parse_p50(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        p50 = _parse_p50(d.pop("p50"))

        def _parse_p95(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        p95 = _parse_p95(d.pop("p95"))

        def _parse_p99(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        p99 = _parse_p99(d.pop("p99"))

        monitors_uptime_response_200_response_ms = cls(
            p50=p50,
            p95=p95,
            p99=p99,
        )

        return monitors_uptime_response_200_response_ms
