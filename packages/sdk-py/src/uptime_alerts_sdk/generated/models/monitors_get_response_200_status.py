from enum import StrEnum


class MonitorsGetResponse200Status(StrEnum):
    DEGRADED = "degraded"
    DOWN = "down"
    MAINTENANCE = "maintenance"
    PAUSED = "paused"
    PENDING = "pending"
    UP = "up"

    def __str__(self) -> str:
        return str(self.value)
