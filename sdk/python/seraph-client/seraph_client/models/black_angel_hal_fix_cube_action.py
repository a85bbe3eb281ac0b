from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.params import Params


T = TypeVar("T", bound="BlackAngelHalFixCubeAction")


@_attrs_define
class BlackAngelHalFixCubeAction:
    """hal_fix_cube, e.g. "Hal removes a cube from Command Your Ships (green)"

    Attributes:
        action (str): the action id (discover, fix, annihilate, ships_orange, ships_gray, ships_green); send it back as
            listed
        label (str): the action in words, for a button (never matched)
        params (Params): the template's named params
        template (str): the id of the message's template in the game's catalog (GET /v1/rules/{game}, `templates`), or
            in the server's for the server's own events
        type_ (Literal['hal_fix_cube']): the action's type
    """

    action: str
    label: str
    params: Params
    template: str
    type_: Literal["hal_fix_cube"]

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

        type_ = cast(Literal["hal_fix_cube"], d.pop("type"))
        if type_ != "hal_fix_cube":
            raise ValueError(f"type must match const 'hal_fix_cube', got '{type_}'")

        black_angel_hal_fix_cube_action = cls(
            action=action,
            label=label,
            params=params,
            template=template,
            type_=type_,
        )

        return black_angel_hal_fix_cube_action
