from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.fallen_angel_colour import FallenAngelColour
from ..models.fallen_angel_location import FallenAngelLocation
from ..models.fallen_angel_view_players_item_kind import FallenAngelViewPlayersItemKind
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.fallen_angel_gems import FallenAngelGems
    from ..models.fallen_angel_view_players_item_barracks import FallenAngelViewPlayersItemBarracks
    from ..models.fallen_angel_view_players_item_bonus import FallenAngelViewPlayersItemBonus
    from ..models.fallen_angel_view_players_item_heroes import FallenAngelViewPlayersItemHeroes


T = TypeVar("T", bound="FallenAngelViewPlayersItem")


@_attrs_define
class FallenAngelViewPlayersItem:
    """one player's mat

    Attributes:
        airship (FallenAngelLocation | None): the Location of the airship, or null before its first move
        barracks (FallenAngelViewPlayersItemBarracks): per Barrack slot (pairs, different, same): null or the cubes
            filling it
        batteries (list[bool]): per chain: true while its Battery is charged
        bonus (FallenAngelViewPlayersItemBonus): per Full Gear track: true once its bonus was taken
        chains (list[list[str]]): technology chains: tile ids (starting tiles st-*, installed Monster tiles mt-*)
        consumed (FallenAngelGems): a count per colour (gems or cubes)
        copied (list[str]): this player's techs already copied (House token on them)
        cubes (FallenAngelGems): a count per colour (gems or cubes)
        dice (list[str]): the player's die ids
        engine (int): Engine Power
        heroes (FallenAngelViewPlayersItemHeroes): hand, drawn and deck counts; your own seat also hand_ids, drawn_ids,
            known_top and known_bottom (the deck cards you put back yourself, top / bottom)
        honor (int): Honor tokens
        kind (FallenAngelViewPlayersItemKind): human, bot or automa
        moved (bool): the airship has moved this game
        name (str): display name
        rerolls (int): Reroll tokens left
        role (None | str): player colour
        seat (int): seat number
        shields (int): Shields
        skulls (int): Reroll tokens flipped to Skulls
        storage (list[FallenAngelColour | None]): 6 gem compartments, index 0 = rightmost (filled first): colour or null
        vp (int): VP on the track (may be below 0)
        bot (None | str | Unset): the bot playing a bot seat
    """

    airship: FallenAngelLocation | None
    barracks: FallenAngelViewPlayersItemBarracks
    batteries: list[bool]
    bonus: FallenAngelViewPlayersItemBonus
    chains: list[list[str]]
    consumed: FallenAngelGems
    copied: list[str]
    cubes: FallenAngelGems
    dice: list[str]
    engine: int
    heroes: FallenAngelViewPlayersItemHeroes
    honor: int
    kind: FallenAngelViewPlayersItemKind
    moved: bool
    name: str
    rerolls: int
    role: None | str
    seat: int
    shields: int
    skulls: int
    storage: list[FallenAngelColour | None]
    vp: int
    bot: None | str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        airship: None | str
        if isinstance(self.airship, FallenAngelLocation):
            airship = self.airship.value
        else:
            airship = self.airship

        barracks = self.barracks.to_dict()

        batteries = self.batteries

        bonus = self.bonus.to_dict()

        chains = []
        for chains_item_data in self.chains:
            chains_item = chains_item_data

            chains.append(chains_item)

        consumed = self.consumed.to_dict()

        copied = self.copied

        cubes = self.cubes.to_dict()

        dice = self.dice

        engine = self.engine

        heroes = self.heroes.to_dict()

        honor = self.honor

        kind = self.kind.value

        moved = self.moved

        name = self.name

        rerolls = self.rerolls

        role: None | str
        role = self.role

        seat = self.seat

        shields = self.shields

        skulls = self.skulls

        storage = []
        for storage_item_data in self.storage:
            storage_item: None | str
            if isinstance(storage_item_data, FallenAngelColour):
                storage_item = storage_item_data.value
            else:
                storage_item = storage_item_data
            storage.append(storage_item)

        vp = self.vp

        bot: None | str | Unset
        if isinstance(self.bot, Unset):
            bot = UNSET
        else:
            bot = self.bot

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "airship": airship,
                "barracks": barracks,
                "batteries": batteries,
                "bonus": bonus,
                "chains": chains,
                "consumed": consumed,
                "copied": copied,
                "cubes": cubes,
                "dice": dice,
                "engine": engine,
                "heroes": heroes,
                "honor": honor,
                "kind": kind,
                "moved": moved,
                "name": name,
                "rerolls": rerolls,
                "role": role,
                "seat": seat,
                "shields": shields,
                "skulls": skulls,
                "storage": storage,
                "vp": vp,
            }
        )
        if bot is not UNSET:
            field_dict["bot"] = bot

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.fallen_angel_gems import FallenAngelGems  # noqa: PLC0415
        from ..models.fallen_angel_view_players_item_barracks import FallenAngelViewPlayersItemBarracks  # noqa: PLC0415
        from ..models.fallen_angel_view_players_item_bonus import FallenAngelViewPlayersItemBonus  # noqa: PLC0415
        from ..models.fallen_angel_view_players_item_heroes import FallenAngelViewPlayersItemHeroes  # noqa: PLC0415

        d = dict(src_dict)

        def _parse_airship(data: object) -> FallenAngelLocation | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                airship_type_0 = FallenAngelLocation(data)

                return airship_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(FallenAngelLocation | None, data)

        airship = _parse_airship(d.pop("airship"))

        barracks = FallenAngelViewPlayersItemBarracks.from_dict(d.pop("barracks"))

        batteries = cast(list[bool], d.pop("batteries"))

        bonus = FallenAngelViewPlayersItemBonus.from_dict(d.pop("bonus"))

        chains = []
        _chains = d.pop("chains")
        for chains_item_data in _chains:
            chains_item = cast(list[str], chains_item_data)

            chains.append(chains_item)

        consumed = FallenAngelGems.from_dict(d.pop("consumed"))

        copied = cast(list[str], d.pop("copied"))

        cubes = FallenAngelGems.from_dict(d.pop("cubes"))

        dice = cast(list[str], d.pop("dice"))

        engine = d.pop("engine")

        heroes = FallenAngelViewPlayersItemHeroes.from_dict(d.pop("heroes"))

        honor = d.pop("honor")

        kind = FallenAngelViewPlayersItemKind(d.pop("kind"))

        moved = d.pop("moved")

        name = d.pop("name")

        rerolls = d.pop("rerolls")

        def _parse_role(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        role = _parse_role(d.pop("role"))

        seat = d.pop("seat")

        shields = d.pop("shields")

        skulls = d.pop("skulls")

        storage = []
        _storage = d.pop("storage")
        for storage_item_data in _storage:

            def _parse_storage_item(data: object) -> FallenAngelColour | None:
                if data is None:
                    return data
                try:
                    if not isinstance(data, str):
                        raise TypeError()
                    storage_item_type_0 = FallenAngelColour(data)

                    return storage_item_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                return cast(FallenAngelColour | None, data)

            storage_item = _parse_storage_item(storage_item_data)

            storage.append(storage_item)

        vp = d.pop("vp")

        def _parse_bot(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        bot = _parse_bot(d.pop("bot", UNSET))

        fallen_angel_view_players_item = cls(
            airship=airship,
            barracks=barracks,
            batteries=batteries,
            bonus=bonus,
            chains=chains,
            consumed=consumed,
            copied=copied,
            cubes=cubes,
            dice=dice,
            engine=engine,
            heroes=heroes,
            honor=honor,
            kind=kind,
            moved=moved,
            name=name,
            rerolls=rerolls,
            role=role,
            seat=seat,
            shields=shields,
            skulls=skulls,
            storage=storage,
            vp=vp,
            bot=bot,
        )

        return fallen_angel_view_players_item
