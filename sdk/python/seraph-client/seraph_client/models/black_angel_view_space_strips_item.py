from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.black_angel_view_space_strips_item_cards import BlackAngelViewSpaceStripsItemCards
    from ..models.black_angel_view_space_strips_item_hex_cards_item import BlackAngelViewSpaceStripsItemHexCardsItem
    from ..models.black_angel_view_space_strips_item_ships import BlackAngelViewSpaceStripsItemShips


T = TypeVar("T", bound="BlackAngelViewSpaceStripsItem")


@_attrs_define
class BlackAngelViewSpaceStripsItem:
    """
    Attributes:
        cards (BlackAngelViewSpaceStripsItemCards): the Missions placed on this strip, keyed by the hex's k as a string
            ("-2" .. "2"; "-1" is the hex k = -1, not a sentinel); hex_cards holds the same by hex index
        hex_cards (list[BlackAngelViewSpaceStripsItemHexCardsItem | None]): the Mission on each hex, index for index
            with hexes (hex_cards[i] at k = i - 2): {card, owner} or null
        hex_ships (list[list[int]]): the ships on each hex, index for index with hexes (hex_ships[i] at k = i - 2): the
            seats (0-based) with a ship there, one entry per ship
        hexes (list[str]): the 5 hex codes, hexes[i] at k = i - 2 (k = -2, -1, 0, 1, 2; 0 = the middle, the BA's lane);
            codes: glossary terms O, Y, G, A, C, E and the * suffix
        id (str): the strip's id (glossary components: its hexes on both sides)
        p (int): the strip's position, 1 = nearest the Black Angel board (the p of a hex [p, k])
        ships (BlackAngelViewSpaceStripsItemShips): the ships on this strip, keyed by the hex's k as a string ("-2" ..
            "2"; "-1" is the hex k = -1, not a sentinel): the seats (0-based) with a ship there, one entry per ship;
            hex_ships holds the same by hex index
        side (str): the side face up (glossary components: each side's hexes)
        spes_tile (bool): the Spes tile covers this strip's middle hex (k = 0)
        spes_token (bool): the Spes token lies on this strip (the farthest at setup); when the strip is flipped it
            becomes the Spes tile (BA-35)
    """

    cards: BlackAngelViewSpaceStripsItemCards
    hex_cards: list[BlackAngelViewSpaceStripsItemHexCardsItem | None]
    hex_ships: list[list[int]]
    hexes: list[str]
    id: str
    p: int
    ships: BlackAngelViewSpaceStripsItemShips
    side: str
    spes_tile: bool
    spes_token: bool

    def to_dict(self) -> dict[str, Any]:
        from ..models.black_angel_view_space_strips_item_hex_cards_item import BlackAngelViewSpaceStripsItemHexCardsItem  # noqa: PLC0415

        cards = self.cards.to_dict()

        hex_cards = []
        for hex_cards_item_data in self.hex_cards:
            hex_cards_item: dict[str, Any] | None
            if isinstance(hex_cards_item_data, BlackAngelViewSpaceStripsItemHexCardsItem):
                hex_cards_item = hex_cards_item_data.to_dict()
            else:
                hex_cards_item = hex_cards_item_data
            hex_cards.append(hex_cards_item)

        hex_ships = []
        for hex_ships_item_data in self.hex_ships:
            hex_ships_item = hex_ships_item_data

            hex_ships.append(hex_ships_item)

        hexes = self.hexes

        id = self.id

        p = self.p

        ships = self.ships.to_dict()

        side = self.side

        spes_tile = self.spes_tile

        spes_token = self.spes_token

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "cards": cards,
                "hex_cards": hex_cards,
                "hex_ships": hex_ships,
                "hexes": hexes,
                "id": id,
                "p": p,
                "ships": ships,
                "side": side,
                "spes_tile": spes_tile,
                "spes_token": spes_token,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.black_angel_view_space_strips_item_cards import BlackAngelViewSpaceStripsItemCards  # noqa: PLC0415
        from ..models.black_angel_view_space_strips_item_hex_cards_item import BlackAngelViewSpaceStripsItemHexCardsItem  # noqa: PLC0415
        from ..models.black_angel_view_space_strips_item_ships import BlackAngelViewSpaceStripsItemShips  # noqa: PLC0415

        d = dict(src_dict)
        cards = BlackAngelViewSpaceStripsItemCards.from_dict(d.pop("cards"))

        hex_cards = []
        _hex_cards = d.pop("hex_cards")
        for hex_cards_item_data in _hex_cards:

            def _parse_hex_cards_item(data: object) -> BlackAngelViewSpaceStripsItemHexCardsItem | None:
                if data is None:
                    return data
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    hex_cards_item_type_0 = BlackAngelViewSpaceStripsItemHexCardsItem.from_dict(data)

                    return hex_cards_item_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                return cast(BlackAngelViewSpaceStripsItemHexCardsItem | None, data)

            hex_cards_item = _parse_hex_cards_item(hex_cards_item_data)

            hex_cards.append(hex_cards_item)

        hex_ships = []
        _hex_ships = d.pop("hex_ships")
        for hex_ships_item_data in _hex_ships:
            hex_ships_item = cast(list[int], hex_ships_item_data)

            hex_ships.append(hex_ships_item)

        hexes = cast(list[str], d.pop("hexes"))

        id = d.pop("id")

        p = d.pop("p")

        ships = BlackAngelViewSpaceStripsItemShips.from_dict(d.pop("ships"))

        side = d.pop("side")

        spes_tile = d.pop("spes_tile")

        spes_token = d.pop("spes_token")

        black_angel_view_space_strips_item = cls(
            cards=cards,
            hex_cards=hex_cards,
            hex_ships=hex_ships,
            hexes=hexes,
            id=id,
            p=p,
            ships=ships,
            side=side,
            spes_tile=spes_tile,
            spes_token=spes_token,
        )

        return black_angel_view_space_strips_item
