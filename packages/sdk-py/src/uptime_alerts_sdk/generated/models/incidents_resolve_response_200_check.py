from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="IncidentsResolveResponse200Check")


@_attrs_define
class IncidentsResolveResponse200Check:
    """
    Attributes:
        last_response_ms (float | None):
        last_error_class (None | str):
        last_error_message (None | str):
    """

    last_response_ms: float | None
    last_error_class: None | str
    last_error_message: None | str

    def to_dict(self) -> dict[str, Any]:
        last_response_ms: float | None
        last_response_ms = self.last_response_ms

        last_error_class: None | str
        last_error_class = self.last_error_class

        last_error_message: None | str
        last_error_message = self.last_error_message

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "last_response_ms": last_response_ms,
                "last_error_class": last_error_class,
                "last_error_message": last_error_message,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)

        def _parse_last_response_ms(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        last_response_ms = _parse_last_response_ms(d.pop("last_response_ms"))

        def _parse_last_error_class(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        last_error_class = _parse_last_error_class(d.pop("last_error_class"))

        def _parse_last_error_message(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        last_error_message = _parse_last_error_message(d.pop("last_error_message"))

        incidents_resolve_response_200_check = cls(
            last_response_ms=last_response_ms,
            last_error_class=last_error_class,
            last_error_message=last_error_message,
        )

        return incidents_resolve_response_200_check
