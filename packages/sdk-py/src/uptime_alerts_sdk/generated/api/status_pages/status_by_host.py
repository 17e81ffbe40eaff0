from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.invalid_request_error import InvalidRequestError
from ...models.status_by_host_response_200 import StatusByHostResponse200
from ...types import UNSET, Response


def _get_kwargs(
    *,
    host: str,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["host"] = host

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/status-host",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | InvalidRequestError | StatusByHostResponse200:
    if response.status_code == 200:
        response_200 = StatusByHostResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = InvalidRequestError.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = Error.from_dict(response.json())

        return response_401

    if response.status_code == 413:
        response_413 = Error.from_dict(response.json())

        return response_413

    if response.status_code == 415:
        response_415 = Error.from_dict(response.json())

        return response_415

    if response.status_code == 500:
        response_500 = Error.from_dict(response.json())

        return response_500

    response_default = Error.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Error | InvalidRequestError | StatusByHostResponse200]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    host: str,
) -> Response[Error | InvalidRequestError | StatusByHostResponse200]:
    """Status page by host name

    Args:
        host (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | InvalidRequestError | StatusByHostResponse200]
    """

    kwargs = _get_kwargs(
        host=host,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    host: str,
) -> Error | InvalidRequestError | StatusByHostResponse200 | None:
    """Status page by host name

    Args:
        host (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | InvalidRequestError | StatusByHostResponse200
    """

    return sync_detailed(
        client=client,
        host=host,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    host: str,
) -> Response[Error | InvalidRequestError | StatusByHostResponse200]:
    """Status page by host name

    Args:
        host (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | InvalidRequestError | StatusByHostResponse200]
    """

    kwargs = _get_kwargs(
        host=host,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    host: str,
) -> Error | InvalidRequestError | StatusByHostResponse200 | None:
    """Status page by host name

    Args:
        host (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | InvalidRequestError | StatusByHostResponse200
    """

    return (
        await asyncio_detailed(
            client=client,
            host=host,
        )
    ).parsed
