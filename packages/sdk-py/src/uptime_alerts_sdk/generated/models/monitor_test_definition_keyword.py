from __future__ import annotations

from collections.abc import Mapping
from typing import (
    Any,
    Literal,
    Self,
    TypeVar,
    cast,
)

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.monitor_test_definition_keyword_keyword_mode import (
    MonitorTestDefinitionKeywordKeywordMode,
)
from ..types import UNSET, Unset

T = TypeVar("T", bound="MonitorTestDefinitionKeyword")


@_attrs_define
class MonitorTestDefinitionKeyword:
    """
    Attributes:
        url (str): http and keyword monitors only (required there).
        type_ (Literal['keyword']):
        keyword (str): keyword monitors: text looked for in the body (required there).
        keyword_mode (MonitorTestDefinitionKeywordKeywordMode | Unset):
        expected_status (list[int] | Unset): http and keyword monitors; empty means any 2xx.
        timeout_ms (int | Unset):
    """

    url: str
    type_: Literal["keyword"]
    keyword: str
    keyword_mode: MonitorTestDefinitionKeywordKeywordMode | Unset = UNSET
    expected_status: list[int] | Unset = UNSET
    timeout_ms: int | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        url = self.url

        type_ = self.type_

        keyword = self.keyword

        keyword_mode: str | Unset = UNSET
        if not isinstance(self.keyword_mode, Unset):
            keyword_mode = self.keyword_mode.value

        expected_status: list[int] | Unset = UNSET
        if not isinstance(self.expected_status, Unset):
            expected_status = self.expected_status

        timeout_ms = self.timeout_ms

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "url": url,
                "type": type_,
                "keyword": keyword,
            }
        )
        if keyword_mode is not UNSET:
            field_dict["keyword_mode"] = keyword_mode
        if expected_status is not UNSET:
            field_dict["expected_status"] = expected_status
        if timeout_ms is not UNSET:
            field_dict["timeout_ms"] = timeout_ms

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        url = d.pop("url")

        type_ = cast(Literal["keyword"], d.pop("type"))
        if type_ != "keyword":
            raise ValueError(f"type must match const 'keyword', got '{type_}'")

        keyword = d.pop("keyword")

        _keyword_mode = d.pop("keyword_mode", UNSET)
        keyword_mode: MonitorTestDefinitionKeywordKeywordMode | Unset
        if isinstance(_keyword_mode, Unset):
            keyword_mode = UNSET
        else:
            keyword_mode = MonitorTestDefinitionKeywordKeywordMode(_keyword_mode)

        expected_status = cast(list[int], d.pop("expected_status", UNSET))

        timeout_ms = d.pop("timeout_ms", UNSET)

        monitor_test_definition_keyword = cls(
            url=url,
            type_=type_,
            keyword=keyword,
            keyword_mode=keyword_mode,
            expected_status=expected_status,
            timeout_ms=timeout_ms,
        )

        monitor_test_definition_keyword.additional_properties = d
        return monitor_test_definition_keyword

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
