"""The walk-through of docs/api.md with the Python SDK, against a running API (test/integration/sdk.python.test.ts
starts one and its HTTPS receiver): a webhook channel, a monitor of each type, a test alert delivered, an incident
acknowledged and resolved, deliveries paged one by one, typed errors, a burst of reads whose 429s are waited out.
Prints what it saw as one JSON object; the test checks it and what the receiver got.

Environment: UPTIME_URL, UPTIME_API_KEY, HOOK_URL, HOOK_SECRET, PROBER_TOKEN, MONITOR_BODIES (a JSON list).
"""

from __future__ import annotations

import datetime
import json
import os
import time
from collections.abc import Callable, Mapping
from concurrent.futures import ThreadPoolExecutor
from typing import Any, TypeVar
from uuid import UUID

from uptime_alerts_sdk import RateLimitWait, UptimeApiError, connect, expect, paginate
from uptime_alerts_sdk.generated.api.channels import channels_create, channels_list, channels_test
from uptime_alerts_sdk.generated.api.deliveries import deliveries_get, deliveries_list
from uptime_alerts_sdk.generated.api.incidents import incidents_acknowledge, incidents_list, incidents_resolve
from uptime_alerts_sdk.generated.api.monitors import monitors_create
from uptime_alerts_sdk.generated.api.probers import probers_results
from uptime_alerts_sdk.generated.client import AuthenticatedClient
from uptime_alerts_sdk.generated.models import (
    ChannelsCreateBody,
    ChannelsCreateBodyType,
    ChannelsCreateResponse201,
    ChannelsListResponse200,
    ChannelsTestResponse202,
    DeliveriesGetResponse200,
    DeliveriesListResponse200,
    IncidentsAcknowledgeResponse200,
    IncidentsListResponse200,
    IncidentsResolveResponse200,
    MonitorCreateDns,
    MonitorCreateHeartbeat,
    MonitorCreateHttp,
    MonitorCreateKeyword,
    MonitorCreatePing,
    MonitorCreateSsl,
    MonitorCreateTcp,
    MonitorsCreateResponse201,
    ProbersResultsBody,
    ProbersResultsBodyRegion,
    ProbersResultsBodyResultsItem,
    ProbersResultsResponse202,
)

T = TypeVar("T")
MonitorBody = (
    MonitorCreateDns
    | MonitorCreateHeartbeat
    | MonitorCreateHttp
    | MonitorCreateKeyword
    | MonitorCreatePing
    | MonitorCreateSsl
    | MonitorCreateTcp
)
MONITOR_BODY: dict[str, Callable[[Mapping[str, Any]], MonitorBody]] = {
    "http": MonitorCreateHttp.from_dict,
    "keyword": MonitorCreateKeyword.from_dict,
    "tcp": MonitorCreateTcp.from_dict,
    "ssl": MonitorCreateSsl.from_dict,
    "ping": MonitorCreatePing.from_dict,
    "dns": MonitorCreateDns.from_dict,
    "heartbeat": MonitorCreateHeartbeat.from_dict,
}


def eventually(what: str, probe: Callable[[], T | None], timeout_sec: float = 30.0) -> T:
    deadline = time.monotonic() + timeout_sec
    while (value := probe()) is None:
        if time.monotonic() > deadline:
            raise TimeoutError(f"timed out waiting for {what}")
        time.sleep(0.1)
    return value


def vote_down(base_url: str, token: str, monitor_id: str) -> None:
    """What a prober in fra1 reports when the monitor's check fails."""
    prober = AuthenticatedClient(base_url=base_url, token=token, prefix="", auth_header_name="X-Prober-Token")
    result = ProbersResultsBodyResultsItem(
        monitor_id=monitor_id,
        ok=False,
        checked_at=datetime.datetime.now(datetime.UTC),
        response_ms=None,
        error_class="timeout",
        error_message="no answer in 10 s",
    )
    body = ProbersResultsBody(region=ProbersResultsBodyRegion.FRA1, results=[result])
    expect(ProbersResultsResponse202, probers_results.sync_detailed(client=prober, body=body))


