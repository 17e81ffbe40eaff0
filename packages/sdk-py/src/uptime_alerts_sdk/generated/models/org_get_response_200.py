from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.org_get_response_200_billing import OrgGetResponse200Billing
    from ..models.org_get_response_200_limits import OrgGetResponse200Limits
    from ..models.org_get_response_200_usage import OrgGetResponse200Usage


T = TypeVar("T", bound="OrgGetResponse200")


@_attrs_define
class OrgGetResponse200:
    """
    Attributes:
        id (str):
        name (str):
        slug (str):
        plan (str): The plan in force (after a failed payment: until the grace period ends).
        limits (OrgGetResponse200Limits): The limits of the plan in force; null means none.
        usage (OrgGetResponse200Usage):
        billing (OrgGetResponse200Billing):
    """

    id: str
    name: str
    slug: str
    plan: str
    limits: OrgGetResponse200Limits
    usage: OrgGetResponse200Usage
    billing: OrgGetResponse200Billing

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        name = self.name

        slug = self.slug

        plan = self.plan

        limits = self.limits.to_dict()

        usage = self.usage.to_dict()

        billing = self.billing.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "name": name,
                "slug": slug,
                "plan": plan,
                "limits": limits,
                "usage": usage,
                "billing": billing,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.org_get_response_200_billing import OrgGetResponse200Billing
        from ..models.org_get_response_200_limits import OrgGetResponse200Limits
        from ..models.org_get_response_200_usage import OrgGetResponse200Usage

        d = dict(src_dict)
        id = d.pop("id")

        name = d.pop("name")

        slug = d.pop("slug")

        plan = d.pop("plan")

        limits = OrgGetResponse200Limits.from_dict(d.pop("limits"))

        usage = OrgGetResponse200Usage.from_dict(d.pop("usage"))

        billing = OrgGetResponse200Billing.from_dict(d.pop("billing"))

        org_get_response_200 = cls(
            id=id,
            name=name,
            slug=slug,
            plan=plan,
            limits=limits,
            usage=usage,
            billing=billing,
        )

        return org_get_response_200
