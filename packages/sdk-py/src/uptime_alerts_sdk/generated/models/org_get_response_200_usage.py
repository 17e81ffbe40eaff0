from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="OrgGetResponse200Usage")


@_attrs_define
class OrgGetResponse200Usage:
    """
    Attributes:
        monitors (int):
        channels (int):
        members (int):
    """

    monitors: int
    channels: int
    members: int

    def to_dict(self) -> dict[str, Any]:
        monitors = self.monitors

        channels = self.channels

        members = self.members

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "monitors": monitors,
                "channels": channels,
                "members": members,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        monitors = d.pop("monitors")

        channels = d.pop("channels")

        members = d.pop("members")

        org_get_response_200_usage = cls(
            monitors=monitors,
            channels=channels,
            members=members,
        )

        return org_get_response_200_usage
