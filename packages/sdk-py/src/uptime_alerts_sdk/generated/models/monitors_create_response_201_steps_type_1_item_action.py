from enum import StrEnum


class MonitorsCreateResponse201StepsType1ItemAction(StrEnum):
    CLICK = "click"
    EXPECT_TEXT = "expect_text"
    EXPECT_TITLE = "expect_title"
    EXPECT_URL = "expect_url"
    FILL = "fill"
    GOTO = "goto"
    PRESS = "press"
    WAIT_FOR = "wait_for"

    def __str__(self) -> str:
        return str(self.value)
