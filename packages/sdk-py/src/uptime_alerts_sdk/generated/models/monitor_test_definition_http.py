from __future__ import annotations

from collections.abc import Mapping
from typing import (
    TYPE_CHECKING,
    Any,
    Literal,
    Self,
    TypeVar,
    cast,
)

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.monitor_test_definition_http_ip_family_type_0 import (
    MonitorTestDefinitionHttpIpFamilyType0,
)
from ..models.monitor_test_definition_http_method_type_0 import (
    MonitorTestDefinitionHttpMethodType0,
)
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.monitor_test_definition_http_assertions_type_0_item import (
        MonitorTestDefinitionHttpAssertionsType0Item,
    )
    from ..models.monitor_test_definition_http_basic_auth_type_0 import (
        MonitorTestDefinitionHttpBasicAuthType0,
    )
    from ..models.monitor_test_definition_http_headers_type_0 import (
        MonitorTestDefinitionHttpHeadersType0,
    )


T = TypeVar("T", bound="MonitorTestDefinitionHttp")


@_attrs_define
class MonitorTestDefinitionHttp:
    """
    Attributes:
        url (str): http and keyword monitors only (required there).
        type_ (Literal['http']):
        expected_status (list[int] | Unset): http and keyword monitors; empty means any 2xx.
        method (MonitorTestDefinitionHttpMethodType0 | None | Unset):
        headers (MonitorTestDefinitionHttpHeadersType0 | None | Unset):
        secret_headers (list[str] | None | Unset):
        body (None | str | Unset):
        basic_auth (MonitorTestDefinitionHttpBasicAuthType0 | None | Unset):
        follow_redirects (bool | None | Unset):
        max_redirects (int | None | Unset):
        ip_family (MonitorTestDefinitionHttpIpFamilyType0 | None | Unset):
        assertions (list[MonitorTestDefinitionHttpAssertionsType0Item] | None | Unset):
        timeout_ms (int | Unset): The whole check (every step of an api or browser monitor) must end within it: at most
            30000 ms, 60000 ms for browser monitors.
    """

    url: str
    type_: Literal["http"]
    expected_status: list[int] | Unset = UNSET
    method: MonitorTestDefinitionHttpMethodType0 | None | Unset = UNSET
    headers: MonitorTestDefinitionHttpHeadersType0 | None | Unset = UNSET
    secret_headers: list[str] | None | Unset = UNSET
    body: None | str | Unset = UNSET
    basic_auth: MonitorTestDefinitionHttpBasicAuthType0 | None | Unset = UNSET
    follow_redirects: bool | None | Unset = UNSET
    max_redirects: int | None | Unset = UNSET
    ip_family: MonitorTestDefinitionHttpIpFamilyType0 | None | Unset = UNSET
    assertions: list[MonitorTestDefinitionHttpAssertionsType0Item] | None | Unset = (
        UNSET
    )
    timeout_ms: int | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.monitor_test_definition_http_basic_auth_type_0 import (
            MonitorTestDefinitionHttpBasicAuthType0,
        )
        from ..models.monitor_test_definition_http_headers_type_0 import (
            MonitorTestDefinitionHttpHeadersType0,
        )

        url = self.url

        type_ = self.type_

        expected_status: list[int] | Unset = UNSET
        if not isinstance(self.expected_status, Unset):
            expected_status = self.expected_status

        method: None | str | Unset
        if isinstance(self.method, Unset):
            method = UNSET
        elif isinstance(self.method, MonitorTestDefinitionHttpMethodType0):
            method = self.method.value
        else:
            method = self.method

        headers: dict[str, Any] | None | Unset
        if isinstance(self.headers, Unset):
            headers = UNSET
        elif isinstance(self.headers, MonitorTestDefinitionHttpHeadersType0):
            headers = self.headers.to_dict()
        else:
            headers = self.headers

        secret_headers: list[str] | None | Unset
        if isinstance(self.secret_headers, Unset):
            secret_headers = UNSET
        elif isinstance(self.secret_headers, list):
            secret_headers = self.secret_headers

        else:
            secret_headers = self.secret_headers

        body: None | str | Unset
        if isinstance(self.body, Unset):
            body = UNSET
        else:
            body = self.body

        basic_auth: dict[str, Any] | None | Unset
        if isinstance(self.basic_auth, Unset):
            basic_auth = UNSET
        elif isinstance(self.basic_auth, MonitorTestDefinitionHttpBasicAuthType0):
            basic_auth = self.basic_auth.to_dict()
        else:
            basic_auth = self.basic_auth

        follow_redirects: bool | None | Unset
        if isinstance(self.follow_redirects, Unset):
            follow_redirects = UNSET
        else:
            follow_redirects = self.follow_redirects

        max_redirects: int | None | Unset
        if isinstance(self.max_redirects, Unset):
            max_redirects = UNSET
        else:
            max_redirects = self.max_redirects

        ip_family: None | str | Unset
        if isinstance(self.ip_family, Unset):
            ip_family = UNSET
        elif isinstance(self.ip_family, MonitorTestDefinitionHttpIpFamilyType0):
            ip_family = self.ip_family.value
        else:
            ip_family = self.ip_family

        assertions: list[dict[str, Any]] | None | Unset
        if isinstance(self.assertions, Unset):
            assertions = UNSET
        elif isinstance(self.assertions, list):
            assertions = []
            for assertions_type_0_item_data in self.assertions:
                assertions_type_0_item = assertions_type_0_item_data.to_dict()
                assertions.append(assertions_type_0_item)

        else:
            assertions = self.assertions

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
        if method is not UNSET:
            field_dict["method"] = method
        if headers is not UNSET:
            field_dict["headers"] = headers
        if secret_headers is not UNSET:
            field_dict["secret_headers"] = secret_headers
        if body is not UNSET:
            field_dict["body"] = body
        if basic_auth is not UNSET:
            field_dict["basic_auth"] = basic_auth
        if follow_redirects is not UNSET:
            field_dict["follow_redirects"] = follow_redirects
        if max_redirects is not UNSET:
            field_dict["max_redirects"] = max_redirects
        if ip_family is not UNSET:
            field_dict["ip_family"] = ip_family
        if assertions is not UNSET:
            field_dict["assertions"] = assertions
        if timeout_ms is not UNSET:
            field_dict["timeout_ms"] = timeout_ms

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.monitor_test_definition_http_assertions_type_0_item import (
            MonitorTestDefinitionHttpAssertionsType0Item,
        )
        from ..models.monitor_test_definition_http_basic_auth_type_0 import (
            MonitorTestDefinitionHttpBasicAuthType0,
        )
        from ..models.monitor_test_definition_http_headers_type_0 import (
            MonitorTestDefinitionHttpHeadersType0,
        )

        d = dict(src_dict)
        url = d.pop("url")

        type_ = cast(Literal["http"], d.pop("type"))
        if type_ != "http":
            raise ValueError(f"type must match const 'http', got '{type_}'")

        expected_status = cast(list[int], d.pop("expected_status", UNSET))

        def _parse_method(
            data: object,
        ) -> MonitorTestDefinitionHttpMethodType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                method_type_0 = MonitorTestDefinitionHttpMethodType0(data)

                return method_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(MonitorTestDefinitionHttpMethodType0 | None | Unset, data)

        method = _parse_method(d.pop("method", UNSET))

        def _parse_headers(
            data: object,
        ) -> MonitorTestDefinitionHttpHeadersType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                headers_type_0 = MonitorTestDefinitionHttpHeadersType0.from_dict(data)

                return headers_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(MonitorTestDefinitionHttpHeadersType0 | None | Unset, data)

        headers = _parse_headers(d.pop("headers", UNSET))

        def _parse_secret_headers(data: object) -> list[str] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                secret_headers_type_0 = cast(list[str], data)

                return secret_headers_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None | Unset, data)

        secret_headers = _parse_secret_headers(d.pop("secret_headers", UNSET))

        def _parse_body(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        body = _parse_body(d.pop("body", UNSET))

        def _parse_basic_auth(
            data: object,
        ) -> MonitorTestDefinitionHttpBasicAuthType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                basic_auth_type_0 = MonitorTestDefinitionHttpBasicAuthType0.from_dict(
                    data
                )

                return basic_auth_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(MonitorTestDefinitionHttpBasicAuthType0 | None | Unset, data)

        basic_auth = _parse_basic_auth(d.pop("basic_auth", UNSET))

        def _parse_follow_redirects(data: object) -> bool | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(bool | None | Unset, data)

        follow_redirects = _parse_follow_redirects(d.pop("follow_redirects", UNSET))

        def _parse_max_redirects(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        max_redirects = _parse_max_redirects(d.pop("max_redirects", UNSET))

        def _parse_ip_family(
            data: object,
        ) -> MonitorTestDefinitionHttpIpFamilyType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                ip_family_type_0 = MonitorTestDefinitionHttpIpFamilyType0(data)

                return ip_family_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(MonitorTestDefinitionHttpIpFamilyType0 | None | Unset, data)

        ip_family = _parse_ip_family(d.pop("ip_family", UNSET))

        def _parse_assertions(
            data: object,
        ) -> list[MonitorTestDefinitionHttpAssertionsType0Item] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                assertions_type_0 = []
                _assertions_type_0 = data
                for assertions_type_0_item_data in _assertions_type_0:
                    assertions_type_0_item = (
                        MonitorTestDefinitionHttpAssertionsType0Item.from_dict(
                            assertions_type_0_item_data
                        )
                    )

                    assertions_type_0.append(assertions_type_0_item)

                return assertions_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                list[MonitorTestDefinitionHttpAssertionsType0Item] | None | Unset, data
            )

        assertions = _parse_assertions(d.pop("assertions", UNSET))

        timeout_ms = d.pop("timeout_ms", UNSET)

        monitor_test_definition_http = cls(
            url=url,
            type_=type_,
            expected_status=expected_status,
            method=method,
            headers=headers,
            secret_headers=secret_headers,
            body=body,
            basic_auth=basic_auth,
            follow_redirects=follow_redirects,
            max_redirects=max_redirects,
            ip_family=ip_family,
            assertions=assertions,
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
