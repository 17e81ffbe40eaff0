from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.probers_results_body_results_item_certificate import (
        ProbersResultsBodyResultsItemCertificate,
    )


T = TypeVar("T", bound="ProbersResultsBodyResultsItem")


@_attrs_define
class ProbersResultsBodyResultsItem:
    """
    Attributes:
        monitor_id (str):
        ok (bool):
        checked_at (datetime.datetime):
        response_ms (int | None):
        error_class (None | str | Unset):
        error_message (None | str | Unset):
        certificate (ProbersResultsBodyResultsItemCertificate | Unset): The verified certificate the target presented
            (https and ssl checks): certificate warnings are decided on it.
        screenshot (str | Unset): A failed browser check: the page as a PNG data URL (at most 400 KB of PNG), sent with
            the first failure of a run; kept for the incident.
    """

    monitor_id: str
    ok: bool
    checked_at: datetime.datetime
    response_ms: int | None
    error_class: None | str | Unset = UNSET
    error_message: None | str | Unset = UNSET
    certificate: ProbersResultsBodyResultsItemCertificate | Unset = UNSET
    screenshot: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        monitor_id = self.monitor_id

        ok = self.ok

        checked_at = self.checked_at.isoformat()

        response_ms: int | None
        response_ms = self.response_ms

        error_class: None | str | Unset
        if isinstance(self.error_class, Unset):
            error_class = UNSET
        else:
            error_class = self.error_class

        error_message: None | str | Unset
        if isinstance(self.error_message, Unset):
            error_message = UNSET
        else:
            error_message = self.error_message

        certificate: dict[str, Any] | Unset = UNSET
        if not isinstance(self.certificate, Unset):
            certificate = self.certificate.to_dict()

        screenshot = self.screenshot

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "monitor_id": monitor_id,
                "ok": ok,
                "checked_at": checked_at,
                "response_ms": response_ms,
            }
        )
        if error_class is not UNSET:
            field_dict["error_class"] = error_class
        if error_message is not UNSET:
            field_dict["error_message"] = error_message
        if certificate is not UNSET:
            field_dict["certificate"] = certificate
        if screenshot is not UNSET:
            field_dict["screenshot"] = screenshot

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.probers_results_body_results_item_certificate import (
            ProbersResultsBodyResultsItemCertificate,
        )

        d = dict(src_dict)
        monitor_id = d.pop("monitor_id")

        ok = d.pop("ok")

        checked_at = datetime.datetime.fromisoformat(d.pop("checked_at"))

        def _parse_response_ms(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        response_ms = _parse_response_ms(d.pop("response_ms"))

        def _parse_error_class(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        error_class = _parse_error_class(d.pop("error_class", UNSET))

        def _parse_error_message(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        error_message = _parse_error_message(d.pop("error_message", UNSET))

        _certificate = d.pop("certificate", UNSET)
        certificate: ProbersResultsBodyResultsItemCertificate | Unset
        if isinstance(_certificate, Unset):
            certificate = UNSET
        else:
            certificate = ProbersResultsBodyResultsItemCertificate.from_dict(
                _certificate
            )

        screenshot = d.pop("screenshot", UNSET)

        probers_results_body_results_item = cls(
            monitor_id=monitor_id,
            ok=ok,
            checked_at=checked_at,
            response_ms=response_ms,
            error_class=error_class,
            error_message=error_message,
            certificate=certificate,
            screenshot=screenshot,
        )

        return probers_results_body_results_item
