from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.auth_sign_up_response_201_org import AuthSignUpResponse201Org
    from ..models.auth_sign_up_response_201_user import AuthSignUpResponse201User


T = TypeVar("T", bound="AuthSignUpResponse201")


@_attrs_define
class AuthSignUpResponse201:
    """
    Attributes:
        user (AuthSignUpResponse201User):
        org (AuthSignUpResponse201Org):
    """

    user: AuthSignUpResponse201User
    org: AuthSignUpResponse201Org

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
        from ..models.auth_sign_up_response_201_org import AuthSignUpResponse201Org
        from ..models.auth_sign_up_response_201_user import AuthSignUpResponse201User

        d = dict(src_dict)
        user = AuthSignUpResponse201User.from_dict(d.pop("user"))

        org = AuthSignUpResponse201Org.from_dict(d.pop("org"))

        auth_sign_up_response_201 = cls(
            user=user,
            org=org,
        )

        return auth_sign_up_response_201
