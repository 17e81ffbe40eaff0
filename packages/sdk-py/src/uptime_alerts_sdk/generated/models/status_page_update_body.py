from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.status_page_update_body_components_item import (
        StatusPageUpdateBodyComponentsItem,
    )


T = TypeVar("T", bound="StatusPageUpdateBody")


@_attrs_define
class StatusPageUpdateBody:
    """
    Attributes:
        title (None | str | Unset): The page heading; null: "<workspace name> status".
        public (bool | Unset): false: the page, its feeds and its JSON answer 404.
        components (list[StatusPageUpdateBodyComponentsItem] | Unset): Groups in order; monitors not listed are not
            shown.
        password (None | str | Unset): Stored hashed; null removes the password.
    """

    title: None | str | Unset = UNSET
    public: bool | Unset = UNSET
    components: list[StatusPageUpdateBodyComponentsItem] | Unset = UNSET
    password: None | str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        title: None | str | Unset
        if isinstance(self.title, Unset):
            title = UNSET
        else:
            title = self.title

        public = self.public

        components: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.components, Unset):
            components = []
            for components_item_data in self.components:
                components_item = components_item_data.to_dict()
                components.append(components_item)

        password: None | str | Unset
        if isinstance(self.password, Unset):
            password = UNSET
        else:
            password = self.password

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if title is not UNSET:
            field_dict["title"] = title
        if public is not UNSET:
            field_dict["public"] = public
        if components is not UNSET:
            field_dict["components"] = components
        if password is not UNSET:
            field_dict["password"] = password

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.status_page_update_body_components_item import (
            StatusPageUpdateBodyComponentsItem,
        )

        d = dict(src_dict)

        def _parse_title(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        title = _parse_title(d.pop("title", UNSET))

        public = d.pop("public", UNSET)

        _components = d.pop("components", UNSET)
        components: list[StatusPageUpdateBodyComponentsItem] | Unset = UNSET
        if _components is not UNSET:
            components = []
            for components_item_data in _components:
                components_item = StatusPageUpdateBodyComponentsItem.from_dict(
                    components_item_data
                )

                components.append(components_item)

        def _parse_password(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        password = _parse_password(d.pop("password", UNSET))

        status_page_update_body = cls(
            title=title,
            public=public,
            components=components,
            password=password,
        )

        return status_page_update_body
