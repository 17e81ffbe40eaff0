from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.auth_magic_link_verify_response_200_org import (
        AuthMagicLinkVerifyResponse200Org,
    )
    from ..models.auth_magic_link_verify_response_200_user import (
        AuthMagicLinkVerifyResponse200User,
    )


T = TypeVar("T", bound="AuthMagicLinkVerifyResponse200")


@_attrs_define
class AuthMagicLinkVerifyResponse200:
    """
    Attributes:
        user (AuthMagicLinkVerifyResponse200User):
        org (AuthMagicLinkVerifyResponse200Org):
    """

    user: AuthMagicLinkVerifyResponse200User
    org: AuthMagicLinkVerifyResponse200Org

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
        from ..models.auth_magic_link_verify_response_200_org import (
            AuthMagicLinkVerifyResponse200Org,
        )
        from ..models.auth_magic_link_verify_response_200_user import (
            AuthMagicLinkVerifyResponse200User,
        )

        d = dict(src_dict)
        user = AuthMagicLinkVerifyResponse200User.from_dict(d.pop("user"))

        org = AuthMagicLinkVerifyResponse200Org.from_dict(d.pop("org"))

        auth_magic_link_verify_response_200 = cls(
            user=user,
            org=org,
        )

        return auth_magic_link_verify_response_200
