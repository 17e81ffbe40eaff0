from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.root_response_503_mongodb import RootResponse503Mongodb
from ..models.root_response_503_status import RootResponse503Status
from ..models.root_response_503_temporal import RootResponse503Temporal

if TYPE_CHECKING:
    from ..models.root_response_503_regions import RootResponse503Regions


T = TypeVar("T", bound="RootResponse503")


@_attrs_define
class RootResponse503:
    """
    Attributes:
        status (RootResponse503Status):
        mongodb (RootResponse503Mongodb):
        temporal (RootResponse503Temporal):
        regions (RootResponse503Regions): Each region: `active`, `stale` or `never_seen` (GET /api/v1/regions); never
            makes the answer a 503.
    """

    status: RootResponse503Status
    mongodb: RootResponse503Mongodb
    temporal: RootResponse503Temporal
    regions: RootResponse503Regions
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
        from ..models.root_response_503_regions import RootResponse503Regions

        d = dict(src_dict)
        status = RootResponse503Status(d.pop("status"))

        mongodb = RootResponse503Mongodb(d.pop("mongodb"))

        temporal = RootResponse503Temporal(d.pop("temporal"))

        regions = RootResponse503Regions.from_dict(d.pop("regions"))

        root_response_503 = cls(
            status=status,
            mongodb=mongodb,
            temporal=temporal,
            regions=regions,
        )

        root_response_503.additional_properties = d
        return root_response_503

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
