from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.monitors_create_response_201_steps_type_0_item_ip_family import (
    MonitorsCreateResponse201StepsType0ItemIpFamily,
)
from ..models.monitors_create_response_201_steps_type_0_item_method import (
    MonitorsCreateResponse201StepsType0ItemMethod,
)
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.monitors_create_response_201_steps_type_0_item_assertions_item import (
        MonitorsCreateResponse201StepsType0ItemAssertionsItem,
    )
    from ..models.monitors_create_response_201_steps_type_0_item_basic_auth import (
        MonitorsCreateResponse201StepsType0ItemBasicAuth,
    )
    from ..models.monitors_create_response_201_steps_type_0_item_extract_item import (
        MonitorsCreateResponse201StepsType0ItemExtractItem,
    )
    from ..models.monitors_create_response_201_steps_type_0_item_headers import (
        MonitorsCreateResponse201StepsType0ItemHeaders,
    )


T = TypeVar("T", bound="MonitorsCreateResponse201StepsType0Item")


@_attrs_define
class MonitorsCreateResponse201StepsType0Item:
    """One request of an `api` monitor.

    Attributes:
        name (str):
        url (str):
        method (MonitorsCreateResponse201StepsType0ItemMethod | Unset): http and keyword monitors; default GET.
        headers (MonitorsCreateResponse201StepsType0ItemHeaders | Unset): Request headers, name -> value (at most 30).
        secret_headers (list[str] | Unset): Names of `headers` whose values are sealed at rest and shown only as a hint,
            besides those sealed anyway (names with auth, cookie, token, secret, passw, api-key, session, credential,
            signature or private in them).
        body (str | Unset): Request body (its type from a `Content-Type` header); not sent with GET or HEAD.
        basic_auth (MonitorsCreateResponse201StepsType0ItemBasicAuth | Unset): HTTP Basic authentication.
        follow_redirects (bool | Unset): Default true (false when `expected_status` lists a 3xx); each hop is under the
            address policy.
        max_redirects (int | Unset): Default 5.
        ip_family (MonitorsCreateResponse201StepsType0ItemIpFamily | Unset): Resolve the host to IPv4 (`4`) or IPv6
            (`6`) only; default any.
        assertions (list[MonitorsCreateResponse201StepsType0ItemAssertionsItem] | Unset): All must hold; without them
            the status must be 2xx.
        extract (list[MonitorsCreateResponse201StepsType0ItemExtractItem] | Unset):
    """

    name: str
    url: str
    method: MonitorsCreateResponse201StepsType0ItemMethod | Unset = UNSET
    headers: MonitorsCreateResponse201StepsType0ItemHeaders | Unset = UNSET
    secret_headers: list[str] | Unset = UNSET
    body: str | Unset = UNSET
    basic_auth: MonitorsCreateResponse201StepsType0ItemBasicAuth | Unset = UNSET
    follow_redirects: bool | Unset = UNSET
    max_redirects: int | Unset = UNSET
    ip_family: MonitorsCreateResponse201StepsType0ItemIpFamily | Unset = UNSET
    assertions: list[MonitorsCreateResponse201StepsType0ItemAssertionsItem] | Unset = (
        UNSET
    )
    extract: list[MonitorsCreateResponse201StepsType0ItemExtractItem] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        url = self.url

        method: str | Unset = UNSET
        if not isinstance(self.method, Unset):
            method = self.method.value

        headers: dict[str, Any] | Unset = UNSET
        if not isinstance(self.headers, Unset):
            headers = self.headers.to_dict()

        secret_headers: list[str] | Unset = UNSET
        if not isinstance(self.secret_headers, Unset):
            secret_headers = self.secret_headers

        body = self.body

        basic_auth: dict[str, Any] | Unset = UNSET
        if not isinstance(self.basic_auth, Unset):
            basic_auth = self.basic_auth.to_dict()

        follow_redirects = self.follow_redirects

        max_redirects = self.max_redirects

        ip_family: str | Unset = UNSET
        if not isinstance(self.ip_family, Unset):
            ip_family = self.ip_family.value

        assertions: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.assertions, Unset):
            assertions = []
            for assertions_item_data in self.assertions:
                assertions_item = assertions_item_data.to_dict()
                assertions.append(assertions_item)

        extract: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.extract, Unset):
            extract = []
            for extract_item_data in self.extract:
                extract_item = extract_item_data.to_dict()
                extract.append(extract_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "name": name,
                "url": url,
            }
        )
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
        if extract is not UNSET:
            field_dict["extract"] = extract

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.monitors_create_response_201_steps_type_0_item_assertions_item import (
            MonitorsCreateResponse201StepsType0ItemAssertionsItem,
        )
        from ..models.monitors_create_response_201_steps_type_0_item_basic_auth import (
            MonitorsCreateResponse201StepsType0ItemBasicAuth,
        )
        from ..models.monitors_create_response_201_steps_type_0_item_extract_item import (
            MonitorsCreateResponse201StepsType0ItemExtractItem,
        )
        from ..models.monitors_create_response_201_steps_type_0_item_headers import (
            MonitorsCreateResponse201StepsType0ItemHeaders,
        )

        d = dict(src_dict)
        name = d.pop("name")

        url = d.pop("url")

        _method = d.pop("method", UNSET)
        method: MonitorsCreateResponse201StepsType0ItemMethod | Unset
        if isinstance(_method, Unset):
            method = UNSET
        else:
            method = MonitorsCreateResponse201StepsType0ItemMethod(_method)

        _headers = d.pop("headers", UNSET)
        headers: MonitorsCreateResponse201StepsType0ItemHeaders | Unset
        if isinstance(_headers, Unset):
            headers = UNSET
        else:
            headers = MonitorsCreateResponse201StepsType0ItemHeaders.from_dict(_headers)

        secret_headers = cast(list[str], d.pop("secret_headers", UNSET))

        body = d.pop("body", UNSET)

        _basic_auth = d.pop("basic_auth", UNSET)
        basic_auth: MonitorsCreateResponse201StepsType0ItemBasicAuth | Unset
        if isinstance(_basic_auth, Unset):
            basic_auth = UNSET
        else:
            basic_auth = MonitorsCreateResponse201StepsType0ItemBasicAuth.from_dict(
                _basic_auth
            )

        follow_redirects = d.pop("follow_redirects", UNSET)

        max_redirects = d.pop("max_redirects", UNSET)

        _ip_family = d.pop("ip_family", UNSET)
        ip_family: MonitorsCreateResponse201StepsType0ItemIpFamily | Unset
        if isinstance(_ip_family, Unset):
            ip_family = UNSET
        else:
            ip_family = MonitorsCreateResponse201StepsType0ItemIpFamily(_ip_family)

        _assertions = d.pop("assertions", UNSET)
        assertions: (
            list[MonitorsCreateResponse201StepsType0ItemAssertionsItem] | Unset
        ) = UNSET
        if _assertions is not UNSET:
            assertions = []
            for assertions_item_data in _assertions:
                assertions_item = (
                    MonitorsCreateResponse201StepsType0ItemAssertionsItem.from_dict(
                        assertions_item_data
                    )
                )

                assertions.append(assertions_item)

        _extract = d.pop("extract", UNSET)
        extract: list[MonitorsCreateResponse201StepsType0ItemExtractItem] | Unset = (
            UNSET
        )
        if _extract is not UNSET:
            extract = []
            for extract_item_data in _extract:
                extract_item = (
                    MonitorsCreateResponse201StepsType0ItemExtractItem.from_dict(
                        extract_item_data
                    )
                )

                extract.append(extract_item)

        monitors_create_response_201_steps_type_0_item = cls(
            name=name,
            url=url,
            method=method,
            headers=headers,
            secret_headers=secret_headers,
            body=body,
            basic_auth=basic_auth,
            follow_redirects=follow_redirects,
            max_redirects=max_redirects,
            ip_family=ip_family,
            assertions=assertions,
            extract=extract,
        )

        return monitors_create_response_201_steps_type_0_item
