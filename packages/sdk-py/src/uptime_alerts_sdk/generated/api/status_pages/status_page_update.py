from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.invalid_request_error import InvalidRequestError
from ...models.plan_limit_error import PlanLimitError
from ...models.rate_limit_error import RateLimitError
from ...models.status_page_update_body import StatusPageUpdateBody
from ...models.status_page_update_response_200 import StatusPageUpdateResponse200
from ...types import Response


def _get_kwargs(
    *,
    body: StatusPageUpdateBody,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "patch",
        "url": "/api/v1/status-page",
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
    | PlanLimitError
    | RateLimitError
    | StatusPageUpdateResponse200
):
    if response.status_code == 200:
        response_200 = StatusPageUpdateResponse200.from_dict(response.json())

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
    | PlanLimitError
    | RateLimitError
    | StatusPageUpdateResponse200
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
    body: StatusPageUpdateBody,
) -> Response[
    Error
    | InvalidRequestError
    | PlanLimitError
    | RateLimitError
    | StatusPageUpdateResponse200
]:
    """Choose the title, visibility, groups of monitors and password of the status page

     Needs the `admin` role or above.

    Args:
        body (StatusPageUpdateBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | InvalidRequestError | PlanLimitError | RateLimitError | StatusPageUpdateResponse200]
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
    body: StatusPageUpdateBody,
) -> (
    Error
    | InvalidRequestError
    | PlanLimitError
    | RateLimitError
    | StatusPageUpdateResponse200
    | None
):
    """Choose the title, visibility, groups of monitors and password of the status page

     Needs the `admin` role or above.

    Args:
        body (StatusPageUpdateBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | InvalidRequestError | PlanLimitError | RateLimitError | StatusPageUpdateResponse200
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: StatusPageUpdateBody,
) -> Response[
    Error
    | InvalidRequestError
    | PlanLimitError
    | RateLimitError
    | StatusPageUpdateResponse200
]:
    """Choose the title, visibility, groups of monitors and password of the status page

     Needs the `admin` role or above.

    Args:
        body (StatusPageUpdateBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | InvalidRequestError | PlanLimitError | RateLimitError | StatusPageUpdateResponse200]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    body: StatusPageUpdateBody,
) -> (
    Error
    | InvalidRequestError
    | PlanLimitError
    | RateLimitError
    | StatusPageUpdateResponse200
    | None
):
    """Choose the title, visibility, groups of monitors and password of the status page

     Needs the `admin` role or above.

    Args:
        body (StatusPageUpdateBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | InvalidRequestError | PlanLimitError | RateLimitError | StatusPageUpdateResponse200
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
