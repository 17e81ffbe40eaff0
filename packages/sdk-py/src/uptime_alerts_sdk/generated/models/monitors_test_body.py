from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.monitor_test_definition_api import MonitorTestDefinitionApi
    from ..models.monitor_test_definition_browser import MonitorTestDefinitionBrowser
    from ..models.monitor_test_definition_dns import MonitorTestDefinitionDns
    from ..models.monitor_test_definition_http import MonitorTestDefinitionHttp
    from ..models.monitor_test_definition_keyword import MonitorTestDefinitionKeyword
    from ..models.monitor_test_definition_ping import MonitorTestDefinitionPing
    from ..models.monitor_test_definition_ssl import MonitorTestDefinitionSsl
    from ..models.monitor_test_definition_tcp import MonitorTestDefinitionTcp


T = TypeVar("T", bound="MonitorsTestBody")


@_attrs_define
class MonitorsTestBody:
    """
    Attributes:
        definition (MonitorTestDefinitionApi | MonitorTestDefinitionBrowser | MonitorTestDefinitionDns |
            MonitorTestDefinitionHttp | MonitorTestDefinitionKeyword | MonitorTestDefinitionPing | MonitorTestDefinitionSsl
            | MonitorTestDefinitionTcp):
    """

    definition: (
        MonitorTestDefinitionApi
        | MonitorTestDefinitionBrowser
        | MonitorTestDefinitionDns
        | MonitorTestDefinitionHttp
        | MonitorTestDefinitionKeyword
        | MonitorTestDefinitionPing
        | MonitorTestDefinitionSsl
        | MonitorTestDefinitionTcp
    )

    def to_dict(self) -> dict[str, Any]:
        from ..models.monitor_test_definition_api import MonitorTestDefinitionApi
        from ..models.monitor_test_definition_dns import MonitorTestDefinitionDns
        from ..models.monitor_test_definition_http import MonitorTestDefinitionHttp
        from ..models.monitor_test_definition_keyword import (
            MonitorTestDefinitionKeyword,
        )
        from ..models.monitor_test_definition_ping import MonitorTestDefinitionPing
        from ..models.monitor_test_definition_ssl import MonitorTestDefinitionSsl
        from ..models.monitor_test_definition_tcp import MonitorTestDefinitionTcp

        definition: dict[str, Any]
        if (
            isinstance(self.definition, MonitorTestDefinitionHttp)
            or isinstance(self.definition, MonitorTestDefinitionKeyword)
            or isinstance(self.definition, MonitorTestDefinitionTcp)
            or isinstance(self.definition, MonitorTestDefinitionDns)
            or isinstance(self.definition, MonitorTestDefinitionSsl)
            or isinstance(self.definition, MonitorTestDefinitionPing)
            or isinstance(self.definition, MonitorTestDefinitionApi)
        ):
            definition = self.definition.to_dict()
        else:
            definition = self.definition.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "definition": definition,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.monitor_test_definition_api import MonitorTestDefinitionApi
        from ..models.monitor_test_definition_browser import (
            MonitorTestDefinitionBrowser,
        )
        from ..models.monitor_test_definition_dns import MonitorTestDefinitionDns
        from ..models.monitor_test_definition_http import MonitorTestDefinitionHttp
        from ..models.monitor_test_definition_keyword import (
            MonitorTestDefinitionKeyword,
        )
        from ..models.monitor_test_definition_ping import MonitorTestDefinitionPing
        from ..models.monitor_test_definition_ssl import MonitorTestDefinitionSsl
        from ..models.monitor_test_definition_tcp import MonitorTestDefinitionTcp

        d = dict(src_dict)

        def _parse_definition(
            data: object,
        ) -> (
            MonitorTestDefinitionApi
            | MonitorTestDefinitionBrowser
            | MonitorTestDefinitionDns
            | MonitorTestDefinitionHttp
            | MonitorTestDefinitionKeyword
            | MonitorTestDefinitionPing
            | MonitorTestDefinitionSsl
            | MonitorTestDefinitionTcp
        ):
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                definition_type_0 = MonitorTestDefinitionHttp.from_dict(data)

                return definition_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                definition_type_1 = MonitorTestDefinitionKeyword.from_dict(data)

                return definition_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                definition_type_2 = MonitorTestDefinitionTcp.from_dict(data)

                return definition_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                definition_type_3 = MonitorTestDefinitionDns.from_dict(data)

                return definition_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                definition_type_4 = MonitorTestDefinitionSsl.from_dict(data)

                return definition_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                definition_type_5 = MonitorTestDefinitionPing.from_dict(data)

                return definition_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                definition_type_6 = MonitorTestDefinitionApi.from_dict(data)

                return definition_type_6
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            definition_type_7 = MonitorTestDefinitionBrowser.from_dict(data)

            return definition_type_7

        definition = _parse_definition(d.pop("definition"))

        monitors_test_body = cls(
            definition=definition,
        )

        return monitors_test_body
