from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.black_angel_view_decks_mission_discard import BlackAngelViewDecksMissionDiscard
    from ..models.black_angel_view_decks_missions import BlackAngelViewDecksMissions
    from ..models.black_angel_view_decks_tiles import BlackAngelViewDecksTiles


T = TypeVar("T", bound="BlackAngelViewDecks")


@_attrs_define
class BlackAngelViewDecks:
    """sizes of the Mission decks per colour, Ravager deck, tile stacks per colour and advanced deck; exhausted Mission
    colours; the public discard piles

        Attributes:
            advanced (int): the number of Advanced Technology tiles left
            exhausted (list[str]): the colours whose Mission deck and discard pile have both run out
            mission_discard (BlackAngelViewDecksMissionDiscard): the discarded Mission card ids per colour, oldest first
            missions (BlackAngelViewDecksMissions): the number of Mission cards left per colour
            ravager_discard (list[str]): the discarded Ravager card ids, oldest first
            ravagers (int): the number of Ravager cards left
            tile_discard (list[str]): the discarded Technology tile ids, oldest first
            tiles (BlackAngelViewDecksTiles): the number of Technology tiles left per colour
    """

    advanced: int
    exhausted: list[str]
    mission_discard: BlackAngelViewDecksMissionDiscard
    missions: BlackAngelViewDecksMissions
    ravager_discard: list[str]
    ravagers: int
    tile_discard: list[str]
    tiles: BlackAngelViewDecksTiles

    def to_dict(self) -> dict[str, Any]:
        advanced = self.advanced

        exhausted = self.exhausted

        mission_discard = self.mission_discard.to_dict()

        missions = self.missions.to_dict()

        ravager_discard = self.ravager_discard

        ravagers = self.ravagers

        tile_discard = self.tile_discard

        tiles = self.tiles.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "advanced": advanced,
                "exhausted": exhausted,
                "mission_discard": mission_discard,
                "missions": missions,
                "ravager_discard": ravager_discard,
                "ravagers": ravagers,
                "tile_discard": tile_discard,
                "tiles": tiles,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.black_angel_view_decks_mission_discard import BlackAngelViewDecksMissionDiscard  # noqa: PLC0415
        from ..models.black_angel_view_decks_missions import BlackAngelViewDecksMissions  # noqa: PLC0415
        from ..models.black_angel_view_decks_tiles import BlackAngelViewDecksTiles  # noqa: PLC0415

        d = dict(src_dict)
        advanced = d.pop("advanced")

        exhausted = cast(list[str], d.pop("exhausted"))

        mission_discard = BlackAngelViewDecksMissionDiscard.from_dict(d.pop("mission_discard"))

        missions = BlackAngelViewDecksMissions.from_dict(d.pop("missions"))

        ravager_discard = cast(list[str], d.pop("ravager_discard"))

        ravagers = d.pop("ravagers")

        tile_discard = cast(list[str], d.pop("tile_discard"))

        tiles = BlackAngelViewDecksTiles.from_dict(d.pop("tiles"))

        black_angel_view_decks = cls(
            advanced=advanced,
            exhausted=exhausted,
            mission_discard=mission_discard,
            missions=missions,
            ravager_discard=ravager_discard,
            ravagers=ravagers,
            tile_discard=tile_discard,
            tiles=tiles,
        )

        return black_angel_view_decks
