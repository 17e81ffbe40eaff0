from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.invitations_create_body_role import InvitationsCreateBodyRole

T = TypeVar("T", bound="InvitationsCreateBody")


@_attrs_define
class InvitationsCreateBody:
    """
    Attributes:
        email (str):
        role (InvitationsCreateBodyRole): The role the invited user gets; inviting an `owner` needs `owner`.
    """

    email: str
    role: InvitationsCreateBodyRole

    def to_dict(self) -> dict[str, Any]:
        email = self.email

        role = self.role.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "email": email,
                "role": role,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        email = d.pop("email")

        role = InvitationsCreateBodyRole(d.pop("role"))

        invitations_create_body = cls(
            email=email,
            role=role,
        )

        return invitations_create_body
