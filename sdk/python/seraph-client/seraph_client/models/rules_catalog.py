from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.bot import Bot
    from ..models.game_catalog import GameCatalog


T = TypeVar("T", bound="RulesCatalog")


@_attrs_define
class RulesCatalog:
    """
    Attributes:
        bots (list[Bot]):
        games (list[GameCatalog]):
    """

    bots: list[Bot]
    games: list[GameCatalog]

    def to_dict(self) -> dict[str, Any]:
        bots = []
        for bots_item_data in self.bots:
            bots_item = bots_item_data.to_dict()
            bots.append(bots_item)

        games = []
        for games_item_data in self.games:
            games_item = games_item_data.to_dict()
            games.append(games_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "bots": bots,
                "games": games,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.bot import Bot  # noqa: PLC0415
        from ..models.game_catalog import GameCatalog  # noqa: PLC0415

        d = dict(src_dict)
        bots = []
        _bots = d.pop("bots")
        for bots_item_data in _bots:
            bots_item = Bot.from_dict(bots_item_data)

            bots.append(bots_item)

        games = []
        _games = d.pop("games")
        for games_item_data in _games:
            games_item = GameCatalog.from_dict(games_item_data)

            games.append(games_item)

        rules_catalog = cls(
            bots=bots,
            games=games,
        )

        return rules_catalog
