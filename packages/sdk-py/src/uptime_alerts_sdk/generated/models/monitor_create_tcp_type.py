from enum import StrEnum


class MonitorCreateTcpType(StrEnum):
    TCP = "tcp"

    def __str__(self) -> str:
        return str(self.value)
