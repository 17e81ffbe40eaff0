from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="RegionsListResponse200RegionsItemProbersItem")


@_attrs_define
class RegionsListResponse200RegionsItemProbersItem:
    """
    Attributes:
        prober (str): The prober's `X-Prober-Id` (its host and process), or its address when it sends none.
        last_seen_at (datetime.datetime): Its last `/jobs` pull or `/results` post.
        jobs_behind (int | None): Checks of the region due and left for a later pull after its last pull (0: keeping
            up).
    """

    prober: str
    last_seen_at: datetime.datetime
    jobs_behind: int | None

    def to_dict(self) -> dict[str, Any]:
        prober = self.prober

        last_seen_at = self.last_seen_at.isoformat()

        jobs_behind: int | None
        jobs_behind = self.jobs_behind

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "prober": prober,
                "last_seen_at": last_seen_at,
                "jobs_behind": jobs_behind,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        prober = d.pop("prober")

        last_seen_at = datetime.datetime.fromisoformat(d.pop("last_seen_at"))

        def _parse_jobs_behind(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        jobs_behind = _parse_jobs_behind(d.pop("jobs_behind"))

        regions_list_response_200_regions_item_probers_item = cls(
            prober=prober,
            last_seen_at=last_seen_at,
            jobs_behind=jobs_behind,
        )

        return regions_list_response_200_regions_item_probers_item
