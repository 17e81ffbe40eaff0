from enum import StrEnum


class MonitorCreateDnsType(StrEnum):
    DNS = "dns"

    def __str__(self) -> str:
        return str(self.value)
