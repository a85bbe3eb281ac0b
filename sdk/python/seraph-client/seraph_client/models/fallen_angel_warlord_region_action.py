from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.fallen_angel_region import FallenAngelRegion

if TYPE_CHECKING:
    from ..models.params import Params


T = TypeVar("T", bound="FallenAngelWarlordRegionAction")


@_attrs_define
class FallenAngelWarlordRegionAction:
    """warlord_region: Dual Hero Warlord: the Region it works in

    Attributes:
        label (str): the action in words, for a button (never matched)
        params (Params): the template's named params
        region (FallenAngelRegion): a Region of the board and of Angel City
        template (str): the id of the message's template in the game's catalog (GET /v1/rules/{game}, `templates`), or
            in the server's for the server's own events
        type_ (Literal['warlord_region']): the action's type
    """

    label: str
    params: Params
    region: FallenAngelRegion
    template: str
    type_: Literal["warlord_region"]

    def to_dict(self) -> dict[str, Any]:
        label = self.label

        params = self.params.to_dict()

        region = self.region.value

        template = self.template

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "label": label,
                "params": params,
                "region": region,
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

        region = FallenAngelRegion(d.pop("region"))

        template = d.pop("template")

        type_ = cast(Literal["warlord_region"], d.pop("type"))
        if type_ != "warlord_region":
            raise ValueError(f"type must match const 'warlord_region', got '{type_}'")

        fallen_angel_warlord_region_action = cls(
            label=label,
            params=params,
            region=region,
            template=template,
            type_=type_,
        )

        return fallen_angel_warlord_region_action
