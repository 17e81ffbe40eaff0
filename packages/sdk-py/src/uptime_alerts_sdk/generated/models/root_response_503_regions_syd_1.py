from enum import StrEnum


class RootResponse503RegionsSyd1(StrEnum):
    ACTIVE = "active"
    NEVER_SEEN = "never_seen"
    STALE = "stale"

    def __str__(self) -> str:
        return str(self.value)
