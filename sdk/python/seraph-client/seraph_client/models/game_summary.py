from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.game_summary_status import GameSummaryStatus
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.seat_summary import SeatSummary


T = TypeVar("T", bound="GameSummary")


@_attrs_define
class GameSummary:
    """
    Attributes:
        commitment (None | str): sha256 hex of "{seed}:{salt}", published when the game is created; the seed and salt
            are revealed in `fairness` at the end. null on games created before fair deals
        fixed_seed (bool): true when the game's creator chose its seed (and so may know every hidden card)
        game (str):
        id (str):
        seats (list[SeatSummary]):
        status (GameSummaryStatus):
        version (int):
        created_at (float | Unset): creation time, Unix seconds
    """

    commitment: None | str
    fixed_seed: bool
    game: str
    id: str
    seats: list[SeatSummary]
    status: GameSummaryStatus
    version: int
    created_at: float | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

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

        created_at = self.created_at

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
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
        if created_at is not UNSET:
            field_dict["created_at"] = created_at

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.seat_summary import SeatSummary  # noqa: PLC0415

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
            seats_item = SeatSummary.from_dict(seats_item_data)

            seats.append(seats_item)

        status = GameSummaryStatus(d.pop("status"))

        version = d.pop("version")

        created_at = d.pop("created_at", UNSET)

        game_summary = cls(
            commitment=commitment,
            fixed_seed=fixed_seed,
            game=game,
            id=id,
            seats=seats,
            status=status,
            version=version,
            created_at=created_at,
        )

        game_summary.additional_properties = d
        return game_summary

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
