from __future__ import annotations

from collections.abc import Mapping
from typing import (
    TYPE_CHECKING,
    Any,
    Literal,
    Self,
    TypeVar,
    cast,
)

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.rate_limit_error_errors_item import RateLimitErrorErrorsItem


T = TypeVar("T", bound="RateLimitError")


@_attrs_define
class RateLimitError:
    """
    Attributes:
        code (Literal['rate_limited']):
        message (str):
        status_code (Literal[429]):
        retry_after_sec (int):
        docs_url (str):
        errors (list[RateLimitErrorErrorsItem] | Unset):
    """

    code: Literal["rate_limited"]
    message: str
    status_code: Literal[429]
    retry_after_sec: int
    docs_url: str
    errors: list[RateLimitErrorErrorsItem] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        code = self.code

        message = self.message

        status_code = self.status_code

        retry_after_sec = self.retry_after_sec

        docs_url = self.docs_url

        errors: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.errors, Unset):
            errors = []
            for errors_item_data in self.errors:
                errors_item = errors_item_data.to_dict()
                errors.append(errors_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "code": code,
                "message": message,
                "statusCode": status_code,
                "retry_after_sec": retry_after_sec,
                "docs_url": docs_url,
            }
        )
        if errors is not UNSET:
            field_dict["errors"] = errors

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.rate_limit_error_errors_item import RateLimitErrorErrorsItem

        d = dict(src_dict)
        code = cast(Literal["rate_limited"], d.pop("code"))
        if code != "rate_limited":
            raise ValueError(f"code must match const 'rate_limited', got '{code}'")

        message = d.pop("message")

        status_code = cast(Literal[429], d.pop("statusCode"))
        if status_code != 429:
            raise ValueError(f"statusCode must match const 429, got '{status_code}'")

        retry_after_sec = d.pop("retry_after_sec")

        docs_url = d.pop("docs_url")

        _errors = d.pop("errors", UNSET)
        errors: list[RateLimitErrorErrorsItem] | Unset = UNSET
        if _errors is not UNSET:
            errors = []
            for errors_item_data in _errors:
                errors_item = RateLimitErrorErrorsItem.from_dict(errors_item_data)

                errors.append(errors_item)

        rate_limit_error = cls(
            code=code,
            message=message,
            status_code=status_code,
            retry_after_sec=retry_after_sec,
            docs_url=docs_url,
            errors=errors,
        )

        rate_limit_error.additional_properties = d
        return rate_limit_error

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
