from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="AuthAcceptInvitationResponse200Org")


@_attrs_define
class AuthAcceptInvitationResponse200Org:
    """
    Attributes:
        id (str):
        name (str):
        slug (str):
        created_at (datetime.datetime):
    """

    id: str
    name: str
    slug: str
    created_at: datetime.datetime

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        name = self.name

        slug = self.slug

        created_at = self.created_at.isoformat()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "name": name,
                "slug": slug,
                "created_at": created_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        id = d.pop("id")

        name = d.pop("name")

        slug = d.pop("slug")

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        auth_accept_invitation_response_200_org = cls(
            id=id,
            name=name,
            slug=slug,
            created_at=created_at,
        )

        return auth_accept_invitation_response_200_org
