from http import HTTPStatus
from typing import Any
from urllib.parse import quote
from uuid import UUID

import httpx

from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.invalid_request_error import InvalidRequestError
from ...models.monitors_update_body import MonitorsUpdateBody
from ...models.monitors_update_response_200 import MonitorsUpdateResponse200
from ...models.plan_limit_error import PlanLimitError
from ...models.rate_limit_error import RateLimitError
from ...types import Response


def _get_kwargs(
    id: UUID,
    *,
    body: MonitorsUpdateBody,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "patch",
        "url": "/api/v1/monitors/{id}".format(
            id=quote(str(id), safe=""),
        ),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    Error
    | InvalidRequestError
    | MonitorsUpdateResponse200
    | PlanLimitError
    | RateLimitError
):
    if response.status_code == 200:
        response_200 = MonitorsUpdateResponse200.from_dict(response.json())

        return response_200

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

    if response.status_code == 404:
        response_404 = Error.from_dict(response.json())

        return response_404

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
    | MonitorsUpdateResponse200
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
    id: UUID,
    *,
    client: AuthenticatedClient,
    body: MonitorsUpdateBody,
) -> Response[
    Error
    | InvalidRequestError
    | MonitorsUpdateResponse200
    | PlanLimitError
    | RateLimitError
]:
    """Update a monitor

     Needs the `admin` role or above.

    Args:
        id (UUID):
        body (MonitorsUpdateBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | InvalidRequestError | MonitorsUpdateResponse200 | PlanLimitError | RateLimitError]
    """

    kwargs = _get_kwargs(
        id=id,
        body=body,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    id: UUID,
    *,
    client: AuthenticatedClient,
    body: MonitorsUpdateBody,
) -> (
    Error
    | InvalidRequestError
    | MonitorsUpdateResponse200
    | PlanLimitError
    | RateLimitError
    | None
):
    """Update a monitor

     Needs the `admin` role or above.

    Args:
        id (UUID):
        body (MonitorsUpdateBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | InvalidRequestError | MonitorsUpdateResponse200 | PlanLimitError | RateLimitError
    """

    return sync_detailed(
        id=id,
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    id: UUID,
    *,
    client: AuthenticatedClient,
    body: MonitorsUpdateBody,
) -> Response[
    Error
    | InvalidRequestError
    | MonitorsUpdateResponse200
    | PlanLimitError
    | RateLimitError
]:
    """Update a monitor

     Needs the `admin` role or above.

    Args:
        id (UUID):
        body (MonitorsUpdateBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | InvalidRequestError | MonitorsUpdateResponse200 | PlanLimitError | RateLimitError]
    """

    kwargs = _get_kwargs(
        id=id,
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    id: UUID,
    *,
    client: AuthenticatedClient,
    body: MonitorsUpdateBody,
) -> (
    Error
    | InvalidRequestError
    | MonitorsUpdateResponse200
    | PlanLimitError
    | RateLimitError
    | None
):
    """Update a monitor

     Needs the `admin` role or above.

    Args:
        id (UUID):
        body (MonitorsUpdateBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | InvalidRequestError | MonitorsUpdateResponse200 | PlanLimitError | RateLimitError
    """

    return (
        await asyncio_detailed(
            id=id,
            client=client,
            body=body,
        )
    ).parsed
