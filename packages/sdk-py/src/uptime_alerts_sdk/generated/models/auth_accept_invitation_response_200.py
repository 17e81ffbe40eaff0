from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.auth_accept_invitation_response_200_org import (
        AuthAcceptInvitationResponse200Org,
    )
    from ..models.auth_accept_invitation_response_200_user import (
        AuthAcceptInvitationResponse200User,
    )


T = TypeVar("T", bound="AuthAcceptInvitationResponse200")


@_attrs_define
class AuthAcceptInvitationResponse200:
    """
    Attributes:
        user (AuthAcceptInvitationResponse200User):
        org (AuthAcceptInvitationResponse200Org):
    """

    user: AuthAcceptInvitationResponse200User
    org: AuthAcceptInvitationResponse200Org

    def to_dict(self) -> dict[str, Any]:
        user = self.user.to_dict()

        org = self.org.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "user": user,
                "org": org,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.auth_accept_invitation_response_200_org import (
            AuthAcceptInvitationResponse200Org,
        )
        from ..models.auth_accept_invitation_response_200_user import (
            AuthAcceptInvitationResponse200User,
        )

        d = dict(src_dict)
        user = AuthAcceptInvitationResponse200User.from_dict(d.pop("user"))

        org = AuthAcceptInvitationResponse200Org.from_dict(d.pop("org"))

        auth_accept_invitation_response_200 = cls(
            user=user,
            org=org,
        )

        return auth_accept_invitation_response_200
