from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.root_response_200_regions_fra_1 import RootResponse200RegionsFra1
from ..models.root_response_200_regions_gru_1 import RootResponse200RegionsGru1
from ..models.root_response_200_regions_hil_1 import RootResponse200RegionsHil1
from ..models.root_response_200_regions_iad_1 import RootResponse200RegionsIad1
from ..models.root_response_200_regions_sgp_1 import RootResponse200RegionsSgp1
from ..models.root_response_200_regions_syd_1 import RootResponse200RegionsSyd1

T = TypeVar("T", bound="RootResponse200Regions")


@_attrs_define
class RootResponse200Regions:
    """Each region: `active`, `stale` or `never_seen` (GET /api/v1/regions); never makes the answer a 503.

    Attributes:
        fra1 (RootResponse200RegionsFra1):
        iad1 (RootResponse200RegionsIad1):
        hil1 (RootResponse200RegionsHil1):
        sgp1 (RootResponse200RegionsSgp1):
        syd1 (RootResponse200RegionsSyd1):
        gru1 (RootResponse200RegionsGru1):
    """

    fra1: RootResponse200RegionsFra1
    iad1: RootResponse200RegionsIad1
    hil1: RootResponse200RegionsHil1
    sgp1: RootResponse200RegionsSgp1
    syd1: RootResponse200RegionsSyd1
    gru1: RootResponse200RegionsGru1

    def to_dict(self) -> dict[str, Any]:
        fra1 = self.fra1.value

        iad1 = self.iad1.value

        hil1 = self.hil1.value

        sgp1 = self.sgp1.value

        syd1 = self.syd1.value

        gru1 = self.gru1.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "fra1": fra1,
                "iad1": iad1,
                "hil1": hil1,
                "sgp1": sgp1,
                "syd1": syd1,
                "gru1": gru1,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        fra1 = RootResponse200RegionsFra1(d.pop("fra1"))

        iad1 = RootResponse200RegionsIad1(d.pop("iad1"))

        hil1 = RootResponse200RegionsHil1(d.pop("hil1"))

        sgp1 = RootResponse200RegionsSgp1(d.pop("sgp1"))

        syd1 = RootResponse200RegionsSyd1(d.pop("syd1"))

        gru1 = RootResponse200RegionsGru1(d.pop("gru1"))

        root_response_200_regions = cls(
            fra1=fra1,
            iad1=iad1,
            hil1=hil1,
            sgp1=sgp1,
            syd1=syd1,
            gru1=gru1,
        )

        return root_response_200_regions
