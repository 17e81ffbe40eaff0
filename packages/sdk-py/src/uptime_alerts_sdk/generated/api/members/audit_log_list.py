import datetime
from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.audit_log_list_response_200 import AuditLogListResponse200
from ...models.error import Error
from ...models.invalid_request_error import InvalidRequestError
from ...models.rate_limit_error import RateLimitError
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    limit: int | Unset = UNSET,
    cursor: str | Unset = UNSET,
    actor_id: str | Unset = UNSET,
    resource_id: str | Unset = UNSET,
    action: str | Unset = UNSET,
    since: datetime.datetime | Unset = UNSET,
    until: datetime.datetime | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["limit"] = limit

    params["cursor"] = cursor

    params["actor_id"] = actor_id

    params["resource_id"] = resource_id

    params["action"] = action

    json_since: str | Unset = UNSET
    if not isinstance(since, Unset):
        json_since = since.isoformat()
    params["since"] = json_since

    json_until: str | Unset = UNSET
    if not isinstance(until, Unset):
        json_until = until.isoformat()
    params["until"] = json_until

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/v1/audit-log",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> AuditLogListResponse200 | Error | InvalidRequestError | RateLimitError:
    if response.status_code == 200:
        response_200 = AuditLogListResponse200.from_dict(response.json())

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
) -> Response[AuditLogListResponse200 | Error | InvalidRequestError | RateLimitError]:
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
    actor_id: str | Unset = UNSET,
    resource_id: str | Unset = UNSET,
    action: str | Unset = UNSET,
    since: datetime.datetime | Unset = UNSET,
    until: datetime.datetime | Unset = UNSET,
) -> Response[AuditLogListResponse200 | Error | InvalidRequestError | RateLimitError]:
    """List the audit log: one record per accepted write, newest first

     Needs the `viewer` role or above.

    Args:
        limit (int | Unset):
        cursor (str | Unset): The `next_cursor` of the previous page (the id of its last item).
        actor_id (str | Unset): Only what this user or API key did.
        resource_id (str | Unset): Only writes to this resource.
        action (str | Unset): Only this route (`monitors.create`).
        since (datetime.datetime | Unset): ISO 8601: only records made at or after this instant
        until (datetime.datetime | Unset): ISO 8601: only records made at or before this instant

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AuditLogListResponse200 | Error | InvalidRequestError | RateLimitError]
    """

    kwargs = _get_kwargs(
        limit=limit,
        cursor=cursor,
        actor_id=actor_id,
        resource_id=resource_id,
        action=action,
        since=since,
        until=until,
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
    actor_id: str | Unset = UNSET,
    resource_id: str | Unset = UNSET,
    action: str | Unset = UNSET,
    since: datetime.datetime | Unset = UNSET,
    until: datetime.datetime | Unset = UNSET,
) -> AuditLogListResponse200 | Error | InvalidRequestError | RateLimitError | None:
    """List the audit log: one record per accepted write, newest first

     Needs the `viewer` role or above.

    Args:
        limit (int | Unset):
        cursor (str | Unset): The `next_cursor` of the previous page (the id of its last item).
        actor_id (str | Unset): Only what this user or API key did.
        resource_id (str | Unset): Only writes to this resource.
        action (str | Unset): Only this route (`monitors.create`).
        since (datetime.datetime | Unset): ISO 8601: only records made at or after this instant
        until (datetime.datetime | Unset): ISO 8601: only records made at or before this instant

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AuditLogListResponse200 | Error | InvalidRequestError | RateLimitError
    """

    return sync_detailed(
        client=client,
        limit=limit,
        cursor=cursor,
        actor_id=actor_id,
        resource_id=resource_id,
        action=action,
        since=since,
        until=until,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    limit: int | Unset = UNSET,
    cursor: str | Unset = UNSET,
    actor_id: str | Unset = UNSET,
    resource_id: str | Unset = UNSET,
    action: str | Unset = UNSET,
    since: datetime.datetime | Unset = UNSET,
    until: datetime.datetime | Unset = UNSET,
) -> Response[AuditLogListResponse200 | Error | InvalidRequestError | RateLimitError]:
    """List the audit log: one record per accepted write, newest first

     Needs the `viewer` role or above.

    Args:
        limit (int | Unset):
        cursor (str | Unset): The `next_cursor` of the previous page (the id of its last item).
        actor_id (str | Unset): Only what this user or API key did.
        resource_id (str | Unset): Only writes to this resource.
        action (str | Unset): Only this route (`monitors.create`).
        since (datetime.datetime | Unset): ISO 8601: only records made at or after this instant
        until (datetime.datetime | Unset): ISO 8601: only records made at or before this instant

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AuditLogListResponse200 | Error | InvalidRequestError | RateLimitError]
    """

    kwargs = _get_kwargs(
        limit=limit,
        cursor=cursor,
        actor_id=actor_id,
        resource_id=resource_id,
        action=action,
        since=since,
        until=until,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    limit: int | Unset = UNSET,
    cursor: str | Unset = UNSET,
    actor_id: str | Unset = UNSET,
    resource_id: str | Unset = UNSET,
    action: str | Unset = UNSET,
    since: datetime.datetime | Unset = UNSET,
    until: datetime.datetime | Unset = UNSET,
) -> AuditLogListResponse200 | Error | InvalidRequestError | RateLimitError | None:
    """List the audit log: one record per accepted write, newest first

     Needs the `viewer` role or above.

    Args:
        limit (int | Unset):
        cursor (str | Unset): The `next_cursor` of the previous page (the id of its last item).
        actor_id (str | Unset): Only what this user or API key did.
        resource_id (str | Unset): Only writes to this resource.
        action (str | Unset): Only this route (`monitors.create`).
        since (datetime.datetime | Unset): ISO 8601: only records made at or after this instant
        until (datetime.datetime | Unset): ISO 8601: only records made at or before this instant

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AuditLogListResponse200 | Error | InvalidRequestError | RateLimitError
    """

    return (
        await asyncio_detailed(
            client=client,
            limit=limit,
            cursor=cursor,
            actor_id=actor_id,
            resource_id=resource_id,
            action=action,
            since=since,
            until=until,
        )
    ).parsed
