from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.escalation_policies_update_body_steps_item import (
        EscalationPoliciesUpdateBodyStepsItem,
    )


T = TypeVar("T", bound="EscalationPoliciesUpdateBody")


@_attrs_define
class EscalationPoliciesUpdateBody:
    """
    Attributes:
        name (str | Unset):
        steps (list[EscalationPoliciesUpdateBodyStepsItem] | Unset):
        repeat_every_sec (int | None | Unset): After the last step, its channels are told again at this period until the
            incident is acknowledged or resolved; null (default): once. At least ESCALATION_MIN_SEC (default 60).
    """

    name: str | Unset = UNSET
    steps: list[EscalationPoliciesUpdateBodyStepsItem] | Unset = UNSET
    repeat_every_sec: int | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        steps: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.steps, Unset):
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

        field_dict.update({})
        if name is not UNSET:
            field_dict["name"] = name
        if steps is not UNSET:
            field_dict["steps"] = steps
        if repeat_every_sec is not UNSET:
            field_dict["repeat_every_sec"] = repeat_every_sec

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.escalation_policies_update_body_steps_item import (
            EscalationPoliciesUpdateBodyStepsItem,
        )

        d = dict(src_dict)
        name = d.pop("name", UNSET)

        _steps = d.pop("steps", UNSET)
        steps: list[EscalationPoliciesUpdateBodyStepsItem] | Unset = UNSET
        if _steps is not UNSET:
            steps = []
            for steps_item_data in _steps:
                steps_item = EscalationPoliciesUpdateBodyStepsItem.from_dict(
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

        escalation_policies_update_body = cls(
            name=name,
            steps=steps,
            repeat_every_sec=repeat_every_sec,
        )

        return escalation_policies_update_body
