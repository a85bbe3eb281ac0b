from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.params import Params


T = TypeVar("T", bound="FallenAngelMoveDieAction")


@_attrs_define
class FallenAngelMoveDieAction:
    """move_die: Imperial Formation: move a die of this face to the other group

    Attributes:
        face (int): the face of the dice to move
        label (str): the action in words, for a button (never matched)
        params (Params): the template's named params
        template (str): the id of the message's template in the game's catalog (GET /v1/rules/{game}, `templates`), or
            in the server's for the server's own events
        type_ (Literal['move_die']): the action's type
    """

    face: int
    label: str
    params: Params
    template: str
    type_: Literal["move_die"]

    def to_dict(self) -> dict[str, Any]:
        face = self.face

        label = self.label

        params = self.params.to_dict()

        template = self.template

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "face": face,
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
        face = d.pop("face")

        label = d.pop("label")

        params = Params.from_dict(d.pop("params"))

        template = d.pop("template")

        type_ = cast(Literal["move_die"], d.pop("type"))
        if type_ != "move_die":
            raise ValueError(f"type must match const 'move_die', got '{type_}'")

        fallen_angel_move_die_action = cls(
            face=face,
            label=label,
            params=params,
            template=template,
            type_=type_,
        )

        return fallen_angel_move_die_action
