from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.delivery_log import DeliveryLog
from ...models.error import Error
from ...types import UNSET, Response, Unset


def _get_kwargs(
    webhook_id: str,
    *,
    limit: int | Unset = 50,
    before: int | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["limit"] = limit

    params["before"] = before

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/webhooks/{webhook_id}/deliveries".format(
            webhook_id=quote(str(webhook_id), safe=""),
        ),
        "params": params,
    }

    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> DeliveryLog | Error | None:
    if response.status_code == 200:
        response_200 = DeliveryLog.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = Error.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = Error.from_dict(response.json())

        return response_401

    if response.status_code == 404:
        response_404 = Error.from_dict(response.json())

        return response_404

    if response.status_code == 503:
        response_503 = Error.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[DeliveryLog | Error]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    webhook_id: str,
    *,
    client: AuthenticatedClient,
    limit: int | Unset = 50,
    before: int | Unset = UNSET,
) -> Response[DeliveryLog | Error]:
    """The endpoint's deliveries, newest first: each attempt's status code or error, and the next retry

    Args:
        webhook_id (str):
        limit (int | Unset):  Default: 50.
        before (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DeliveryLog | Error]
    """

    kwargs = _get_kwargs(
        webhook_id=webhook_id,
        limit=limit,
        before=before,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    webhook_id: str,
    *,
    client: AuthenticatedClient,
    limit: int | Unset = 50,
    before: int | Unset = UNSET,
) -> DeliveryLog | Error | None:
    """The endpoint's deliveries, newest first: each attempt's status code or error, and the next retry

    Args:
        webhook_id (str):
        limit (int | Unset):  Default: 50.
        before (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DeliveryLog | Error
    """

    return sync_detailed(
        webhook_id=webhook_id,
        client=client,
        limit=limit,
        before=before,
    ).parsed


async def asyncio_detailed(
    webhook_id: str,
    *,
    client: AuthenticatedClient,
    limit: int | Unset = 50,
    before: int | Unset = UNSET,
) -> Response[DeliveryLog | Error]:
    """The endpoint's deliveries, newest first: each attempt's status code or error, and the next retry

    Args:
        webhook_id (str):
        limit (int | Unset):  Default: 50.
        before (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DeliveryLog | Error]
    """

    kwargs = _get_kwargs(
        webhook_id=webhook_id,
        limit=limit,
        before=before,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    webhook_id: str,
    *,
    client: AuthenticatedClient,
    limit: int | Unset = 50,
    before: int | Unset = UNSET,
) -> DeliveryLog | Error | None:
    """The endpoint's deliveries, newest first: each attempt's status code or error, and the next retry

    Args:
        webhook_id (str):
        limit (int | Unset):  Default: 50.
        before (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DeliveryLog | Error
    """

    return (
        await asyncio_detailed(
            webhook_id=webhook_id,
            client=client,
            limit=limit,
            before=before,
        )
    ).parsed
