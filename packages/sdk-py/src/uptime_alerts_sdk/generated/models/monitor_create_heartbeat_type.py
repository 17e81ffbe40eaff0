from enum import StrEnum


class MonitorCreateHeartbeatType(StrEnum):
    HEARTBEAT = "heartbeat"

    def __str__(self) -> str:
        return str(self.value)