def main() -> dict[str, Any]:
    env = os.environ
    waits: list[float] = []

    def on_rate_limited(wait: RateLimitWait) -> None:
        waits.append(wait.wait_sec)

    client = connect(env["UPTIME_URL"], env["UPTIME_API_KEY"], on_rate_limited=on_rate_limited)
    body = ChannelsCreateBody(
        name="ops", type_=ChannelsCreateBodyType.WEBHOOK, url=env["HOOK_URL"], secret=env["HOOK_SECRET"]
    )
    channel = expect(ChannelsCreateResponse201, channels_create.sync_detailed(client=client, body=body))
    monitors = [
        expect(
            MonitorsCreateResponse201,
            monitors_create.sync_detailed(client=client, body=MONITOR_BODY[b["type"]](b)),
        )
        for b in json.loads(env["MONITOR_BODIES"])
    ]
    sent = expect(ChannelsTestResponse202, channels_test.sync_detailed(UUID(channel.id), client=client))

    def delivered() -> str | None:
        d = expect(DeliveriesGetResponse200, deliveries_get.sync_detailed(UUID(sent.delivery_id), client=client))
        return d.status.value if d.status.value == "delivered" else None

    test_alert = eventually("the test alert delivered", delivered)

    invalid: UptimeApiError | None = None
    try:
        expect(
            MonitorsCreateResponse201,
            monitors_create.sync_detailed(
                client=client, body=MonitorCreateHttp.from_dict({"name": "x", "type": "http", "url": "ftp://x"})
            ),
        )
    except UptimeApiError as err:
        invalid = err

    http = next(m for m in monitors if m.type_.value == "http")
    vote_down(env["UPTIME_URL"], env["PROBER_TOKEN"], http.id)

    def open_incident() -> str | None:
        page = expect(IncidentsListResponse200, incidents_list.sync_detailed(client=client, monitor_id=http.id))
        return page.data[0].id if page.data else None

    incident_id = UUID(eventually("an open incident", open_incident))
    acked = expect(IncidentsAcknowledgeResponse200, incidents_acknowledge.sync_detailed(incident_id, client=client))
    conflict: UptimeApiError | None = None
    try:
        expect(IncidentsAcknowledgeResponse200, incidents_acknowledge.sync_detailed(incident_id, client=client))
    except UptimeApiError as err:
        conflict = err
    resolved = expect(IncidentsResolveResponse200, incidents_resolve.sync_detailed(incident_id, client=client))

    # The test alert, then opened, acknowledged and resolved: four deliveries, read one per page.
    def all_four() -> int | None:
        page = expect(DeliveriesListResponse200, deliveries_list.sync_detailed(client=client, limit=100))
        return len(page.data) if len(page.data) >= 4 else None

    eventually("four deliveries", all_four)
    paged = [
        d.id
        for d in paginate(
            DeliveriesListResponse200,
            lambda cursor: deliveries_list.sync_detailed(client=client, limit=1, cursor=cursor),
        )
    ]
    whole = expect(DeliveriesListResponse200, deliveries_list.sync_detailed(client=client, limit=100))

    # The key's read budget holds 40: 50 reads at once, each answered 200 once its 429s are waited out.
    def read_channels(_: int) -> int:
        return len(expect(ChannelsListResponse200, channels_list.sync_detailed(client=client, limit=1)).data)

    with ThreadPoolExecutor(max_workers=10) as pool:
        burst = list(pool.map(read_channels, range(50)))

    return {
        "channel_id": channel.id,
        "delivery_id": sent.delivery_id,
        "test_alert": test_alert,
        "monitor_types": sorted(m.type_.value for m in monitors),
        "invalid": invalid
        and {"code": invalid.code, "status": invalid.status_code, "paths": [e.path for e in invalid.errors]},
        "acknowledged": acked.status.value,
        "conflict": conflict and {"code": conflict.code, "status": conflict.status_code},
        "resolved": resolved.status.value,
        "paged_ids": paged,
        "whole_ids": [d.id for d in whole.data],
        "burst_answers": len(burst),
        "waits": waits,
    }


if __name__ == "__main__":
    print(json.dumps(main()))
