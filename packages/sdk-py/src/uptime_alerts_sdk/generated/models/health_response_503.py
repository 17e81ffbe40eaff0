from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.health_response_503_mongodb import HealthResponse503Mongodb
from ..models.health_response_503_status import HealthResponse503Status
from ..models.health_response_503_temporal import HealthResponse503Temporal

if TYPE_CHECKING:
    from ..models.health_response_503_regions import HealthResponse503Regions


T = TypeVar("T", bound="HealthResponse503")


@_attrs_define
class HealthResponse503:
    """
    Attributes:
        status (HealthResponse503Status):
        mongodb (HealthResponse503Mongodb):
        temporal (HealthResponse503Temporal):
        regions (HealthResponse503Regions): Each region: `active`, `stale` or `never_seen` (GET /api/v1/regions); never
            makes the answer a 503.
    """

    status: HealthResponse503Status
    mongodb: HealthResponse503Mongodb
    temporal: HealthResponse503Temporal
    regions: HealthResponse503Regions
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
        from ..models.health_response_503_regions import HealthResponse503Regions

        d = dict(src_dict)
        status = HealthResponse503Status(d.pop("status"))

        mongodb = HealthResponse503Mongodb(d.pop("mongodb"))

        temporal = HealthResponse503Temporal(d.pop("temporal"))

        regions = HealthResponse503Regions.from_dict(d.pop("regions"))

        health_response_503 = cls(
            status=status,
            mongodb=mongodb,
            temporal=temporal,
            regions=regions,
        )

        health_response_503.additional_properties = d
        return health_response_503

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
