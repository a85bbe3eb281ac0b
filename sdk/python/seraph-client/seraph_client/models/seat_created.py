from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.seat_created_kind import SeatCreatedKind
from ..types import UNSET, Unset

T = TypeVar("T", bound="SeatCreated")


@_attrs_define
class SeatCreated:
    """
    Attributes:
        kind (SeatCreatedKind):
        name (str):
        role (None | str): the seat's colour or side; null when the game has no roles
        seat (int):
        bot (None | str | Unset): bot seats only: the bot that plays it (null on games created before named bots:
            random)
        invitation (str | Unset): open seats only: the invitation code to share; POST /v1/games/{game_id}/join with it
            fills the seat
        player_id (str | Unset): the app's player this seat is bound to
        token (str | Unset): bearer token of this seat; keep it secret. A game created without an app and without open
            seats has one for every seat; otherwise only the creator's own human seats have one
    """

    kind: SeatCreatedKind
    name: str
    role: None | str
    seat: int
    bot: None | str | Unset = UNSET
    invitation: str | Unset = UNSET
    player_id: str | Unset = UNSET
    token: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind.value

        name = self.name

        role: None | str
        role = self.role

        seat = self.seat

        bot: None | str | Unset
        if isinstance(self.bot, Unset):
            bot = UNSET
        else:
            bot = self.bot

        invitation = self.invitation

        player_id = self.player_id

        token = self.token

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "kind": kind,
                "name": name,
                "role": role,
                "seat": seat,
            }
        )
        if bot is not UNSET:
            field_dict["bot"] = bot
        if invitation is not UNSET:
            field_dict["invitation"] = invitation
        if player_id is not UNSET:
            field_dict["player_id"] = player_id
        if token is not UNSET:
            field_dict["token"] = token

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        kind = SeatCreatedKind(d.pop("kind"))

        name = d.pop("name")

        def _parse_role(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        role = _parse_role(d.pop("role"))

        seat = d.pop("seat")

        def _parse_bot(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        bot = _parse_bot(d.pop("bot", UNSET))

        invitation = d.pop("invitation", UNSET)

        player_id = d.pop("player_id", UNSET)

        token = d.pop("token", UNSET)

        seat_created = cls(
            kind=kind,
            name=name,
            role=role,
            seat=seat,
            bot=bot,
            invitation=invitation,
            player_id=player_id,
            token=token,
        )

        return seat_created
