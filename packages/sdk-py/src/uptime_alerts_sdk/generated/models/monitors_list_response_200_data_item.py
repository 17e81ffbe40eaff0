from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.monitors_list_response_200_data_item_ip_family import (
    MonitorsListResponse200DataItemIpFamily,
)
from ..models.monitors_list_response_200_data_item_keyword_mode import (
    MonitorsListResponse200DataItemKeywordMode,
)
from ..models.monitors_list_response_200_data_item_method import (
    MonitorsListResponse200DataItemMethod,
)
from ..models.monitors_list_response_200_data_item_regions_item import (
    MonitorsListResponse200DataItemRegionsItem,
)
from ..models.monitors_list_response_200_data_item_status import (
    MonitorsListResponse200DataItemStatus,
)
from ..models.monitors_list_response_200_data_item_type import (
    MonitorsListResponse200DataItemType,
)
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.monitors_list_response_200_data_item_assertions_item import (
        MonitorsListResponse200DataItemAssertionsItem,
    )
    from ..models.monitors_list_response_200_data_item_basic_auth import (
        MonitorsListResponse200DataItemBasicAuth,
    )
    from ..models.monitors_list_response_200_data_item_headers import (
        MonitorsListResponse200DataItemHeaders,
    )
    from ..models.monitors_list_response_200_data_item_heartbeat import (
        MonitorsListResponse200DataItemHeartbeat,
    )
    from ..models.monitors_list_response_200_data_item_heartbeat_signals import (
        MonitorsListResponse200DataItemHeartbeatSignals,
    )
    from ..models.monitors_list_response_200_data_item_steps_type_0_item import (
        MonitorsListResponse200DataItemStepsType0Item,
    )
    from ..models.monitors_list_response_200_data_item_steps_type_1_item import (
        MonitorsListResponse200DataItemStepsType1Item,
    )


T = TypeVar("T", bound="MonitorsListResponse200DataItem")


