from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.status_v2_components_response_200_page import (
        StatusV2ComponentsResponse200Page,
    )


T = TypeVar("T", bound="StatusV2ComponentsResponse200")


@_attrs_define
class StatusV2ComponentsResponse200:
    """
    Attributes:
        page (StatusV2ComponentsResponse200Page):
    """

    page: StatusV2ComponentsResponse200Page
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        page = self.page.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "page": page,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.status_v2_components_response_200_page import (
            StatusV2ComponentsResponse200Page,
        )

        d = dict(src_dict)
        page = StatusV2ComponentsResponse200Page.from_dict(d.pop("page"))

        status_v2_components_response_200 = cls(
            page=page,
        )

        status_v2_components_response_200.additional_properties = d
        return status_v2_components_response_200

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
