from enum import StrEnum


class InvitationsCreateResponse201Role(StrEnum):
    ADMIN = "admin"
    OWNER = "owner"
    RESPONDER = "responder"
    VIEWER = "viewer"

    def __str__(self) -> str:
        return str(self.value)
