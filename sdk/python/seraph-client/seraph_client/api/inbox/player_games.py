from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.inbox import Inbox
from ...models.player_games_turn import PlayerGamesTurn
from ...types import UNSET, Response, Unset


def _get_kwargs(
    player_id: str,
    *,
    turn: PlayerGamesTurn | Unset = UNSET,
    limit: int | Unset = 50,
    cursor: str | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    json_turn: str | Unset = UNSET
    if not isinstance(turn, Unset):
        json_turn = turn.value

    params["turn"] = json_turn

    params["limit"] = limit

    params["cursor"] = cursor

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/players/{player_id}/games".format(
            player_id=quote(str(player_id), safe=""),
        ),
        "params": params,
    }

    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Error | Inbox | None:
    if response.status_code == 200:
        response_200 = Inbox.from_dict(response.json())

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

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Error | Inbox]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    player_id: str,
    *,
    client: AuthenticatedClient,
    turn: PlayerGamesTurn | Unset = UNSET,
    limit: int | Unset = 50,
    cursor: str | Unset = UNSET,
) -> Response[Error | Inbox]:
    """The inbox: the app's player's games, oldest update first, by keyset pages (`next`). A game that
    changes while you page moves behind the cursor and shows again later; every game is listed at least
    once. Another app's player (or one without any seat) is a 404

    Args:
        player_id (str):
        turn (PlayerGamesTurn | Unset):
        limit (int | Unset):  Default: 50.
        cursor (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | Inbox]
    """

    kwargs = _get_kwargs(
        player_id=player_id,
        turn=turn,
        limit=limit,
        cursor=cursor,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    player_id: str,
    *,
    client: AuthenticatedClient,
    turn: PlayerGamesTurn | Unset = UNSET,
    limit: int | Unset = 50,
    cursor: str | Unset = UNSET,
) -> Error | Inbox | None:
    """The inbox: the app's player's games, oldest update first, by keyset pages (`next`). A game that
    changes while you page moves behind the cursor and shows again later; every game is listed at least
    once. Another app's player (or one without any seat) is a 404

    Args:
        player_id (str):
        turn (PlayerGamesTurn | Unset):
        limit (int | Unset):  Default: 50.
        cursor (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | Inbox
    """

    return sync_detailed(
        player_id=player_id,
        client=client,
        turn=turn,
        limit=limit,
        cursor=cursor,
    ).parsed


async def asyncio_detailed(
    player_id: str,
    *,
    client: AuthenticatedClient,
    turn: PlayerGamesTurn | Unset = UNSET,
    limit: int | Unset = 50,
    cursor: str | Unset = UNSET,
) -> Response[Error | Inbox]:
    """The inbox: the app's player's games, oldest update first, by keyset pages (`next`). A game that
    changes while you page moves behind the cursor and shows again later; every game is listed at least
    once. Another app's player (or one without any seat) is a 404

    Args:
        player_id (str):
        turn (PlayerGamesTurn | Unset):
        limit (int | Unset):  Default: 50.
        cursor (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | Inbox]
    """

    kwargs = _get_kwargs(
        player_id=player_id,
        turn=turn,
        limit=limit,
        cursor=cursor,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    player_id: str,
    *,
    client: AuthenticatedClient,
    turn: PlayerGamesTurn | Unset = UNSET,
    limit: int | Unset = 50,
    cursor: str | Unset = UNSET,
) -> Error | Inbox | None:
    """The inbox: the app's player's games, oldest update first, by keyset pages (`next`). A game that
    changes while you page moves behind the cursor and shows again later; every game is listed at least
    once. Another app's player (or one without any seat) is a 404

    Args:
        player_id (str):
        turn (PlayerGamesTurn | Unset):
        limit (int | Unset):  Default: 50.
        cursor (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | Inbox
    """

    return (
        await asyncio_detailed(
            player_id=player_id,
            client=client,
            turn=turn,
            limit=limit,
            cursor=cursor,
        )
    ).parsed
