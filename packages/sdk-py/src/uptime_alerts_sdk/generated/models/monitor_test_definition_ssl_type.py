from enum import StrEnum


class MonitorTestDefinitionSslType(StrEnum):
    SSL = "ssl"

    def __str__(self) -> str:
        return str(self.value)
