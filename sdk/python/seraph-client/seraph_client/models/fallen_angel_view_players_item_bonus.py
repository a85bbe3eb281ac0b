from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="FallenAngelViewPlayersItemBonus")


@_attrs_define
class FallenAngelViewPlayersItemBonus:
    """per Full Gear track: true once its bonus was taken

    Attributes:
        barracks (bool): the barracks Full Gear bonus was taken
        engine (bool): the engine Full Gear bonus was taken
        shields (bool): the shields Full Gear bonus was taken
        storage (bool): the storage Full Gear bonus was taken
    """

    barracks: bool
    engine: bool
    shields: bool
    storage: bool

    def to_dict(self) -> dict[str, Any]:
        barracks = self.barracks

        engine = self.engine

        shields = self.shields

        storage = self.storage

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "barracks": barracks,
                "engine": engine,
                "shields": shields,
                "storage": storage,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        barracks = d.pop("barracks")

        engine = d.pop("engine")

        shields = d.pop("shields")

        storage = d.pop("storage")

        fallen_angel_view_players_item_bonus = cls(
            barracks=barracks,
            engine=engine,
            shields=shields,
            storage=storage,
        )

        return fallen_angel_view_players_item_bonus
