from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.root_response_200_mongodb import RootResponse200Mongodb
from ..models.root_response_200_status import RootResponse200Status
from ..models.root_response_200_temporal import RootResponse200Temporal

if TYPE_CHECKING:
    from ..models.root_response_200_regions import RootResponse200Regions


T = TypeVar("T", bound="RootResponse200")


@_attrs_define
class RootResponse200:
    """
    Attributes:
        status (RootResponse200Status):
        mongodb (RootResponse200Mongodb):
        temporal (RootResponse200Temporal):
        regions (RootResponse200Regions): Each region: `active`, `stale` or `never_seen` (GET /api/v1/regions); never
            makes the answer a 503.
    """

    status: RootResponse200Status
    mongodb: RootResponse200Mongodb
    temporal: RootResponse200Temporal
    regions: RootResponse200Regions
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        status = self.status.value

        mongodb = self.mongodb.value

        temporal = self.temporal.value

        regions = self.regions.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "status": status,
                "mongodb": mongodb,
                "temporal": temporal,
                "regions": regions,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.root_response_200_regions import RootResponse200Regions

        d = dict(src_dict)
        status = RootResponse200Status(d.pop("status"))

        mongodb = RootResponse200Mongodb(d.pop("mongodb"))

        temporal = RootResponse200Temporal(d.pop("temporal"))

        regions = RootResponse200Regions.from_dict(d.pop("regions"))

        root_response_200 = cls(
            status=status,
            mongodb=mongodb,
            temporal=temporal,
            regions=regions,
        )

        root_response_200.additional_properties = d
        return root_response_200

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
