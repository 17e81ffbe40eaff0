from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="ChannelsRecoverResponse202")


@_attrs_define
class ChannelsRecoverResponse202:
    """
    Attributes:
        count (int): Deliveries resent by this call (at most 1,000; when 1,000, call again with the same `since` for the
            rest). A repeat with the same `since` answers 0 unless new failures arrived in the window.
    """

    count: int

    def to_dict(self) -> dict[str, Any]:
        count = self.count

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "count": count,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        count = d.pop("count")

        channels_recover_response_202 = cls(
            count=count,
        )

        return channels_recover_response_202
