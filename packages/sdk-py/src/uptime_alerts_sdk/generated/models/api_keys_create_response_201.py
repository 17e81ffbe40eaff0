from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.api_keys_create_response_201_role import ApiKeysCreateResponse201Role

T = TypeVar("T", bound="ApiKeysCreateResponse201")


@_attrs_define
class ApiKeysCreateResponse201:
    """
    Attributes:
        id (str):
        name (str):
        key (str): Shown once; store it now.
        role (ApiKeysCreateResponse201Role): What the key may do: `viewer` reads, `responder` also acknowledges,
            resolves, pauses, resumes and sends test alerts, `admin` everything but touch owners, `owner` everything. Keys
            made before roles existed have full access (`owner`).
        prefix (str):
        created_at (datetime.datetime):
    """

    id: str
    name: str
    key: str
    role: ApiKeysCreateResponse201Role
    prefix: str
    created_at: datetime.datetime

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        name = self.name

        key = self.key

        role = self.role.value

        prefix = self.prefix

        created_at = self.created_at.isoformat()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "name": name,
                "key": key,
                "role": role,
                "prefix": prefix,
                "created_at": created_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        id = d.pop("id")

        name = d.pop("name")

        key = d.pop("key")

        role = ApiKeysCreateResponse201Role(d.pop("role"))

        prefix = d.pop("prefix")

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        api_keys_create_response_201 = cls(
            id=id,
            name=name,
            key=key,
            role=role,
            prefix=prefix,
            created_at=created_at,
        )

        return api_keys_create_response_201
