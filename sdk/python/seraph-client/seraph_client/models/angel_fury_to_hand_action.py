from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.params import Params


T = TypeVar("T", bound="AngelFuryToHandAction")


@_attrs_define
class AngelFuryToHandAction:
    """to_hand, e.g. "Take Ambush! to your hand, replacing Reinforce"

    Attributes:
        label (str): the action in words, for a button (never matched)
        params (Params): the template's named params
        replace (str): the hand card replaced (to_hand; sent back as listed)
        template (str): the id of the message's template in the game's catalog (GET /v1/rules/{game}, `templates`), or
            in the server's for the server's own events
        type_ (Literal['to_hand']): the action's type
    """

    label: str
    params: Params
    replace: str
    template: str
    type_: Literal["to_hand"]

    def to_dict(self) -> dict[str, Any]:
        label = self.label

        params = self.params.to_dict()

        replace = self.replace

        template = self.template

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "label": label,
                "params": params,
                "replace": replace,
                "template": template,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.params import Params  # noqa: PLC0415

        d = dict(src_dict)
        label = d.pop("label")

        params = Params.from_dict(d.pop("params"))

        replace = d.pop("replace")

        template = d.pop("template")

        type_ = cast(Literal["to_hand"], d.pop("type"))
        if type_ != "to_hand":
            raise ValueError(f"type must match const 'to_hand', got '{type_}'")

        angel_fury_to_hand_action = cls(
            label=label,
            params=params,
            replace=replace,
            template=template,
            type_=type_,
        )

        return angel_fury_to_hand_action
