from enum import StrEnum


class MonitorsGetResponse200StepsType0ItemAssertionsItemSource(StrEnum):
    BODY = "body"
    CERTIFICATE_DAYS = "certificate_days"
    HEADER = "header"
    JSON_PATH = "json_path"
    RESPONSE_TIME_MS = "response_time_ms"
    STATUS_CODE = "status_code"

    def __str__(self) -> str:
        return str(self.value)
