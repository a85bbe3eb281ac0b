from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.params import Params


T = TypeVar("T", bound="BlackAngelBoardAction")


@_attrs_define
class BlackAngelBoardAction:
    """board_action, e.g. "Fix the Black Angel x1 (Ravager first: return a ship from storage)"

    Attributes:
        action (str): the action id (discover, fix, annihilate, ships_orange, ships_gray, ships_green); send it back as
            listed
        label (str): the action in words, for a button (never matched)
        params (Params): the template's named params
        template (str): the id of the message's template in the game's catalog (GET /v1/rules/{game}, `templates`), or
            in the server's for the server's own events
        type_ (Literal['board_action']): the action's type
    """

    action: str
    label: str
    params: Params
    template: str
    type_: Literal["board_action"]

    def to_dict(self) -> dict[str, Any]:
        action = self.action

        label = self.label

        params = self.params.to_dict()

        template = self.template

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "action": action,
                "label": label,
                "params": params,
                "template": template,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.params import Params  # noqa: PLC0415

        d = dict(src_dict)
        action = d.pop("action")

        label = d.pop("label")

        params = Params.from_dict(d.pop("params"))

        template = d.pop("template")

        type_ = cast(Literal["board_action"], d.pop("type"))
        if type_ != "board_action":
            raise ValueError(f"type must match const 'board_action', got '{type_}'")

        black_angel_board_action = cls(
            action=action,
            label=label,
            params=params,
            template=template,
            type_=type_,
        )

        return black_angel_board_action
