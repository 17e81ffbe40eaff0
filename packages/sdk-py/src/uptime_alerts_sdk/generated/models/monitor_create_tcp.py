from __future__ import annotations

from collections.abc import Mapping
from typing import (
    Any,
    Literal,
    Self,
    TypeVar,
    cast,
)

from attrs import define as _attrs_define

from ..models.monitor_create_tcp_regions_item import MonitorCreateTcpRegionsItem
from ..types import UNSET, Unset

T = TypeVar("T", bound="MonitorCreateTcp")


@_attrs_define
class MonitorCreateTcp:
    """
    Attributes:
        name (str):
        type_ (Literal['tcp']):
        host (Any): tcp, ssl, ping and dns monitors (required there).
        port (int): tcp (required) and ssl (default 443).
        interval_sec (int | Unset): At least MIN_INTERVAL_SEC (default 30); default 60.
        regions (list[MonitorCreateTcpRegionsItem] | Unset):
        down_quorum (int | Unset): Regions that must fail to open an incident; default min(2, regions).
        channel_ids (list[str] | None | Unset): Omitted or null: every enabled channel of the org; []: none.
        escalation_policy_id (None | str | Unset): An escalation policy of the org (`/api/v1/escalation-policies`): who
            is told again while an incident stays open. Omitted or null: nobody.
        timeout_ms (int | Unset): The whole check (every step of an api or browser monitor) must end within it: at most
            30000 ms, 60000 ms for browser monitors.
        confirmations (int | Unset): Failed results in a row before a region counts as failing (each region's latest) (1
            to 10, default 1).
        recoveries (int | Unset): Passed results in a row before a failing region counts as recovered (1 to 10, default
            1).
        degraded_after_ms (int | None | Unset): A passing check slower than this (ms) is degraded; a quorum of degraded
            regions makes the monitor `degraded` (no incident, counted as up). null (default): never.
    """

    name: str
    type_: Literal["tcp"]
    host: Any
    port: int
    interval_sec: int | Unset = UNSET
    regions: list[MonitorCreateTcpRegionsItem] | Unset = UNSET
    down_quorum: int | Unset = UNSET
    channel_ids: list[str] | None | Unset = UNSET
    escalation_policy_id: None | str | Unset = UNSET
    timeout_ms: int | Unset = UNSET
    confirmations: int | Unset = UNSET
    recoveries: int | Unset = UNSET
    degraded_after_ms: int | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        type_ = self.type_

        host: Any
        host = self.host

        port = self.port

        interval_sec = self.interval_sec

        regions: list[str] | Unset = UNSET
        if not isinstance(self.regions, Unset):
            regions = []
            for regions_item_data in self.regions:
                regions_item = regions_item_data.value
                regions.append(regions_item)

        down_quorum = self.down_quorum

        channel_ids: list[str] | None | Unset
        if isinstance(self.channel_ids, Unset):
            channel_ids = UNSET
        elif isinstance(self.channel_ids, list):
            channel_ids = self.channel_ids

        else:
            channel_ids = self.channel_ids

        escalation_policy_id: None | str | Unset
        if isinstance(self.escalation_policy_id, Unset):
            escalation_policy_id = UNSET
        else:
            escalation_policy_id = self.escalation_policy_id

        timeout_ms = self.timeout_ms

        confirmations = self.confirmations

        recoveries = self.recoveries

        degraded_after_ms: int | None | Unset
        if isinstance(self.degraded_after_ms, Unset):
            degraded_after_ms = UNSET
        else:
            degraded_after_ms = self.degraded_after_ms

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "name": name,
                "type": type_,
                "host": host,
                "port": port,
            }
        )
        if interval_sec is not UNSET:
            field_dict["interval_sec"] = interval_sec
        if regions is not UNSET:
            field_dict["regions"] = regions
        if down_quorum is not UNSET:
            field_dict["down_quorum"] = down_quorum
        if channel_ids is not UNSET:
            field_dict["channel_ids"] = channel_ids
        if escalation_policy_id is not UNSET:
            field_dict["escalation_policy_id"] = escalation_policy_id
        if timeout_ms is not UNSET:
            field_dict["timeout_ms"] = timeout_ms
        if confirmations is not UNSET:
            field_dict["confirmations"] = confirmations
        if recoveries is not UNSET:
            field_dict["recoveries"] = recoveries
        if degraded_after_ms is not UNSET:
            field_dict["degraded_after_ms"] = degraded_after_ms

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        name = d.pop("name")

        type_ = cast(Literal["tcp"], d.pop("type"))
        if type_ != "tcp":
            raise ValueError(f"type must match const 'tcp', got '{type_}'")

        def _parse_host(data: object) -> Any:
            return cast(Any, data)

        host = _parse_host(d.pop("host"))

        port = d.pop("port")

        interval_sec = d.pop("interval_sec", UNSET)

        _regions = d.pop("regions", UNSET)
        regions: list[MonitorCreateTcpRegionsItem] | Unset = UNSET
        if _regions is not UNSET:
            regions = []
            for regions_item_data in _regions:
                regions_item = MonitorCreateTcpRegionsItem(regions_item_data)

                regions.append(regions_item)

        down_quorum = d.pop("down_quorum", UNSET)

        def _parse_channel_ids(data: object) -> list[str] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                channel_ids_type_0 = cast(list[str], data)

                return channel_ids_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None | Unset, data)

        channel_ids = _parse_channel_ids(d.pop("channel_ids", UNSET))

        def _parse_escalation_policy_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        escalation_policy_id = _parse_escalation_policy_id(
            d.pop("escalation_policy_id", UNSET)
        )

        timeout_ms = d.pop("timeout_ms", UNSET)

        confirmations = d.pop("confirmations", UNSET)

        recoveries = d.pop("recoveries", UNSET)

        def _parse_degraded_after_ms(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        degraded_after_ms = _parse_degraded_after_ms(d.pop("degraded_after_ms", UNSET))

        monitor_create_tcp = cls(
            name=name,
            type_=type_,
            host=host,
            port=port,
            interval_sec=interval_sec,
            regions=regions,
            down_quorum=down_quorum,
            channel_ids=channel_ids,
            escalation_policy_id=escalation_policy_id,
            timeout_ms=timeout_ms,
            confirmations=confirmations,
            recoveries=recoveries,
            degraded_after_ms=degraded_after_ms,
        )

        return monitor_create_tcp
