from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="MonitorsListResponse200DataItemStepsType0ItemBasicAuth")


@_attrs_define
class MonitorsListResponse200DataItemStepsType0ItemBasicAuth:
    """HTTP Basic authentication.

    Attributes:
        username (str):
        password (str):
    """

    username: str
    password: str

    def to_dict(self) -> dict[str, Any]:
        username = self.username

        password = self.password

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "username": username,
                "password": password,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        username = d.pop("username")

        password = d.pop("password")

        monitors_list_response_200_data_item_steps_type_0_item_basic_auth = cls(
            username=username,
            password=password,
        )

        return monitors_list_response_200_data_item_steps_type_0_item_basic_auth
