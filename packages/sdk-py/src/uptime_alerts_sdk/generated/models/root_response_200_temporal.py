from enum import StrEnum


class RootResponse200Temporal(StrEnum):
    DOWN = "down"
    UP = "up"

    def __str__(self) -> str:
        return str(self.value)
