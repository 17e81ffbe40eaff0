from enum import StrEnum


class RootResponse200Mongodb(StrEnum):
    DOWN = "down"
    UP = "up"

    def __str__(self) -> str:
        return str(self.value)
