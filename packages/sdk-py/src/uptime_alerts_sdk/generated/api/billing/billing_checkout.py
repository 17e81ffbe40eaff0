from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.billing_checkout_body import BillingCheckoutBody
from ...models.billing_checkout_response_201 import BillingCheckoutResponse201
from ...models.error import Error
from ...models.invalid_request_error import InvalidRequestError
from ...models.rate_limit_error import RateLimitError
from ...types import Response


def _get_kwargs(
    *,
    body: BillingCheckoutBody,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/v1/billing/checkout",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> BillingCheckoutResponse201 | Error | InvalidRequestError | RateLimitError:
    if response.status_code == 201:
        response_201 = BillingCheckoutResponse201.from_dict(response.json())

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
) -> Response[
    BillingCheckoutResponse201 | Error | InvalidRequestError | RateLimitError
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
    body: BillingCheckoutBody,
) -> Response[
    BillingCheckoutResponse201 | Error | InvalidRequestError | RateLimitError
]:
    """Start a Stripe Checkout session subscribing the org to a paid plan; send the user to its `url`

     Needs the `owner` role or above.

    Args:
        body (BillingCheckoutBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BillingCheckoutResponse201 | Error | InvalidRequestError | RateLimitError]
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
    body: BillingCheckoutBody,
) -> BillingCheckoutResponse201 | Error | InvalidRequestError | RateLimitError | None:
    """Start a Stripe Checkout session subscribing the org to a paid plan; send the user to its `url`

     Needs the `owner` role or above.

    Args:
        body (BillingCheckoutBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BillingCheckoutResponse201 | Error | InvalidRequestError | RateLimitError
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: BillingCheckoutBody,
) -> Response[
    BillingCheckoutResponse201 | Error | InvalidRequestError | RateLimitError
]:
    """Start a Stripe Checkout session subscribing the org to a paid plan; send the user to its `url`

     Needs the `owner` role or above.

    Args:
        body (BillingCheckoutBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BillingCheckoutResponse201 | Error | InvalidRequestError | RateLimitError]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    body: BillingCheckoutBody,
) -> BillingCheckoutResponse201 | Error | InvalidRequestError | RateLimitError | None:
    """Start a Stripe Checkout session subscribing the org to a paid plan; send the user to its `url`

     Needs the `owner` role or above.

    Args:
        body (BillingCheckoutBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BillingCheckoutResponse201 | Error | InvalidRequestError | RateLimitError
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
