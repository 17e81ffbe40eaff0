from enum import StrEnum


class MonitorCreateBrowserRegionsItem(StrEnum):
    FRA1 = "fra1"
    GRU1 = "gru1"
    HIL1 = "hil1"
    IAD1 = "iad1"
    SGP1 = "sgp1"
    SYD1 = "syd1"

    def __str__(self) -> str:
        return str(self.value)
