from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="MonitorsTestResponse200StepsItemAssertionsItem")


@_attrs_define
class MonitorsTestResponse200StepsItemAssertionsItem:
    """
    Attributes:
        source (str):
        property_ (None | str):
        comparison (str):
        target (bool | float | None | str):
        passed (bool):
        actual (bool | float | None | str):
        error (str | Unset): Why the value could not be read or compared.
    """

    source: str
    property_: None | str
    comparison: str
    target: bool | float | None | str
    passed: bool
    actual: bool | float | None | str
    error: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        source = self.source

        property_: None | str
        property_ = self.property_

        comparison = self.comparison

        target: bool | float | None | str
        target = self.target

        passed = self.passed

        actual: bool | float | None | str
        actual = self.actual

        error = self.error

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "source": source,
                "property": property_,
                "comparison": comparison,
                "target": target,
                "passed": passed,
                "actual": actual,
            }
        )
        if error is not UNSET:
            field_dict["error"] = error

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        source = d.pop("source")

        def _parse_property_(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        property_ = _parse_property_(d.pop("property"))

        comparison = d.pop("comparison")

        def _parse_target(data: object) -> bool | float | None | str:
            if data is None:
                return data
            return cast(bool | float | None | str, data)

        target = _parse_target(d.pop("target"))

        passed = d.pop("passed")

        def _parse_actual(data: object) -> bool | float | None | str:
            if data is None:
                return data
            return cast(bool | float | None | str, data)

        actual = _parse_actual(d.pop("actual"))

        error = d.pop("error", UNSET)

        monitors_test_response_200_steps_item_assertions_item = cls(
            source=source,
            property_=property_,
            comparison=comparison,
            target=target,
            passed=passed,
            actual=actual,
            error=error,
        )

        return monitors_test_response_200_steps_item_assertions_item
