from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.monitors_list_response_200_data_item_steps_type_0_item_assertions_item_comparison import (
    MonitorsListResponse200DataItemStepsType0ItemAssertionsItemComparison,
)
from ..models.monitors_list_response_200_data_item_steps_type_0_item_assertions_item_source import (
    MonitorsListResponse200DataItemStepsType0ItemAssertionsItemSource,
)
from ..types import UNSET, Unset

T = TypeVar("T", bound="MonitorsListResponse200DataItemStepsType0ItemAssertionsItem")


@_attrs_define
class MonitorsListResponse200DataItemStepsType0ItemAssertionsItem:
    """
    Attributes:
        source (MonitorsListResponse200DataItemStepsType0ItemAssertionsItemSource):
        comparison (MonitorsListResponse200DataItemStepsType0ItemAssertionsItemComparison):
        property_ (str | Unset): `header`: the header name; `json_path`: a JSONPath (RFC 9535) such as
            `$.checks[0].status`.
        target (bool | float | str | Unset): What the value is compared with (a regex for `matches`); not used by
            `exists` and `not_exists`.
    """

    source: MonitorsListResponse200DataItemStepsType0ItemAssertionsItemSource
    comparison: MonitorsListResponse200DataItemStepsType0ItemAssertionsItemComparison
    property_: str | Unset = UNSET
    target: bool | float | str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        source = self.source.value

        comparison = self.comparison.value

        property_ = self.property_

        target: bool | float | str | Unset
        if isinstance(self.target, Unset):
            target = UNSET
        else:
            target = self.target

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "source": source,
                "comparison": comparison,
            }
        )
        if property_ is not UNSET:
            field_dict["property"] = property_
        if target is not UNSET:
            field_dict["target"] = target

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        source = MonitorsListResponse200DataItemStepsType0ItemAssertionsItemSource(
            d.pop("source")
        )

        comparison = (
            MonitorsListResponse200DataItemStepsType0ItemAssertionsItemComparison(
                d.pop("comparison")
            )
        )

        property_ = d.pop("property", UNSET)

        def _parse_target(data: object) -> bool | float | str | Unset:
            if isinstance(data, Unset):
                return data
            return cast(bool | float | str | Unset, data)

        target = _parse_target(d.pop("target", UNSET))

        monitors_list_response_200_data_item_steps_type_0_item_assertions_item = cls(
            source=source,
            comparison=comparison,
            property_=property_,
            target=target,
        )

        return monitors_list_response_200_data_item_steps_type_0_item_assertions_item
