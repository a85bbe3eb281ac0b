from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.fallen_angel_hatch import FallenAngelHatch
from ..models.fallen_angel_hero import FallenAngelHero
from ..models.fallen_angel_region import FallenAngelRegion
from ..models.fallen_angel_section import FallenAngelSection
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.params import Params


T = TypeVar("T", bound="FallenAngelHeroPlayedEvent")


@_attrs_define
class FallenAngelHeroPlayedEvent:
    """hero_played: a Hero card was played, as served

    Attributes:
        card (str): the Hero card
        hatch (FallenAngelHatch): a Hatch id
        hero (FallenAngelHero): a hero (the power a Hero card carries)
        params (Params): the template's named params
        power (FallenAngelHero | None): the power used (null: none)
        region (FallenAngelRegion | None): the Region
        seat (int | None): the seat that acted (null: the game or automa)
        section (FallenAngelSection | None): the Section
        seq (int): the event's place in the game's log, from 1, without gaps (the SSE id)
        template (str): the id of the message's template in the game's catalog (GET /v1/rules/{game}, `templates`), or
            in the server's for the server's own events
        text (str): the message in English: the template filled in with the params
        type_ (Literal['hero_played']): the event's type
        version (int): the game's version (moves applied) when the event was written
        slot (int | Unset): Dual Hero: the Hatch slot
    """

    card: str
    hatch: FallenAngelHatch
    hero: FallenAngelHero
    params: Params
    power: FallenAngelHero | None
    region: FallenAngelRegion | None
    seat: int | None
    section: FallenAngelSection | None
    seq: int
    template: str
    text: str
    type_: Literal["hero_played"]
    version: int
    slot: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        card = self.card

        hatch = self.hatch.value

        hero = self.hero.value

        params = self.params.to_dict()

        power: None | str
        if isinstance(self.power, FallenAngelHero):
            power = self.power.value
        else:
            power = self.power

        region: None | str
        if isinstance(self.region, FallenAngelRegion):
            region = self.region.value
        else:
            region = self.region

        seat: int | None
        seat = self.seat

        section: None | str
        if isinstance(self.section, FallenAngelSection):
            section = self.section.value
        else:
            section = self.section

        seq = self.seq

        template = self.template

        text = self.text

        type_ = self.type_

        version = self.version

        slot = self.slot

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "card": card,
                "hatch": hatch,
                "hero": hero,
                "params": params,
                "power": power,
                "region": region,
                "seat": seat,
                "section": section,
                "seq": seq,
                "template": template,
                "text": text,
                "type": type_,
                "version": version,
            }
        )
        if slot is not UNSET:
            field_dict["slot"] = slot

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.params import Params  # noqa: PLC0415

        d = dict(src_dict)
        card = d.pop("card")

        hatch = FallenAngelHatch(d.pop("hatch"))

        hero = FallenAngelHero(d.pop("hero"))

        params = Params.from_dict(d.pop("params"))

        def _parse_power(data: object) -> FallenAngelHero | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                power_type_0 = FallenAngelHero(data)

                return power_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(FallenAngelHero | None, data)

        power = _parse_power(d.pop("power"))

        def _parse_region(data: object) -> FallenAngelRegion | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                region_type_0 = FallenAngelRegion(data)

                return region_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(FallenAngelRegion | None, data)

        region = _parse_region(d.pop("region"))

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        def _parse_section(data: object) -> FallenAngelSection | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                section_type_0 = FallenAngelSection(data)

                return section_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(FallenAngelSection | None, data)

        section = _parse_section(d.pop("section"))

        seq = d.pop("seq")

        template = d.pop("template")

        text = d.pop("text")

        type_ = cast(Literal["hero_played"], d.pop("type"))
        if type_ != "hero_played":
            raise ValueError(f"type must match const 'hero_played', got '{type_}'")

        version = d.pop("version")

        slot = d.pop("slot", UNSET)

        fallen_angel_hero_played_event = cls(
            card=card,
            hatch=hatch,
            hero=hero,
            params=params,
            power=power,
            region=region,
            seat=seat,
            section=section,
            seq=seq,
            template=template,
            text=text,
            type_=type_,
            version=version,
            slot=slot,
        )

        return fallen_angel_hero_played_event
