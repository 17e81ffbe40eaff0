from enum import StrEnum


class MonitorsListResponse200DataItemType(StrEnum):
    API = "api"
    BROWSER = "browser"
    DNS = "dns"
    HEARTBEAT = "heartbeat"
    HTTP = "http"
    KEYWORD = "keyword"
    PING = "ping"
    SSL = "ssl"
    TCP = "tcp"

    def __str__(self) -> str:
        return str(self.value)
