from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.params import Params


T = TypeVar("T", bound="BlackAngelPlaceAdvancedAction")


@_attrs_define
class BlackAngelPlaceAdvancedAction:
    """place_advanced, e.g. "Put advanced Grid Architect on your orange advanced space"

    Attributes:
        label (str): the action in words, for a button (never matched)
        params (Params): the template's named params
        space (str): the colour of the empty advanced space: orange, gray or green; send it back as listed
        template (str): the id of the message's template in the game's catalog (GET /v1/rules/{game}, `templates`), or
            in the server's for the server's own events
        tile (str): the Advanced Technology tile id; send it back as listed
        type_ (Literal['place_advanced']): the action's type
    """

    label: str
    params: Params
    space: str
    template: str
    tile: str
    type_: Literal["place_advanced"]

    def to_dict(self) -> dict[str, Any]:
        label = self.label

        params = self.params.to_dict()

        space = self.space

        template = self.template

        tile = self.tile

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "label": label,
                "params": params,
                "space": space,
                "template": template,
                "tile": tile,
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

        space = d.pop("space")

        template = d.pop("template")

        tile = d.pop("tile")

        type_ = cast(Literal["place_advanced"], d.pop("type"))
        if type_ != "place_advanced":
            raise ValueError(f"type must match const 'place_advanced', got '{type_}'")

        black_angel_place_advanced_action = cls(
            label=label,
            params=params,
            space=space,
            template=template,
            tile=tile,
            type_=type_,
        )

        return black_angel_place_advanced_action
