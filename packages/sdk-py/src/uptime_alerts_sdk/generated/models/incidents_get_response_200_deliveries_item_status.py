from enum import StrEnum


class IncidentsGetResponse200DeliveriesItemStatus(StrEnum):
    DELIVERED = "delivered"
    DELIVERING = "delivering"
    FAILED = "failed"
    PENDING = "pending"
    SKIPPED = "skipped"

    def __str__(self) -> str:
        return str(self.value)
