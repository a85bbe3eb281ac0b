from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.seat_request_kind import SeatRequestKind
from ..types import UNSET, Unset

T = TypeVar("T", bound="SeatRequest")


@_attrs_define
class SeatRequest:
    """
    Attributes:
        bot (None | str | Unset): bot seats only: which bot plays it (GET /v1/rules lists them); default random Example:
            greedy.
        kind (SeatRequestKind | Unset): human, bot (built-in bot), automa (the rules decide) or open (a human seat
            filled later by invitation: the game waits for it) Default: SeatRequestKind.HUMAN.
        name (None | str | Unset): display name; default: an automa seat is called after the game's automa (GET
            /v1/rules), any other "Seat N" Example: Ann.
        player_id (None | str | Unset): apps only: bind this human seat to the app's player (who then reads and moves
            with X-Seraph-Player)
        role (None | str | Unset): the seat's colour or side, one of the game's roles (GET /v1/rules); default: the
            first one no seat names Example: yellow.
    """

    bot: None | str | Unset = UNSET
    kind: SeatRequestKind | Unset = SeatRequestKind.HUMAN
    name: None | str | Unset = UNSET
    player_id: None | str | Unset = UNSET
    role: None | str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        bot: None | str | Unset
        if isinstance(self.bot, Unset):
            bot = UNSET
        else:
            bot = self.bot

        kind: str | Unset = UNSET
        if not isinstance(self.kind, Unset):
            kind = self.kind.value

        name: None | str | Unset
        if isinstance(self.name, Unset):
            name = UNSET
        else:
            name = self.name

        player_id: None | str | Unset
        if isinstance(self.player_id, Unset):
            player_id = UNSET
        else:
            player_id = self.player_id

        role: None | str | Unset
        if isinstance(self.role, Unset):
            role = UNSET
        else:
            role = self.role

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if bot is not UNSET:
            field_dict["bot"] = bot
        if kind is not UNSET:
            field_dict["kind"] = kind
        if name is not UNSET:
            field_dict["name"] = name
        if player_id is not UNSET:
            field_dict["player_id"] = player_id
        if role is not UNSET:
            field_dict["role"] = role

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)

        def _parse_bot(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        bot = _parse_bot(d.pop("bot", UNSET))

        _kind = d.pop("kind", UNSET)
        kind: SeatRequestKind | Unset
        if isinstance(_kind, Unset):
            kind = UNSET
        else:
            kind = SeatRequestKind(_kind)

        def _parse_name(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        name = _parse_name(d.pop("name", UNSET))

        def _parse_player_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        player_id = _parse_player_id(d.pop("player_id", UNSET))

        def _parse_role(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        role = _parse_role(d.pop("role", UNSET))

        seat_request = cls(
            bot=bot,
            kind=kind,
            name=name,
            player_id=player_id,
            role=role,
        )

        return seat_request
