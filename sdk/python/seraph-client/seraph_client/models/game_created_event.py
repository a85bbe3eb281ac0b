from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.params import Params
    from ..models.seat_public import SeatPublic


T = TypeVar("T", bound="GameCreatedEvent")


@_attrs_define
class GameCreatedEvent:
    """the game was created (or a rematch of rematch_of)

    Attributes:
        game (str): the game's name
        params (Params): the template's named params
        seat (None):
        seats (list[SeatPublic]):
        seq (int): the event's place in the game's log, from 1, without gaps (the SSE id)
        template (str): the id of the message's template in the game's catalog (GET /v1/rules/{game}, `templates`), or
            in the server's for the server's own events
        text (str): the message in English: the template filled in with the params
        type_ (Literal['game_created']):
        version (int): the game's version (moves applied) when the event was written
        commitment (None | str | Unset): sha256 commitment to the seed, revealed at the end
        fixed_seed (bool | Unset): the caller chose the seed
        rematch_of (str | Unset): the game this one is a rematch of
    """

    game: str
    params: Params
    seat: None
    seats: list[SeatPublic]
    seq: int
    template: str
    text: str
    type_: Literal["game_created"]
    version: int
    commitment: None | str | Unset = UNSET
    fixed_seed: bool | Unset = UNSET
    rematch_of: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        game = self.game

        params = self.params.to_dict()

        seat = self.seat

        seats = []
        for seats_item_data in self.seats:
            seats_item = seats_item_data.to_dict()
            seats.append(seats_item)

        seq = self.seq

        template = self.template

        text = self.text

        type_ = self.type_

        version = self.version

        commitment: None | str | Unset
        if isinstance(self.commitment, Unset):
            commitment = UNSET
        else:
            commitment = self.commitment

        fixed_seed = self.fixed_seed

        rematch_of = self.rematch_of

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "game": game,
                "params": params,
                "seat": seat,
                "seats": seats,
                "seq": seq,
                "template": template,
                "text": text,
                "type": type_,
                "version": version,
            }
        )
        if commitment is not UNSET:
            field_dict["commitment"] = commitment
        if fixed_seed is not UNSET:
            field_dict["fixed_seed"] = fixed_seed
        if rematch_of is not UNSET:
            field_dict["rematch_of"] = rematch_of

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.params import Params  # noqa: PLC0415
        from ..models.seat_public import SeatPublic  # noqa: PLC0415

        d = dict(src_dict)
        game = d.pop("game")

        params = Params.from_dict(d.pop("params"))

        seat = d.pop("seat")

        seats = []
        _seats = d.pop("seats")
        for seats_item_data in _seats:
            seats_item = SeatPublic.from_dict(seats_item_data)

            seats.append(seats_item)

        seq = d.pop("seq")

        template = d.pop("template")

        text = d.pop("text")

        type_ = cast(Literal["game_created"], d.pop("type"))
        if type_ != "game_created":
            raise ValueError(f"type must match const 'game_created', got '{type_}'")

        version = d.pop("version")

        def _parse_commitment(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        commitment = _parse_commitment(d.pop("commitment", UNSET))

        fixed_seed = d.pop("fixed_seed", UNSET)

        rematch_of = d.pop("rematch_of", UNSET)

        game_created_event = cls(
            game=game,
            params=params,
            seat=seat,
            seats=seats,
            seq=seq,
            template=template,
            text=text,
            type_=type_,
            version=version,
            commitment=commitment,
            fixed_seed=fixed_seed,
            rematch_of=rematch_of,
        )

        return game_created_event
