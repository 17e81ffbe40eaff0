from enum import StrEnum


class ChannelsGetResponse200Type(StrEnum):
    DISCORD = "discord"
    EMAIL = "email"
    PAGERDUTY = "pagerduty"
    SLACK = "slack"
    TEAMS = "teams"
    WEBHOOK = "webhook"

    def __str__(self) -> str:
        return str(self.value)
