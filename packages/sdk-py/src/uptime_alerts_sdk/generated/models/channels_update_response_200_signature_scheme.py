from enum import StrEnum


class ChannelsUpdateResponse200SignatureScheme(StrEnum):
    BOTH = "both"
    SERVICE = "service"
    STANDARD = "standard"

    def __str__(self) -> str:
        return str(self.value)
