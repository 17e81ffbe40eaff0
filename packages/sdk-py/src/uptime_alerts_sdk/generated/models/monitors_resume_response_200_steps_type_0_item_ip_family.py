from enum import StrEnum


class MonitorsResumeResponse200StepsType0ItemIpFamily(StrEnum):
    ANY = "any"
    VALUE_0 = "4"
    VALUE_1 = "6"

    def __str__(self) -> str:
        return str(self.value)
