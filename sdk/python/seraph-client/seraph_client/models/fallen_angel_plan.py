from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.fallen_angel_hero import FallenAngelHero
from ..models.fallen_angel_section import FallenAngelSection
from ..types import UNSET, Unset

T = TypeVar("T", bound="FallenAngelPlan")


@_attrs_define
class FallenAngelPlan:
    """a placement in progress: the landing Section, the hero card(s) and powers, and the modifiers

    Attributes:
        card (None | str): the hero card played (null: none, or Dual Hero's two cards)
        extra (int): extra dice the group takes (Ninja)
        fixed (list[str]): dice already in the group (a summoned die)
        pips (int): pips left to add (Warrior)
        power (FallenAngelHero | None): the power used (null: none)
        section (FallenAngelSection | None): the landing Section (null: a Warlord played alone)
        assassin (str | Unset): the Assassin die placed
        cards (list[str] | Unset): Dual Hero: the cards played
        dual (bool | Unset): Dual Hero: two cards in this placement
        keep (int | Unset): Dual Hero: dice kept back for the Warlord's Phantom
        placed (list[str] | Unset): Dual Hero: the group placed
        powers (list[FallenAngelHero] | Unset): Dual Hero: the powers, in resolution order
        queue (list[FallenAngelHero] | Unset): Dual Hero: the before-placement powers still to resolve
        thief (bool | Unset): Dual Hero: the group goes to the jail (Thief)
    """

    card: None | str
    extra: int
    fixed: list[str]
    pips: int
    power: FallenAngelHero | None
    section: FallenAngelSection | None
    assassin: str | Unset = UNSET
    cards: list[str] | Unset = UNSET
    dual: bool | Unset = UNSET
    keep: int | Unset = UNSET
    placed: list[str] | Unset = UNSET
    powers: list[FallenAngelHero] | Unset = UNSET
    queue: list[FallenAngelHero] | Unset = UNSET
    thief: bool | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        card: None | str
        card = self.card

        extra = self.extra

        fixed = self.fixed

        pips = self.pips

        power: None | str
        if isinstance(self.power, FallenAngelHero):
            power = self.power.value
        else:
            power = self.power

        section: None | str
        if isinstance(self.section, FallenAngelSection):
            section = self.section.value
        else:
            section = self.section

        assassin = self.assassin

        cards: list[str] | Unset = UNSET
        if not isinstance(self.cards, Unset):
            cards = self.cards

        dual = self.dual

        keep = self.keep

        placed: list[str] | Unset = UNSET
        if not isinstance(self.placed, Unset):
            placed = self.placed

        powers: list[str] | Unset = UNSET
        if not isinstance(self.powers, Unset):
            powers = []
            for powers_item_data in self.powers:
                powers_item = powers_item_data.value
                powers.append(powers_item)

        queue: list[str] | Unset = UNSET
        if not isinstance(self.queue, Unset):
            queue = []
            for queue_item_data in self.queue:
                queue_item = queue_item_data.value
                queue.append(queue_item)

        thief = self.thief

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "card": card,
                "extra": extra,
                "fixed": fixed,
                "pips": pips,
                "power": power,
                "section": section,
            }
        )
        if assassin is not UNSET:
            field_dict["assassin"] = assassin
        if cards is not UNSET:
            field_dict["cards"] = cards
        if dual is not UNSET:
            field_dict["dual"] = dual
        if keep is not UNSET:
            field_dict["keep"] = keep
        if placed is not UNSET:
            field_dict["placed"] = placed
        if powers is not UNSET:
            field_dict["powers"] = powers
        if queue is not UNSET:
            field_dict["queue"] = queue
        if thief is not UNSET:
            field_dict["thief"] = thief

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)

        def _parse_card(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        card = _parse_card(d.pop("card"))

        extra = d.pop("extra")

        fixed = cast(list[str], d.pop("fixed"))

        pips = d.pop("pips")

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

        assassin = d.pop("assassin", UNSET)

        cards = cast(list[str], d.pop("cards", UNSET))

        dual = d.pop("dual", UNSET)

        keep = d.pop("keep", UNSET)

        placed = cast(list[str], d.pop("placed", UNSET))

        _powers = d.pop("powers", UNSET)
        powers: list[FallenAngelHero] | Unset = UNSET
        if _powers is not UNSET:
            powers = []
            for powers_item_data in _powers:
                powers_item = FallenAngelHero(powers_item_data)

                powers.append(powers_item)

        _queue = d.pop("queue", UNSET)
        queue: list[FallenAngelHero] | Unset = UNSET
        if _queue is not UNSET:
            queue = []
            for queue_item_data in _queue:
                queue_item = FallenAngelHero(queue_item_data)

                queue.append(queue_item)

        thief = d.pop("thief", UNSET)

        fallen_angel_plan = cls(
            card=card,
            extra=extra,
            fixed=fixed,
            pips=pips,
            power=power,
            section=section,
            assassin=assassin,
            cards=cards,
            dual=dual,
            keep=keep,
            placed=placed,
            powers=powers,
            queue=queue,
            thief=thief,
        )

        return fallen_angel_plan
