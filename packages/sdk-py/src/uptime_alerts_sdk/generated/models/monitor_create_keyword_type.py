from enum import StrEnum


class MonitorCreateKeywordType(StrEnum):
    KEYWORD = "keyword"

    def __str__(self) -> str:
        return str(self.value)
