from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.channels_get_response_200_event_types_item import (
    ChannelsGetResponse200EventTypesItem,
)
from ..models.channels_get_response_200_signature_scheme import (
    ChannelsGetResponse200SignatureScheme,
)
from ..models.channels_get_response_200_type import ChannelsGetResponse200Type
from ..types import UNSET, Unset

T = TypeVar("T", bound="ChannelsGetResponse200")


@_attrs_define
class ChannelsGetResponse200:
    """
    Attributes:
        id (str):
        name (str):
        type_ (ChannelsGetResponse200Type):
        enabled (bool): false when disabled with PATCH or auto-disabled (then `disabled_reason` says why)
        disabled_reason (None | str): Why the channel was auto-disabled after consecutive failed deliveries; null
            otherwise
        disabled_at (datetime.datetime | None): When it was auto-disabled; null otherwise
        event_types (list[ChannelsGetResponse200EventTypesItem]): Events this channel receives
        secret_hint (str): Last 4 characters of the secret: a webhook's signing secret, a chat tool's incoming-webhook
            URL (a credential, never returned whole), a PagerDuty routing key; empty for email.
        created_at (datetime.datetime):
        updated_at (datetime.datetime):
        url (str | Unset): webhook
        template (None | str | Unset): webhook
        to (list[str] | Unset): email: the recipients.
        signature_scheme (ChannelsGetResponse200SignatureScheme | Unset): webhook
    """

    id: str
    name: str
    type_: ChannelsGetResponse200Type
    enabled: bool
    disabled_reason: None | str
    disabled_at: datetime.datetime | None
    event_types: list[ChannelsGetResponse200EventTypesItem]
    secret_hint: str
    created_at: datetime.datetime
    updated_at: datetime.datetime
    url: str | Unset = UNSET
    template: None | str | Unset = UNSET
    to: list[str] | Unset = UNSET
    signature_scheme: ChannelsGetResponse200SignatureScheme | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        name = self.name

        type_ = self.type_.value

        enabled = self.enabled

        disabled_reason: None | str
        disabled_reason = self.disabled_reason

        disabled_at: None | str
        if isinstance(self.disabled_at, datetime.datetime):
            disabled_at = self.disabled_at.isoformat()
        else:
            disabled_at = self.disabled_at

        event_types = []
        for event_types_item_data in self.event_types:
            event_types_item = event_types_item_data.value
            event_types.append(event_types_item)

        secret_hint = self.secret_hint

        created_at = self.created_at.isoformat()

        updated_at = self.updated_at.isoformat()

        url = self.url

        template: None | str | Unset
        if isinstance(self.template, Unset):
            template = UNSET
        else:
            template = self.template

        to: list[str] | Unset = UNSET
        if not isinstance(self.to, Unset):
            to = self.to

        signature_scheme: str | Unset = UNSET
        if not isinstance(self.signature_scheme, Unset):
            signature_scheme = self.signature_scheme.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "name": name,
                "type": type_,
                "enabled": enabled,
                "disabled_reason": disabled_reason,
                "disabled_at": disabled_at,
                "event_types": event_types,
                "secret_hint": secret_hint,
                "created_at": created_at,
                "updated_at": updated_at,
            }
        )
        if url is not UNSET:
            field_dict["url"] = url
        if template is not UNSET:
            field_dict["template"] = template
        if to is not UNSET:
            field_dict["to"] = to
        if signature_scheme is not UNSET:
            field_dict["signature_scheme"] = signature_scheme

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        id = d.pop("id")

        name = d.pop("name")

        type_ = ChannelsGetResponse200Type(d.pop("type"))

        enabled = d.pop("enabled")

        def _parse_disabled_reason(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        disabled_reason = _parse_disabled_reason(d.pop("disabled_reason"))

        def _parse_disabled_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                disabled_at_type_0 = datetime.datetime.fromisoformat(data)

                return disabled_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        disabled_at = _parse_disabled_at(d.pop("disabled_at"))

        event_types = []
        _event_types = d.pop("event_types")
        for event_types_item_data in _event_types:
            event_types_item = ChannelsGetResponse200EventTypesItem(
                event_types_item_data
            )

            event_types.append(event_types_item)

        secret_hint = d.pop("secret_hint")

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        updated_at = datetime.datetime.fromisoformat(d.pop("updated_at"))

        url = d.pop("url", UNSET)

        def _parse_template(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        template = _parse_template(d.pop("template", UNSET))

        to = cast(list[str], d.pop("to", UNSET))

        _signature_scheme = d.pop("signature_scheme", UNSET)
        signature_scheme: ChannelsGetResponse200SignatureScheme | Unset
        if isinstance(_signature_scheme, Unset):
            signature_scheme = UNSET
        else:
            signature_scheme = ChannelsGetResponse200SignatureScheme(_signature_scheme)

        channels_get_response_200 = cls(
            id=id,
            name=name,
            type_=type_,
            enabled=enabled,
            disabled_reason=disabled_reason,
            disabled_at=disabled_at,
            event_types=event_types,
            secret_hint=secret_hint,
            created_at=created_at,
            updated_at=updated_at,
            url=url,
            template=template,
            to=to,
            signature_scheme=signature_scheme,
        )

        return channels_get_response_200
