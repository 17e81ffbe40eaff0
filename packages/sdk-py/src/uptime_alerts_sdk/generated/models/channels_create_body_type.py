from enum import StrEnum


class ChannelsCreateBodyType(StrEnum):
    DISCORD = "discord"
    EMAIL = "email"
    PAGERDUTY = "pagerduty"
    SLACK = "slack"
    TEAMS = "teams"
    WEBHOOK = "webhook"

    def __str__(self) -> str:
        return str(self.value)
