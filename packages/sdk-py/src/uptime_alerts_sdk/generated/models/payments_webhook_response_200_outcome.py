from enum import StrEnum


class PaymentsWebhookResponse200Outcome(StrEnum):
    APPLIED = "applied"
    DUPLICATE = "duplicate"
    IGNORED = "ignored"

    def __str__(self) -> str:
        return str(self.value)
