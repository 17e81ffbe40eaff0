from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.monitors_test_response_200_assertions_item import (
        MonitorsTestResponse200AssertionsItem,
    )
    from ..models.monitors_test_response_200_steps_item import (
        MonitorsTestResponse200StepsItem,
    )


T = TypeVar("T", bound="MonitorsTestResponse200")


@_attrs_define
class MonitorsTestResponse200:
    """
    Attributes:
        ok (bool):
        response_ms (float | None):
        error_class (None | str):
        error_message (None | str):
        assertions (list[MonitorsTestResponse200AssertionsItem] | Unset): Each assertion of the definition, in order.
        steps (list[MonitorsTestResponse200StepsItem] | Unset): api and browser checks: each step run, in order, up to
            the first that failed.
        screenshot (str | Unset): A failed browser check: the page when it failed, a PNG as a `data:image/png;base64,`
            URL.
    """

    ok: bool
    response_ms: float | None
    error_class: None | str
    error_message: None | str
    assertions: list[MonitorsTestResponse200AssertionsItem] | Unset = UNSET
    steps: list[MonitorsTestResponse200StepsItem] | Unset = UNSET
    screenshot: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        ok = self.ok

        response_ms: float | None
        response_ms = self.response_ms

        error_class: None | str
        error_class = self.error_class

        error_message: None | str
        error_message = self.error_message

        assertions: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.assertions, Unset):
            assertions = []
            for assertions_item_data in self.assertions:
                assertions_item = assertions_item_data.to_dict()
                assertions.append(assertions_item)

        steps: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.steps, Unset):
            steps = []
            for steps_item_data in self.steps:
                steps_item = steps_item_data.to_dict()
                steps.append(steps_item)

        screenshot = self.screenshot

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "ok": ok,
                "response_ms": response_ms,
                "error_class": error_class,
                "error_message": error_message,
            }
        )
        if assertions is not UNSET:
            field_dict["assertions"] = assertions
        if steps is not UNSET:
            field_dict["steps"] = steps
        if screenshot is not UNSET:
            field_dict["screenshot"] = screenshot

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.monitors_test_response_200_assertions_item import (
            MonitorsTestResponse200AssertionsItem,
        )
        from ..models.monitors_test_response_200_steps_item import (
            MonitorsTestResponse200StepsItem,
        )

        d = dict(src_dict)
        ok = d.pop("ok")

        def _parse_response_ms(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        response_ms = _parse_response_ms(d.pop("response_ms"))

        def _parse_error_class(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        error_class = _parse_error_class(d.pop("error_class"))

        def _parse_error_message(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        error_message = _parse_error_message(d.pop("error_message"))

        _assertions = d.pop("assertions", UNSET)
        assertions: list[MonitorsTestResponse200AssertionsItem] | Unset = UNSET
        if _assertions is not UNSET:
            assertions = []
            for assertions_item_data in _assertions:
                assertions_item = MonitorsTestResponse200AssertionsItem.from_dict(
                    assertions_item_data
                )

                assertions.append(assertions_item)

        _steps = d.pop("steps", UNSET)
        steps: list[MonitorsTestResponse200StepsItem] | Unset = UNSET
        if _steps is not UNSET:
            steps = []
            for steps_item_data in _steps:
                steps_item = MonitorsTestResponse200StepsItem.from_dict(steps_item_data)

                steps.append(steps_item)

        screenshot = d.pop("screenshot", UNSET)

        monitors_test_response_200 = cls(
            ok=ok,
            response_ms=response_ms,
            error_class=error_class,
            error_message=error_message,
            assertions=assertions,
            steps=steps,
            screenshot=screenshot,
        )

        monitors_test_response_200.additional_properties = d
        return monitors_test_response_200

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
