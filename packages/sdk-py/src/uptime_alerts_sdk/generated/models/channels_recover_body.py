from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="ChannelsRecoverBody")


@_attrs_define
class ChannelsRecoverBody:
    """
    Attributes:
        since (datetime.datetime): ISO 8601; at most 7 days ago. The same `since` again resends nothing twice.
    """

    since: datetime.datetime

    def to_dict(self) -> dict[str, Any]:
        since = self.since.isoformat()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "since": since,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        since = datetime.datetime.fromisoformat(d.pop("since"))

        channels_recover_body = cls(
            since=since,
        )

        return channels_recover_body
