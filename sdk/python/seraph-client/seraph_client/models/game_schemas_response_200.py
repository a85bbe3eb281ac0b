from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.game_schemas_response_200_action import GameSchemasResponse200Action
    from ..models.game_schemas_response_200_event import GameSchemasResponse200Event
    from ..models.game_schemas_response_200_result import GameSchemasResponse200Result
    from ..models.game_schemas_response_200_view import GameSchemasResponse200View


T = TypeVar("T", bound="GameSchemasResponse200")


@_attrs_define
class GameSchemasResponse200:
    """
    Attributes:
        action (GameSchemasResponse200Action): a self-contained JSON Schema (draft 2020-12) document: its $refs resolve
            inside it: one legal action (a oneOf over `type`, with its arguments and `label`), as the actions lists give it
            and MoveRequest.action takes it
        event (GameSchemasResponse200Event): a self-contained JSON Schema (draft 2020-12) document: its $refs resolve
            inside it: one event as /log and the event stream's data serve it (envelope included), a oneOf over `type`: the
            game's events and the service's own
        result (GameSchemasResponse200Result): a self-contained JSON Schema (draft 2020-12) document: its $refs resolve
            inside it: the one result format, with the game's own `details`
        view (GameSchemasResponse200View): a self-contained JSON Schema (draft 2020-12) document: its $refs resolve
            inside it: what a game read's `view` holds, for a seat and for a spectator (one shape; hidden parts optional)
    """

    action: GameSchemasResponse200Action
    event: GameSchemasResponse200Event
    result: GameSchemasResponse200Result
    view: GameSchemasResponse200View

    def to_dict(self) -> dict[str, Any]:
        action = self.action.to_dict()

        event = self.event.to_dict()

        result = self.result.to_dict()

        view = self.view.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "action": action,
                "event": event,
                "result": result,
                "view": view,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.game_schemas_response_200_action import GameSchemasResponse200Action  # noqa: PLC0415
        from ..models.game_schemas_response_200_event import GameSchemasResponse200Event  # noqa: PLC0415
        from ..models.game_schemas_response_200_result import GameSchemasResponse200Result  # noqa: PLC0415
        from ..models.game_schemas_response_200_view import GameSchemasResponse200View  # noqa: PLC0415

        d = dict(src_dict)
        action = GameSchemasResponse200Action.from_dict(d.pop("action"))

        event = GameSchemasResponse200Event.from_dict(d.pop("event"))

        result = GameSchemasResponse200Result.from_dict(d.pop("result"))

        view = GameSchemasResponse200View.from_dict(d.pop("view"))

        game_schemas_response_200 = cls(
            action=action,
            event=event,
            result=result,
            view=view,
        )

        return game_schemas_response_200
