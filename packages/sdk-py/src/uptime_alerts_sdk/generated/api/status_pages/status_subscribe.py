from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.invalid_request_error import InvalidRequestError
from ...models.rate_limit_error import RateLimitError
from ...models.status_subscribe_body import StatusSubscribeBody
from ...models.status_subscribe_response_202 import StatusSubscribeResponse202
from ...types import Response


def _get_kwargs(
    slug: str,
    *,
    body: StatusSubscribeBody,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/status/{slug}/subscribe".format(
            slug=quote(str(slug), safe=""),
        ),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | InvalidRequestError | RateLimitError | StatusSubscribeResponse202:
    if response.status_code == 202:
        response_202 = StatusSubscribeResponse202.from_dict(response.json())

        return response_202

    if response.status_code == 400:
        response_400 = InvalidRequestError.from_dict(response.json())

        return response_400

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
    Error | InvalidRequestError | RateLimitError | StatusSubscribeResponse202
]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    slug: str,
    *,
    client: AuthenticatedClient | Client,
    body: StatusSubscribeBody,
) -> Response[
    Error | InvalidRequestError | RateLimitError | StatusSubscribeResponse202
]:
    """E-mail subscribe: sends a confirmation link (nothing else is sent before it is followed)

    Args:
        slug (str):
        body (StatusSubscribeBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | InvalidRequestError | RateLimitError | StatusSubscribeResponse202]
    """

    kwargs = _get_kwargs(
        slug=slug,
        body=body,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    slug: str,
    *,
    client: AuthenticatedClient | Client,
    body: StatusSubscribeBody,
) -> Error | InvalidRequestError | RateLimitError | StatusSubscribeResponse202 | None:
    """E-mail subscribe: sends a confirmation link (nothing else is sent before it is followed)

    Args:
        slug (str):
        body (StatusSubscribeBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | InvalidRequestError | RateLimitError | StatusSubscribeResponse202
    """

    return sync_detailed(
        slug=slug,
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    slug: str,
    *,
    client: AuthenticatedClient | Client,
    body: StatusSubscribeBody,
) -> Response[
    Error | InvalidRequestError | RateLimitError | StatusSubscribeResponse202
]:
    """E-mail subscribe: sends a confirmation link (nothing else is sent before it is followed)

    Args:
        slug (str):
        body (StatusSubscribeBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | InvalidRequestError | RateLimitError | StatusSubscribeResponse202]
    """

    kwargs = _get_kwargs(
        slug=slug,
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    slug: str,
    *,
    client: AuthenticatedClient | Client,
    body: StatusSubscribeBody,
) -> Error | InvalidRequestError | RateLimitError | StatusSubscribeResponse202 | None:
    """E-mail subscribe: sends a confirmation link (nothing else is sent before it is followed)

    Args:
        slug (str):
        body (StatusSubscribeBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | InvalidRequestError | RateLimitError | StatusSubscribeResponse202
    """

    return (
        await asyncio_detailed(
            slug=slug,
            client=client,
            body=body,
        )
    ).parsed
