from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="AuthAcceptInvitationBody")


@_attrs_define
class AuthAcceptInvitationBody:
    """
    Attributes:
        token (str):
        password (str | Unset): A new account's password; an existing account sends its session cookie instead.
    """

    token: str
    password: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        token = self.token

        password = self.password

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "token": token,
            }
        )
        if password is not UNSET:
            field_dict["password"] = password

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        token = d.pop("token")

        password = d.pop("password", UNSET)

        auth_accept_invitation_body = cls(
            token=token,
            password=password,
        )

        return auth_accept_invitation_body
