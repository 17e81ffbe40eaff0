from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.api_keys_list_response_200_data_item_role import (
    ApiKeysListResponse200DataItemRole,
)

T = TypeVar("T", bound="ApiKeysListResponse200DataItem")


@_attrs_define
class ApiKeysListResponse200DataItem:
    """
    Attributes:
        id (str):
        name (str):
        role (ApiKeysListResponse200DataItemRole): What the key may do: `viewer` reads, `responder` also acknowledges,
            resolves, pauses, resumes and sends test alerts, `admin` everything but touch owners, `owner` everything. Keys
            made before roles existed have full access (`owner`).
        prefix (str):
        created_at (datetime.datetime):
        last_used_at (datetime.datetime | None):
    """

    id: str
    name: str
    role: ApiKeysListResponse200DataItemRole
    prefix: str
    created_at: datetime.datetime
    last_used_at: datetime.datetime | None

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        name = self.name

        role = self.role.value

        prefix = self.prefix

        created_at = self.created_at.isoformat()

        last_used_at: None | str
        if isinstance(self.last_used_at, datetime.datetime):
            last_used_at = self.last_used_at.isoformat()
        else:
            last_used_at = self.last_used_at

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "name": name,
                "role": role,
                "prefix": prefix,
                "created_at": created_at,
                "last_used_at": last_used_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        id = d.pop("id")

        name = d.pop("name")

        role = ApiKeysListResponse200DataItemRole(d.pop("role"))

        prefix = d.pop("prefix")

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        def _parse_last_used_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                last_used_at_type_0 = datetime.datetime.fromisoformat(data)

                return last_used_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        last_used_at = _parse_last_used_at(d.pop("last_used_at"))

        api_keys_list_response_200_data_item = cls(
            id=id,
            name=name,
            role=role,
            prefix=prefix,
            created_at=created_at,
            last_used_at=last_used_at,
        )

        return api_keys_list_response_200_data_item
