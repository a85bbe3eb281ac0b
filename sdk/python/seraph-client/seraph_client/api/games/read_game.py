from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.angel_fury_game_state import AngelFuryGameState
from ...models.black_angel_game_state import BlackAngelGameState
from ...models.error import Error
from ...models.fallen_angel_game_state import FallenAngelGameState
from ...models.falling_game_state import FallingGameState
from ...types import Response


def _get_kwargs(
    game_id: str,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/games/{game_id}".format(
            game_id=quote(str(game_id), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> AngelFuryGameState | BlackAngelGameState | FallenAngelGameState | FallingGameState | Any | Error | None:
    if response.status_code == 200:

        def _parse_response_200(
            data: object,
        ) -> AngelFuryGameState | BlackAngelGameState | FallenAngelGameState | FallingGameState:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_state_type_0 = AngelFuryGameState.from_dict(data)

                return componentsschemas_game_state_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_state_type_1 = BlackAngelGameState.from_dict(data)

                return componentsschemas_game_state_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_state_type_2 = FallenAngelGameState.from_dict(data)

                return componentsschemas_game_state_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_game_state_type_3 = FallingGameState.from_dict(data)

            return componentsschemas_game_state_type_3

        response_200 = _parse_response_200(response.json())

        return response_200

    if response.status_code == 304:
        response_304 = cast(Any, None)
        return response_304

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


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[AngelFuryGameState | BlackAngelGameState | FallenAngelGameState | FallingGameState | Any | Error]:
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
) -> Response[AngelFuryGameState | BlackAngelGameState | FallenAngelGameState | FallingGameState | Any | Error]:
    """A game as the bearer's seat (or a spectator, without a token) sees it

    Args:
        game_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AngelFuryGameState | BlackAngelGameState | FallenAngelGameState | FallingGameState | Any | Error]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    game_id: str,
    *,
    client: AuthenticatedClient,
) -> AngelFuryGameState | BlackAngelGameState | FallenAngelGameState | FallingGameState | Any | Error | None:
    """A game as the bearer's seat (or a spectator, without a token) sees it

    Args:
        game_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AngelFuryGameState | BlackAngelGameState | FallenAngelGameState | FallingGameState | Any | Error
    """

    return sync_detailed(
        game_id=game_id,
        client=client,
    ).parsed


async def asyncio_detailed(
    game_id: str,
    *,
    client: AuthenticatedClient,
) -> Response[AngelFuryGameState | BlackAngelGameState | FallenAngelGameState | FallingGameState | Any | Error]:
    """A game as the bearer's seat (or a spectator, without a token) sees it

    Args:
        game_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AngelFuryGameState | BlackAngelGameState | FallenAngelGameState | FallingGameState | Any | Error]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    game_id: str,
    *,
    client: AuthenticatedClient,
) -> AngelFuryGameState | BlackAngelGameState | FallenAngelGameState | FallingGameState | Any | Error | None:
    """A game as the bearer's seat (or a spectator, without a token) sees it

    Args:
        game_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AngelFuryGameState | BlackAngelGameState | FallenAngelGameState | FallingGameState | Any | Error
    """

    return (
        await asyncio_detailed(
            game_id=game_id,
            client=client,
        )
    ).parsed
