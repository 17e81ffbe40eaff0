from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.monitors_list_response_200_data_item_steps_type_0_item_extract_item_source import (
    MonitorsListResponse200DataItemStepsType0ItemExtractItemSource,
)

T = TypeVar("T", bound="MonitorsListResponse200DataItemStepsType0ItemExtractItem")


@_attrs_define
class MonitorsListResponse200DataItemStepsType0ItemExtractItem:
    """A value of the answer kept for later steps: the first JSONPath match, the header, or the first group.

    Attributes:
        name (str):
        source (MonitorsListResponse200DataItemStepsType0ItemExtractItemSource):
        property_ (str): `json_path`: a JSONPath; `header`: its name; `regex`: a regular expression over the body.
    """

    name: str
    source: MonitorsListResponse200DataItemStepsType0ItemExtractItemSource
    property_: str

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        source = self.source.value

        property_ = self.property_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "name": name,
                "source": source,
                "property": property_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        name = d.pop("name")

        source = MonitorsListResponse200DataItemStepsType0ItemExtractItemSource(
            d.pop("source")
        )

        property_ = d.pop("property")

        monitors_list_response_200_data_item_steps_type_0_item_extract_item = cls(
            name=name,
            source=source,
            property_=property_,
        )

        return monitors_list_response_200_data_item_steps_type_0_item_extract_item
