from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.auth_sign_in_response_200_org import AuthSignInResponse200Org
    from ..models.auth_sign_in_response_200_user import AuthSignInResponse200User


T = TypeVar("T", bound="AuthSignInResponse200")


@_attrs_define
class AuthSignInResponse200:
    """
    Attributes:
        user (AuthSignInResponse200User):
        org (AuthSignInResponse200Org):
    """

    user: AuthSignInResponse200User
    org: AuthSignInResponse200Org

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
        from ..models.auth_sign_in_response_200_org import AuthSignInResponse200Org
        from ..models.auth_sign_in_response_200_user import AuthSignInResponse200User

        d = dict(src_dict)
        user = AuthSignInResponse200User.from_dict(d.pop("user"))

        org = AuthSignInResponse200Org.from_dict(d.pop("org"))

        auth_sign_in_response_200 = cls(
            user=user,
            org=org,
        )

        return auth_sign_in_response_200
