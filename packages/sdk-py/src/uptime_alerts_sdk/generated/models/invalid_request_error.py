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

if TYPE_CHECKING:
    from ..models.invalid_request_error_errors_item import InvalidRequestErrorErrorsItem


T = TypeVar("T", bound="InvalidRequestError")


@_attrs_define
class InvalidRequestError:
    """
    Attributes:
        code (Literal['invalid_request']):
        message (str):
        status_code (int):
        errors (list[InvalidRequestErrorErrorsItem]):
    """

    code: Literal["invalid_request"]
    message: str
    status_code: int
    errors: list[InvalidRequestErrorErrorsItem]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        code = self.code

        message = self.message

        status_code = self.status_code

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
                "errors": errors,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.invalid_request_error_errors_item import (
            InvalidRequestErrorErrorsItem,
        )

        d = dict(src_dict)
        code = cast(Literal["invalid_request"], d.pop("code"))
        if code != "invalid_request":
            raise ValueError(f"code must match const 'invalid_request', got '{code}'")

        message = d.pop("message")

        status_code = d.pop("statusCode")

        errors = []
        _errors = d.pop("errors")
        for errors_item_data in _errors:
            errors_item = InvalidRequestErrorErrorsItem.from_dict(errors_item_data)

            errors.append(errors_item)

        invalid_request_error = cls(
            code=code,
            message=message,
            status_code=status_code,
            errors=errors,
        )

        invalid_request_error.additional_properties = d
        return invalid_request_error

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
