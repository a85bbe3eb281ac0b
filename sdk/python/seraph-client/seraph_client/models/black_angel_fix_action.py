from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.params import Params


T = TypeVar("T", bound="BlackAngelFixAction")


@_attrs_define
class BlackAngelFixAction:
    """fix_action, e.g. "Remove a damage cube from Fix the Black Angel"

    Attributes:
        action (str): the action id (discover, fix, annihilate, ships_orange, ships_gray, ships_green); send it back as
            listed
        label (str): the action in words, for a button (never matched)
        params (Params): the template's named params
        template (str): the id of the message's template in the game's catalog (GET /v1/rules/{game}, `templates`), or
            in the server's for the server's own events
        type_ (Literal['fix_action']): the action's type
    """

    action: str
    label: str
    params: Params
    template: str
    type_: Literal["fix_action"]

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

        type_ = cast(Literal["fix_action"], d.pop("type"))
        if type_ != "fix_action":
            raise ValueError(f"type must match const 'fix_action', got '{type_}'")

        black_angel_fix_action = cls(
            action=action,
            label=label,
            params=params,
            template=template,
            type_=type_,
        )

        return black_angel_fix_action
