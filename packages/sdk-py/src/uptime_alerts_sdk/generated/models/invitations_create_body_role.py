from enum import StrEnum


class InvitationsCreateBodyRole(StrEnum):
    ADMIN = "admin"
    OWNER = "owner"
    RESPONDER = "responder"
    VIEWER = "viewer"

    def __str__(self) -> str:
        return str(self.value)
