from enum import StrEnum


class DeliveriesListEventType(StrEnum):
    CERTIFICATE_EXPIRING = "certificate.expiring"
    INCIDENT_ACKNOWLEDGED = "incident.acknowledged"
    INCIDENT_ESCALATED = "incident.escalated"
    INCIDENT_OPENED = "incident.opened"
    INCIDENT_RESOLVED = "incident.resolved"
    TEST = "test"

    def __str__(self) -> str:
        return str(self.value)
