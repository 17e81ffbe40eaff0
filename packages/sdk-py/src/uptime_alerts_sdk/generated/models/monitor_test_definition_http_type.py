from enum import StrEnum


class MonitorTestDefinitionHttpType(StrEnum):
    HTTP = "http"

    def __str__(self) -> str:
        return str(self.value)
