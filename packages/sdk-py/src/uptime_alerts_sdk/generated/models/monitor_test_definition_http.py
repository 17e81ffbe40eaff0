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

from ..types import UNSET, Unset

T = TypeVar("T", bound="MonitorTestDefinitionHttp")


@_attrs_define
class MonitorTestDefinitionHttp:
    """
    Attributes:
        url (str): http and keyword monitors only (required there).
        type_ (Literal['http']):
        expected_status (list[int] | Unset): http and keyword monitors; empty means any 2xx.
        timeout_ms (int | Unset):
    """

    url: str
    type_: Literal["http"]
    expected_status: list[int] | Unset = UNSET
    timeout_ms: int | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        url = self.url

        type_ = self.type_

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
            }
        )
        if expected_status is not UNSET:
            field_dict["expected_status"] = expected_status
        if timeout_ms is not UNSET:
            field_dict["timeout_ms"] = timeout_ms

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        url = d.pop("url")

        type_ = cast(Literal["http"], d.pop("type"))
        if type_ != "http":
            raise ValueError(f"type must match const 'http', got '{type_}'")

        expected_status = cast(list[int], d.pop("expected_status", UNSET))

        timeout_ms = d.pop("timeout_ms", UNSET)

        monitor_test_definition_http = cls(
            url=url,
            type_=type_,
            expected_status=expected_status,
            timeout_ms=timeout_ms,
        )

        monitor_test_definition_http.additional_properties = d
        return monitor_test_definition_http

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
