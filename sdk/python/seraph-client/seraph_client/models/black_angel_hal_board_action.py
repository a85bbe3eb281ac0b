from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.params import Params


T = TypeVar("T", bound="BlackAngelHalBoardAction")


@_attrs_define
class BlackAngelHalBoardAction:
    """hal_board_action, e.g. "Hal: Discover Technology x3 (board mode)"

    Attributes:
        action (str): the action id (discover, fix, annihilate, ships_orange, ships_gray, ships_green); send it back as
            listed
        fallback (list[Any]): the uses Hal's card chain tried first that were not possible, in order; send it back as
            listed
        label (str): the action in words, for a button (never matched)
        params (Params): the template's named params
        template (str): the id of the message's template in the game's catalog (GET /v1/rules/{game}, `templates`), or
            in the server's for the server's own events
        type_ (Literal['hal_board_action']): the action's type
    """

    action: str
    fallback: list[Any]
    label: str
    params: Params
    template: str
    type_: Literal["hal_board_action"]

    def to_dict(self) -> dict[str, Any]:
        action = self.action

        fallback = self.fallback

        label = self.label

        params = self.params.to_dict()

        template = self.template

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "action": action,
                "fallback": fallback,
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

        fallback = cast(list[Any], d.pop("fallback"))

        label = d.pop("label")

        params = Params.from_dict(d.pop("params"))

        template = d.pop("template")

        type_ = cast(Literal["hal_board_action"], d.pop("type"))
        if type_ != "hal_board_action":
            raise ValueError(f"type must match const 'hal_board_action', got '{type_}'")

        black_angel_hal_board_action = cls(
            action=action,
            fallback=fallback,
            label=label,
            params=params,
            template=template,
            type_=type_,
        )

        return black_angel_hal_board_action
