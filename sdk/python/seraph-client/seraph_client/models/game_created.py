from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.game_created_status import GameCreatedStatus

if TYPE_CHECKING:
    from ..models.seat_created import SeatCreated


T = TypeVar("T", bound="GameCreated")


@_attrs_define
class GameCreated:
    """
    Attributes:
        commitment (None | str): sha256 hex of "{seed}:{salt}", published when the game is created; the seed and salt
            are revealed in `fairness` at the end. null on games created before fair deals
        fixed_seed (bool): true when the game's creator chose its seed (and so may know every hidden card)
        game (str):
        id (str):
        seats (list[SeatCreated]):
        status (GameCreatedStatus):
        version (int):
    """

    commitment: None | str
    fixed_seed: bool
    game: str
    id: str
    seats: list[SeatCreated]
    status: GameCreatedStatus
    version: int

    def to_dict(self) -> dict[str, Any]:
        commitment: None | str
        commitment = self.commitment

        fixed_seed = self.fixed_seed

        game = self.game

        id = self.id

        seats = []
        for seats_item_data in self.seats:
            seats_item = seats_item_data.to_dict()
            seats.append(seats_item)

        status = self.status.value

        version = self.version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "commitment": commitment,
                "fixed_seed": fixed_seed,
                "game": game,
                "id": id,
                "seats": seats,
                "status": status,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.seat_created import SeatCreated  # noqa: PLC0415

        d = dict(src_dict)

        def _parse_commitment(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        commitment = _parse_commitment(d.pop("commitment"))

        fixed_seed = d.pop("fixed_seed")

        game = d.pop("game")

        id = d.pop("id")

        seats = []
        _seats = d.pop("seats")
        for seats_item_data in _seats:
            seats_item = SeatCreated.from_dict(seats_item_data)

            seats.append(seats_item)

        status = GameCreatedStatus(d.pop("status"))

        version = d.pop("version")

        game_created = cls(
            commitment=commitment,
            fixed_seed=fixed_seed,
            game=game,
            id=id,
            seats=seats,
            status=status,
            version=version,
        )

        return game_created
