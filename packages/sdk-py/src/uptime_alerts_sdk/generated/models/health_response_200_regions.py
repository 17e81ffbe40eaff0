from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.health_response_200_regions_fra_1 import HealthResponse200RegionsFra1
from ..models.health_response_200_regions_gru_1 import HealthResponse200RegionsGru1
from ..models.health_response_200_regions_hil_1 import HealthResponse200RegionsHil1
from ..models.health_response_200_regions_iad_1 import HealthResponse200RegionsIad1
from ..models.health_response_200_regions_sgp_1 import HealthResponse200RegionsSgp1
from ..models.health_response_200_regions_syd_1 import HealthResponse200RegionsSyd1

T = TypeVar("T", bound="HealthResponse200Regions")


@_attrs_define
class HealthResponse200Regions:
    """Each region: `active`, `stale` or `never_seen` (GET /api/v1/regions); never makes the answer a 503.

    Attributes:
        fra1 (HealthResponse200RegionsFra1):
        iad1 (HealthResponse200RegionsIad1):
        hil1 (HealthResponse200RegionsHil1):
        sgp1 (HealthResponse200RegionsSgp1):
        syd1 (HealthResponse200RegionsSyd1):
        gru1 (HealthResponse200RegionsGru1):
    """

    fra1: HealthResponse200RegionsFra1
    iad1: HealthResponse200RegionsIad1
    hil1: HealthResponse200RegionsHil1
    sgp1: HealthResponse200RegionsSgp1
    syd1: HealthResponse200RegionsSyd1
    gru1: HealthResponse200RegionsGru1

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
        fra1 = HealthResponse200RegionsFra1(d.pop("fra1"))

        iad1 = HealthResponse200RegionsIad1(d.pop("iad1"))

        hil1 = HealthResponse200RegionsHil1(d.pop("hil1"))

        sgp1 = HealthResponse200RegionsSgp1(d.pop("sgp1"))

        syd1 = HealthResponse200RegionsSyd1(d.pop("syd1"))

        gru1 = HealthResponse200RegionsGru1(d.pop("gru1"))

        health_response_200_regions = cls(
            fra1=fra1,
            iad1=iad1,
            hil1=hil1,
            sgp1=sgp1,
            syd1=syd1,
            gru1=gru1,
        )

        return health_response_200_regions
