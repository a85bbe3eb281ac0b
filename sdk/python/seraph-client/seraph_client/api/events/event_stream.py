from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...types import UNSET, Response, Unset


def _get_kwargs(
    game_id: str,
    *,
    after: int | Unset = UNSET,
    token: str | Unset = UNSET,
    ticket: str | Unset = UNSET,
    state: bool | Unset = False,
    max_seconds: float | Unset = UNSET,
    last_event_id: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(last_event_id, Unset):
        headers["Last-Event-ID"] = last_event_id

    params: dict[str, Any] = {}

    params["after"] = after

    params["token"] = token

    params["ticket"] = ticket

    params["state"] = state

    params["max_seconds"] = max_seconds

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/games/{game_id}/events".format(
            game_id=quote(str(game_id), safe=""),
        ),
        "params": params,
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Any | Error | None:
    if response.status_code == 200:
        response_200 = cast(Any, None)
        return response_200

    if response.status_code == 204:
        response_204 = cast(Any, None)
        return response_204

    if response.status_code == 400:
        response_400 = Error.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = Error.from_dict(response.json())

        return response_401

    if response.status_code == 404:
        response_404 = Error.from_dict(response.json())

        return response_404

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Any | Error]:
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
    after: int | Unset = UNSET,
    token: str | Unset = UNSET,
    ticket: str | Unset = UNSET,
    state: bool | Unset = False,
    max_seconds: float | Unset = UNSET,
    last_event_id: str | Unset = UNSET,
) -> Response[Any | Error]:
    """Server-Sent Events: one message per event (id = seq, event = type, data = JSON of the redacted
    event), ': keepalive' comments; resumes after Last-Event-ID; ends when the game is finished and
    every event is sent. With state=true each batch is followed by an 'event: state' message without id
    whose data is the caller's GameState at that version

    Args:
        game_id (str):
        after (int | Unset):
        token (str | Unset):
        ticket (str | Unset):
        state (bool | Unset):  Default: False.
        max_seconds (float | Unset):
        last_event_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | Error]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        after=after,
        token=token,
        ticket=ticket,
        state=state,
        max_seconds=max_seconds,
        last_event_id=last_event_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    game_id: str,
    *,
    client: AuthenticatedClient,
    after: int | Unset = UNSET,
    token: str | Unset = UNSET,
    ticket: str | Unset = UNSET,
    state: bool | Unset = False,
    max_seconds: float | Unset = UNSET,
    last_event_id: str | Unset = UNSET,
) -> Any | Error | None:
    """Server-Sent Events: one message per event (id = seq, event = type, data = JSON of the redacted
    event), ': keepalive' comments; resumes after Last-Event-ID; ends when the game is finished and
    every event is sent. With state=true each batch is followed by an 'event: state' message without id
    whose data is the caller's GameState at that version

    Args:
        game_id (str):
        after (int | Unset):
        token (str | Unset):
        ticket (str | Unset):
        state (bool | Unset):  Default: False.
        max_seconds (float | Unset):
        last_event_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | Error
    """

    return sync_detailed(
        game_id=game_id,
        client=client,
        after=after,
        token=token,
        ticket=ticket,
        state=state,
        max_seconds=max_seconds,
        last_event_id=last_event_id,
    ).parsed


async def asyncio_detailed(
    game_id: str,
    *,
    client: AuthenticatedClient,
    after: int | Unset = UNSET,
    token: str | Unset = UNSET,
    ticket: str | Unset = UNSET,
    state: bool | Unset = False,
    max_seconds: float | Unset = UNSET,
    last_event_id: str | Unset = UNSET,
) -> Response[Any | Error]:
    """Server-Sent Events: one message per event (id = seq, event = type, data = JSON of the redacted
    event), ': keepalive' comments; resumes after Last-Event-ID; ends when the game is finished and
    every event is sent. With state=true each batch is followed by an 'event: state' message without id
    whose data is the caller's GameState at that version

    Args:
        game_id (str):
        after (int | Unset):
        token (str | Unset):
        ticket (str | Unset):
        state (bool | Unset):  Default: False.
        max_seconds (float | Unset):
        last_event_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | Error]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        after=after,
        token=token,
        ticket=ticket,
        state=state,
        max_seconds=max_seconds,
        last_event_id=last_event_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    game_id: str,
    *,
    client: AuthenticatedClient,
    after: int | Unset = UNSET,
    token: str | Unset = UNSET,
    ticket: str | Unset = UNSET,
    state: bool | Unset = False,
    max_seconds: float | Unset = UNSET,
    last_event_id: str | Unset = UNSET,
) -> Any | Error | None:
    """Server-Sent Events: one message per event (id = seq, event = type, data = JSON of the redacted
    event), ': keepalive' comments; resumes after Last-Event-ID; ends when the game is finished and
    every event is sent. With state=true each batch is followed by an 'event: state' message without id
    whose data is the caller's GameState at that version

    Args:
        game_id (str):
        after (int | Unset):
        token (str | Unset):
        ticket (str | Unset):
        state (bool | Unset):  Default: False.
        max_seconds (float | Unset):
        last_event_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | Error
    """

    return (
        await asyncio_detailed(
            game_id=game_id,
            client=client,
            after=after,
            token=token,
            ticket=ticket,
            state=state,
            max_seconds=max_seconds,
            last_event_id=last_event_id,
        )
    ).parsed
