from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.health_response_200_mongodb import HealthResponse200Mongodb
from ..models.health_response_200_status import HealthResponse200Status
from ..models.health_response_200_temporal import HealthResponse200Temporal

if TYPE_CHECKING:
    from ..models.health_response_200_regions import HealthResponse200Regions


T = TypeVar("T", bound="HealthResponse200")


@_attrs_define
class HealthResponse200:
    """
    Attributes:
        status (HealthResponse200Status):
        mongodb (HealthResponse200Mongodb):
        temporal (HealthResponse200Temporal):
        regions (HealthResponse200Regions): Each region: `active`, `stale` or `never_seen` (GET /api/v1/regions); never
            makes the answer a 503.
    """

    status: HealthResponse200Status
    mongodb: HealthResponse200Mongodb
    temporal: HealthResponse200Temporal
    regions: HealthResponse200Regions
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
        from ..models.health_response_200_regions import HealthResponse200Regions

        d = dict(src_dict)
        status = HealthResponse200Status(d.pop("status"))

        mongodb = HealthResponse200Mongodb(d.pop("mongodb"))

        temporal = HealthResponse200Temporal(d.pop("temporal"))

        regions = HealthResponse200Regions.from_dict(d.pop("regions"))

        health_response_200 = cls(
            status=status,
            mongodb=mongodb,
            temporal=temporal,
            regions=regions,
        )

        health_response_200.additional_properties = d
        return health_response_200

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
