from __future__ import annotations

from collections.abc import Mapping
from typing import (
    TYPE_CHECKING,
    Any,
    Literal,
    Self,
    TypeVar,
    cast,
)

from attrs import define as _attrs_define

from ..models.monitor_create_heartbeat_regions_item import (
    MonitorCreateHeartbeatRegionsItem,
)
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.monitor_create_heartbeat_heartbeat import (
        MonitorCreateHeartbeatHeartbeat,
    )


T = TypeVar("T", bound="MonitorCreateHeartbeat")


@_attrs_define
class MonitorCreateHeartbeat:
    """
    Attributes:
        name (str):
        type_ (Literal['heartbeat']):
        heartbeat (MonitorCreateHeartbeatHeartbeat): heartbeat monitors (required there): `{period_sec, grace_sec}` or
            `{schedule, tz, grace_sec}`; periods at least MIN_INTERVAL_SEC.
        interval_sec (int | Unset): At least MIN_INTERVAL_SEC (default 30); default 60.
        regions (list[MonitorCreateHeartbeatRegionsItem] | Unset):
        down_quorum (int | Unset): Regions that must fail to open an incident; default min(2, regions).
        channel_ids (list[str] | None | Unset): Omitted or null: every enabled channel of the org; []: none.
        escalation_policy_id (None | str | Unset): An escalation policy of the org (`/api/v1/escalation-policies`): who
            is told again while an incident stays open. Omitted or null: nobody.
    """

    name: str
    type_: Literal["heartbeat"]
    heartbeat: MonitorCreateHeartbeatHeartbeat
    interval_sec: int | Unset = UNSET
    regions: list[MonitorCreateHeartbeatRegionsItem] | Unset = UNSET
    down_quorum: int | Unset = UNSET
    channel_ids: list[str] | None | Unset = UNSET
    escalation_policy_id: None | str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        type_ = self.type_

        heartbeat = self.heartbeat.to_dict()

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

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "name": name,
                "type": type_,
                "heartbeat": heartbeat,
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

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.monitor_create_heartbeat_heartbeat import (
            MonitorCreateHeartbeatHeartbeat,
        )

        d = dict(src_dict)
        name = d.pop("name")

        type_ = cast(Literal["heartbeat"], d.pop("type"))
        if type_ != "heartbeat":
            raise ValueError(f"type must match const 'heartbeat', got '{type_}'")

        heartbeat = MonitorCreateHeartbeatHeartbeat.from_dict(d.pop("heartbeat"))

        interval_sec = d.pop("interval_sec", UNSET)

        _regions = d.pop("regions", UNSET)
        regions: list[MonitorCreateHeartbeatRegionsItem] | Unset = UNSET
        if _regions is not UNSET:
            regions = []
            for regions_item_data in _regions:
                regions_item = MonitorCreateHeartbeatRegionsItem(regions_item_data)

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

        monitor_create_heartbeat = cls(
            name=name,
            type_=type_,
            heartbeat=heartbeat,
            interval_sec=interval_sec,
            regions=regions,
            down_quorum=down_quorum,
            channel_ids=channel_ids,
            escalation_policy_id=escalation_policy_id,
        )

        return monitor_create_heartbeat
