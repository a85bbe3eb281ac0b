from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.create_game_request_options_type_0 import CreateGameRequestOptionsType0
    from ..models.seat_request import SeatRequest


T = TypeVar("T", bound="CreateGameRequest")


@_attrs_define
class CreateGameRequest:
    """
    Attributes:
        game (str):  Example: falling.
        seats (list[SeatRequest]):
        open_ (bool | Unset): every human seat not bound to a player is open: it gets an invitation code and the game
            waits until all are joined
        options (CreateGameRequestOptionsType0 | None | Unset): game options; unknown keys are refused by the game
        public (bool | Unset): list the game to everyone (GET /v1/games); games are private by default
        seed (int | None | Unset): the seed of the game's generator, chosen by the caller: only in embedded mode or
            where SERAPH_ALLOW_FIXED_SEED is set, else 403 fixed_seed_not_allowed; such a game shows fixed_seed: true.
            Without it the server draws the seed
    """

    game: str
    seats: list[SeatRequest]
    open_: bool | Unset = UNSET
    options: CreateGameRequestOptionsType0 | None | Unset = UNSET
    public: bool | Unset = UNSET
    seed: int | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.create_game_request_options_type_0 import CreateGameRequestOptionsType0  # noqa: PLC0415

        game = self.game

        seats = []
        for seats_item_data in self.seats:
            seats_item = seats_item_data.to_dict()
            seats.append(seats_item)

        open_ = self.open_

        options: dict[str, Any] | None | Unset
        if isinstance(self.options, Unset):
            options = UNSET
        elif isinstance(self.options, CreateGameRequestOptionsType0):
            options = self.options.to_dict()
        else:
            options = self.options

        public = self.public

        seed: int | None | Unset
        if isinstance(self.seed, Unset):
            seed = UNSET
        else:
            seed = self.seed

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "game": game,
                "seats": seats,
            }
        )
        if open_ is not UNSET:
            field_dict["open"] = open_
        if options is not UNSET:
            field_dict["options"] = options
        if public is not UNSET:
            field_dict["public"] = public
        if seed is not UNSET:
            field_dict["seed"] = seed

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.create_game_request_options_type_0 import CreateGameRequestOptionsType0  # noqa: PLC0415
        from ..models.seat_request import SeatRequest  # noqa: PLC0415

        d = dict(src_dict)
        game = d.pop("game")

        seats = []
        _seats = d.pop("seats")
        for seats_item_data in _seats:
            seats_item = SeatRequest.from_dict(seats_item_data)

            seats.append(seats_item)

        open_ = d.pop("open", UNSET)

        def _parse_options(data: object) -> CreateGameRequestOptionsType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                options_type_0 = CreateGameRequestOptionsType0.from_dict(data)

                return options_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(CreateGameRequestOptionsType0 | None | Unset, data)

        options = _parse_options(d.pop("options", UNSET))

        public = d.pop("public", UNSET)

        def _parse_seed(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        seed = _parse_seed(d.pop("seed", UNSET))

        create_game_request = cls(
            game=game,
            seats=seats,
            open_=open_,
            options=options,
            public=public,
            seed=seed,
        )

        return create_game_request
