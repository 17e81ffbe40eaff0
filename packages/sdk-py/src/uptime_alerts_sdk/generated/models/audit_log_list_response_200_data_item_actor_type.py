from enum import StrEnum


class AuditLogListResponse200DataItemActorType(StrEnum):
    API_KEY = "api_key"
    CHAT = "chat"
    USER = "user"

    def __str__(self) -> str:
        return str(self.value)
