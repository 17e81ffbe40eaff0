from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="DeliveriesResendResponse202")


@_attrs_define
class DeliveriesResendResponse202:
    """
    Attributes:
        delivery_id (str): The new delivery (its `resend_of` names the original)
        workflow_id (str): Its own Temporal workflow id, `resend:<delivery_id>`
    """

    delivery_id: str
    workflow_id: str

    def to_dict(self) -> dict[str, Any]:
        delivery_id = self.delivery_id

        workflow_id = self.workflow_id

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "delivery_id": delivery_id,
                "workflow_id": workflow_id,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        delivery_id = d.pop("delivery_id")

        workflow_id = d.pop("workflow_id")

        deliveries_resend_response_202 = cls(
            delivery_id=delivery_id,
            workflow_id=workflow_id,
        )

        return deliveries_resend_response_202
