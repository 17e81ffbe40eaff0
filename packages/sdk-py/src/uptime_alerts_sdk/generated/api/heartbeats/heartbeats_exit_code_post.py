from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.heartbeats_exit_code_post_response_200 import (
    HeartbeatsExitCodePostResponse200,
)
from ...models.rate_limit_error import RateLimitError
from ...types import Response


def _get_kwargs(
    token: str,
    exit_code: str,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/v1/heartbeats/{token}/{exit_code}".format(
            token=quote(str(token), safe=""),
            exit_code=quote(str(exit_code), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | HeartbeatsExitCodePostResponse200 | RateLimitError:
    if response.status_code == 200:
        response_200 = HeartbeatsExitCodePostResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 404:
        response_404 = Error.from_dict(response.json())

        return response_404

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
) -> Response[Error | HeartbeatsExitCodePostResponse200 | RateLimitError]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    token: str,
    exit_code: str,
    *,
    client: AuthenticatedClient | Client,
) -> Response[Error | HeartbeatsExitCodePostResponse200 | RateLimitError]:
    """Report a run’s exit code: 0 a success, 1 to 255 a failure

    Args:
        token (str):
        exit_code (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | HeartbeatsExitCodePostResponse200 | RateLimitError]
    """

    kwargs = _get_kwargs(
        token=token,
        exit_code=exit_code,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    token: str,
    exit_code: str,
    *,
    client: AuthenticatedClient | Client,
) -> Error | HeartbeatsExitCodePostResponse200 | RateLimitError | None:
    """Report a run’s exit code: 0 a success, 1 to 255 a failure

    Args:
        token (str):
        exit_code (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | HeartbeatsExitCodePostResponse200 | RateLimitError
    """

    return sync_detailed(
        token=token,
        exit_code=exit_code,
        client=client,
    ).parsed


async def asyncio_detailed(
    token: str,
    exit_code: str,
    *,
    client: AuthenticatedClient | Client,
) -> Response[Error | HeartbeatsExitCodePostResponse200 | RateLimitError]:
    """Report a run’s exit code: 0 a success, 1 to 255 a failure

    Args:
        token (str):
        exit_code (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | HeartbeatsExitCodePostResponse200 | RateLimitError]
    """

    kwargs = _get_kwargs(
        token=token,
        exit_code=exit_code,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    token: str,
    exit_code: str,
    *,
    client: AuthenticatedClient | Client,
) -> Error | HeartbeatsExitCodePostResponse200 | RateLimitError | None:
    """Report a run’s exit code: 0 a success, 1 to 255 a failure

    Args:
        token (str):
        exit_code (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | HeartbeatsExitCodePostResponse200 | RateLimitError
    """

    return (
        await asyncio_detailed(
            token=token,
            exit_code=exit_code,
            client=client,
        )
    ).parsed
