from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.decision_seconds import DecisionSeconds


T = TypeVar("T", bound="GameBot")


@_attrs_define
class GameBot:
    """
    Attributes:
        decision_seconds (DecisionSeconds | None): seconds a decision took in the arena on the reference machine (2
            cores)
        elo (int | None): its rating in this game from the arena's head-to-head games, random at 0 (null: not measured)
        games (int | None): arena games behind `elo`
        name (str): a bot seat's `bot` Example: search.
        text (str):
    """

    decision_seconds: DecisionSeconds | None
    elo: int | None
    games: int | None
    name: str
    text: str

    def to_dict(self) -> dict[str, Any]:
        from ..models.decision_seconds import DecisionSeconds  # noqa: PLC0415

        decision_seconds: dict[str, Any] | None
        if isinstance(self.decision_seconds, DecisionSeconds):
            decision_seconds = self.decision_seconds.to_dict()
        else:
            decision_seconds = self.decision_seconds

        elo: int | None
        elo = self.elo

        games: int | None
        games = self.games

        name = self.name

        text = self.text

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "decision_seconds": decision_seconds,
                "elo": elo,
                "games": games,
                "name": name,
                "text": text,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.decision_seconds import DecisionSeconds  # noqa: PLC0415

        d = dict(src_dict)

        def _parse_decision_seconds(data: object) -> DecisionSeconds | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                decision_seconds_type_0 = DecisionSeconds.from_dict(data)

                return decision_seconds_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(DecisionSeconds | None, data)

        decision_seconds = _parse_decision_seconds(d.pop("decision_seconds"))

        def _parse_elo(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        elo = _parse_elo(d.pop("elo"))

        def _parse_games(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        games = _parse_games(d.pop("games"))

        name = d.pop("name")

        text = d.pop("text")

        game_bot = cls(
            decision_seconds=decision_seconds,
            elo=elo,
            games=games,
            name=name,
            text=text,
        )

        return game_bot
