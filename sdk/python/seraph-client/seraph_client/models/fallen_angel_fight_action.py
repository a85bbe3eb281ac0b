from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.params import Params


T = TypeVar("T", bound="FallenAngelFightAction")


@_attrs_define
class FallenAngelFightAction:
    """fight: fight a Monster Die with one of your dice

    Attributes:
        die (str): the die
        label (str): the action in words, for a button (never matched)
        monster_index (int): the Monster Die's index in the Section's monster_dice
        params (Params): the template's named params
        template (str): the id of the message's template in the game's catalog (GET /v1/rules/{game}, `templates`), or
            in the server's for the server's own events
        type_ (Literal['fight']): the action's type
    """

    die: str
    label: str
    monster_index: int
    params: Params
    template: str
    type_: Literal["fight"]

    def to_dict(self) -> dict[str, Any]:
        die = self.die

        label = self.label

        monster_index = self.monster_index

        params = self.params.to_dict()

        template = self.template

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "die": die,
                "label": label,
                "monster_index": monster_index,
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
        die = d.pop("die")

        label = d.pop("label")

        monster_index = d.pop("monster_index")

        params = Params.from_dict(d.pop("params"))

        template = d.pop("template")

        type_ = cast(Literal["fight"], d.pop("type"))
        if type_ != "fight":
            raise ValueError(f"type must match const 'fight', got '{type_}'")

        fallen_angel_fight_action = cls(
            die=die,
            label=label,
            monster_index=monster_index,
            params=params,
            template=template,
            type_=type_,
        )

        return fallen_angel_fight_action
