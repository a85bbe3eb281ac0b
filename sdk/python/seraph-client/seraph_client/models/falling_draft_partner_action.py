from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.params import Params


T = TypeVar("T", bound="FallingDraftPartnerAction")


@_attrs_define
class FallingDraftPartnerAction:
    """draft_partner, e.g. "Draft Partner Tile 1 and use Pilot (its front)"

    Attributes:
        label (str): the action in words, for a button (never matched)
        params (Params): the template's named params
        side (str): the side of the tile to play: front, back or jini (Jini Jini); send it back as listed
        template (str): the id of the message's template in the game's catalog (GET /v1/rules/{game}, `templates`), or
            in the server's for the server's own events
        tile (str): the Partner Tile id; send it back as listed
        type_ (Literal['draft_partner']): the action's type
    """

    label: str
    params: Params
    side: str
    template: str
    tile: str
    type_: Literal["draft_partner"]

    def to_dict(self) -> dict[str, Any]:
        label = self.label

        params = self.params.to_dict()

        side = self.side

        template = self.template

        tile = self.tile

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "label": label,
                "params": params,
                "side": side,
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

        side = d.pop("side")

        template = d.pop("template")

        tile = d.pop("tile")

        type_ = cast(Literal["draft_partner"], d.pop("type"))
        if type_ != "draft_partner":
            raise ValueError(f"type must match const 'draft_partner', got '{type_}'")

        falling_draft_partner_action = cls(
            label=label,
            params=params,
            side=side,
            template=template,
            tile=tile,
            type_=type_,
        )

        return falling_draft_partner_action
