from enum import StrEnum


class MonitorCreateHttpType(StrEnum):
    HTTP = "http"

    def __str__(self) -> str:
        return str(self.value)
