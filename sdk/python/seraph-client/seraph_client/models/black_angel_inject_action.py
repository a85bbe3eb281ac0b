from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.params import Params


T = TypeVar("T", bound="BlackAngelInjectAction")


@_attrs_define
class BlackAngelInjectAction:
    """inject, e.g. "Inject green Mission Relay at row1-left"

    Attributes:
        arrow (str): the arrow id to inject by (glossary components); send it back as listed
        label (str): the action in words, for a button (never matched)
        params (Params): the template's named params
        template (str): the id of the message's template in the game's catalog (GET /v1/rules/{game}, `templates`), or
            in the server's for the server's own events
        tile (str): the tile id; send it back as listed
        type_ (Literal['inject']): the action's type
    """

    arrow: str
    label: str
    params: Params
    template: str
    tile: str
    type_: Literal["inject"]

    def to_dict(self) -> dict[str, Any]:
        arrow = self.arrow

        label = self.label

        params = self.params.to_dict()

        template = self.template

        tile = self.tile

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "arrow": arrow,
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
        arrow = d.pop("arrow")

        label = d.pop("label")

        params = Params.from_dict(d.pop("params"))

        template = d.pop("template")

        tile = d.pop("tile")

        type_ = cast(Literal["inject"], d.pop("type"))
        if type_ != "inject":
            raise ValueError(f"type must match const 'inject', got '{type_}'")

        black_angel_inject_action = cls(
            arrow=arrow,
            label=label,
            params=params,
            template=template,
            tile=tile,
            type_=type_,
        )

        return black_angel_inject_action
