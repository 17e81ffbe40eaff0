from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.api_keys_create_body_role import ApiKeysCreateBodyRole
from ..types import UNSET, Unset

T = TypeVar("T", bound="ApiKeysCreateBody")


@_attrs_define
class ApiKeysCreateBody:
    """
    Attributes:
        name (str):
        role (ApiKeysCreateBodyRole | Unset): Default `admin`; never above the creator's own role. Default:
            ApiKeysCreateBodyRole.ADMIN.
    """

    name: str
    role: ApiKeysCreateBodyRole | Unset = ApiKeysCreateBodyRole.ADMIN

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        role: str | Unset = UNSET
        if not isinstance(self.role, Unset):
            role = self.role.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "name": name,
            }
        )
        if role is not UNSET:
            field_dict["role"] = role

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        name = d.pop("name")

        _role = d.pop("role", UNSET)
        role: ApiKeysCreateBodyRole | Unset
        if isinstance(_role, Unset):
            role = UNSET
        else:
            role = ApiKeysCreateBodyRole(_role)

        api_keys_create_body = cls(
            name=name,
            role=role,
        )

        return api_keys_create_body
