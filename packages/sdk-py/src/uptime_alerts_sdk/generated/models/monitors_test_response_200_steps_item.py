from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.monitors_test_response_200_steps_item_assertions_item import (
        MonitorsTestResponse200StepsItemAssertionsItem,
    )


T = TypeVar("T", bound="MonitorsTestResponse200StepsItem")


@_attrs_define
class MonitorsTestResponse200StepsItem:
    """
    Attributes:
        name (str):
        ok (bool):
        response_ms (float | None):
        error_message (None | str):
        assertions (list[MonitorsTestResponse200StepsItemAssertionsItem]):
    """

    name: str
    ok: bool
    response_ms: float | None
    error_message: None | str
    assertions: list[MonitorsTestResponse200StepsItemAssertionsItem]

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        ok = self.ok

        response_ms: float | None
        response_ms = self.response_ms

        error_message: None | str
        error_message = self.error_message

        assertions = []
        for assertions_item_data in self.assertions:
            assertions_item = assertions_item_data.to_dict()
            assertions.append(assertions_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "name": name,
                "ok": ok,
                "response_ms": response_ms,
                "error_message": error_message,
                "assertions": assertions,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.monitors_test_response_200_steps_item_assertions_item import (
            MonitorsTestResponse200StepsItemAssertionsItem,
        )

        d = dict(src_dict)
        name = d.pop("name")

        ok = d.pop("ok")

        def _parse_response_ms(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        response_ms = _parse_response_ms(d.pop("response_ms"))

        def _parse_error_message(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        error_message = _parse_error_message(d.pop("error_message"))

        assertions = []
        _assertions = d.pop("assertions")
        for assertions_item_data in _assertions:
            assertions_item = MonitorsTestResponse200StepsItemAssertionsItem.from_dict(
                assertions_item_data
            )

            assertions.append(assertions_item)

        monitors_test_response_200_steps_item = cls(
            name=name,
            ok=ok,
            response_ms=response_ms,
            error_message=error_message,
            assertions=assertions,
        )

        return monitors_test_response_200_steps_item
