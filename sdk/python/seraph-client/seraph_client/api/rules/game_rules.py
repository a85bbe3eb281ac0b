from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.game_rules import GameRules
from ...types import Response


def _get_kwargs(
    game: str,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/rules/{game}".format(
            game=quote(str(game), safe=""),
        ),
    }

    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Error | GameRules | None:
    if response.status_code == 200:
        response_200 = GameRules.from_dict(response.json())

        return response_200

    if response.status_code == 404:
        response_404 = Error.from_dict(response.json())

        return response_404

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Error | GameRules]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    game: str,
    *,
    client: AuthenticatedClient | Client,
) -> Response[Error | GameRules]:
    """One game's catalog entry and its glossary (components, terms, view fields)

    Args:
        game (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | GameRules]
    """

    kwargs = _get_kwargs(
        game=game,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    game: str,
    *,
    client: AuthenticatedClient | Client,
) -> Error | GameRules | None:
    """One game's catalog entry and its glossary (components, terms, view fields)

    Args:
        game (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | GameRules
    """

    return sync_detailed(
        game=game,
        client=client,
    ).parsed


async def asyncio_detailed(
    game: str,
    *,
    client: AuthenticatedClient | Client,
) -> Response[Error | GameRules]:
    """One game's catalog entry and its glossary (components, terms, view fields)

    Args:
        game (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | GameRules]
    """

    kwargs = _get_kwargs(
        game=game,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    game: str,
    *,
    client: AuthenticatedClient | Client,
) -> Error | GameRules | None:
    """One game's catalog entry and its glossary (components, terms, view fields)

    Args:
        game (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | GameRules
    """

    return (
        await asyncio_detailed(
            game=game,
            client=client,
        )
    ).parsed
