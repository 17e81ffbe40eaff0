from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="MonitorsCreateResponse201HeartbeatSignals")


@_attrs_define
class MonitorsCreateResponse201HeartbeatSignals:
    """heartbeat monitors: `/start` a run, `/fail` it, or report its exit code (`/0` is a success).

    Attributes:
        start (str):
        fail (str):
        exit_code (str):
    """

    start: str
    fail: str
    exit_code: str

    def to_dict(self) -> dict[str, Any]:
        start = self.start

        fail = self.fail

        exit_code = self.exit_code

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "start": start,
                "fail": fail,
                "exit_code": exit_code,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        start = d.pop("start")

        fail = d.pop("fail")

        exit_code = d.pop("exit_code")

        monitors_create_response_201_heartbeat_signals = cls(
            start=start,
            fail=fail,
            exit_code=exit_code,
        )

        return monitors_create_response_201_heartbeat_signals
