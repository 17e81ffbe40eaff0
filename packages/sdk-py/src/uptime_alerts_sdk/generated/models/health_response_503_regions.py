from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.health_response_503_regions_additional_property import (
    HealthResponse503RegionsAdditionalProperty,
)

T = TypeVar("T", bound="HealthResponse503Regions")


@_attrs_define
class HealthResponse503Regions:
    """Each region: `active`, `stale` or `never_seen` (GET /api/v1/regions); never makes the answer a 503."""

    additional_properties: dict[str, HealthResponse503RegionsAdditionalProperty] = (
        _attrs_field(init=False, factory=dict)
    )

    def to_dict(self) -> dict[str, Any]:

        field_dict: dict[str, Any] = {}
        for prop_name, prop in self.additional_properties.items():
            field_dict[prop_name] = prop.value

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        health_response_503_regions = cls()

        additional_properties = {}
        for prop_name, prop_dict in d.items():
            additional_property = HealthResponse503RegionsAdditionalProperty(prop_dict)

            additional_properties[prop_name] = additional_property

        health_response_503_regions.additional_properties = additional_properties
        return health_response_503_regions

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> HealthResponse503RegionsAdditionalProperty:
        return self.additional_properties[key]

    def __setitem__(
        self, key: str, value: HealthResponse503RegionsAdditionalProperty
    ) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
