from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.angel_fury_colour import AngelFuryColour

if TYPE_CHECKING:
    from ..models.params import Params


T = TypeVar("T", bound="AngelFuryTroopAction")


@_attrs_define
class AngelFuryTroopAction:
    """troop, e.g. "Command 1 Black demon from Row 2, column 4"

    Attributes:
        colour (AngelFuryColour): a colour: black and red play the evil side, white and yellow the good one
        label (str): the action in words, for a button (never matched)
        leaders (list[str]): leader ids (troop; sent back as listed)
        minions (int): how many minions (troop; sent back as listed)
        params (Params): the template's named params
        template (str): the id of the message's template in the game's catalog (GET /v1/rules/{game}, `templates`), or
            in the server's for the server's own events
        type_ (Literal['troop']): the action's type
    """

    colour: AngelFuryColour
    label: str
    leaders: list[str]
    minions: int
    params: Params
    template: str
    type_: Literal["troop"]

    def to_dict(self) -> dict[str, Any]:
        colour = self.colour.value

        label = self.label

        leaders = self.leaders

        minions = self.minions

        params = self.params.to_dict()

        template = self.template

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "colour": colour,
                "label": label,
                "leaders": leaders,
                "minions": minions,
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
        colour = AngelFuryColour(d.pop("colour"))

        label = d.pop("label")

        leaders = cast(list[str], d.pop("leaders"))

        minions = d.pop("minions")

        params = Params.from_dict(d.pop("params"))

        template = d.pop("template")

        type_ = cast(Literal["troop"], d.pop("type"))
        if type_ != "troop":
            raise ValueError(f"type must match const 'troop', got '{type_}'")

        angel_fury_troop_action = cls(
            colour=colour,
            label=label,
            leaders=leaders,
            minions=minions,
            params=params,
            template=template,
            type_=type_,
        )

        return angel_fury_troop_action
