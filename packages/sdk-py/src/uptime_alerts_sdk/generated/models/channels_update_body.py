from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.channels_update_body_event_types_item import (
    ChannelsUpdateBodyEventTypesItem,
)
from ..models.channels_update_body_signature_scheme import (
    ChannelsUpdateBodySignatureScheme,
)
from ..types import UNSET, Unset

T = TypeVar("T", bound="ChannelsUpdateBody")


@_attrs_define
class ChannelsUpdateBody:
    """
    Attributes:
        url (str | Unset): webhook: the receiver; slack, discord, teams: the incoming-webhook URL (https).
        secret (str | Unset): webhook: the signing secret (a PATCH rotates it).
        template (None | str | Unset): webhook only.
        signature_scheme (ChannelsUpdateBodySignatureScheme | Unset): Signature headers sent: `service` (default) the
            spec `X-Service-Signature` only; `standard` and `both` add the Standard Webhooks `webhook-id` (the delivery id),
            `webhook-timestamp` and `webhook-signature` (see docs/webhooks.md).
        routing_key (str | Unset): pagerduty: the Events API v2 integration (routing) key; stored encrypted, never
            returned.
        to (list[str] | Unset): email: 1 to 10 recipients.
        name (str | Unset):
        enabled (bool | Unset): `true` also ends an auto-disable.
        event_types (list[ChannelsUpdateBodyEventTypesItem] | Unset): Events this channel receives; default
            ["incident.opened","incident.acknowledged","incident.resolved"]. A `test` alert always goes through; a channel
            named in an escalation step receives that step's `incident.escalated` regardless.
    """

    url: str | Unset = UNSET
    secret: str | Unset = UNSET
    template: None | str | Unset = UNSET
    signature_scheme: ChannelsUpdateBodySignatureScheme | Unset = UNSET
    routing_key: str | Unset = UNSET
    to: list[str] | Unset = UNSET
    name: str | Unset = UNSET
    enabled: bool | Unset = UNSET
    event_types: list[ChannelsUpdateBodyEventTypesItem] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
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

        name = self.name

        enabled = self.enabled

        event_types: list[str] | Unset = UNSET
        if not isinstance(self.event_types, Unset):
            event_types = []
            for event_types_item_data in self.event_types:
                event_types_item = event_types_item_data.value
                event_types.append(event_types_item)

        field_dict: dict[str, Any] = {}

        field_dict.update({})
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
        if name is not UNSET:
            field_dict["name"] = name
        if enabled is not UNSET:
            field_dict["enabled"] = enabled
        if event_types is not UNSET:
            field_dict["event_types"] = event_types

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
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
        signature_scheme: ChannelsUpdateBodySignatureScheme | Unset
        if isinstance(_signature_scheme, Unset):
            signature_scheme = UNSET
        else:
            signature_scheme = ChannelsUpdateBodySignatureScheme(_signature_scheme)

        routing_key = d.pop("routing_key", UNSET)

        to = cast(list[str], d.pop("to", UNSET))

        name = d.pop("name", UNSET)

        enabled = d.pop("enabled", UNSET)

        _event_types = d.pop("event_types", UNSET)
        event_types: list[ChannelsUpdateBodyEventTypesItem] | Unset = UNSET
        if _event_types is not UNSET:
            event_types = []
            for event_types_item_data in _event_types:
                event_types_item = ChannelsUpdateBodyEventTypesItem(
                    event_types_item_data
                )

                event_types.append(event_types_item)

        channels_update_body = cls(
            url=url,
            secret=secret,
            template=template,
            signature_scheme=signature_scheme,
            routing_key=routing_key,
            to=to,
            name=name,
            enabled=enabled,
            event_types=event_types,
        )

        return channels_update_body
