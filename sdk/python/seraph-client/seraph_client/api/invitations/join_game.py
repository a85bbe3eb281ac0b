from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.join_request import JoinRequest
from ...models.joined import Joined
from ...types import Response


def _get_kwargs(
    game_id: str,
    *,
    body: JoinRequest,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/games/{game_id}/join".format(
            game_id=quote(str(game_id), safe=""),
        ),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Error | Joined | None:
    if response.status_code == 200:
        response_200 = Joined.from_dict(response.json())

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

    if response.status_code == 409:
        response_409 = Error.from_dict(response.json())

        return response_409

    if response.status_code == 413:
        response_413 = Error.from_dict(response.json())

        return response_413

    if response.status_code == 503:
        response_503 = Error.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Error | Joined]:
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
    body: JoinRequest,
) -> Response[Error | Joined]:
    """Fill an open seat with its invitation code; returns the seat's token (once). An app gives the
    player_id of the player who takes the seat. A code fills one seat once: a second use (or the loser
    of two racing joins) gets 409 invitation_used and changes nothing. The join that fills the last open
    seat starts the game (status active)

    Args:
        game_id (str):
        body (JoinRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | Joined]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        body=body,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    game_id: str,
    *,
    client: AuthenticatedClient,
    body: JoinRequest,
) -> Error | Joined | None:
    """Fill an open seat with its invitation code; returns the seat's token (once). An app gives the
    player_id of the player who takes the seat. A code fills one seat once: a second use (or the loser
    of two racing joins) gets 409 invitation_used and changes nothing. The join that fills the last open
    seat starts the game (status active)

    Args:
        game_id (str):
        body (JoinRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | Joined
    """

    return sync_detailed(
        game_id=game_id,
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    game_id: str,
    *,
    client: AuthenticatedClient,
    body: JoinRequest,
) -> Response[Error | Joined]:
    """Fill an open seat with its invitation code; returns the seat's token (once). An app gives the
    player_id of the player who takes the seat. A code fills one seat once: a second use (or the loser
    of two racing joins) gets 409 invitation_used and changes nothing. The join that fills the last open
    seat starts the game (status active)

    Args:
        game_id (str):
        body (JoinRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | Joined]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    game_id: str,
    *,
    client: AuthenticatedClient,
    body: JoinRequest,
) -> Error | Joined | None:
    """Fill an open seat with its invitation code; returns the seat's token (once). An app gives the
    player_id of the player who takes the seat. A code fills one seat once: a second use (or the loser
    of two racing joins) gets 409 invitation_used and changes nothing. The join that fills the last open
    seat starts the game (status active)

    Args:
        game_id (str):
        body (JoinRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | Joined
    """

    return (
        await asyncio_detailed(
            game_id=game_id,
            client=client,
            body=body,
        )
    ).parsed
