from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.billing_portal_response_201 import BillingPortalResponse201
from ...models.error import Error
from ...models.invalid_request_error import InvalidRequestError
from ...models.rate_limit_error import RateLimitError
from ...types import Response


def _get_kwargs() -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/v1/billing/portal",
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> BillingPortalResponse201 | Error | InvalidRequestError | RateLimitError:
    if response.status_code == 201:
        response_201 = BillingPortalResponse201.from_dict(response.json())

        return response_201

    if response.status_code == 400:
        response_400 = InvalidRequestError.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = Error.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = Error.from_dict(response.json())

        return response_403

    if response.status_code == 409:
        response_409 = Error.from_dict(response.json())

        return response_409

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

    if response.status_code == 501:
        response_501 = Error.from_dict(response.json())

        return response_501

    response_default = Error.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[BillingPortalResponse201 | Error | InvalidRequestError | RateLimitError]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
) -> Response[BillingPortalResponse201 | Error | InvalidRequestError | RateLimitError]:
    """Start a Stripe Customer Portal session for the org's subscription; send the user to its `url`

     Needs the `owner` role or above.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BillingPortalResponse201 | Error | InvalidRequestError | RateLimitError]
    """

    kwargs = _get_kwargs()

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
) -> BillingPortalResponse201 | Error | InvalidRequestError | RateLimitError | None:
    """Start a Stripe Customer Portal session for the org's subscription; send the user to its `url`

     Needs the `owner` role or above.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BillingPortalResponse201 | Error | InvalidRequestError | RateLimitError
    """

    return sync_detailed(
        client=client,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
) -> Response[BillingPortalResponse201 | Error | InvalidRequestError | RateLimitError]:
    """Start a Stripe Customer Portal session for the org's subscription; send the user to its `url`

     Needs the `owner` role or above.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BillingPortalResponse201 | Error | InvalidRequestError | RateLimitError]
    """

    kwargs = _get_kwargs()

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
) -> BillingPortalResponse201 | Error | InvalidRequestError | RateLimitError | None:
    """Start a Stripe Customer Portal session for the org's subscription; send the user to its `url`

     Needs the `owner` role or above.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BillingPortalResponse201 | Error | InvalidRequestError | RateLimitError
    """

    return (
        await asyncio_detailed(
            client=client,
        )
    ).parsed
