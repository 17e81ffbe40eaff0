from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="ProbersResultsBodyResultsItemCertificate")


@_attrs_define
class ProbersResultsBodyResultsItemCertificate:
    """The verified certificate the target presented (https and ssl checks): certificate warnings are decided on it.

    Attributes:
        subject (str):
        issuer (str):
        not_after (datetime.datetime):
        sha256_fingerprint (str):
    """

    subject: str
    issuer: str
    not_after: datetime.datetime
    sha256_fingerprint: str

    def to_dict(self) -> dict[str, Any]:
        subject = self.subject

        issuer = self.issuer

        not_after = self.not_after.isoformat()

        sha256_fingerprint = self.sha256_fingerprint

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "subject": subject,
                "issuer": issuer,
                "not_after": not_after,
                "sha256_fingerprint": sha256_fingerprint,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        subject = d.pop("subject")

        issuer = d.pop("issuer")

        not_after = datetime.datetime.fromisoformat(d.pop("not_after"))

        sha256_fingerprint = d.pop("sha256_fingerprint")

        probers_results_body_results_item_certificate = cls(
            subject=subject,
            issuer=issuer,
            not_after=not_after,
            sha256_fingerprint=sha256_fingerprint,
        )

        return probers_results_body_results_item_certificate
