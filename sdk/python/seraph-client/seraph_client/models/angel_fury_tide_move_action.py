from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.params import Params


T = TypeVar("T", bound="AngelFuryTideMoveAction")


@_attrs_define
class AngelFuryTideMoveAction:
    """tide_move, e.g. "The demons in Row 2, column 1 advance to Row 3, column 1"

    Attributes:
        area (str): an area id (tide_move; sent back as listed)
        label (str): the action in words, for a button (never matched)
        params (Params): the template's named params
        template (str): the id of the message's template in the game's catalog (GET /v1/rules/{game}, `templates`), or
            in the server's for the server's own events
        to (str): the destination area (tide_move; sent back as listed)
        type_ (Literal['tide_move']): the action's type
    """

    area: str
    label: str
    params: Params
    template: str
    to: str
    type_: Literal["tide_move"]

    def to_dict(self) -> dict[str, Any]:
        area = self.area

        label = self.label

        params = self.params.to_dict()

        template = self.template

        to = self.to

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "area": area,
                "label": label,
                "params": params,
                "template": template,
                "to": to,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.params import Params  # noqa: PLC0415

        d = dict(src_dict)
        area = d.pop("area")

        label = d.pop("label")

        params = Params.from_dict(d.pop("params"))

        template = d.pop("template")

        to = d.pop("to")

        type_ = cast(Literal["tide_move"], d.pop("type"))
        if type_ != "tide_move":
            raise ValueError(f"type must match const 'tide_move', got '{type_}'")

        angel_fury_tide_move_action = cls(
            area=area,
            label=label,
            params=params,
            template=template,
            to=to,
            type_=type_,
        )

        return angel_fury_tide_move_action
