from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.escalation_policies_create_body_steps_item import (
        EscalationPoliciesCreateBodyStepsItem,
    )


T = TypeVar("T", bound="EscalationPoliciesCreateBody")


@_attrs_define
class EscalationPoliciesCreateBody:
    """
    Attributes:
        name (str):
        steps (list[EscalationPoliciesCreateBodyStepsItem]):
        repeat_every_sec (int | None | Unset): After the last step, its channels are told again at this period until the
            incident is acknowledged or resolved; null (default): once. At least ESCALATION_MIN_SEC (default 60).
    """

    name: str
    steps: list[EscalationPoliciesCreateBodyStepsItem]
    repeat_every_sec: int | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        steps = []
        for steps_item_data in self.steps:
            steps_item = steps_item_data.to_dict()
            steps.append(steps_item)

        repeat_every_sec: int | None | Unset
        if isinstance(self.repeat_every_sec, Unset):
            repeat_every_sec = UNSET
        else:
            repeat_every_sec = self.repeat_every_sec

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "name": name,
                "steps": steps,
            }
        )
        if repeat_every_sec is not UNSET:
            field_dict["repeat_every_sec"] = repeat_every_sec

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.escalation_policies_create_body_steps_item import (
            EscalationPoliciesCreateBodyStepsItem,
        )

        d = dict(src_dict)
        name = d.pop("name")

        steps = []
        _steps = d.pop("steps")
        for steps_item_data in _steps:
            steps_item = EscalationPoliciesCreateBodyStepsItem.from_dict(
                steps_item_data
            )

            steps.append(steps_item)

        def _parse_repeat_every_sec(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        repeat_every_sec = _parse_repeat_every_sec(d.pop("repeat_every_sec", UNSET))

        escalation_policies_create_body = cls(
            name=name,
            steps=steps,
            repeat_every_sec=repeat_every_sec,
        )

        return escalation_policies_create_body
