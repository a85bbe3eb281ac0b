from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.move_request import MoveRequest
from ...models.move_status import MoveStatus
from ...types import UNSET, Response, Unset


def _get_kwargs(
    game_id: str,
    *,
    body: MoveRequest,
    wait: float | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    params: dict[str, Any] = {}

    params["wait"] = wait

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/games/{game_id}/moves".format(
            game_id=quote(str(game_id), safe=""),
        ),
        "params": params,
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Error | MoveStatus | None:
    if response.status_code == 200:
        response_200 = MoveStatus.from_dict(response.json())

        return response_200

    if response.status_code == 202:
        response_202 = MoveStatus.from_dict(response.json())

        return response_202

    if response.status_code == 400:
        response_400 = Error.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = Error.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = Error.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = Error.from_dict(response.json())

        return response_404

    if response.status_code == 409:
        response_409 = Error.from_dict(response.json())

        return response_409

    if response.status_code == 413:
        response_413 = Error.from_dict(response.json())

        return response_413

    if response.status_code == 422:
        response_422 = Error.from_dict(response.json())

        return response_422

    if response.status_code == 429:
        response_429 = Error.from_dict(response.json())

        return response_429

    if response.status_code == 503:
        response_503 = Error.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Error | MoveStatus]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    game_id: str,
    *,
    client: AuthenticatedClient,
    body: MoveRequest,
    wait: float | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> Response[Error | MoveStatus]:
    """Submit one legal action; applied asynchronously in order

    Args:
        game_id (str):
        wait (float | Unset):
        idempotency_key (str | Unset):
        body (MoveRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | MoveStatus]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        body=body,
        wait=wait,
        idempotency_key=idempotency_key,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    game_id: str,
    *,
    client: AuthenticatedClient,
    body: MoveRequest,
    wait: float | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> Error | MoveStatus | None:
    """Submit one legal action; applied asynchronously in order

    Args:
        game_id (str):
        wait (float | Unset):
        idempotency_key (str | Unset):
        body (MoveRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | MoveStatus
    """

    return sync_detailed(
        game_id=game_id,
        client=client,
        body=body,
        wait=wait,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    game_id: str,
    *,
    client: AuthenticatedClient,
    body: MoveRequest,
    wait: float | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> Response[Error | MoveStatus]:
    """Submit one legal action; applied asynchronously in order

    Args:
        game_id (str):
        wait (float | Unset):
        idempotency_key (str | Unset):
        body (MoveRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | MoveStatus]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        body=body,
        wait=wait,
        idempotency_key=idempotency_key,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    game_id: str,
    *,
    client: AuthenticatedClient,
    body: MoveRequest,
    wait: float | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> Error | MoveStatus | None:
    """Submit one legal action; applied asynchronously in order

    Args:
        game_id (str):
        wait (float | Unset):
        idempotency_key (str | Unset):
        body (MoveRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | MoveStatus
    """

    return (
        await asyncio_detailed(
            game_id=game_id,
            client=client,
            body=body,
            wait=wait,
            idempotency_key=idempotency_key,
        )
    ).parsed
