from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.monitors_update_body_ip_family_type_0 import (
    MonitorsUpdateBodyIpFamilyType0,
)
from ..models.monitors_update_body_keyword_mode import MonitorsUpdateBodyKeywordMode
from ..models.monitors_update_body_method_type_0 import MonitorsUpdateBodyMethodType0
from ..models.monitors_update_body_record_type import MonitorsUpdateBodyRecordType
from ..models.monitors_update_body_regions_item import MonitorsUpdateBodyRegionsItem
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.monitors_update_body_assertions_type_0_item import (
        MonitorsUpdateBodyAssertionsType0Item,
    )
    from ..models.monitors_update_body_basic_auth_type_0 import (
        MonitorsUpdateBodyBasicAuthType0,
    )
    from ..models.monitors_update_body_headers_type_0 import (
        MonitorsUpdateBodyHeadersType0,
    )
    from ..models.monitors_update_body_heartbeat import MonitorsUpdateBodyHeartbeat
    from ..models.monitors_update_body_steps_type_0_item import (
        MonitorsUpdateBodyStepsType0Item,
    )
    from ..models.monitors_update_body_steps_type_1_item import (
        MonitorsUpdateBodyStepsType1Item,
    )


T = TypeVar("T", bound="MonitorsUpdateBody")


@_attrs_define
class MonitorsUpdateBody:
    """
    Attributes:
        name (str | Unset):
        url (str | Unset): http and keyword monitors only (required there).
        keyword (str | Unset): keyword monitors: text looked for in the body (required there).
        keyword_mode (MonitorsUpdateBodyKeywordMode | Unset):
        host (Any | Unset): tcp, ssl, ping and dns monitors (required there).
        port (int | None | Unset):
        record_type (MonitorsUpdateBodyRecordType | Unset): dns monitors; default A.
        expected_value (None | str | Unset):
        expected_status (list[int] | Unset): http and keyword monitors; empty means any 2xx.
        ssl_expiry_days (int | Unset): ssl monitors: fail this many days before the certificate expires.
        timeout_ms (int | Unset): The whole check (every step of an api or browser monitor) must end within it: at most
            30000 ms, 60000 ms for browser monitors.
        method (MonitorsUpdateBodyMethodType0 | None | Unset):
        headers (MonitorsUpdateBodyHeadersType0 | None | Unset):
        secret_headers (list[str] | None | Unset):
        body (None | str | Unset):
        basic_auth (MonitorsUpdateBodyBasicAuthType0 | None | Unset):
        follow_redirects (bool | None | Unset):
        max_redirects (int | None | Unset):
        ip_family (MonitorsUpdateBodyIpFamilyType0 | None | Unset):
        assertions (list[MonitorsUpdateBodyAssertionsType0Item] | None | Unset):
        steps (list[MonitorsUpdateBodyStepsType0Item] | list[MonitorsUpdateBodyStepsType1Item] | Unset):
        interval_sec (int | Unset): At least MIN_INTERVAL_SEC (default 30); default 60.
        regions (list[MonitorsUpdateBodyRegionsItem] | Unset):
        down_quorum (int | Unset): Regions that must fail to open an incident; default min(2, regions).
        channel_ids (list[str] | None | Unset): Omitted or null: every enabled channel of the org; []: none.
        heartbeat (MonitorsUpdateBodyHeartbeat | Unset): heartbeat monitors (required there): `{period_sec, grace_sec}`
            or `{schedule, tz, grace_sec}`; periods at least MIN_INTERVAL_SEC.
        confirmations (int | Unset): Failed results in a row before a region counts as failing (each region's latest) (1
            to 10, default 1).
        recoveries (int | Unset): Passed results in a row before a failing region counts as recovered (1 to 10, default
            1).
        degraded_after_ms (int | None | Unset): A passing check slower than this (ms) is degraded; a quorum of degraded
            regions makes the monitor `degraded` (no incident, counted as up). null (default): never.
        escalation_policy_id (None | str | Unset): An escalation policy of the org (`/api/v1/escalation-policies`): who
            is told again while an incident stays open. Omitted or null: nobody.
        cert_warn_days (list[int] | None | Unset):
    """

    name: str | Unset = UNSET
    url: str | Unset = UNSET
    keyword: str | Unset = UNSET
    keyword_mode: MonitorsUpdateBodyKeywordMode | Unset = UNSET
    host: Any | Unset = UNSET
    port: int | None | Unset = UNSET
    record_type: MonitorsUpdateBodyRecordType | Unset = UNSET
    expected_value: None | str | Unset = UNSET
    expected_status: list[int] | Unset = UNSET
    ssl_expiry_days: int | Unset = UNSET
    timeout_ms: int | Unset = UNSET
    method: MonitorsUpdateBodyMethodType0 | None | Unset = UNSET
    headers: MonitorsUpdateBodyHeadersType0 | None | Unset = UNSET
    secret_headers: list[str] | None | Unset = UNSET
    body: None | str | Unset = UNSET
    basic_auth: MonitorsUpdateBodyBasicAuthType0 | None | Unset = UNSET
    follow_redirects: bool | None | Unset = UNSET
    max_redirects: int | None | Unset = UNSET
    ip_family: MonitorsUpdateBodyIpFamilyType0 | None | Unset = UNSET
    assertions: list[MonitorsUpdateBodyAssertionsType0Item] | None | Unset = UNSET
    steps: (
        list[MonitorsUpdateBodyStepsType0Item]
        | list[MonitorsUpdateBodyStepsType1Item]
        | Unset
    ) = UNSET
    interval_sec: int | Unset = UNSET
    regions: list[MonitorsUpdateBodyRegionsItem] | Unset = UNSET
    down_quorum: int | Unset = UNSET
    channel_ids: list[str] | None | Unset = UNSET
    heartbeat: MonitorsUpdateBodyHeartbeat | Unset = UNSET
    confirmations: int | Unset = UNSET
    recoveries: int | Unset = UNSET
    degraded_after_ms: int | None | Unset = UNSET
    escalation_policy_id: None | str | Unset = UNSET
    cert_warn_days: list[int] | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.monitors_update_body_basic_auth_type_0 import (
            MonitorsUpdateBodyBasicAuthType0,
        )
        from ..models.monitors_update_body_headers_type_0 import (
            MonitorsUpdateBodyHeadersType0,
        )

        name = self.name

        url = self.url

        keyword = self.keyword

        keyword_mode: str | Unset = UNSET
        if not isinstance(self.keyword_mode, Unset):
            keyword_mode = self.keyword_mode.value

        host: Any | Unset
        if isinstance(self.host, Unset):
            host = UNSET
        else:
            host = self.host

        port: int | None | Unset
        if isinstance(self.port, Unset):
            port = UNSET
        else:
            port = self.port

        record_type: str | Unset = UNSET
        if not isinstance(self.record_type, Unset):
            record_type = self.record_type.value

        expected_value: None | str | Unset
        if isinstance(self.expected_value, Unset):
            expected_value = UNSET
        else:
            expected_value = self.expected_value

        expected_status: list[int] | Unset = UNSET
        if not isinstance(self.expected_status, Unset):
            expected_status = self.expected_status

        ssl_expiry_days = self.ssl_expiry_days

        timeout_ms = self.timeout_ms

        method: None | str | Unset
        if isinstance(self.method, Unset):
            method = UNSET
        elif isinstance(self.method, MonitorsUpdateBodyMethodType0):
            method = self.method.value
        else:
            method = self.method

        headers: dict[str, Any] | None | Unset
        if isinstance(self.headers, Unset):
            headers = UNSET
        elif isinstance(self.headers, MonitorsUpdateBodyHeadersType0):
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
        elif isinstance(self.basic_auth, MonitorsUpdateBodyBasicAuthType0):
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
        elif isinstance(self.ip_family, MonitorsUpdateBodyIpFamilyType0):
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

        heartbeat: dict[str, Any] | Unset = UNSET
        if not isinstance(self.heartbeat, Unset):
            heartbeat = self.heartbeat.to_dict()

        confirmations = self.confirmations

        recoveries = self.recoveries

        degraded_after_ms: int | None | Unset
        if isinstance(self.degraded_after_ms, Unset):
            degraded_after_ms = UNSET
        else:
            degraded_after_ms = self.degraded_after_ms

        escalation_policy_id: None | str | Unset
        if isinstance(self.escalation_policy_id, Unset):
            escalation_policy_id = UNSET
        else:
            escalation_policy_id = self.escalation_policy_id

        cert_warn_days: list[int] | None | Unset
        if isinstance(self.cert_warn_days, Unset):
            cert_warn_days = UNSET
        elif isinstance(self.cert_warn_days, list):
            cert_warn_days = self.cert_warn_days

        else:
            cert_warn_days = self.cert_warn_days

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if name is not UNSET:
            field_dict["name"] = name
        if url is not UNSET:
            field_dict["url"] = url
        if keyword is not UNSET:
            field_dict["keyword"] = keyword
        if keyword_mode is not UNSET:
            field_dict["keyword_mode"] = keyword_mode
        if host is not UNSET:
            field_dict["host"] = host
        if port is not UNSET:
            field_dict["port"] = port
        if record_type is not UNSET:
            field_dict["record_type"] = record_type
        if expected_value is not UNSET:
            field_dict["expected_value"] = expected_value
        if expected_status is not UNSET:
            field_dict["expected_status"] = expected_status
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
        if interval_sec is not UNSET:
            field_dict["interval_sec"] = interval_sec
        if regions is not UNSET:
            field_dict["regions"] = regions
        if down_quorum is not UNSET:
            field_dict["down_quorum"] = down_quorum
        if channel_ids is not UNSET:
            field_dict["channel_ids"] = channel_ids
        if heartbeat is not UNSET:
            field_dict["heartbeat"] = heartbeat
        if confirmations is not UNSET:
            field_dict["confirmations"] = confirmations
        if recoveries is not UNSET:
            field_dict["recoveries"] = recoveries
        if degraded_after_ms is not UNSET:
            field_dict["degraded_after_ms"] = degraded_after_ms
        if escalation_policy_id is not UNSET:
            field_dict["escalation_policy_id"] = escalation_policy_id
        if cert_warn_days is not UNSET:
            field_dict["cert_warn_days"] = cert_warn_days

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.monitors_update_body_assertions_type_0_item import (
            MonitorsUpdateBodyAssertionsType0Item,
        )
        from ..models.monitors_update_body_basic_auth_type_0 import (
            MonitorsUpdateBodyBasicAuthType0,
        )
        from ..models.monitors_update_body_headers_type_0 import (
            MonitorsUpdateBodyHeadersType0,
        )
        from ..models.monitors_update_body_heartbeat import MonitorsUpdateBodyHeartbeat
        from ..models.monitors_update_body_steps_type_0_item import (
            MonitorsUpdateBodyStepsType0Item,
        )
        from ..models.monitors_update_body_steps_type_1_item import (
            MonitorsUpdateBodyStepsType1Item,
        )

        d = dict(src_dict)
        name = d.pop("name", UNSET)

        url = d.pop("url", UNSET)

        keyword = d.pop("keyword", UNSET)

        _keyword_mode = d.pop("keyword_mode", UNSET)
        keyword_mode: MonitorsUpdateBodyKeywordMode | Unset
        if isinstance(_keyword_mode, Unset):
            keyword_mode = UNSET
        else:
            keyword_mode = MonitorsUpdateBodyKeywordMode(_keyword_mode)

        def _parse_host(data: object) -> Any | Unset:
            if isinstance(data, Unset):
                return data
            return cast(Any | Unset, data)

        host = _parse_host(d.pop("host", UNSET))

        def _parse_port(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        port = _parse_port(d.pop("port", UNSET))

        _record_type = d.pop("record_type", UNSET)
        record_type: MonitorsUpdateBodyRecordType | Unset
        if isinstance(_record_type, Unset):
            record_type = UNSET
        else:
            record_type = MonitorsUpdateBodyRecordType(_record_type)

        def _parse_expected_value(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        expected_value = _parse_expected_value(d.pop("expected_value", UNSET))

        expected_status = cast(list[int], d.pop("expected_status", UNSET))

        ssl_expiry_days = d.pop("ssl_expiry_days", UNSET)

        timeout_ms = d.pop("timeout_ms", UNSET)

        def _parse_method(data: object) -> MonitorsUpdateBodyMethodType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                method_type_0 = MonitorsUpdateBodyMethodType0(data)

                return method_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(MonitorsUpdateBodyMethodType0 | None | Unset, data)

        method = _parse_method(d.pop("method", UNSET))

        def _parse_headers(
            data: object,
        ) -> MonitorsUpdateBodyHeadersType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                headers_type_0 = MonitorsUpdateBodyHeadersType0.from_dict(data)

                return headers_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(MonitorsUpdateBodyHeadersType0 | None | Unset, data)

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
        ) -> MonitorsUpdateBodyBasicAuthType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                basic_auth_type_0 = MonitorsUpdateBodyBasicAuthType0.from_dict(data)

                return basic_auth_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(MonitorsUpdateBodyBasicAuthType0 | None | Unset, data)

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
        ) -> MonitorsUpdateBodyIpFamilyType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                ip_family_type_0 = MonitorsUpdateBodyIpFamilyType0(data)

                return ip_family_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(MonitorsUpdateBodyIpFamilyType0 | None | Unset, data)

        ip_family = _parse_ip_family(d.pop("ip_family", UNSET))

        def _parse_assertions(
            data: object,
        ) -> list[MonitorsUpdateBodyAssertionsType0Item] | None | Unset:
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
                        MonitorsUpdateBodyAssertionsType0Item.from_dict(
                            assertions_type_0_item_data
                        )
                    )

                    assertions_type_0.append(assertions_type_0_item)

                return assertions_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                list[MonitorsUpdateBodyAssertionsType0Item] | None | Unset, data
            )

        assertions = _parse_assertions(d.pop("assertions", UNSET))

        def _parse_steps(
            data: object,
        ) -> (
            list[MonitorsUpdateBodyStepsType0Item]
            | list[MonitorsUpdateBodyStepsType1Item]
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
                    steps_type_0_item = MonitorsUpdateBodyStepsType0Item.from_dict(
                        steps_type_0_item_data
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
                steps_type_1_item = MonitorsUpdateBodyStepsType1Item.from_dict(
                    steps_type_1_item_data
                )

                steps_type_1.append(steps_type_1_item)

            return steps_type_1

        steps = _parse_steps(d.pop("steps", UNSET))

        interval_sec = d.pop("interval_sec", UNSET)

        _regions = d.pop("regions", UNSET)
        regions: list[MonitorsUpdateBodyRegionsItem] | Unset = UNSET
        if _regions is not UNSET:
            regions = []
            for regions_item_data in _regions:
                regions_item = MonitorsUpdateBodyRegionsItem(regions_item_data)

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

        _heartbeat = d.pop("heartbeat", UNSET)
        heartbeat: MonitorsUpdateBodyHeartbeat | Unset
        if isinstance(_heartbeat, Unset):
            heartbeat = UNSET
        else:
            heartbeat = MonitorsUpdateBodyHeartbeat.from_dict(_heartbeat)

        confirmations = d.pop("confirmations", UNSET)

        recoveries = d.pop("recoveries", UNSET)

        def _parse_degraded_after_ms(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        degraded_after_ms = _parse_degraded_after_ms(d.pop("degraded_after_ms", UNSET))

        def _parse_escalation_policy_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        escalation_policy_id = _parse_escalation_policy_id(
            d.pop("escalation_policy_id", UNSET)
        )

        def _parse_cert_warn_days(data: object) -> list[int] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                cert_warn_days_type_0 = cast(list[int], data)

                return cert_warn_days_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[int] | None | Unset, data)

        cert_warn_days = _parse_cert_warn_days(d.pop("cert_warn_days", UNSET))

        monitors_update_body = cls(
            name=name,
            url=url,
            keyword=keyword,
            keyword_mode=keyword_mode,
            host=host,
            port=port,
            record_type=record_type,
            expected_value=expected_value,
            expected_status=expected_status,
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
            interval_sec=interval_sec,
            regions=regions,
            down_quorum=down_quorum,
            channel_ids=channel_ids,
            heartbeat=heartbeat,
            confirmations=confirmations,
            recoveries=recoveries,
            degraded_after_ms=degraded_after_ms,
            escalation_policy_id=escalation_policy_id,
            cert_warn_days=cert_warn_days,
        )

        return monitors_update_body
