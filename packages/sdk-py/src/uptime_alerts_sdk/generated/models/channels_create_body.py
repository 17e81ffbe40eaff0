from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.channels_create_body_event_types_item import (
    ChannelsCreateBodyEventTypesItem,
)
from ..models.channels_create_body_signature_scheme import (
    ChannelsCreateBodySignatureScheme,
)
from ..models.channels_create_body_type import ChannelsCreateBodyType
from ..types import UNSET, Unset

T = TypeVar("T", bound="ChannelsCreateBody")


@_attrs_define
class ChannelsCreateBody:
    """
    Attributes:
        name (str):
        type_ (ChannelsCreateBodyType): `webhook`, `slack`, `discord`, `teams`, `pagerduty` or `email`.
        url (str | Unset): webhook: the receiver; slack, discord, teams: the incoming-webhook URL (https).
        secret (str | Unset): webhook: the signing secret (a PATCH rotates it).
        template (None | str | Unset): webhook only.
        signature_scheme (ChannelsCreateBodySignatureScheme | Unset): Signature headers sent: `service` (default) the
            spec `X-Service-Signature` only; `standard` and `both` add the Standard Webhooks `webhook-id` (the delivery id),
            `webhook-timestamp` and `webhook-signature` (see docs/webhooks.md).
        routing_key (str | Unset): pagerduty: the Events API v2 integration (routing) key; stored encrypted, never
            returned.
        to (list[str] | Unset): email: 1 to 10 recipients.
        enabled (bool | Unset):
        event_types (list[ChannelsCreateBodyEventTypesItem] | Unset): Events this channel receives; default
            ["incident.opened","incident.acknowledged","incident.resolved"]. A `test` alert always goes through; a channel
            named in an escalation step receives that step's `incident.escalated` regardless.
    """

    name: str
    type_: ChannelsCreateBodyType
    url: str | Unset = UNSET
    secret: str | Unset = UNSET
    template: None | str | Unset = UNSET
    signature_scheme: ChannelsCreateBodySignatureScheme | Unset = UNSET
    routing_key: str | Unset = UNSET
    to: list[str] | Unset = UNSET
    enabled: bool | Unset = UNSET
    event_types: list[ChannelsCreateBodyEventTypesItem] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        type_ = self.type_.value

        url = self.url

        secret = self.secret

        template: None | str | Unset
        if isinstance(self.template, Unset):
            template = UNSET
        else:
            template = self.template

        signature_scheme: str | Unset = UNSET
        if not isinstance(self.signature_scheme, Unset):
            signature_scheme = self.signature_scheme.value

        routing_key = self.routing_key

        to: list[str] | Unset = UNSET
        if not isinstance(self.to, Unset):
            to = self.to

        enabled = self.enabled

        event_types: list[str] | Unset = UNSET
        if not isinstance(self.event_types, Unset):
            event_types = []
            for event_types_item_data in self.event_types:
                event_types_item = event_types_item_data.value
                event_types.append(event_types_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "name": name,
                "type": type_,
            }
        )
        if url is not UNSET:
            field_dict["url"] = url
        if secret is not UNSET:
            field_dict["secret"] = secret
        if template is not UNSET:
            field_dict["template"] = template
        if signature_scheme is not UNSET:
            field_dict["signature_scheme"] = signature_scheme
        if routing_key is not UNSET:
            field_dict["routing_key"] = routing_key
        if to is not UNSET:
            field_dict["to"] = to
        if enabled is not UNSET:
            field_dict["enabled"] = enabled
        if event_types is not UNSET:
            field_dict["event_types"] = event_types

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        name = d.pop("name")

        type_ = ChannelsCreateBodyType(d.pop("type"))

        url = d.pop("url", UNSET)

        secret = d.pop("secret", UNSET)

        def _parse_template(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        template = _parse_template(d.pop("template", UNSET))

        _signature_scheme = d.pop("signature_scheme", UNSET)
        signature_scheme: ChannelsCreateBodySignatureScheme | Unset
        if isinstance(_signature_scheme, Unset):
            signature_scheme = UNSET
        else:
            signature_scheme = ChannelsCreateBodySignatureScheme(_signature_scheme)

        routing_key = d.pop("routing_key", UNSET)

        to = cast(list[str], d.pop("to", UNSET))

        enabled = d.pop("enabled", UNSET)

        _event_types = d.pop("event_types", UNSET)
        event_types: list[ChannelsCreateBodyEventTypesItem] | Unset = UNSET
        if _event_types is not UNSET:
            event_types = []
            for event_types_item_data in _event_types:
                event_types_item = ChannelsCreateBodyEventTypesItem(
                    event_types_item_data
                )

                event_types.append(event_types_item)

        channels_create_body = cls(
            name=name,
            type_=type_,
            url=url,
            secret=secret,
            template=template,
            signature_scheme=signature_scheme,
            routing_key=routing_key,
            to=to,
            enabled=enabled,
            event_types=event_types,
        )

        return channels_create_body
