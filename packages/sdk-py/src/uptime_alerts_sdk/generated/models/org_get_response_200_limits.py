from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="OrgGetResponse200Limits")


@_attrs_define
class OrgGetResponse200Limits:
    """The limits of the plan in force; null means none.

    Attributes:
        monitors (int | None):
        min_interval_sec (int): The shortest check interval, in seconds.
        channels (int | None):
        members (int | None):
        status_page_components (int | None): Monitors shown on the status page.
        status_page_password (bool): Whether the status page may be password-protected.
        delivery_retention_days (int | None):
        audit_retention_days (int | None):
    """

    monitors: int | None
    min_interval_sec: int
    channels: int | None
    members: int | None
    status_page_components: int | None
    status_page_password: bool
    delivery_retention_days: int | None
    audit_retention_days: int | None

    def to_dict(self) -> dict[str, Any]:
        monitors: int | None
        monitors = self.monitors

        min_interval_sec = self.min_interval_sec

        channels: int | None
        channels = self.channels

        members: int | None
        members = self.members

        status_page_components: int | None
        status_page_components = self.status_page_components

        status_page_password = self.status_page_password

        delivery_retention_days: int | None
        delivery_retention_days = self.delivery_retention_days

        audit_retention_days: int | None
        audit_retention_days = self.audit_retention_days

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "monitors": monitors,
                "min_interval_sec": min_interval_sec,
                "channels": channels,
                "members": members,
                "status_page_components": status_page_components,
                "status_page_password": status_page_password,
                "delivery_retention_days": delivery_retention_days,
                "audit_retention_days": audit_retention_days,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)

        def _parse_monitors(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        monitors = _parse_monitors(d.pop("monitors"))

        min_interval_sec = d.pop("min_interval_sec")

        def _parse_channels(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        channels = _parse_channels(d.pop("channels"))

        def _parse_members(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        members = _parse_members(d.pop("members"))

        def _parse_status_page_components(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        status_page_components = _parse_status_page_components(
            d.pop("status_page_components")
        )

        status_page_password = d.pop("status_page_password")

        def _parse_delivery_retention_days(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        delivery_retention_days = _parse_delivery_retention_days(
            d.pop("delivery_retention_days")
        )

        def _parse_audit_retention_days(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        audit_retention_days = _parse_audit_retention_days(
            d.pop("audit_retention_days")
        )

        org_get_response_200_limits = cls(
            monitors=monitors,
            min_interval_sec=min_interval_sec,
            channels=channels,
            members=members,
            status_page_components=status_page_components,
            status_page_password=status_page_password,
            delivery_retention_days=delivery_retention_days,
            audit_retention_days=audit_retention_days,
        )

        return org_get_response_200_limits
