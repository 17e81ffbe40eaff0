from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.monitor_create_api_steps_item_extract_item_source import (
    MonitorCreateApiStepsItemExtractItemSource,
)

T = TypeVar("T", bound="MonitorCreateApiStepsItemExtractItem")


@_attrs_define
class MonitorCreateApiStepsItemExtractItem:
    """A value of the answer kept for later steps: the first JSONPath match, the header, or the first group.

    Attributes:
        name (str):
        source (MonitorCreateApiStepsItemExtractItemSource):
        property_ (str): `json_path`: a JSONPath; `header`: its name; `regex`: a regular expression over the body.
    """

    name: str
    source: MonitorCreateApiStepsItemExtractItemSource
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

        source = MonitorCreateApiStepsItemExtractItemSource(d.pop("source"))

        property_ = d.pop("property")

        monitor_create_api_steps_item_extract_item = cls(
            name=name,
            source=source,
            property_=property_,
        )

        return monitor_create_api_steps_item_extract_item
