from enum import StrEnum


class RootResponse503Mongodb(StrEnum):
    DOWN = "down"
    UP = "up"

    def __str__(self) -> str:
        return str(self.value)
