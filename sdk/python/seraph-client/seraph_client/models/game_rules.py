from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.game_rules_modes_item import GameRulesModesItem

if TYPE_CHECKING:
    from ..models.game_bot import GameBot
    from ..models.game_rules_options import GameRulesOptions
    from ..models.game_rules_server_templates import GameRulesServerTemplates
    from ..models.game_rules_templates import GameRulesTemplates
    from ..models.glossary import Glossary


T = TypeVar("T", bound="GameRules")


@_attrs_define
class GameRules:
    """
    Attributes:
        automa (None | str): the name of the game's automa seat (kind automa); null: none
        bots (list[GameBot]): the bots a bot seat may name, strongest first in this game
        game (str):  Example: falling.
        glossary (Glossary):
        max_seats (int):
        min_seats (int):
        modes (list[GameRulesModesItem]):
        options (GameRulesOptions):
        roles (list[str]): roles a seat may take (a seat's `role`); empty: none
        server_templates (GameRulesServerTemplates): template id -> English template of the server's own events
            (created, joined, timed out, undone, chat, ended), ids starting with `server.` Example: {'server.player_joined':
            '{player} joined the game.'}.
        templates (GameRulesTemplates): template id -> English template (ICU MessageFormat; docs/API.md "Words") of the
            game's labels, prompts and log lines, with the `list.*` templates that join lists Example: {'list.two': '{first}
            and {second}'}.
        title (str):
    """

    automa: None | str
    bots: list[GameBot]
    game: str
    glossary: Glossary
    max_seats: int
    min_seats: int
    modes: list[GameRulesModesItem]
    options: GameRulesOptions
    roles: list[str]
    server_templates: GameRulesServerTemplates
    templates: GameRulesTemplates
    title: str

    def to_dict(self) -> dict[str, Any]:
        automa: None | str
        automa = self.automa

        bots = []
        for bots_item_data in self.bots:
            bots_item = bots_item_data.to_dict()
            bots.append(bots_item)

        game = self.game

        glossary = self.glossary.to_dict()

        max_seats = self.max_seats

        min_seats = self.min_seats

        modes = []
        for modes_item_data in self.modes:
            modes_item = modes_item_data.value
            modes.append(modes_item)

        options = self.options.to_dict()

        roles = self.roles

        server_templates = self.server_templates.to_dict()

        templates = self.templates.to_dict()

        title = self.title

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "automa": automa,
                "bots": bots,
                "game": game,
                "glossary": glossary,
                "max_seats": max_seats,
                "min_seats": min_seats,
                "modes": modes,
                "options": options,
                "roles": roles,
                "server_templates": server_templates,
                "templates": templates,
                "title": title,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.game_bot import GameBot  # noqa: PLC0415
        from ..models.game_rules_options import GameRulesOptions  # noqa: PLC0415
        from ..models.game_rules_server_templates import GameRulesServerTemplates  # noqa: PLC0415
        from ..models.game_rules_templates import GameRulesTemplates  # noqa: PLC0415
        from ..models.glossary import Glossary  # noqa: PLC0415

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

        glossary = Glossary.from_dict(d.pop("glossary"))

        max_seats = d.pop("max_seats")

        min_seats = d.pop("min_seats")

        modes = []
        _modes = d.pop("modes")
        for modes_item_data in _modes:
            modes_item = GameRulesModesItem(modes_item_data)

            modes.append(modes_item)

        options = GameRulesOptions.from_dict(d.pop("options"))

        roles = cast(list[str], d.pop("roles"))

        server_templates = GameRulesServerTemplates.from_dict(d.pop("server_templates"))

        templates = GameRulesTemplates.from_dict(d.pop("templates"))

        title = d.pop("title")

        game_rules = cls(
            automa=automa,
            bots=bots,
            game=game,
            glossary=glossary,
            max_seats=max_seats,
            min_seats=min_seats,
            modes=modes,
            options=options,
            roles=roles,
            server_templates=server_templates,
            templates=templates,
            title=title,
        )

        return game_rules
