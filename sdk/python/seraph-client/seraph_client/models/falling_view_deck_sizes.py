from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="FallingViewDeckSizes")


@_attrs_define
class FallingViewDeckSizes:
    """cards or tiles left per deck (deck_sizes.* below)

    Attributes:
        guild1 (int): Guild cards of round 1
        guild2 (int): Guild cards of round 2
        guild3 (int): Guild cards of round 3
        guild4 (int): Guild cards of round 4
        normal (int): Normal Floor Tiles
        res12 (int): Resource cards of rounds 1-2
        res34 (int): Resource cards of rounds 3-4
        round_ (int): Round Floor Tiles
        vp (int): Victory Point cards
        blockade (int | Unset): solo: Round Blockade cards
        npc1 (int | Unset): solo: NPC Action cards of round 1
        npc2 (int | Unset): solo: NPC Action cards of round 2
        npc3 (int | Unset): solo: NPC Action cards of round 3
        npc4 (int | Unset): solo: NPC Action cards of round 4
    """

    guild1: int
    guild2: int
    guild3: int
    guild4: int
    normal: int
    res12: int
    res34: int
    round_: int
    vp: int
    blockade: int | Unset = UNSET
    npc1: int | Unset = UNSET
    npc2: int | Unset = UNSET
    npc3: int | Unset = UNSET
    npc4: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        guild1 = self.guild1

        guild2 = self.guild2

        guild3 = self.guild3

        guild4 = self.guild4

        normal = self.normal

        res12 = self.res12

        res34 = self.res34

        round_ = self.round_

        vp = self.vp

        blockade = self.blockade

        npc1 = self.npc1

        npc2 = self.npc2

        npc3 = self.npc3

        npc4 = self.npc4

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "guild1": guild1,
                "guild2": guild2,
                "guild3": guild3,
                "guild4": guild4,
                "normal": normal,
                "res12": res12,
                "res34": res34,
                "round": round_,
                "vp": vp,
            }
        )
        if blockade is not UNSET:
            field_dict["blockade"] = blockade
        if npc1 is not UNSET:
            field_dict["npc1"] = npc1
        if npc2 is not UNSET:
            field_dict["npc2"] = npc2
        if npc3 is not UNSET:
            field_dict["npc3"] = npc3
        if npc4 is not UNSET:
            field_dict["npc4"] = npc4

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        guild1 = d.pop("guild1")

        guild2 = d.pop("guild2")

        guild3 = d.pop("guild3")

        guild4 = d.pop("guild4")

        normal = d.pop("normal")

        res12 = d.pop("res12")

        res34 = d.pop("res34")

        round_ = d.pop("round")

        vp = d.pop("vp")

        blockade = d.pop("blockade", UNSET)

        npc1 = d.pop("npc1", UNSET)

        npc2 = d.pop("npc2", UNSET)

        npc3 = d.pop("npc3", UNSET)

        npc4 = d.pop("npc4", UNSET)

        falling_view_deck_sizes = cls(
            guild1=guild1,
            guild2=guild2,
            guild3=guild3,
            guild4=guild4,
            normal=normal,
            res12=res12,
            res34=res34,
            round_=round_,
            vp=vp,
            blockade=blockade,
            npc1=npc1,
            npc2=npc2,
            npc3=npc3,
            npc4=npc4,
        )

        return falling_view_deck_sizes
