from enum import StrEnum


class MonitorTestDefinitionPingType(StrEnum):
    PING = "ping"

    def __str__(self) -> str:
        return str(self.value)
