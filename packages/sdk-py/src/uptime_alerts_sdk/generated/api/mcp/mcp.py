from http import HTTPStatus
from typing import Any, cast

import httpx

from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.invalid_request_error import InvalidRequestError
from ...models.mcp_body import McpBody
from ...models.mcp_response_200 import McpResponse200
from ...models.mcp_response_406 import McpResponse406
from ...models.rate_limit_error import RateLimitError
from ...types import Response


def _get_kwargs(
    *,
    body: McpBody,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/mcp",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    Any | Error | InvalidRequestError | McpResponse200 | McpResponse406 | RateLimitError
):
    if response.status_code == 200:
        response_200 = McpResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 202:
        response_202 = cast(Any, None)
        return response_202

    if response.status_code == 400:
        response_400 = InvalidRequestError.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = Error.from_dict(response.json())

        return response_401

    if response.status_code == 406:
        response_406 = McpResponse406.from_dict(response.json())

        return response_406

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
    Any | Error | InvalidRequestError | McpResponse200 | McpResponse406 | RateLimitError
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
    body: McpBody,
) -> Response[
    Any | Error | InvalidRequestError | McpResponse200 | McpResponse406 | RateLimitError
]:
    """MCP agent interface (Streamable HTTP, stateless, JSON responses); its tools call this REST API with
    the same key and budgets

     Needs the `viewer` role or above.

    Args:
        body (McpBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | Error | InvalidRequestError | McpResponse200 | McpResponse406 | RateLimitError]
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
    body: McpBody,
) -> (
    Any
    | Error
    | InvalidRequestError
    | McpResponse200
    | McpResponse406
    | RateLimitError
    | None
):
    """MCP agent interface (Streamable HTTP, stateless, JSON responses); its tools call this REST API with
    the same key and budgets

     Needs the `viewer` role or above.

    Args:
        body (McpBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | Error | InvalidRequestError | McpResponse200 | McpResponse406 | RateLimitError
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: McpBody,
) -> Response[
    Any | Error | InvalidRequestError | McpResponse200 | McpResponse406 | RateLimitError
]:
    """MCP agent interface (Streamable HTTP, stateless, JSON responses); its tools call this REST API with
    the same key and budgets

     Needs the `viewer` role or above.

    Args:
        body (McpBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | Error | InvalidRequestError | McpResponse200 | McpResponse406 | RateLimitError]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    body: McpBody,
) -> (
    Any
    | Error
    | InvalidRequestError
    | McpResponse200
    | McpResponse406
    | RateLimitError
    | None
):
    """MCP agent interface (Streamable HTTP, stateless, JSON responses); its tools call this REST API with
    the same key and budgets

     Needs the `viewer` role or above.

    Args:
        body (McpBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | Error | InvalidRequestError | McpResponse200 | McpResponse406 | RateLimitError
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
