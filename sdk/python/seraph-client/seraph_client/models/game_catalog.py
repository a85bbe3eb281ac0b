from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.game_catalog_modes_item import GameCatalogModesItem

if TYPE_CHECKING:
    from ..models.game_bot import GameBot
    from ..models.game_catalog_options import GameCatalogOptions


T = TypeVar("T", bound="GameCatalog")


@_attrs_define
class GameCatalog:
    """
    Attributes:
        automa (None | str): the name of the game's automa seat (kind automa); null: none
        bots (list[GameBot]): the bots a bot seat may name, strongest first in this game
        game (str):  Example: falling.
        max_seats (int):
        min_seats (int):
        modes (list[GameCatalogModesItem]):
        options (GameCatalogOptions):
        roles (list[str]): roles a seat may take (a seat's `role`); empty: none
        title (str):
    """

    automa: None | str
    bots: list[GameBot]
    game: str
    max_seats: int
    min_seats: int
    modes: list[GameCatalogModesItem]
    options: GameCatalogOptions
    roles: list[str]
    title: str

    def to_dict(self) -> dict[str, Any]:
        automa: None | str
        automa = self.automa

        bots = []
        for bots_item_data in self.bots:
            bots_item = bots_item_data.to_dict()
            bots.append(bots_item)

        game = self.game

        max_seats = self.max_seats

        min_seats = self.min_seats

        modes = []
        for modes_item_data in self.modes:
            modes_item = modes_item_data.value
            modes.append(modes_item)

        options = self.options.to_dict()

        roles = self.roles

        title = self.title

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "automa": automa,
                "bots": bots,
                "game": game,
                "max_seats": max_seats,
                "min_seats": min_seats,
                "modes": modes,
                "options": options,
                "roles": roles,
                "title": title,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.game_bot import GameBot  # noqa: PLC0415
        from ..models.game_catalog_options import GameCatalogOptions  # noqa: PLC0415

        d = dict(src_dict)

        def _parse_automa(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        automa = _parse_automa(d.pop("automa"))

        bots = []
        _bots = d.pop("bots")
        for bots_item_data in _bots:
            bots_item = GameBot.from_dict(bots_item_data)

            bots.append(bots_item)

        game = d.pop("game")

        max_seats = d.pop("max_seats")

        min_seats = d.pop("min_seats")

        modes = []
        _modes = d.pop("modes")
        for modes_item_data in _modes:
            modes_item = GameCatalogModesItem(modes_item_data)

            modes.append(modes_item)

        options = GameCatalogOptions.from_dict(d.pop("options"))

        roles = cast(list[str], d.pop("roles"))

        title = d.pop("title")

        game_catalog = cls(
            automa=automa,
            bots=bots,
            game=game,
            max_seats=max_seats,
            min_seats=min_seats,
            modes=modes,
            options=options,
            roles=roles,
            title=title,
        )

        return game_catalog
