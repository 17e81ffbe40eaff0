from enum import StrEnum


class MonitorsCreateResponse201StepsType0ItemExtractItemSource(StrEnum):
    HEADER = "header"
    JSON_PATH = "json_path"
    REGEX = "regex"

    def __str__(self) -> str:
        return str(self.value)
