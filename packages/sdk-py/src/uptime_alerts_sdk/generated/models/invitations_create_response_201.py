from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.invitations_create_response_201_role import (
    InvitationsCreateResponse201Role,
)
from ..models.invitations_create_response_201_status import (
    InvitationsCreateResponse201Status,
)

if TYPE_CHECKING:
    from ..models.invitations_create_response_201_invited_by import (
        InvitationsCreateResponse201InvitedBy,
    )


T = TypeVar("T", bound="InvitationsCreateResponse201")


@_attrs_define
class InvitationsCreateResponse201:
    """
    Attributes:
        id (str):
        email (str):
        role (InvitationsCreateResponse201Role):
        status (InvitationsCreateResponse201Status):
        invited_by (InvitationsCreateResponse201InvitedBy):
        expires_at (datetime.datetime):
        ended_at (datetime.datetime | None): When it was accepted or revoked.
        created_at (datetime.datetime):
    """

    id: str
    email: str
    role: InvitationsCreateResponse201Role
    status: InvitationsCreateResponse201Status
    invited_by: InvitationsCreateResponse201InvitedBy
    expires_at: datetime.datetime
    ended_at: datetime.datetime | None
    created_at: datetime.datetime

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        email = self.email

        role = self.role.value

        status = self.status.value

        invited_by = self.invited_by.to_dict()

        expires_at = self.expires_at.isoformat()

        ended_at: None | str
        if isinstance(self.ended_at, datetime.datetime):
            ended_at = self.ended_at.isoformat()
        else:
            ended_at = self.ended_at

        created_at = self.created_at.isoformat()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "email": email,
                "role": role,
                "status": status,
                "invited_by": invited_by,
                "expires_at": expires_at,
                "ended_at": ended_at,
                "created_at": created_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.invitations_create_response_201_invited_by import (
            InvitationsCreateResponse201InvitedBy,
        )

        d = dict(src_dict)
        id = d.pop("id")

        email = d.pop("email")

        role = InvitationsCreateResponse201Role(d.pop("role"))

        status = InvitationsCreateResponse201Status(d.pop("status"))

        invited_by = InvitationsCreateResponse201InvitedBy.from_dict(
            d.pop("invited_by")
        )

        expires_at = datetime.datetime.fromisoformat(d.pop("expires_at"))

        def _parse_ended_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                ended_at_type_0 = datetime.datetime.fromisoformat(data)

                return ended_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        ended_at = _parse_ended_at(d.pop("ended_at"))

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        invitations_create_response_201 = cls(
            id=id,
            email=email,
            role=role,
            status=status,
            invited_by=invited_by,
            expires_at=expires_at,
            ended_at=ended_at,
            created_at=created_at,
        )

        return invitations_create_response_201
