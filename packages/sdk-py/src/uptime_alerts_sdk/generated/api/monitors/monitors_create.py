from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.invalid_request_error import InvalidRequestError
from ...models.monitor_create_api import MonitorCreateApi
from ...models.monitor_create_browser import MonitorCreateBrowser
from ...models.monitor_create_dns import MonitorCreateDns
from ...models.monitor_create_heartbeat import MonitorCreateHeartbeat
from ...models.monitor_create_http import MonitorCreateHttp
from ...models.monitor_create_keyword import MonitorCreateKeyword
from ...models.monitor_create_ping import MonitorCreatePing
from ...models.monitor_create_ssl import MonitorCreateSsl
from ...models.monitor_create_tcp import MonitorCreateTcp
from ...models.monitors_create_response_201 import MonitorsCreateResponse201
from ...models.plan_limit_error import PlanLimitError
from ...models.rate_limit_error import RateLimitError
from ...types import Response


def _get_kwargs(
    *,
    body: MonitorCreateApi
    | MonitorCreateBrowser
    | MonitorCreateDns
    | MonitorCreateHeartbeat
    | MonitorCreateHttp
    | MonitorCreateKeyword
    | MonitorCreatePing
    | MonitorCreateSsl
    | MonitorCreateTcp,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/v1/monitors",
    }

    if (
        isinstance(body, MonitorCreateHttp)
        or isinstance(body, MonitorCreateTcp)
        or isinstance(body, MonitorCreatePing)
        or isinstance(body, MonitorCreateDns)
        or isinstance(body, MonitorCreateSsl)
        or isinstance(body, MonitorCreateKeyword)
        or isinstance(body, MonitorCreateHeartbeat)
        or isinstance(body, MonitorCreateApi)
    ):
        _kwargs["json"] = body.to_dict()
    else:
        _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    Error
    | InvalidRequestError
    | MonitorsCreateResponse201
    | PlanLimitError
    | RateLimitError
):
    if response.status_code == 201:
        response_201 = MonitorsCreateResponse201.from_dict(response.json())

        return response_201

    if response.status_code == 400:
        response_400 = InvalidRequestError.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = Error.from_dict(response.json())

        return response_401

    if response.status_code == 402:
        response_402 = PlanLimitError.from_dict(response.json())

        return response_402

    if response.status_code == 403:
        response_403 = Error.from_dict(response.json())

        return response_403

    if response.status_code == 413:
        response_413 = Error.from_dict(response.json())

        return response_413

    if response.status_code == 415:
        response_415 = Error.from_dict(response.json())

        return response_415

    if response.status_code == 429:
        response_429 = RateLimitError.from_dict(response.json())

        return response_429

    if response.status_code == 500:
        response_500 = Error.from_dict(response.json())

        return response_500

    response_default = Error.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    Error
    | InvalidRequestError
    | MonitorsCreateResponse201
    | PlanLimitError
    | RateLimitError
]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: MonitorCreateApi
    | MonitorCreateBrowser
    | MonitorCreateDns
    | MonitorCreateHeartbeat
    | MonitorCreateHttp
    | MonitorCreateKeyword
    | MonitorCreatePing
    | MonitorCreateSsl
    | MonitorCreateTcp,
) -> Response[
    Error
    | InvalidRequestError
    | MonitorsCreateResponse201
    | PlanLimitError
    | RateLimitError
]:
    """Create a monitor

     Needs the `admin` role or above.

    Args:
        body (MonitorCreateApi | MonitorCreateBrowser | MonitorCreateDns | MonitorCreateHeartbeat
            | MonitorCreateHttp | MonitorCreateKeyword | MonitorCreatePing | MonitorCreateSsl |
            MonitorCreateTcp):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | InvalidRequestError | MonitorsCreateResponse201 | PlanLimitError | RateLimitError]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
    body: MonitorCreateApi
    | MonitorCreateBrowser
    | MonitorCreateDns
    | MonitorCreateHeartbeat
    | MonitorCreateHttp
    | MonitorCreateKeyword
    | MonitorCreatePing
    | MonitorCreateSsl
    | MonitorCreateTcp,
) -> (
    Error
    | InvalidRequestError
    | MonitorsCreateResponse201
    | PlanLimitError
    | RateLimitError
    | None
):
    """Create a monitor

     Needs the `admin` role or above.

    Args:
        body (MonitorCreateApi | MonitorCreateBrowser | MonitorCreateDns | MonitorCreateHeartbeat
            | MonitorCreateHttp | MonitorCreateKeyword | MonitorCreatePing | MonitorCreateSsl |
            MonitorCreateTcp):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | InvalidRequestError | MonitorsCreateResponse201 | PlanLimitError | RateLimitError
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: MonitorCreateApi
    | MonitorCreateBrowser
    | MonitorCreateDns
    | MonitorCreateHeartbeat
    | MonitorCreateHttp
    | MonitorCreateKeyword
    | MonitorCreatePing
    | MonitorCreateSsl
    | MonitorCreateTcp,
) -> Response[
    Error
    | InvalidRequestError
    | MonitorsCreateResponse201
    | PlanLimitError
    | RateLimitError
]:
    """Create a monitor

     Needs the `admin` role or above.

    Args:
        body (MonitorCreateApi | MonitorCreateBrowser | MonitorCreateDns | MonitorCreateHeartbeat
            | MonitorCreateHttp | MonitorCreateKeyword | MonitorCreatePing | MonitorCreateSsl |
            MonitorCreateTcp):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | InvalidRequestError | MonitorsCreateResponse201 | PlanLimitError | RateLimitError]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    body: MonitorCreateApi
    | MonitorCreateBrowser
    | MonitorCreateDns
    | MonitorCreateHeartbeat
    | MonitorCreateHttp
    | MonitorCreateKeyword
    | MonitorCreatePing
    | MonitorCreateSsl
    | MonitorCreateTcp,
) -> (
    Error
    | InvalidRequestError
    | MonitorsCreateResponse201
    | PlanLimitError
    | RateLimitError
    | None
):
    """Create a monitor

     Needs the `admin` role or above.

    Args:
        body (MonitorCreateApi | MonitorCreateBrowser | MonitorCreateDns | MonitorCreateHeartbeat
            | MonitorCreateHttp | MonitorCreateKeyword | MonitorCreatePing | MonitorCreateSsl |
            MonitorCreateTcp):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | InvalidRequestError | MonitorsCreateResponse201 | PlanLimitError | RateLimitError
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
