from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.invalid_request_error import InvalidRequestError
from ...models.invitations_list_response_200 import InvitationsListResponse200
from ...models.rate_limit_error import RateLimitError
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    limit: int | Unset = UNSET,
    cursor: str | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["limit"] = limit

    params["cursor"] = cursor

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/v1/invitations",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | InvalidRequestError | InvitationsListResponse200 | RateLimitError:
    if response.status_code == 200:
        response_200 = InvitationsListResponse200.from_dict(response.json())

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
    Error | InvalidRequestError | InvitationsListResponse200 | RateLimitError
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
    limit: int | Unset = UNSET,
    cursor: str | Unset = UNSET,
) -> Response[
    Error | InvalidRequestError | InvitationsListResponse200 | RateLimitError
]:
    """List the org's invitations, newest first

     Needs the `viewer` role or above.

    Args:
        limit (int | Unset):
        cursor (str | Unset): The `next_cursor` of the previous page (the id of its last item).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | InvalidRequestError | InvitationsListResponse200 | RateLimitError]
    """

    kwargs = _get_kwargs(
        limit=limit,
        cursor=cursor,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
    limit: int | Unset = UNSET,
    cursor: str | Unset = UNSET,
) -> Error | InvalidRequestError | InvitationsListResponse200 | RateLimitError | None:
    """List the org's invitations, newest first

     Needs the `viewer` role or above.

    Args:
        limit (int | Unset):
        cursor (str | Unset): The `next_cursor` of the previous page (the id of its last item).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | InvalidRequestError | InvitationsListResponse200 | RateLimitError
    """

    return sync_detailed(
        client=client,
        limit=limit,
        cursor=cursor,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    limit: int | Unset = UNSET,
    cursor: str | Unset = UNSET,
) -> Response[
    Error | InvalidRequestError | InvitationsListResponse200 | RateLimitError
]:
    """List the org's invitations, newest first

     Needs the `viewer` role or above.

    Args:
        limit (int | Unset):
        cursor (str | Unset): The `next_cursor` of the previous page (the id of its last item).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | InvalidRequestError | InvitationsListResponse200 | RateLimitError]
    """

    kwargs = _get_kwargs(
        limit=limit,
        cursor=cursor,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    limit: int | Unset = UNSET,
    cursor: str | Unset = UNSET,
) -> Error | InvalidRequestError | InvitationsListResponse200 | RateLimitError | None:
    """List the org's invitations, newest first

     Needs the `viewer` role or above.

    Args:
        limit (int | Unset):
        cursor (str | Unset): The `next_cursor` of the previous page (the id of its last item).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | InvalidRequestError | InvitationsListResponse200 | RateLimitError
    """

    return (
        await asyncio_detailed(
            client=client,
            limit=limit,
            cursor=cursor,
        )
    ).parsed
