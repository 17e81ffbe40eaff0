from enum import StrEnum


class HealthResponse200RegionsFra1(StrEnum):
    ACTIVE = "active"
    NEVER_SEEN = "never_seen"
    STALE = "stale"

    def __str__(self) -> str:
        return str(self.value)
