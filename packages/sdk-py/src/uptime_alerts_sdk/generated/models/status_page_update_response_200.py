from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.status_page_update_response_200_components_type_0_item import (
        StatusPageUpdateResponse200ComponentsType0Item,
    )


T = TypeVar("T", bound="StatusPageUpdateResponse200")


@_attrs_define
class StatusPageUpdateResponse200:
    """
    Attributes:
        title (None | str):
        public (bool):
        components (list[StatusPageUpdateResponse200ComponentsType0Item] | None):
        password_protected (bool):
        host (str):
    """

    title: None | str
    public: bool
    components: list[StatusPageUpdateResponse200ComponentsType0Item] | None
    password_protected: bool
    host: str

    def to_dict(self) -> dict[str, Any]:
        title: None | str
        title = self.title

        public = self.public

        components: list[dict[str, Any]] | None
        if isinstance(self.components, list):
            components = []
            for components_type_0_item_data in self.components:
                components_type_0_item = components_type_0_item_data.to_dict()
                components.append(components_type_0_item)

        else:
            components = self.components

        password_protected = self.password_protected

        host = self.host

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "title": title,
                "public": public,
                "components": components,
                "password_protected": password_protected,
                "host": host,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.status_page_update_response_200_components_type_0_item import (
            StatusPageUpdateResponse200ComponentsType0Item,
        )

        d = dict(src_dict)

        def _parse_title(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        title = _parse_title(d.pop("title"))

        public = d.pop("public")

        def _parse_components(
            data: object,
        ) -> list[StatusPageUpdateResponse200ComponentsType0Item] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                components_type_0 = []
                _components_type_0 = data
                for components_type_0_item_data in _components_type_0:
                    components_type_0_item = (
                        StatusPageUpdateResponse200ComponentsType0Item.from_dict(
                            components_type_0_item_data
                        )
                    )

                    components_type_0.append(components_type_0_item)

                return components_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                list[StatusPageUpdateResponse200ComponentsType0Item] | None, data
            )

        components = _parse_components(d.pop("components"))

        password_protected = d.pop("password_protected")

        host = d.pop("host")

        status_page_update_response_200 = cls(
            title=title,
            public=public,
            components=components,
            password_protected=password_protected,
            host=host,
        )

        return status_page_update_response_200
