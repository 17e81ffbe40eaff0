from enum import StrEnum


class MonitorTestDefinitionKeywordType(StrEnum):
    KEYWORD = "keyword"

    def __str__(self) -> str:
        return str(self.value)
