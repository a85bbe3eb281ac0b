from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.params import Params


T = TypeVar("T", bound="BlackAngelDebrisOnTileAction")


@_attrs_define
class BlackAngelDebrisOnTileAction:
    """debris_on_tile, e.g. "Put the debris on your orange Starter Hangar at row 1, column 1 (+1 ship)"

    Attributes:
        cell (list[int]): the grid cell [row, column], 0-based, rows top to bottom; send it back as listed
        label (str): the action in words, for a button (never matched)
        params (Params): the template's named params
        template (str): the id of the message's template in the game's catalog (GET /v1/rules/{game}, `templates`), or
            in the server's for the server's own events
        type_ (Literal['debris_on_tile']): the action's type
    """

    cell: list[int]
    label: str
    params: Params
    template: str
    type_: Literal["debris_on_tile"]

    def to_dict(self) -> dict[str, Any]:
        cell = self.cell

        label = self.label

        params = self.params.to_dict()

        template = self.template

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "cell": cell,
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
        cell = cast(list[int], d.pop("cell"))

        label = d.pop("label")

        params = Params.from_dict(d.pop("params"))

        template = d.pop("template")

        type_ = cast(Literal["debris_on_tile"], d.pop("type"))
        if type_ != "debris_on_tile":
            raise ValueError(f"type must match const 'debris_on_tile', got '{type_}'")

        black_angel_debris_on_tile_action = cls(
            cell=cell,
            label=label,
            params=params,
            template=template,
            type_=type_,
        )

        return black_angel_debris_on_tile_action
