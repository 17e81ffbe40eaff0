from enum import StrEnum


class MonitorTestDefinitionTcpType(StrEnum):
    TCP = "tcp"

    def __str__(self) -> str:
        return str(self.value)
