from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.fallen_angel_fill_action_slot import FallenAngelFillActionSlot

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
        params (Params): the template's named params
        slot (FallenAngelFillActionSlot): the Barrack slot
        template (str): the id of the message's template in the game's catalog (GET /v1/rules/{game}, `templates`), or
            in the server's for the server's own events
        type_ (Literal['fill']): the action's type
    """

    cubes: FallenAngelFillActionCubes
    honor: int
    label: str
    params: Params
    slot: FallenAngelFillActionSlot
    template: str
    type_: Literal["fill"]

    def to_dict(self) -> dict[str, Any]:
        cubes = self.cubes.to_dict()

        honor = self.honor

        label = self.label

        params = self.params.to_dict()

        slot = self.slot.value

        template = self.template

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "cubes": cubes,
                "honor": honor,
                "label": label,
                "params": params,
                "slot": slot,
                "template": template,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.fallen_angel_fill_action_cubes import FallenAngelFillActionCubes  # noqa: PLC0415
        from ..models.params import Params  # noqa: PLC0415

        d = dict(src_dict)
        cubes = FallenAngelFillActionCubes.from_dict(d.pop("cubes"))

        honor = d.pop("honor")

        label = d.pop("label")

        params = Params.from_dict(d.pop("params"))

        slot = FallenAngelFillActionSlot(d.pop("slot"))

        template = d.pop("template")

        type_ = cast(Literal["fill"], d.pop("type"))
        if type_ != "fill":
            raise ValueError(f"type must match const 'fill', got '{type_}'")

        fallen_angel_fill_action = cls(
            cubes=cubes,
            honor=honor,
            label=label,
            params=params,
            slot=slot,
            template=template,
            type_=type_,
        )

        return fallen_angel_fill_action
