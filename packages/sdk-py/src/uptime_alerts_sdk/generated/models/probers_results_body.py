from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.probers_results_body_region import ProbersResultsBodyRegion

if TYPE_CHECKING:
    from ..models.probers_results_body_results_item import ProbersResultsBodyResultsItem


T = TypeVar("T", bound="ProbersResultsBody")


@_attrs_define
class ProbersResultsBody:
    """
    Attributes:
        region (ProbersResultsBodyRegion):
        results (list[ProbersResultsBodyResultsItem]):
    """

    region: ProbersResultsBodyRegion
    results: list[ProbersResultsBodyResultsItem]

    def to_dict(self) -> dict[str, Any]:
        region = self.region.value

        results = []
        for results_item_data in self.results:
            results_item = results_item_data.to_dict()
            results.append(results_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "region": region,
                "results": results,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.probers_results_body_results_item import (
            ProbersResultsBodyResultsItem,
        )

        d = dict(src_dict)
        region = ProbersResultsBodyRegion(d.pop("region"))

        results = []
        _results = d.pop("results")
        for results_item_data in _results:
            results_item = ProbersResultsBodyResultsItem.from_dict(results_item_data)

            results.append(results_item)

        probers_results_body = cls(
            region=region,
            results=results,
        )

        return probers_results_body
