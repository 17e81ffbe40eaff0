from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.invalid_request_error import InvalidRequestError
from ...models.rate_limit_error import RateLimitError
from ...models.reports_uptime_response_200 import ReportsUptimeResponse200
from ...models.reports_uptime_window import ReportsUptimeWindow
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    limit: int | Unset = UNSET,
    cursor: str | Unset = UNSET,
    window: ReportsUptimeWindow | Unset = UNSET,
    from_: Any | Unset = UNSET,
    to: Any | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["limit"] = limit

    params["cursor"] = cursor

    json_window: str | Unset = UNSET
    if not isinstance(window, Unset):
        json_window = window.value

    params["window"] = json_window

    params["from"] = from_

    params["to"] = to

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/v1/reports/uptime",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | InvalidRequestError | RateLimitError | ReportsUptimeResponse200:
    if response.status_code == 200:
        response_200 = ReportsUptimeResponse200.from_dict(response.json())

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
) -> Response[Error | InvalidRequestError | RateLimitError | ReportsUptimeResponse200]:
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
    window: ReportsUptimeWindow | Unset = UNSET,
    from_: Any | Unset = UNSET,
    to: Any | Unset = UNSET,
) -> Response[Error | InvalidRequestError | RateLimitError | ReportsUptimeResponse200]:
    """Uptime report of every monitor over one window, newest monitor first

     Needs the `viewer` role or above.

    Args:
        limit (int | Unset):
        cursor (str | Unset): The `next_cursor` of the previous page (the id of its last item).
        window (ReportsUptimeWindow | Unset): A window ending now (default 30d); or give `from`
            and `to`.
        from_ (Any | Unset): Start of the window (inclusive), with `to`.
        to (Any | Unset): End of the window (exclusive), with `from`; later than now counts up to
            now.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | InvalidRequestError | RateLimitError | ReportsUptimeResponse200]
    """

    kwargs = _get_kwargs(
        limit=limit,
        cursor=cursor,
        window=window,
        from_=from_,
        to=to,
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
    window: ReportsUptimeWindow | Unset = UNSET,
    from_: Any | Unset = UNSET,
    to: Any | Unset = UNSET,
) -> Error | InvalidRequestError | RateLimitError | ReportsUptimeResponse200 | None:
    """Uptime report of every monitor over one window, newest monitor first

     Needs the `viewer` role or above.

    Args:
        limit (int | Unset):
        cursor (str | Unset): The `next_cursor` of the previous page (the id of its last item).
        window (ReportsUptimeWindow | Unset): A window ending now (default 30d); or give `from`
            and `to`.
        from_ (Any | Unset): Start of the window (inclusive), with `to`.
        to (Any | Unset): End of the window (exclusive), with `from`; later than now counts up to
            now.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | InvalidRequestError | RateLimitError | ReportsUptimeResponse200
    """

    return sync_detailed(
        client=client,
        limit=limit,
        cursor=cursor,
        window=window,
        from_=from_,
        to=to,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    limit: int | Unset = UNSET,
    cursor: str | Unset = UNSET,
    window: ReportsUptimeWindow | Unset = UNSET,
    from_: Any | Unset = UNSET,
    to: Any | Unset = UNSET,
) -> Response[Error | InvalidRequestError | RateLimitError | ReportsUptimeResponse200]:
    """Uptime report of every monitor over one window, newest monitor first

     Needs the `viewer` role or above.

    Args:
        limit (int | Unset):
        cursor (str | Unset): The `next_cursor` of the previous page (the id of its last item).
        window (ReportsUptimeWindow | Unset): A window ending now (default 30d); or give `from`
            and `to`.
        from_ (Any | Unset): Start of the window (inclusive), with `to`.
        to (Any | Unset): End of the window (exclusive), with `from`; later than now counts up to
            now.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | InvalidRequestError | RateLimitError | ReportsUptimeResponse200]
    """

    kwargs = _get_kwargs(
        limit=limit,
        cursor=cursor,
        window=window,
        from_=from_,
        to=to,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    limit: int | Unset = UNSET,
    cursor: str | Unset = UNSET,
    window: ReportsUptimeWindow | Unset = UNSET,
    from_: Any | Unset = UNSET,
    to: Any | Unset = UNSET,
) -> Error | InvalidRequestError | RateLimitError | ReportsUptimeResponse200 | None:
    """Uptime report of every monitor over one window, newest monitor first

     Needs the `viewer` role or above.

    Args:
        limit (int | Unset):
        cursor (str | Unset): The `next_cursor` of the previous page (the id of its last item).
        window (ReportsUptimeWindow | Unset): A window ending now (default 30d); or give `from`
            and `to`.
        from_ (Any | Unset): Start of the window (inclusive), with `to`.
        to (Any | Unset): End of the window (exclusive), with `from`; later than now counts up to
            now.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | InvalidRequestError | RateLimitError | ReportsUptimeResponse200
    """

    return (
        await asyncio_detailed(
            client=client,
            limit=limit,
            cursor=cursor,
            window=window,
            from_=from_,
            to=to,
        )
    ).parsed
