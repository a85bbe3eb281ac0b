from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.fallen_angel_hatch import FallenAngelHatch
from ..models.fallen_angel_region import FallenAngelRegion
from ..models.fallen_angel_section import FallenAngelSection
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.params import Params


T = TypeVar("T", bound="FallenAngelPlayHeroAction")


@_attrs_define
class FallenAngelPlayHeroAction:
    """play_hero: play a Hero card

    Attributes:
        card (str): the Hero card
        label (str): the action in words, for a button (never matched)
        params (Params): the template's named params
        template (str): the id of the message's template in the game's catalog (GET /v1/rules/{game}, `templates`), or
            in the server's for the server's own events
        type_ (Literal['play_hero']): the action's type
        hatch (FallenAngelHatch | Unset): a Hatch id
        region (FallenAngelRegion | Unset): a Region of the board and of Angel City
        section (FallenAngelSection | Unset): a Section id (see the glossary's components)
        slot (int | Unset): Dual Hero: the Jester's slot on that Hatch
    """

    card: str
    label: str
    params: Params
    template: str
    type_: Literal["play_hero"]
    hatch: FallenAngelHatch | Unset = UNSET
    region: FallenAngelRegion | Unset = UNSET
    section: FallenAngelSection | Unset = UNSET
    slot: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        card = self.card

        label = self.label

        params = self.params.to_dict()

        template = self.template

        type_ = self.type_

        hatch: str | Unset = UNSET
        if not isinstance(self.hatch, Unset):
            hatch = self.hatch.value

        region: str | Unset = UNSET
        if not isinstance(self.region, Unset):
            region = self.region.value

        section: str | Unset = UNSET
        if not isinstance(self.section, Unset):
            section = self.section.value

        slot = self.slot

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "card": card,
                "label": label,
                "params": params,
                "template": template,
                "type": type_,
            }
        )
        if hatch is not UNSET:
            field_dict["hatch"] = hatch
        if region is not UNSET:
            field_dict["region"] = region
        if section is not UNSET:
            field_dict["section"] = section
        if slot is not UNSET:
            field_dict["slot"] = slot

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.params import Params  # noqa: PLC0415

        d = dict(src_dict)
        card = d.pop("card")

        label = d.pop("label")

        params = Params.from_dict(d.pop("params"))

        template = d.pop("template")

        type_ = cast(Literal["play_hero"], d.pop("type"))
        if type_ != "play_hero":
            raise ValueError(f"type must match const 'play_hero', got '{type_}'")

        _hatch = d.pop("hatch", UNSET)
        hatch: FallenAngelHatch | Unset
        if isinstance(_hatch, Unset):
            hatch = UNSET
        else:
            hatch = FallenAngelHatch(_hatch)

        _region = d.pop("region", UNSET)
        region: FallenAngelRegion | Unset
        if isinstance(_region, Unset):
            region = UNSET
        else:
            region = FallenAngelRegion(_region)

        _section = d.pop("section", UNSET)
        section: FallenAngelSection | Unset
        if isinstance(_section, Unset):
            section = UNSET
        else:
            section = FallenAngelSection(_section)

        slot = d.pop("slot", UNSET)

        fallen_angel_play_hero_action = cls(
            card=card,
            label=label,
            params=params,
            template=template,
            type_=type_,
            hatch=hatch,
            region=region,
            section=section,
            slot=slot,
        )

        return fallen_angel_play_hero_action
