from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="StatusPageUpdateResponse200ComponentsType0Item")


@_attrs_define
class StatusPageUpdateResponse200ComponentsType0Item:
    """
    Attributes:
        name (str):
        monitor_ids (list[str]):
    """

    name: str
    monitor_ids: list[str]

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        monitor_ids = self.monitor_ids

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "name": name,
                "monitor_ids": monitor_ids,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        name = d.pop("name")

        monitor_ids = cast(list[str], d.pop("monitor_ids"))

        status_page_update_response_200_components_type_0_item = cls(
            name=name,
            monitor_ids=monitor_ids,
        )

        return status_page_update_response_200_components_type_0_item
