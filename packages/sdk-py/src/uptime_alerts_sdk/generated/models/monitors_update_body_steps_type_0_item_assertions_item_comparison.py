from enum import StrEnum


class MonitorsUpdateBodyStepsType0ItemAssertionsItemComparison(StrEnum):
    CONTAINS = "contains"
    EQUALS = "equals"
    EXISTS = "exists"
    GREATER_THAN = "greater_than"
    LESS_THAN = "less_than"
    MATCHES = "matches"
    NOT_CONTAINS = "not_contains"
    NOT_EQUALS = "not_equals"
    NOT_EXISTS = "not_exists"

    def __str__(self) -> str:
        return str(self.value)
