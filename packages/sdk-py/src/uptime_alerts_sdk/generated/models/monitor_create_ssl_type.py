from enum import StrEnum


class MonitorCreateSslType(StrEnum):
    SSL = "ssl"

    def __str__(self) -> str:
        return str(self.value)
