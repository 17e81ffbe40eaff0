from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.monitors_list_response_200_data_item_steps_type_1_item_action import (
    MonitorsListResponse200DataItemStepsType1ItemAction,
)
from ..types import UNSET, Unset

T = TypeVar("T", bound="MonitorsListResponse200DataItemStepsType1Item")


@_attrs_define
class MonitorsListResponse200DataItemStepsType1Item:
    """One step of a browser monitor: an action and what it acts on.

    Attributes:
        action (MonitorsListResponse200DataItemStepsType1ItemAction):
        url (str | Unset): goto: the page to open.
        selector (str | Unset): click, fill, wait_for (required); press, expect_text (optional): a CSS or Playwright
            selector.
        value (str | Unset): fill: the text typed in; press: a key such as `Enter` or `Control+A`.
        text (str | Unset): expect_text: text the element (or the page) contains; expect_title, expect_url: text they
            contain.
    """

    action: MonitorsListResponse200DataItemStepsType1ItemAction
    url: str | Unset = UNSET
    selector: str | Unset = UNSET
    value: str | Unset = UNSET
    text: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        action = self.action.value

        url = self.url

        selector = self.selector

        value = self.value

        text = self.text

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "action": action,
            }
        )
        if url is not UNSET:
            field_dict["url"] = url
        if selector is not UNSET:
            field_dict["selector"] = selector
        if value is not UNSET:
            field_dict["value"] = value
        if text is not UNSET:
            field_dict["text"] = text

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        action = MonitorsListResponse200DataItemStepsType1ItemAction(d.pop("action"))

        url = d.pop("url", UNSET)

        selector = d.pop("selector", UNSET)

        value = d.pop("value", UNSET)

        text = d.pop("text", UNSET)

        monitors_list_response_200_data_item_steps_type_1_item = cls(
            action=action,
            url=url,
            selector=selector,
            value=value,
            text=text,
        )

        return monitors_list_response_200_data_item_steps_type_1_item
