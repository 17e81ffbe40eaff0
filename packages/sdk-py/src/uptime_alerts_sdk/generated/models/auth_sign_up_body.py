from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="AuthSignUpBody")


@_attrs_define
class AuthSignUpBody:
    """
    Attributes:
        email (str):
        password (str):
        org_name (str):
        org_slug (str):
    """

    email: str
    password: str
    org_name: str
    org_slug: str

    def to_dict(self) -> dict[str, Any]:
        email = self.email

        password = self.password

        org_name = self.org_name

        org_slug = self.org_slug

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "email": email,
                "password": password,
                "org_name": org_name,
                "org_slug": org_slug,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        email = d.pop("email")

        password = d.pop("password")

        org_name = d.pop("org_name")

        org_slug = d.pop("org_slug")

        auth_sign_up_body = cls(
            email=email,
            password=password,
            org_name=org_name,
            org_slug=org_slug,
        )

        return auth_sign_up_body
