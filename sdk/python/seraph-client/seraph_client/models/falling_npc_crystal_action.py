from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.params import Params


T = TypeVar("T", bound="FallingNpcCrystalAction")


@_attrs_define
class FallingNpcCrystalAction:
    """npc_crystal, e.g. "Danda places a Crystal on the leftmost available Negotiation space"

    Attributes:
        label (str): the action in words, for a button (never matched)
        params (Params): the template's named params
        side (str): left or right: the end of the Negotiation spaces Danda takes from; send it back as listed
        template (str): the id of the message's template in the game's catalog (GET /v1/rules/{game}, `templates`), or
            in the server's for the server's own events
        type_ (Literal['npc_crystal']): the action's type
    """

    label: str
    params: Params
    side: str
    template: str
    type_: Literal["npc_crystal"]

    def to_dict(self) -> dict[str, Any]:
        label = self.label

        params = self.params.to_dict()

        side = self.side

        template = self.template

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "label": label,
                "params": params,
                "side": side,
                "template": template,
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

        side = d.pop("side")

        template = d.pop("template")

        type_ = cast(Literal["npc_crystal"], d.pop("type"))
        if type_ != "npc_crystal":
            raise ValueError(f"type must match const 'npc_crystal', got '{type_}'")

        falling_npc_crystal_action = cls(
            label=label,
            params=params,
            side=side,
            template=template,
            type_=type_,
        )

        return falling_npc_crystal_action
