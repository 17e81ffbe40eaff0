from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="AuthAcceptInvitationResponse200User")


@_attrs_define
class AuthAcceptInvitationResponse200User:
    """
    Attributes:
        id (str):
        email (str):
        org_id (str):
        created_at (datetime.datetime):
    """

    id: str
    email: str
    org_id: str
    created_at: datetime.datetime

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        email = self.email

        org_id = self.org_id

        created_at = self.created_at.isoformat()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "email": email,
                "org_id": org_id,
                "created_at": created_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        id = d.pop("id")

        email = d.pop("email")

        org_id = d.pop("org_id")

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        auth_accept_invitation_response_200_user = cls(
            id=id,
            email=email,
            org_id=org_id,
            created_at=created_at,
        )

        return auth_accept_invitation_response_200_user
