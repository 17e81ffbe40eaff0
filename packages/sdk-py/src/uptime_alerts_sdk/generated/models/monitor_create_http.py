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

from ..models.monitor_create_http_ip_family import MonitorCreateHttpIpFamily
from ..models.monitor_create_http_method import MonitorCreateHttpMethod
from ..models.monitor_create_http_regions_item import MonitorCreateHttpRegionsItem
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.monitor_create_http_assertions_item import (
        MonitorCreateHttpAssertionsItem,
    )
    from ..models.monitor_create_http_basic_auth import MonitorCreateHttpBasicAuth
    from ..models.monitor_create_http_headers import MonitorCreateHttpHeaders


T = TypeVar("T", bound="MonitorCreateHttp")


@_attrs_define
class MonitorCreateHttp:
    """
    Attributes:
        name (str):
        type_ (Literal['http']):
        url (str): http and keyword monitors only (required there).
        interval_sec (int | Unset): At least MIN_INTERVAL_SEC (default 30); default 60.
        regions (list[MonitorCreateHttpRegionsItem] | Unset):
        down_quorum (int | Unset): Regions that must fail to open an incident; default min(2, regions).
        channel_ids (list[str] | None | Unset): Omitted or null: every enabled channel of the org; []: none.
        escalation_policy_id (None | str | Unset): An escalation policy of the org (`/api/v1/escalation-policies`): who
            is told again while an incident stays open. Omitted or null: nobody.
        expected_status (list[int] | Unset): http and keyword monitors; empty means any 2xx.
        method (MonitorCreateHttpMethod | Unset): http and keyword monitors; default GET.
        headers (MonitorCreateHttpHeaders | Unset): Request headers, name -> value (at most 30).
        secret_headers (list[str] | Unset): Names of `headers` whose values are sealed at rest and shown only as a hint,
            besides those sealed anyway (names with auth, cookie, token, secret, passw, api-key, session, credential,
            signature or private in them).
        body (str | Unset): Request body (its type from a `Content-Type` header); not sent with GET or HEAD.
        basic_auth (MonitorCreateHttpBasicAuth | Unset): HTTP Basic authentication.
        follow_redirects (bool | Unset): Default true (false when `expected_status` lists a 3xx); each hop is under the
            address policy.
        max_redirects (int | Unset): Default 5.
        ip_family (MonitorCreateHttpIpFamily | Unset): Resolve the host to IPv4 (`4`) or IPv6 (`6`) only; default any.
        assertions (list[MonitorCreateHttpAssertionsItem] | Unset): All must hold; when given, `expected_status` and
            `keyword` are not used.
        timeout_ms (int | Unset): The whole check (every step of an api or browser monitor) must end within it: at most
            30000 ms, 60000 ms for browser monitors.
        cert_warn_days (list[int] | Unset): http and keyword monitors on https URLs, ssl monitors: days before the
            certificate expires at which one `certificate.expiring` event is sent per certificate and threshold; default
            [30,14,7,1].
        confirmations (int | Unset): Failed results in a row before a region counts as failing (each region's latest) (1
            to 10, default 1).
        recoveries (int | Unset): Passed results in a row before a failing region counts as recovered (1 to 10, default
            1).
        degraded_after_ms (int | None | Unset): A passing check slower than this (ms) is degraded; a quorum of degraded
            regions makes the monitor `degraded` (no incident, counted as up). null (default): never.
    """

    name: str
    type_: Literal["http"]
    url: str
    interval_sec: int | Unset = UNSET
    regions: list[MonitorCreateHttpRegionsItem] | Unset = UNSET
    down_quorum: int | Unset = UNSET
    channel_ids: list[str] | None | Unset = UNSET
    escalation_policy_id: None | str | Unset = UNSET
    expected_status: list[int] | Unset = UNSET
    method: MonitorCreateHttpMethod | Unset = UNSET
    headers: MonitorCreateHttpHeaders | Unset = UNSET
    secret_headers: list[str] | Unset = UNSET
    body: str | Unset = UNSET
    basic_auth: MonitorCreateHttpBasicAuth | Unset = UNSET
    follow_redirects: bool | Unset = UNSET
    max_redirects: int | Unset = UNSET
    ip_family: MonitorCreateHttpIpFamily | Unset = UNSET
    assertions: list[MonitorCreateHttpAssertionsItem] | Unset = UNSET
    timeout_ms: int | Unset = UNSET
    cert_warn_days: list[int] | Unset = UNSET
    confirmations: int | Unset = UNSET
    recoveries: int | Unset = UNSET
    degraded_after_ms: int | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        type_ = self.type_

        url = self.url

        interval_sec = self.interval_sec

        regions: list[str] | Unset = UNSET
        if not isinstance(self.regions, Unset):
            regions = []
            for regions_item_data in self.regions:
                regions_item = regions_item_data.value
                regions.append(regions_item)

        down_quorum = self.down_quorum

        channel_ids: list[str] | None | Unset
        if isinstance(self.channel_ids, Unset):
            channel_ids = UNSET
        elif isinstance(self.channel_ids, list):
            channel_ids = self.channel_ids

        else:
            channel_ids = self.channel_ids

        escalation_policy_id: None | str | Unset
        if isinstance(self.escalation_policy_id, Unset):
            escalation_policy_id = UNSET
        else:
            escalation_policy_id = self.escalation_policy_id

        expected_status: list[int] | Unset = UNSET
        if not isinstance(self.expected_status, Unset):
            expected_status = self.expected_status

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

        timeout_ms = self.timeout_ms

        cert_warn_days: list[int] | Unset = UNSET
        if not isinstance(self.cert_warn_days, Unset):
            cert_warn_days = self.cert_warn_days

        confirmations = self.confirmations

        recoveries = self.recoveries

        degraded_after_ms: int | None | Unset
        if isinstance(self.degraded_after_ms, Unset):
            degraded_after_ms = UNSET
        else:
            degraded_after_ms = self.degraded_after_ms

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "name": name,
                "type": type_,
                "url": url,
            }
        )
        if interval_sec is not UNSET:
            field_dict["interval_sec"] = interval_sec
        if regions is not UNSET:
            field_dict["regions"] = regions
        if down_quorum is not UNSET:
            field_dict["down_quorum"] = down_quorum
        if channel_ids is not UNSET:
            field_dict["channel_ids"] = channel_ids
        if escalation_policy_id is not UNSET:
            field_dict["escalation_policy_id"] = escalation_policy_id
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
        if cert_warn_days is not UNSET:
            field_dict["cert_warn_days"] = cert_warn_days
        if confirmations is not UNSET:
            field_dict["confirmations"] = confirmations
        if recoveries is not UNSET:
            field_dict["recoveries"] = recoveries
        if degraded_after_ms is not UNSET:
            field_dict["degraded_after_ms"] = degraded_after_ms

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.monitor_create_http_assertions_item import (
            MonitorCreateHttpAssertionsItem,
        )
        from ..models.monitor_create_http_basic_auth import MonitorCreateHttpBasicAuth
        from ..models.monitor_create_http_headers import MonitorCreateHttpHeaders

        d = dict(src_dict)
        name = d.pop("name")

        type_ = cast(Literal["http"], d.pop("type"))
        if type_ != "http":
            raise ValueError(f"type must match const 'http', got '{type_}'")

        url = d.pop("url")

        interval_sec = d.pop("interval_sec", UNSET)

        _regions = d.pop("regions", UNSET)
        regions: list[MonitorCreateHttpRegionsItem] | Unset = UNSET
        if _regions is not UNSET:
            regions = []
            for regions_item_data in _regions:
                regions_item = MonitorCreateHttpRegionsItem(regions_item_data)

                regions.append(regions_item)

        down_quorum = d.pop("down_quorum", UNSET)

        def _parse_channel_ids(data: object) -> list[str] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                channel_ids_type_0 = cast(list[str], data)

                return channel_ids_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None | Unset, data)

        channel_ids = _parse_channel_ids(d.pop("channel_ids", UNSET))

        def _parse_escalation_policy_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        escalation_policy_id = _parse_escalation_policy_id(
            d.pop("escalation_policy_id", UNSET)
        )

        expected_status = cast(list[int], d.pop("expected_status", UNSET))

        _method = d.pop("method", UNSET)
        method: MonitorCreateHttpMethod | Unset
        if isinstance(_method, Unset):
            method = UNSET
        else:
            method = MonitorCreateHttpMethod(_method)

        _headers = d.pop("headers", UNSET)
        headers: MonitorCreateHttpHeaders | Unset
        if isinstance(_headers, Unset):
            headers = UNSET
        else:
            headers = MonitorCreateHttpHeaders.from_dict(_headers)

        secret_headers = cast(list[str], d.pop("secret_headers", UNSET))

        body = d.pop("body", UNSET)

        _basic_auth = d.pop("basic_auth", UNSET)
        basic_auth: MonitorCreateHttpBasicAuth | Unset
        if isinstance(_basic_auth, Unset):
            basic_auth = UNSET
        else:
            basic_auth = MonitorCreateHttpBasicAuth.from_dict(_basic_auth)

        follow_redirects = d.pop("follow_redirects", UNSET)

        max_redirects = d.pop("max_redirects", UNSET)

        _ip_family = d.pop("ip_family", UNSET)
        ip_family: MonitorCreateHttpIpFamily | Unset
        if isinstance(_ip_family, Unset):
            ip_family = UNSET
        else:
            ip_family = MonitorCreateHttpIpFamily(_ip_family)

        _assertions = d.pop("assertions", UNSET)
        assertions: list[MonitorCreateHttpAssertionsItem] | Unset = UNSET
        if _assertions is not UNSET:
            assertions = []
            for assertions_item_data in _assertions:
                assertions_item = MonitorCreateHttpAssertionsItem.from_dict(
                    assertions_item_data
                )

                assertions.append(assertions_item)

        timeout_ms = d.pop("timeout_ms", UNSET)

        cert_warn_days = cast(list[int], d.pop("cert_warn_days", UNSET))

        confirmations = d.pop("confirmations", UNSET)

        recoveries = d.pop("recoveries", UNSET)

        def _parse_degraded_after_ms(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        degraded_after_ms = _parse_degraded_after_ms(d.pop("degraded_after_ms", UNSET))

        monitor_create_http = cls(
            name=name,
            type_=type_,
            url=url,
            interval_sec=interval_sec,
            regions=regions,
            down_quorum=down_quorum,
            channel_ids=channel_ids,
            escalation_policy_id=escalation_policy_id,
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
            cert_warn_days=cert_warn_days,
            confirmations=confirmations,
            recoveries=recoveries,
            degraded_after_ms=degraded_after_ms,
        )

        return monitor_create_http
