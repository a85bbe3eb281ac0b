from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.params import Params


T = TypeVar("T", bound="BlackAngelDrawMissionAction")


@_attrs_define
class BlackAngelDrawMissionAction:
    """draw_mission, e.g. "Draw a orange Mission"

    Attributes:
        colour (str): the colour of the Mission deck to draw from; send it back as listed
        label (str): the action in words, for a button (never matched)
        params (Params): the template's named params
        template (str): the id of the message's template in the game's catalog (GET /v1/rules/{game}, `templates`), or
            in the server's for the server's own events
        type_ (Literal['draw_mission']): the action's type
    """

    colour: str
    label: str
    params: Params
    template: str
    type_: Literal["draw_mission"]

    def to_dict(self) -> dict[str, Any]:
        colour = self.colour

        label = self.label

        params = self.params.to_dict()

        template = self.template

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "colour": colour,
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
        colour = d.pop("colour")

        label = d.pop("label")

        params = Params.from_dict(d.pop("params"))

        template = d.pop("template")

        type_ = cast(Literal["draw_mission"], d.pop("type"))
        if type_ != "draw_mission":
            raise ValueError(f"type must match const 'draw_mission', got '{type_}'")

        black_angel_draw_mission_action = cls(
            colour=colour,
            label=label,
            params=params,
            template=template,
            type_=type_,
        )

        return black_angel_draw_mission_action
