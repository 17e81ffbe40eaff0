from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="DeliveriesListResponse200DataItemAttemptsItem")


@_attrs_define
class DeliveriesListResponse200DataItemAttemptsItem:
    """
    Attributes:
        n (int):
        at (datetime.datetime):
        duration_ms (float):
        status_code (int | None):
        error_class (None | str):
        error_message (None | str):
        response_body (None | str):
    """

    n: int
    at: datetime.datetime
    duration_ms: float
    status_code: int | None
    error_class: None | str
    error_message: None | str
    response_body: None | str

    def to_dict(self) -> dict[str, Any]:
        n = self.n

        at = self.at.isoformat()

        duration_ms = self.duration_ms

        status_code: int | None
        status_code = self.status_code

        error_class: None | str
        error_class = self.error_class

        error_message: None | str
        error_message = self.error_message

        response_body: None | str
        response_body = self.response_body

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "n": n,
                "at": at,
                "duration_ms": duration_ms,
                "status_code": status_code,
                "error_class": error_class,
                "error_message": error_message,
                "response_body": response_body,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        n = d.pop("n")

        at = datetime.datetime.fromisoformat(d.pop("at"))

        duration_ms = d.pop("duration_ms")

        def _parse_status_code(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        status_code = _parse_status_code(d.pop("status_code"))

        def _parse_error_class(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        error_class = _parse_error_class(d.pop("error_class"))

        def _parse_error_message(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        error_message = _parse_error_message(d.pop("error_message"))

        def _parse_response_body(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        response_body = _parse_response_body(d.pop("response_body"))

        deliveries_list_response_200_data_item_attempts_item = cls(
            n=n,
            at=at,
            duration_ms=duration_ms,
            status_code=status_code,
            error_class=error_class,
            error_message=error_message,
            response_body=response_body,
        )

        return deliveries_list_response_200_data_item_attempts_item
