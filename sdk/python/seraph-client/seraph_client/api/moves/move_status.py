from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.move_status import MoveStatus
from ...types import Response


def _get_kwargs(
    game_id: str,
    move_id: str,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/games/{game_id}/moves/{move_id}".format(
            game_id=quote(str(game_id), safe=""),
            move_id=quote(str(move_id), safe=""),
        ),
    }

    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Error | MoveStatus | None:
    if response.status_code == 200:
        response_200 = MoveStatus.from_dict(response.json())

        return response_200

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Error | MoveStatus]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    game_id: str,
    move_id: str,
    *,
    client: AuthenticatedClient,
) -> Response[Error | MoveStatus]:
    """A move's status (any seat of the game)

    Args:
        game_id (str):
        move_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | MoveStatus]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        move_id=move_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    game_id: str,
    move_id: str,
    *,
    client: AuthenticatedClient,
) -> Error | MoveStatus | None:
    """A move's status (any seat of the game)

    Args:
        game_id (str):
        move_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | MoveStatus
    """

    return sync_detailed(
        game_id=game_id,
        move_id=move_id,
        client=client,
    ).parsed


async def asyncio_detailed(
    game_id: str,
    move_id: str,
    *,
    client: AuthenticatedClient,
) -> Response[Error | MoveStatus]:
    """A move's status (any seat of the game)

    Args:
        game_id (str):
        move_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | MoveStatus]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        move_id=move_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    game_id: str,
    move_id: str,
    *,
    client: AuthenticatedClient,
) -> Error | MoveStatus | None:
    """A move's status (any seat of the game)

    Args:
        game_id (str):
        move_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | MoveStatus
    """

    return (
        await asyncio_detailed(
            game_id=game_id,
            move_id=move_id,
            client=client,
        )
    ).parsed
