from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.falling_view_seats_item_choice import FallingViewSeatsItemChoice
    from ..models.falling_view_seats_item_dev import FallingViewSeatsItemDev
    from ..models.falling_view_seats_item_hand import FallingViewSeatsItemHand
    from ..models.falling_view_seats_item_used import FallingViewSeatsItemUsed


T = TypeVar("T", bound="FallingViewSeatsItem")


@_attrs_define
class FallingViewSeatsItem:
    """
    Attributes:
        br (int): Bricks held
        c (int): Coins held
        chip (int): unplaced Skill Chips
        cr (int): Crystals held
        fe (int): Iron held
        g (int): Gas held
        dev (FallingViewSeatsItemDev): Devices installed per Device type (ref, smelt, mine, expl: glossary components)
        fm (list[int]): Flying Machine [floor, space]: floor 1-5, space 0-based on that floor's Flying Machine spaces
            (as in the ascend action); solo Danda: space -1 means beside the Tower, on no space
        guild (list[list[int | str] | None]): per round slot, guild[r] for round r + 1: [Guild card id, half (0 or 1)]
            or null
        has_r4_card (bool): still holds its secret Round 4 Guild card
        kind (str): human, bot or automa
        name (str): display name
        partner (None | str): Partner side id (see the glossary), null before the choice
        pass_ (list[int] | None): Pass Track [column, row] once passed this round (both 0-based; each seat passing takes
            the leftmost free column, row 0 at its top), else null
        role (str): player colour
        supply_chosen (bool): has made its secret Supply choice this round
        used (FallingViewSeatsItemUsed): Skill Chips placed this round per effect key: board (the Player Board), g1-g4
            (the Guild card of round slot 1-4), p0, p1 ... (the Partner's conversions, 0-based)
        vp (int): VP track position 0-9
        vp_cards (int): number of Victory Point cards (10 VP each)
        choice (FallingViewSeatsItemChoice | None | Unset): own seat only: the secret Supply choice. Hidden: present
            only in the seat's own view (absent for other seats and spectators).
        hand (FallingViewSeatsItemHand | None | Unset): own seat only: {res, guild} cards drawn this Supply. Hidden:
            present only in the seat's own view (absent for other seats and spectators).
        r4 (None | str | Unset): own seat only: the secret Round 4 Guild card id. Hidden: present only in the seat's own
            view (absent for other seats and spectators).
        vp_card_ids (list[str] | Unset): own seat only: the VP card ids (null = blank card from an empty deck). Hidden:
            present only in the seat's own view (absent for other seats and spectators).
    """

    br: int
    c: int
    chip: int
    cr: int
    fe: int
    g: int
    dev: FallingViewSeatsItemDev
    fm: list[int]
    guild: list[list[int | str] | None]
    has_r4_card: bool
    kind: str
    name: str
    partner: None | str
    pass_: list[int] | None
    role: str
    supply_chosen: bool
    used: FallingViewSeatsItemUsed
    vp: int
    vp_cards: int
    choice: FallingViewSeatsItemChoice | None | Unset = UNSET
    hand: FallingViewSeatsItemHand | None | Unset = UNSET
    r4: None | str | Unset = UNSET
    vp_card_ids: list[str] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.falling_view_seats_item_choice import FallingViewSeatsItemChoice  # noqa: PLC0415
        from ..models.falling_view_seats_item_hand import FallingViewSeatsItemHand  # noqa: PLC0415

        br = self.br

        c = self.c

        chip = self.chip

        cr = self.cr

        fe = self.fe

        g = self.g

        dev = self.dev.to_dict()

        fm = self.fm

        guild = []
        for guild_item_data in self.guild:
            guild_item: list[int | str] | None
            if isinstance(guild_item_data, list):
                guild_item = []
                for guild_item_type_0_item_data in guild_item_data:
                    guild_item_type_0_item: int | str
                    guild_item_type_0_item = guild_item_type_0_item_data
                    guild_item.append(guild_item_type_0_item)

            else:
                guild_item = guild_item_data
            guild.append(guild_item)

        has_r4_card = self.has_r4_card

        kind = self.kind

        name = self.name

        partner: None | str
        partner = self.partner

        pass_: list[int] | None
        if isinstance(self.pass_, list):
            pass_ = self.pass_

        else:
            pass_ = self.pass_

        role = self.role

        supply_chosen = self.supply_chosen

        used = self.used.to_dict()

        vp = self.vp

        vp_cards = self.vp_cards

        choice: dict[str, Any] | None | Unset
        if isinstance(self.choice, Unset):
            choice = UNSET
        elif isinstance(self.choice, FallingViewSeatsItemChoice):
            choice = self.choice.to_dict()
        else:
            choice = self.choice

        hand: dict[str, Any] | None | Unset
        if isinstance(self.hand, Unset):
            hand = UNSET
        elif isinstance(self.hand, FallingViewSeatsItemHand):
            hand = self.hand.to_dict()
        else:
            hand = self.hand

        r4: None | str | Unset
        if isinstance(self.r4, Unset):
            r4 = UNSET
        else:
            r4 = self.r4

        vp_card_ids: list[str] | Unset = UNSET
        if not isinstance(self.vp_card_ids, Unset):
            vp_card_ids = self.vp_card_ids

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "Br": br,
                "C": c,
                "Chip": chip,
                "Cr": cr,
                "Fe": fe,
                "G": g,
                "dev": dev,
                "fm": fm,
                "guild": guild,
                "has_r4_card": has_r4_card,
                "kind": kind,
                "name": name,
                "partner": partner,
                "pass": pass_,
                "role": role,
                "supply_chosen": supply_chosen,
                "used": used,
                "vp": vp,
                "vp_cards": vp_cards,
            }
        )
        if choice is not UNSET:
            field_dict["choice"] = choice
        if hand is not UNSET:
            field_dict["hand"] = hand
        if r4 is not UNSET:
            field_dict["r4"] = r4
        if vp_card_ids is not UNSET:
            field_dict["vp_card_ids"] = vp_card_ids

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.falling_view_seats_item_choice import FallingViewSeatsItemChoice  # noqa: PLC0415
        from ..models.falling_view_seats_item_dev import FallingViewSeatsItemDev  # noqa: PLC0415
        from ..models.falling_view_seats_item_hand import FallingViewSeatsItemHand  # noqa: PLC0415
        from ..models.falling_view_seats_item_used import FallingViewSeatsItemUsed  # noqa: PLC0415

        d = dict(src_dict)
        br = d.pop("Br")

        c = d.pop("C")

        chip = d.pop("Chip")

        cr = d.pop("Cr")

        fe = d.pop("Fe")

        g = d.pop("G")

        dev = FallingViewSeatsItemDev.from_dict(d.pop("dev"))

        fm = cast(list[int], d.pop("fm"))

        guild = []
        _guild = d.pop("guild")
        for guild_item_data in _guild:

            def _parse_guild_item(data: object) -> list[int | str] | None:
                if data is None:
                    return data
                try:
                    if not isinstance(data, list):
                        raise TypeError()
                    guild_item_type_0 = []
                    _guild_item_type_0 = data
                    for guild_item_type_0_item_data in _guild_item_type_0:

                        def _parse_guild_item_type_0_item(data: object) -> int | str:
                            return cast(int | str, data)

                        guild_item_type_0_item = _parse_guild_item_type_0_item(guild_item_type_0_item_data)

                        guild_item_type_0.append(guild_item_type_0_item)

                    return guild_item_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                return cast(list[int | str] | None, data)

            guild_item = _parse_guild_item(guild_item_data)

            guild.append(guild_item)

        has_r4_card = d.pop("has_r4_card")

        kind = d.pop("kind")

        name = d.pop("name")

        def _parse_partner(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        partner = _parse_partner(d.pop("partner"))

        def _parse_pass_(data: object) -> list[int] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                pass_type_0 = cast(list[int], data)

                return pass_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[int] | None, data)

        pass_ = _parse_pass_(d.pop("pass"))

        role = d.pop("role")

        supply_chosen = d.pop("supply_chosen")

        used = FallingViewSeatsItemUsed.from_dict(d.pop("used"))

        vp = d.pop("vp")

        vp_cards = d.pop("vp_cards")

        def _parse_choice(data: object) -> FallingViewSeatsItemChoice | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                choice_type_0 = FallingViewSeatsItemChoice.from_dict(data)

                return choice_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(FallingViewSeatsItemChoice | None | Unset, data)

        choice = _parse_choice(d.pop("choice", UNSET))

        def _parse_hand(data: object) -> FallingViewSeatsItemHand | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                hand_type_0 = FallingViewSeatsItemHand.from_dict(data)

                return hand_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(FallingViewSeatsItemHand | None | Unset, data)

        hand = _parse_hand(d.pop("hand", UNSET))

        def _parse_r4(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        r4 = _parse_r4(d.pop("r4", UNSET))

        vp_card_ids = cast(list[str], d.pop("vp_card_ids", UNSET))

        falling_view_seats_item = cls(
            br=br,
            c=c,
            chip=chip,
            cr=cr,
            fe=fe,
            g=g,
            dev=dev,
            fm=fm,
            guild=guild,
            has_r4_card=has_r4_card,
            kind=kind,
            name=name,
            partner=partner,
            pass_=pass_,
            role=role,
            supply_chosen=supply_chosen,
            used=used,
            vp=vp,
            vp_cards=vp_cards,
            choice=choice,
            hand=hand,
            r4=r4,
            vp_card_ids=vp_card_ids,
        )

        return falling_view_seats_item
