from enum import StrEnum


class IncidentsListResponse200DataItemAcknowledgedByType0Type(StrEnum):
    API_KEY = "api_key"
    CHAT = "chat"
    USER = "user"

    def __str__(self) -> str:
        return str(self.value)
