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

from ..models.monitor_test_definition_dns_record_type_type_0 import (
    MonitorTestDefinitionDnsRecordTypeType0,
)
from ..types import UNSET, Unset

T = TypeVar("T", bound="MonitorTestDefinitionDns")


@_attrs_define
class MonitorTestDefinitionDns:
    """
    Attributes:
        type_ (Literal['dns']):
        host (Any): tcp, ssl, ping and dns monitors (required there).
        url (None | Unset):
        record_type (MonitorTestDefinitionDnsRecordTypeType0 | None | Unset):
        expected_value (None | str | Unset):
        timeout_ms (int | Unset): The whole check (every step of an api or browser monitor) must end within it: at most
            30000 ms, 60000 ms for browser monitors.
    """

    type_: Literal["dns"]
    host: Any
    url: None | Unset = UNSET
    record_type: MonitorTestDefinitionDnsRecordTypeType0 | None | Unset = UNSET
    expected_value: None | str | Unset = UNSET
    timeout_ms: int | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        host: Any
        host = self.host

        url = self.url

        record_type: None | str | Unset
        if isinstance(self.record_type, Unset):
            record_type = UNSET
        elif isinstance(self.record_type, MonitorTestDefinitionDnsRecordTypeType0):
            record_type = self.record_type.value
        else:
            record_type = self.record_type

        expected_value: None | str | Unset
        if isinstance(self.expected_value, Unset):
            expected_value = UNSET
        else:
            expected_value = self.expected_value

        timeout_ms = self.timeout_ms

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "type": type_,
                "host": host,
            }
        )
        if url is not UNSET:
            field_dict["url"] = url
        if record_type is not UNSET:
            field_dict["record_type"] = record_type
        if expected_value is not UNSET:
            field_dict["expected_value"] = expected_value
        if timeout_ms is not UNSET:
            field_dict["timeout_ms"] = timeout_ms

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        type_ = cast(Literal["dns"], d.pop("type"))
        if type_ != "dns":
            raise ValueError(f"type must match const 'dns', got '{type_}'")

        def _parse_host(data: object) -> Any:
            return cast(Any, data)

        host = _parse_host(d.pop("host"))

        url = d.pop("url", UNSET)

        def _parse_record_type(
            data: object,
        ) -> MonitorTestDefinitionDnsRecordTypeType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                record_type_type_0 = MonitorTestDefinitionDnsRecordTypeType0(data)

                return record_type_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(MonitorTestDefinitionDnsRecordTypeType0 | None | Unset, data)

        record_type = _parse_record_type(d.pop("record_type", UNSET))

        def _parse_expected_value(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        expected_value = _parse_expected_value(d.pop("expected_value", UNSET))

        timeout_ms = d.pop("timeout_ms", UNSET)

        monitor_test_definition_dns = cls(
            type_=type_,
            host=host,
            url=url,
            record_type=record_type,
            expected_value=expected_value,
            timeout_ms=timeout_ms,
        )

        monitor_test_definition_dns.additional_properties = d
        return monitor_test_definition_dns

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
