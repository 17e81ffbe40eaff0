from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.regions_list_response_200_regions_item_region import (
    RegionsListResponse200RegionsItemRegion,
)
from ..models.regions_list_response_200_regions_item_status import (
    RegionsListResponse200RegionsItemStatus,
)

if TYPE_CHECKING:
    from ..models.regions_list_response_200_regions_item_probers_item import (
        RegionsListResponse200RegionsItemProbersItem,
    )


T = TypeVar("T", bound="RegionsListResponse200RegionsItem")


@_attrs_define
class RegionsListResponse200RegionsItem:
    """
    Attributes:
        region (RegionsListResponse200RegionsItemRegion):
        status (RegionsListResponse200RegionsItemStatus): `active`: a prober was heard from within `stale_after_sec`;
            `stale`: not since; `never_seen`: no prober of it was heard from (in the last 7 days).
        last_seen_at (datetime.datetime | None): The newest pull or post of any of its probers.
        probers (list[RegionsListResponse200RegionsItemProbersItem]): Its probers, most recently heard from first (at
            most 10).
    """

    region: RegionsListResponse200RegionsItemRegion
    status: RegionsListResponse200RegionsItemStatus
    last_seen_at: datetime.datetime | None
    probers: list[RegionsListResponse200RegionsItemProbersItem]

    def to_dict(self) -> dict[str, Any]:
        region = self.region.value

        status = self.status.value

        last_seen_at: None | str
        if isinstance(self.last_seen_at, datetime.datetime):
            last_seen_at = self.last_seen_at.isoformat()
        else:
            last_seen_at = self.last_seen_at

        probers = []
        for probers_item_data in self.probers:
            probers_item = probers_item_data.to_dict()
            probers.append(probers_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "region": region,
                "status": status,
                "last_seen_at": last_seen_at,
                "probers": probers,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.regions_list_response_200_regions_item_probers_item import (
            RegionsListResponse200RegionsItemProbersItem,
        )

        d = dict(src_dict)
        region = RegionsListResponse200RegionsItemRegion(d.pop("region"))

        status = RegionsListResponse200RegionsItemStatus(d.pop("status"))

        def _parse_last_seen_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                last_seen_at_type_0 = datetime.datetime.fromisoformat(data)

                return last_seen_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        last_seen_at = _parse_last_seen_at(d.pop("last_seen_at"))

        probers = []
        _probers = d.pop("probers")
        for probers_item_data in _probers:
            probers_item = RegionsListResponse200RegionsItemProbersItem.from_dict(
                probers_item_data
            )

            probers.append(probers_item)

        regions_list_response_200_regions_item = cls(
            region=region,
            status=status,
            last_seen_at=last_seen_at,
            probers=probers,
        )

        return regions_list_response_200_regions_item
