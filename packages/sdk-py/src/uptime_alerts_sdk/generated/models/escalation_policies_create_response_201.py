from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.escalation_policies_create_response_201_steps_item import (
        EscalationPoliciesCreateResponse201StepsItem,
    )


T = TypeVar("T", bound="EscalationPoliciesCreateResponse201")


@_attrs_define
class EscalationPoliciesCreateResponse201:
    """
    Attributes:
        id (str):
        name (str):
        steps (list[EscalationPoliciesCreateResponse201StepsItem]):
        repeat_every_sec (int | None):
        created_at (datetime.datetime):
        updated_at (datetime.datetime):
    """

    id: str
    name: str
    steps: list[EscalationPoliciesCreateResponse201StepsItem]
    repeat_every_sec: int | None
    created_at: datetime.datetime
    updated_at: datetime.datetime

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        name = self.name

        steps = []
        for steps_item_data in self.steps:
            steps_item = steps_item_data.to_dict()
            steps.append(steps_item)

        repeat_every_sec: int | None
        repeat_every_sec = self.repeat_every_sec

        created_at = self.created_at.isoformat()

        updated_at = self.updated_at.isoformat()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "name": name,
                "steps": steps,
                "repeat_every_sec": repeat_every_sec,
                "created_at": created_at,
                "updated_at": updated_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.escalation_policies_create_response_201_steps_item import (
            EscalationPoliciesCreateResponse201StepsItem,
        )

        d = dict(src_dict)
        id = d.pop("id")

        name = d.pop("name")

        steps = []
        _steps = d.pop("steps")
        for steps_item_data in _steps:
            steps_item = EscalationPoliciesCreateResponse201StepsItem.from_dict(
                steps_item_data
            )

            steps.append(steps_item)

        def _parse_repeat_every_sec(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        repeat_every_sec = _parse_repeat_every_sec(d.pop("repeat_every_sec"))

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        updated_at = datetime.datetime.fromisoformat(d.pop("updated_at"))

        escalation_policies_create_response_201 = cls(
            id=id,
            name=name,
            steps=steps,
            repeat_every_sec=repeat_every_sec,
            created_at=created_at,
            updated_at=updated_at,
        )

        return escalation_policies_create_response_201