@_attrs_define
class MonitorsListResponse200DataItem:
    """
    Attributes:
        id (str):
        name (str):
        type_ (MonitorsListResponse200DataItemType):
        escalation_policy_id (None | str):
        interval_sec (int):
        regions (list[MonitorsListResponse200DataItemRegionsItem]):
        down_quorum (int):
        channel_ids (list[str] | None):
        paused (bool):
        status (MonitorsListResponse200DataItemStatus): Now: `paused`, `maintenance` (a window covers it), `down` (the
            region vote), `degraded` (a quorum of regions slower than degraded_after_ms), `pending` (no result yet, or too
            few of its regions have an active prober to reach down_quorum: then `reason` says which) or `up`.
        reason (None | str): Why the monitor is `pending` for want of probers: the regions without an active prober
            (`GET /api/v1/regions`); null otherwise.
        last_checked_at (datetime.datetime | None): The newest check result (heartbeat: the last ping); null before any.
        created_at (datetime.datetime):
        updated_at (datetime.datetime):
        url (str | Unset):
        keyword (str | Unset):
        keyword_mode (MonitorsListResponse200DataItemKeywordMode | Unset):
        expected_status (list[int] | Unset):
        host (str | Unset):
        port (int | Unset):
        record_type (str | Unset):
        expected_value (None | str | Unset):
        ssl_expiry_days (int | Unset):
        timeout_ms (int | Unset):
        method (MonitorsListResponse200DataItemMethod | Unset): http and keyword monitors; default GET.
        headers (MonitorsListResponse200DataItemHeaders | Unset): Request headers; a sealed value (see `secret_headers`)
            shows as its hint: `****` and its last 4 characters.
        secret_headers (list[str] | Unset): The headers whose values are sealed at rest; sending a hint back keeps the
            sealed value.
        body (str | Unset): Request body (its type from a `Content-Type` header); not sent with GET or HEAD.
        basic_auth (MonitorsListResponse200DataItemBasicAuth | Unset):
        follow_redirects (bool | Unset): Default true (false when `expected_status` lists a 3xx); each hop is under the
            address policy.
        max_redirects (int | Unset): Default 5.
        ip_family (MonitorsListResponse200DataItemIpFamily | Unset): Resolve the host to IPv4 (`4`) or IPv6 (`6`) only;
            default any.
        assertions (list[MonitorsListResponse200DataItemAssertionsItem] | Unset): All must hold; when given,
            `expected_status` and `keyword` are not used.
        steps (list[MonitorsListResponse200DataItemStepsType0Item] | list[MonitorsListResponse200DataItemStepsType1Item]
            | Unset): api monitors: the steps, sealed header values and passwords shown as hints (as `headers`); browser
            monitors: the steps.
        heartbeat (MonitorsListResponse200DataItemHeartbeat | Unset):
        heartbeat_signals (MonitorsListResponse200DataItemHeartbeatSignals | Unset): heartbeat monitors: `/start` a run,
            `/fail` it, or report its exit code (`/0` is a success).
        cert_warn_days (list[int] | Unset):
        heartbeat_url (str | Unset): heartbeat monitors: GET or POST it to report a heartbeat.
        last_ping_at (datetime.datetime | None | Unset):
        confirmations (int | Unset): Probed types (all but heartbeat).
        recoveries (int | Unset): Probed types (all but heartbeat).
        degraded_after_ms (int | None | Unset): Probed types (all but heartbeat).
    """

    id: str
    name: str
    type_: MonitorsListResponse200DataItemType
    escalation_policy_id: None | str
    interval_sec: int
    regions: list[MonitorsListResponse200DataItemRegionsItem]
    down_quorum: int
    channel_ids: list[str] | None
    paused: bool
    status: MonitorsListResponse200DataItemStatus
    reason: None | str
    last_checked_at: datetime.datetime | None
    created_at: datetime.datetime
    updated_at: datetime.datetime
    url: str | Unset = UNSET
    keyword: str | Unset = UNSET
    keyword_mode: MonitorsListResponse200DataItemKeywordMode | Unset = UNSET
    expected_status: list[int] | Unset = UNSET
    host: str | Unset = UNSET
    port: int | Unset = UNSET
    record_type: str | Unset = UNSET
    expected_value: None | str | Unset = UNSET
    ssl_expiry_days: int | Unset = UNSET
    timeout_ms: int | Unset = UNSET
    method: MonitorsListResponse200DataItemMethod | Unset = UNSET
    headers: MonitorsListResponse200DataItemHeaders | Unset = UNSET
    secret_headers: list[str] | Unset = UNSET
    body: str | Unset = UNSET
    basic_auth: MonitorsListResponse200DataItemBasicAuth | Unset = UNSET
    follow_redirects: bool | Unset = UNSET
    max_redirects: int | Unset = UNSET
    ip_family: MonitorsListResponse200DataItemIpFamily | Unset = UNSET
    assertions: list[MonitorsListResponse200DataItemAssertionsItem] | Unset = UNSET
    steps: (
        list[MonitorsListResponse200DataItemStepsType0Item]
        | list[MonitorsListResponse200DataItemStepsType1Item]
        | Unset
    ) = UNSET
    heartbeat: MonitorsListResponse200DataItemHeartbeat | Unset = UNSET
    heartbeat_signals: MonitorsListResponse200DataItemHeartbeatSignals | Unset = UNSET
    cert_warn_days: list[int] | Unset = UNSET
    heartbeat_url: str | Unset = UNSET
    last_ping_at: datetime.datetime | None | Unset = UNSET
    confirmations: int | Unset = UNSET
    recoveries: int | Unset = UNSET
    degraded_after_ms: int | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        name = self.name

        type_ = self.type_.value

        escalation_policy_id: None | str
        escalation_policy_id = self.escalation_policy_id

        interval_sec = self.interval_sec

        regions = []
        for regions_item_data in self.regions:
            regions_item = regions_item_data.value
            regions.append(regions_item)

        down_quorum = self.down_quorum

        channel_ids: list[str] | None
        if isinstance(self.channel_ids, list):
            channel_ids = self.channel_ids

        else:
            channel_ids = self.channel_ids

        paused = self.paused

        status = self.status.value

        reason: None | str
        reason = self.reason

        last_checked_at: None | str
        if isinstance(self.last_checked_at, datetime.datetime):
            last_checked_at = self.last_checked_at.isoformat()
        else:
            last_checked_at = self.last_checked_at

        created_at = self.created_at.isoformat()

        updated_at = self.updated_at.isoformat()

        url = self.url

        keyword = self.keyword

        keyword_mode: str | Unset = UNSET
        if not isinstance(self.keyword_mode, Unset):
            keyword_mode = self.keyword_mode.value

        expected_status: list[int] | Unset = UNSET
        if not isinstance(self.expected_status, Unset):
            expected_status = self.expected_status

        host = self.host

        port = self.port

        record_type = self.record_type

        expected_value: None | str | Unset
        if isinstance(self.expected_value, Unset):
            expected_value = UNSET
        else:
            expected_value = self.expected_value

        ssl_expiry_days = self.ssl_expiry_days

        timeout_ms = self.timeout_ms

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

        steps: list[dict[str, Any]] | Unset
        if isinstance(self.steps, Unset):
            steps = UNSET
        elif isinstance(self.steps, list):
            steps = []
            for steps_type_0_item_data in self.steps:
                steps_type_0_item = steps_type_0_item_data.to_dict()
                steps.append(steps_type_0_item)

        else:
            steps = []
            for steps_type_1_item_data in self.steps:
                steps_type_1_item = steps_type_1_item_data.to_dict()
                steps.append(steps_type_1_item)

        heartbeat: dict[str, Any] | Unset = UNSET
        if not isinstance(self.heartbeat, Unset):
            heartbeat = self.heartbeat.to_dict()

        heartbeat_signals: dict[str, Any] | Unset = UNSET
        if not isinstance(self.heartbeat_signals, Unset):
            heartbeat_signals = self.heartbeat_signals.to_dict()

        cert_warn_days: list[int] | Unset = UNSET
        if not isinstance(self.cert_warn_days, Unset):
            cert_warn_days = self.cert_warn_days

        heartbeat_url = self.heartbeat_url

        last_ping_at: None | str | Unset
        if isinstance(self.last_ping_at, Unset):
            last_ping_at = UNSET
        elif isinstance(self.last_ping_at, datetime.datetime):
            last_ping_at = self.last_ping_at.isoformat()
        else:
            last_ping_at = self.last_ping_at

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
                "id": id,
                "name": name,
                "type": type_,
                "escalation_policy_id": escalation_policy_id,
                "interval_sec": interval_sec,
                "regions": regions,
                "down_quorum": down_quorum,
                "channel_ids": channel_ids,
                "paused": paused,
                "status": status,
                "reason": reason,
                "last_checked_at": last_checked_at,
                "created_at": created_at,
                "updated_at": updated_at,
            }
        )
        if url is not UNSET:
            field_dict["url"] = url
        if keyword is not UNSET:
            field_dict["keyword"] = keyword
        if keyword_mode is not UNSET:
            field_dict["keyword_mode"] = keyword_mode
        if expected_status is not UNSET:
            field_dict["expected_status"] = expected_status
        if host is not UNSET:
            field_dict["host"] = host
        if port is not UNSET:
            field_dict["port"] = port
        if record_type is not UNSET:
            field_dict["record_type"] = record_type
        if expected_value is not UNSET:
            field_dict["expected_value"] = expected_value
        if ssl_expiry_days is not UNSET:
            field_dict["ssl_expiry_days"] = ssl_expiry_days
        if timeout_ms is not UNSET:
            field_dict["timeout_ms"] = timeout_ms
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
        if steps is not UNSET:
            field_dict["steps"] = steps
        if heartbeat is not UNSET:
            field_dict["heartbeat"] = heartbeat
        if heartbeat_signals is not UNSET:
            field_dict["heartbeat_signals"] = heartbeat_signals
        if cert_warn_days is not UNSET:
            field_dict["cert_warn_days"] = cert_warn_days
        if heartbeat_url is not UNSET:
            field_dict["heartbeat_url"] = heartbeat_url
        if last_ping_at is not UNSET:
            field_dict["last_ping_at"] = last_ping_at
        if confirmations is not UNSET:
            field_dict["confirmations"] = confirmations
        if recoveries is not UNSET:
            field_dict["recoveries"] = recoveries
        if degraded_after_ms is not UNSET:
            field_dict["degraded_after_ms"] = degraded_after_ms

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.monitors_list_response_200_data_item_assertions_item import (
            MonitorsListResponse200DataItemAssertionsItem,
        )
        from ..models.monitors_list_response_200_data_item_basic_auth import (
            MonitorsListResponse200DataItemBasicAuth,
        )
        from ..models.monitors_list_response_200_data_item_headers import (
            MonitorsListResponse200DataItemHeaders,
        )
        from ..models.monitors_list_response_200_data_item_heartbeat import (
            MonitorsListResponse200DataItemHeartbeat,
        )
        from ..models.monitors_list_response_200_data_item_heartbeat_signals import (
            MonitorsListResponse200DataItemHeartbeatSignals,
        )
        from ..models.monitors_list_response_200_data_item_steps_type_0_item import (
            MonitorsListResponse200DataItemStepsType0Item,
        )
        from ..models.monitors_list_response_200_data_item_steps_type_1_item import (
            MonitorsListResponse200DataItemStepsType1Item,
        )

        d = dict(src_dict)
        id = d.pop("id")

        name = d.pop("name")

        type_ = MonitorsListResponse200DataItemType(d.pop("type"))

        def _parse_escalation_policy_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        escalation_policy_id = _parse_escalation_policy_id(
            d.pop("escalation_policy_id")
        )

        interval_sec = d.pop("interval_sec")

        regions = []
        _regions = d.pop("regions")
        for regions_item_data in _regions:
            regions_item = MonitorsListResponse200DataItemRegionsItem(regions_item_data)

            regions.append(regions_item)

        down_quorum = d.pop("down_quorum")

        def _parse_channel_ids(data: object) -> list[str] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                channel_ids_type_0 = cast(list[str], data)

                return channel_ids_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None, data)

        channel_ids = _parse_channel_ids(d.pop("channel_ids"))

        paused = d.pop("paused")

        status = MonitorsListResponse200DataItemStatus(d.pop("status"))

        def _parse_reason(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        reason = _parse_reason(d.pop("reason"))

        def _parse_last_checked_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                last_checked_at_type_0 = datetime.datetime.fromisoformat(data)

                return last_checked_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        last_checked_at = _parse_last_checked_at(d.pop("last_checked_at"))

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        updated_at = datetime.datetime.fromisoformat(d.pop("updated_at"))

        url = d.pop("url", UNSET)

        keyword = d.pop("keyword", UNSET)

        _keyword_mode = d.pop("keyword_mode", UNSET)
        keyword_mode: MonitorsListResponse200DataItemKeywordMode | Unset
        if isinstance(_keyword_mode, Unset):
            keyword_mode = UNSET
        else:
            keyword_mode = MonitorsListResponse200DataItemKeywordMode(_keyword_mode)

        expected_status = cast(list[int], d.pop("expected_status", UNSET))

        host = d.pop("host", UNSET)

        port = d.pop("port", UNSET)

        record_type = d.pop("record_type", UNSET)

        def _parse_expected_value(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        expected_value = _parse_expected_value(d.pop("expected_value", UNSET))

        ssl_expiry_days = d.pop("ssl_expiry_days", UNSET)

        timeout_ms = d.pop("timeout_ms", UNSET)

        _method = d.pop("method", UNSET)
        method: MonitorsListResponse200DataItemMethod | Unset
        if isinstance(_method, Unset):
            method = UNSET
        else:
            method = MonitorsListResponse200DataItemMethod(_method)

        _headers = d.pop("headers", UNSET)
        headers: MonitorsListResponse200DataItemHeaders | Unset
        if isinstance(_headers, Unset):
            headers = UNSET
        else:
            headers = MonitorsListResponse200DataItemHeaders.from_dict(_headers)

        secret_headers = cast(list[str], d.pop("secret_headers", UNSET))

        body = d.pop("body", UNSET)

        _basic_auth = d.pop("basic_auth", UNSET)
        basic_auth: MonitorsListResponse200DataItemBasicAuth | Unset
        if isinstance(_basic_auth, Unset):
            basic_auth = UNSET
        else:
            basic_auth = MonitorsListResponse200DataItemBasicAuth.from_dict(_basic_auth)

        follow_redirects = d.pop("follow_redirects", UNSET)

        max_redirects = d.pop("max_redirects", UNSET)

        _ip_family = d.pop("ip_family", UNSET)
        ip_family: MonitorsListResponse200DataItemIpFamily | Unset
        if isinstance(_ip_family, Unset):
            ip_family = UNSET
        else:
            ip_family = MonitorsListResponse200DataItemIpFamily(_ip_family)

        _assertions = d.pop("assertions", UNSET)
        assertions: list[MonitorsListResponse200DataItemAssertionsItem] | Unset = UNSET
        if _assertions is not UNSET:
            assertions = []
            for assertions_item_data in _assertions:
                assertions_item = (
                    MonitorsListResponse200DataItemAssertionsItem.from_dict(
                        assertions_item_data
                    )
                )

                assertions.append(assertions_item)

        def _parse_steps(
            data: object,
        ) -> (
            list[MonitorsListResponse200DataItemStepsType0Item]
            | list[MonitorsListResponse200DataItemStepsType1Item]
            | Unset
        ):
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                steps_type_0 = []
                _steps_type_0 = data
                for steps_type_0_item_data in _steps_type_0:
                    steps_type_0_item = (
                        MonitorsListResponse200DataItemStepsType0Item.from_dict(
                            steps_type_0_item_data
                        )
                    )

                    steps_type_0.append(steps_type_0_item)

                return steps_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, list):
                raise TypeError()
            steps_type_1 = []
            _steps_type_1 = data
            for steps_type_1_item_data in _steps_type_1:
                steps_type_1_item = (
                    MonitorsListResponse200DataItemStepsType1Item.from_dict(
                        steps_type_1_item_data
                    )
                )

                steps_type_1.append(steps_type_1_item)

            return steps_type_1

        steps = _parse_steps(d.pop("steps", UNSET))

        _heartbeat = d.pop("heartbeat", UNSET)
        heartbeat: MonitorsListResponse200DataItemHeartbeat | Unset
        if isinstance(_heartbeat, Unset):
            heartbeat = UNSET
        else:
            heartbeat = MonitorsListResponse200DataItemHeartbeat.from_dict(_heartbeat)

        _heartbeat_signals = d.pop("heartbeat_signals", UNSET)
        heartbeat_signals: MonitorsListResponse200DataItemHeartbeatSignals | Unset
        if isinstance(_heartbeat_signals, Unset):
            heartbeat_signals = UNSET
        else:
            heartbeat_signals = (
                MonitorsListResponse200DataItemHeartbeatSignals.from_dict(
                    _heartbeat_signals
                )
            )

        cert_warn_days = cast(list[int], d.pop("cert_warn_days", UNSET))

        heartbeat_url = d.pop("heartbeat_url", UNSET)

        def _parse_last_ping_at(data: object) -> datetime.datetime | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                last_ping_at_type_0 = datetime.datetime.fromisoformat(data)

                return last_ping_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None | Unset, data)

        last_ping_at = _parse_last_ping_at(d.pop("last_ping_at", UNSET))

        confirmations = d.pop("confirmations", UNSET)

        recoveries = d.pop("recoveries", UNSET)

        def _parse_degraded_after_ms(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        degraded_after_ms = _parse_degraded_after_ms(d.pop("degraded_after_ms", UNSET))

        monitors_list_response_200_data_item = cls(
            id=id,
            name=name,
            type_=type_,
            escalation_policy_id=escalation_policy_id,
            interval_sec=interval_sec,
            regions=regions,
            down_quorum=down_quorum,
            channel_ids=channel_ids,
            paused=paused,
            status=status,
            reason=reason,
            last_checked_at=last_checked_at,
            created_at=created_at,
            updated_at=updated_at,
            url=url,
            keyword=keyword,
            keyword_mode=keyword_mode,
            expected_status=expected_status,
            host=host,
            port=port,
            record_type=record_type,
            expected_value=expected_value,
            ssl_expiry_days=ssl_expiry_days,
            timeout_ms=timeout_ms,
            method=method,
            headers=headers,
            secret_headers=secret_headers,
            body=body,
            basic_auth=basic_auth,
            follow_redirects=follow_redirects,
            max_redirects=max_redirects,
            ip_family=ip_family,
            assertions=assertions,
            steps=steps,
            heartbeat=heartbeat,
            heartbeat_signals=heartbeat_signals,
            cert_warn_days=cert_warn_days,
            heartbeat_url=heartbeat_url,
            last_ping_at=last_ping_at,
            confirmations=confirmations,
            recoveries=recoveries,
            degraded_after_ms=degraded_after_ms,
        )

        return monitors_list_response_200_data_item
