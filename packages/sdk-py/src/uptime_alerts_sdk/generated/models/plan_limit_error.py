from __future__ import annotations

from collections.abc import Mapping
from typing import (
    TYPE_CHECKING,
    Any,
    Literal,
    Self,
    TypeVar,
    cast,
)

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.plan_limit_error_errors_item import PlanLimitErrorErrorsItem


T = TypeVar("T", bound="PlanLimitError")


@_attrs_define
class PlanLimitError:
    """
    Attributes:
        code (Literal['plan_limit']):
        message (str):
        status_code (Literal[402]):
        limit (str): The limit refused: `monitors`, `min_interval_sec`, `channels`, `members`, ...
        plan (str): The plan in force.
        max_ (bool | float | None): The plan's value of that limit.
        usage (bool | float): What the write would make it (or the value asked for).
        upgrade_to (None | str): The cheapest plan that allows it; null when none does.
        errors (list[PlanLimitErrorErrorsItem] | Unset):
    """

    code: Literal["plan_limit"]
    message: str
    status_code: Literal[402]
    limit: str
    plan: str
    max_: bool | float | None
    usage: bool | float
    upgrade_to: None | str
    errors: list[PlanLimitErrorErrorsItem] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        code = self.code

        message = self.message

        status_code = self.status_code

        limit = self.limit

        plan = self.plan

        max_: bool | float | None
        max_ = self.max_

        usage: bool | float
        usage = self.usage

        upgrade_to: None | str
        upgrade_to = self.upgrade_to

        errors: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.errors, Unset):
            errors = []
            for errors_item_data in self.errors:
                errors_item = errors_item_data.to_dict()
                errors.append(errors_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "code": code,
                "message": message,
                "statusCode": status_code,
                "limit": limit,
                "plan": plan,
                "max": max_,
                "usage": usage,
                "upgrade_to": upgrade_to,
            }
        )
        if errors is not UNSET:
            field_dict["errors"] = errors

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.plan_limit_error_errors_item import PlanLimitErrorErrorsItem

        d = dict(src_dict)
        code = cast(Literal["plan_limit"], d.pop("code"))
        if code != "plan_limit":
            raise ValueError(f"code must match const 'plan_limit', got '{code}'")

        message = d.pop("message")

        status_code = cast(Literal[402], d.pop("statusCode"))
        if status_code != 402:
            raise ValueError(f"statusCode must match const 402, got '{status_code}'")

        limit = d.pop("limit")

        plan = d.pop("plan")

        def _parse_max_(data: object) -> bool | float | None:
            if data is None:
                return data
            return cast(bool | float | None, data)

        max_ = _parse_max_(d.pop("max"))

        def _parse_usage(data: object) -> bool | float:
            return cast(bool | float, data)

        usage = _parse_usage(d.pop("usage"))

        def _parse_upgrade_to(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        upgrade_to = _parse_upgrade_to(d.pop("upgrade_to"))

        _errors = d.pop("errors", UNSET)
        errors: list[PlanLimitErrorErrorsItem] | Unset = UNSET
        if _errors is not UNSET:
            errors = []
            for errors_item_data in _errors:
                errors_item = PlanLimitErrorErrorsItem.from_dict(errors_item_data)

                errors.append(errors_item)

        plan_limit_error = cls(
            code=code,
            message=message,
            status_code=status_code,
            limit=limit,
            plan=plan,
            max_=max_,
            usage=usage,
            upgrade_to=upgrade_to,
            errors=errors,
        )

        plan_limit_error.additional_properties = d
        return plan_limit_error

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
