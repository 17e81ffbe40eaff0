from enum import StrEnum


class InvitationsGetResponse200InvitedByType(StrEnum):
    API_KEY = "api_key"
    USER = "user"

    def __str__(self) -> str:
        return str(self.value)
