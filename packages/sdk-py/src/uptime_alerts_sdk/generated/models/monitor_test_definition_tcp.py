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

T = TypeVar("T", bound="MonitorTestDefinitionTcp")


@_attrs_define
class MonitorTestDefinitionTcp:
    """
    Attributes:
        type_ (Literal['tcp']):
        host (Any): tcp, ssl, ping and dns monitors (required there).
        port (int): tcp (required) and ssl (default 443).
        url (None | Unset):
        timeout_ms (int | Unset): The whole check (every step of an api or browser monitor) must end within it: at most
            30000 ms, 60000 ms for browser monitors.
    """

    type_: Literal["tcp"]
    host: Any
    port: int
    url: None | Unset = UNSET
    timeout_ms: int | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        host: Any
        host = self.host

        port = self.port

        url = self.url

        timeout_ms = self.timeout_ms

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "type": type_,
                "host": host,
                "port": port,
            }
        )
        if url is not UNSET:
            field_dict["url"] = url
        if timeout_ms is not UNSET:
            field_dict["timeout_ms"] = timeout_ms

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        type_ = cast(Literal["tcp"], d.pop("type"))
        if type_ != "tcp":
            raise ValueError(f"type must match const 'tcp', got '{type_}'")

        def _parse_host(data: object) -> Any:
            return cast(Any, data)

        host = _parse_host(d.pop("host"))

        port = d.pop("port")

        url = d.pop("url", UNSET)

        timeout_ms = d.pop("timeout_ms", UNSET)

        monitor_test_definition_tcp = cls(
            type_=type_,
            host=host,
            port=port,
            url=url,
            timeout_ms=timeout_ms,
        )

        monitor_test_definition_tcp.additional_properties = d
        return monitor_test_definition_tcp

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
