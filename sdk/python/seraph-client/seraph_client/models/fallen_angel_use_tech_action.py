from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.params import Params


T = TypeVar("T", bound="FallenAngelUseTechAction")


@_attrs_define
class FallenAngelUseTechAction:
    """use_tech: use a technology of the chain

    Attributes:
        label (str): the action in words, for a button (never matched)
        params (Params): the template's named params
        template (str): the id of the message's template in the game's catalog (GET /v1/rules/{game}, `templates`), or
            in the server's for the server's own events
        tile (str): the technology tile
        type_ (Literal['use_tech']): the action's type
    """

    label: str
    params: Params
    template: str
    tile: str
    type_: Literal["use_tech"]

    def to_dict(self) -> dict[str, Any]:
        label = self.label

        params = self.params.to_dict()

        template = self.template

        tile = self.tile

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "label": label,
                "params": params,
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

        template = d.pop("template")

        tile = d.pop("tile")

        type_ = cast(Literal["use_tech"], d.pop("type"))
        if type_ != "use_tech":
            raise ValueError(f"type must match const 'use_tech', got '{type_}'")

        fallen_angel_use_tech_action = cls(
            label=label,
            params=params,
            template=template,
            tile=tile,
            type_=type_,
        )

        return fallen_angel_use_tech_action
