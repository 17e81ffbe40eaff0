from enum import StrEnum


class IncidentsAcknowledgeResponse200ResolvedByType0Type(StrEnum):
    API_KEY = "api_key"
    CHAT = "chat"
    USER = "user"

    def __str__(self) -> str:
        return str(self.value)
