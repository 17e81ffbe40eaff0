from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="EscalationPoliciesUpdateResponse200StepsItem")


@_attrs_define
class EscalationPoliciesUpdateResponse200StepsItem:
    """
    Attributes:
        after_sec (int):
        channel_ids (list[str]):
    """

    after_sec: int
    channel_ids: list[str]

    def to_dict(self) -> dict[str, Any]:
        after_sec = self.after_sec

        channel_ids = self.channel_ids

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "after_sec": after_sec,
                "channel_ids": channel_ids,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        after_sec = d.pop("after_sec")

        channel_ids = cast(list[str], d.pop("channel_ids"))

        escalation_policies_update_response_200_steps_item = cls(
            after_sec=after_sec,
            channel_ids=channel_ids,
        )

        return escalation_policies_update_response_200_steps_item
