from enum import StrEnum


class MonitorsUpdateBodyKeywordMode(StrEnum):
    CONTAINS = "contains"
    NOT_CONTAINS = "not_contains"

    def __str__(self) -> str:
        return str(self.value)
