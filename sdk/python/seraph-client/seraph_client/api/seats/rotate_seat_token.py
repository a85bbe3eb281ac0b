from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.seat_token import SeatToken
from ...types import Response


def _get_kwargs(
    game_id: str,
    seat: str,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/games/{game_id}/seats/{seat}/token".format(
            game_id=quote(str(game_id), safe=""),
            seat=quote(str(seat), safe=""),
        ),
    }

    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Error | SeatToken | None:
    if response.status_code == 200:
        response_200 = SeatToken.from_dict(response.json())

        return response_200

    if response.status_code == 401:
        response_401 = Error.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = Error.from_dict(response.json())

        return response_403

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Error | SeatToken]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    game_id: str,
    seat: str,
    *,
    client: AuthenticatedClient,
) -> Response[Error | SeatToken]:
    """Replace the seat's token: the new one is returned once, and the old one (and every stream ticket
    issued with it) stops working at once, on every server process; the log gets a public
    'seat_token_replaced' event, with which the seat's open streams end. Authorised by the seat's own
    current token; another seat's token is a 403. Not idempotent: if the answer is lost, so is the new
    token

    Args:
        game_id (str):
        seat (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | SeatToken]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        seat=seat,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    game_id: str,
    seat: str,
    *,
    client: AuthenticatedClient,
) -> Error | SeatToken | None:
    """Replace the seat's token: the new one is returned once, and the old one (and every stream ticket
    issued with it) stops working at once, on every server process; the log gets a public
    'seat_token_replaced' event, with which the seat's open streams end. Authorised by the seat's own
    current token; another seat's token is a 403. Not idempotent: if the answer is lost, so is the new
    token

    Args:
        game_id (str):
        seat (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | SeatToken
    """

    return sync_detailed(
        game_id=game_id,
        seat=seat,
        client=client,
    ).parsed


async def asyncio_detailed(
    game_id: str,
    seat: str,
    *,
    client: AuthenticatedClient,
) -> Response[Error | SeatToken]:
    """Replace the seat's token: the new one is returned once, and the old one (and every stream ticket
    issued with it) stops working at once, on every server process; the log gets a public
    'seat_token_replaced' event, with which the seat's open streams end. Authorised by the seat's own
    current token; another seat's token is a 403. Not idempotent: if the answer is lost, so is the new
    token

    Args:
        game_id (str):
        seat (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | SeatToken]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        seat=seat,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    game_id: str,
    seat: str,
    *,
    client: AuthenticatedClient,
) -> Error | SeatToken | None:
    """Replace the seat's token: the new one is returned once, and the old one (and every stream ticket
    issued with it) stops working at once, on every server process; the log gets a public
    'seat_token_replaced' event, with which the seat's open streams end. Authorised by the seat's own
    current token; another seat's token is a 403. Not idempotent: if the answer is lost, so is the new
    token

    Args:
        game_id (str):
        seat (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | SeatToken
    """

    return (
        await asyncio_detailed(
            game_id=game_id,
            seat=seat,
            client=client,
        )
    ).parsed
