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
    from ..models.monitor_test_definition_api_steps_item import (
        MonitorTestDefinitionApiStepsItem,
    )


T = TypeVar("T", bound="MonitorTestDefinitionApi")


@_attrs_define
class MonitorTestDefinitionApi:
    """
    Attributes:
        type_ (Literal['api']):
        steps (list[MonitorTestDefinitionApiStepsItem]): api monitors (required there): at most 10 requests run in
            order; the check fails at the first failing step. `{{steps.<step>.<name>}}` in a URL, header value or body is a
            value an earlier step extracted.
        url (None | Unset):
        timeout_ms (int | Unset): The whole check (every step of an api or browser monitor) must end within it: at most
            30000 ms, 60000 ms for browser monitors.
    """

    type_: Literal["api"]
    steps: list[MonitorTestDefinitionApiStepsItem]
    url: None | Unset = UNSET
    timeout_ms: int | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        steps = []
        for steps_item_data in self.steps:
            steps_item = steps_item_data.to_dict()
            steps.append(steps_item)

        url = self.url

        timeout_ms = self.timeout_ms

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "type": type_,
                "steps": steps,
            }
        )
        if url is not UNSET:
            field_dict["url"] = url
        if timeout_ms is not UNSET:
            field_dict["timeout_ms"] = timeout_ms

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.monitor_test_definition_api_steps_item import (
            MonitorTestDefinitionApiStepsItem,
        )

        d = dict(src_dict)
        type_ = cast(Literal["api"], d.pop("type"))
        if type_ != "api":
            raise ValueError(f"type must match const 'api', got '{type_}'")

        steps = []
        _steps = d.pop("steps")
        for steps_item_data in _steps:
            steps_item = MonitorTestDefinitionApiStepsItem.from_dict(steps_item_data)

            steps.append(steps_item)

        url = d.pop("url", UNSET)

        timeout_ms = d.pop("timeout_ms", UNSET)

        monitor_test_definition_api = cls(
            type_=type_,
            steps=steps,
            url=url,
            timeout_ms=timeout_ms,
        )

        monitor_test_definition_api.additional_properties = d
        return monitor_test_definition_api

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
