from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.fallen_angel_fill_action_slot import FallenAngelFillActionSlot
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.fallen_angel_fill_action_cubes import FallenAngelFillActionCubes
    from ..models.params import Params


T = TypeVar("T", bound="FallenAngelFillAction")


@_attrs_define
class FallenAngelFillAction:
    """fill: Enlistment: fill a Barrack slot (+1 die)

    Attributes:
        cubes (FallenAngelFillActionCubes): cubes used per colour
        honor (int): Honor paid for missing cubes
        label (str): the action in words, for a button (never matched)
        slot (FallenAngelFillActionSlot): the Barrack slot
        type_ (Literal['fill']): the action's type
        params (Params | Unset): the template's named params
        template (str | Unset): the id of the message's template in the game's catalog (GET /v1/rules/{game},
            `templates`), or in the server's for the server's own events
    """

    cubes: FallenAngelFillActionCubes
    honor: int
    label: str
    slot: FallenAngelFillActionSlot
    type_: Literal["fill"]
    params: Params | Unset = UNSET
    template: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        cubes = self.cubes.to_dict()

        honor = self.honor

        label = self.label

        slot = self.slot.value

        type_ = self.type_

        params: dict[str, Any] | Unset = UNSET
        if not isinstance(self.params, Unset):
            params = self.params.to_dict()

        template = self.template

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "cubes": cubes,
                "honor": honor,
                "label": label,
                "slot": slot,
                "type": type_,
            }
        )
        if params is not UNSET:
            field_dict["params"] = params
        if template is not UNSET:
            field_dict["template"] = template

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.fallen_angel_fill_action_cubes import FallenAngelFillActionCubes  # noqa: PLC0415
        from ..models.params import Params  # noqa: PLC0415

        d = dict(src_dict)
        cubes = FallenAngelFillActionCubes.from_dict(d.pop("cubes"))

        honor = d.pop("honor")

        label = d.pop("label")

        slot = FallenAngelFillActionSlot(d.pop("slot"))

        type_ = cast(Literal["fill"], d.pop("type"))
        if type_ != "fill":
            raise ValueError(f"type must match const 'fill', got '{type_}'")

        _params = d.pop("params", UNSET)
        params: Params | Unset
        if isinstance(_params, Unset):
            params = UNSET
        else:
            params = Params.from_dict(_params)

        template = d.pop("template", UNSET)

        fallen_angel_fill_action = cls(
            cubes=cubes,
            honor=honor,
            label=label,
            slot=slot,
            type_=type_,
            params=params,
            template=template,
        )

        return fallen_angel_fill_action
