from enum import StrEnum


class MonitorCreatePingType(StrEnum):
    PING = "ping"

    def __str__(self) -> str:
        return str(self.value)
