from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.angel_fury_colour import AngelFuryColour
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.params import Params


T = TypeVar("T", bound="AngelFuryCasualtyAction")


@_attrs_define
class AngelFuryCasualtyAction:
    """casualty, e.g. "Lose a Black demon"

    Attributes:
        label (str): the action in words, for a button (never matched)
        params (Params): the template's named params
        template (str): the id of the message's template in the game's catalog (GET /v1/rules/{game}, `templates`), or
            in the server's for the server's own events
        type_ (Literal['casualty']): the action's type
        unit (str): minion, seraph or arch (casualty; sent back as listed)
        colour (AngelFuryColour | Unset): a colour: black and red play the evil side, white and yellow the good one
        leader (str | Unset): a leader id (casualty; sent back as listed)
    """

    label: str
    params: Params
    template: str
    type_: Literal["casualty"]
    unit: str
    colour: AngelFuryColour | Unset = UNSET
    leader: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        label = self.label

        params = self.params.to_dict()

        template = self.template

        type_ = self.type_

        unit = self.unit

        colour: str | Unset = UNSET
        if not isinstance(self.colour, Unset):
            colour = self.colour.value

        leader = self.leader

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "label": label,
                "params": params,
                "template": template,
                "type": type_,
                "unit": unit,
            }
        )
        if colour is not UNSET:
            field_dict["colour"] = colour
        if leader is not UNSET:
            field_dict["leader"] = leader

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.params import Params  # noqa: PLC0415

        d = dict(src_dict)
        label = d.pop("label")

        params = Params.from_dict(d.pop("params"))

        template = d.pop("template")

        type_ = cast(Literal["casualty"], d.pop("type"))
        if type_ != "casualty":
            raise ValueError(f"type must match const 'casualty', got '{type_}'")

        unit = d.pop("unit")

        _colour = d.pop("colour", UNSET)
        colour: AngelFuryColour | Unset
        if isinstance(_colour, Unset):
            colour = UNSET
        else:
            colour = AngelFuryColour(_colour)

        leader = d.pop("leader", UNSET)

        angel_fury_casualty_action = cls(
            label=label,
            params=params,
            template=template,
            type_=type_,
            unit=unit,
            colour=colour,
            leader=leader,
        )

        return angel_fury_casualty_action
