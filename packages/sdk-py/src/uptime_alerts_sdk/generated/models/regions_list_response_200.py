from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.regions_list_response_200_regions_item import (
        RegionsListResponse200RegionsItem,
    )


T = TypeVar("T", bound="RegionsListResponse200")


@_attrs_define
class RegionsListResponse200:
    """
    Attributes:
        stale_after_sec (int): REGION_STALE_SEC: how long without a prober makes a region stale.
        regions (list[RegionsListResponse200RegionsItem]):
    """

    stale_after_sec: int
    regions: list[RegionsListResponse200RegionsItem]

    def to_dict(self) -> dict[str, Any]:
        stale_after_sec = self.stale_after_sec

        regions = []
        for regions_item_data in self.regions:
            regions_item = regions_item_data.to_dict()
            regions.append(regions_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "stale_after_sec": stale_after_sec,
                "regions": regions,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.regions_list_response_200_regions_item import (
            RegionsListResponse200RegionsItem,
        )

        d = dict(src_dict)
        stale_after_sec = d.pop("stale_after_sec")

        regions = []
        _regions = d.pop("regions")
        for regions_item_data in _regions:
            regions_item = RegionsListResponse200RegionsItem.from_dict(
                regions_item_data
            )

            regions.append(regions_item)

        regions_list_response_200 = cls(
            stale_after_sec=stale_after_sec,
            regions=regions,
        )

        return regions_list_response_200
