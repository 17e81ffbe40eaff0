from enum import StrEnum


class MonitorTestDefinitionDnsType(StrEnum):
    DNS = "dns"

    def __str__(self) -> str:
        return str(self.value)
