from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.black_angel_view_players_item_advanced import BlackAngelViewPlayersItemAdvanced
    from ..models.black_angel_view_players_item_filed import BlackAngelViewPlayersItemFiled
    from ..models.black_angel_view_players_item_grid_item_item import BlackAngelViewPlayersItemGridItemItem
    from ..models.black_angel_view_players_item_hand import BlackAngelViewPlayersItemHand
    from ..models.black_angel_view_players_item_hand_ids import BlackAngelViewPlayersItemHandIds
    from ..models.black_angel_view_players_item_robots import BlackAngelViewPlayersItemRobots
    from ..models.black_angel_view_players_item_slots import BlackAngelViewPlayersItemSlots
    from ..models.black_angel_view_players_item_tucked_item import BlackAngelViewPlayersItemTuckedItem


T = TypeVar("T", bound="BlackAngelViewPlayersItem")


@_attrs_define
class BlackAngelViewPlayersItem:
    """
    Attributes:
        advanced (BlackAngelViewPlayersItemAdvanced): the advanced space per colour: an Advanced Technology tile id, or
            null when empty
        aside (list[str]): ids of the Advanced Technology tiles set aside
        debris (int): debris in storage
        ejected (list[str]): ids of the Technology tiles ejected from the grid
        filed (BlackAngelViewPlayersItemFiled): ids of the Missions filed beside the advanced space of each colour
        grid (list[list[BlackAngelViewPlayersItemGridItemItem | None]]): 3x3 Technology grid: grid[row][column], rows
            top to bottom and columns left to right (0-based); a cell is {tile, debris} or null when empty
        hand (BlackAngelViewPlayersItemHand): the hand as anyone sees it: Missions per colour and the Ravager count
        kind (str): human, bot or automa
        name (str): display name
        resources (int): resources in storage
        robots (BlackAngelViewPlayersItemRobots): reserve, break (room) and work (per workstation colour)
        role (str): player colour
        seat (int): seat number (0-based; players[s].seat = s)
        ships (int): ships in storage
        slots (BlackAngelViewPlayersItemSlots): per card slot (row1-3, col1-3; glossary components): null when empty,
            else the face-down card's {type, colour} (own seat: also card)
        tucked (list[BlackAngelViewPlayersItemTuckedItem]): tucked cards: {type, colour} each
        vp (int): VP on the track
        hand_ids (BlackAngelViewPlayersItemHandIds | Unset): own seat only: the Mission and Ravager ids in hand. Hidden:
            present only in the seat's own view (absent for other seats and spectators).
        tucked_ids (list[str] | Unset): own seat only: the tucked card ids. Hidden: present only in the seat's own view
            (absent for other seats and spectators).
    """

    advanced: BlackAngelViewPlayersItemAdvanced
    aside: list[str]
    debris: int
    ejected: list[str]
    filed: BlackAngelViewPlayersItemFiled
    grid: list[list[BlackAngelViewPlayersItemGridItemItem | None]]
    hand: BlackAngelViewPlayersItemHand
    kind: str
    name: str
    resources: int
    robots: BlackAngelViewPlayersItemRobots
    role: str
    seat: int
    ships: int
    slots: BlackAngelViewPlayersItemSlots
    tucked: list[BlackAngelViewPlayersItemTuckedItem]
    vp: int
    hand_ids: BlackAngelViewPlayersItemHandIds | Unset = UNSET
    tucked_ids: list[str] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.black_angel_view_players_item_grid_item_item import BlackAngelViewPlayersItemGridItemItem  # noqa: PLC0415

        advanced = self.advanced.to_dict()

        aside = self.aside

        debris = self.debris

        ejected = self.ejected

        filed = self.filed.to_dict()

        grid = []
        for grid_item_data in self.grid:
            grid_item = []
            for grid_item_item_data in grid_item_data:
                grid_item_item: dict[str, Any] | None
                if isinstance(grid_item_item_data, BlackAngelViewPlayersItemGridItemItem):
                    grid_item_item = grid_item_item_data.to_dict()
                else:
                    grid_item_item = grid_item_item_data
                grid_item.append(grid_item_item)

            grid.append(grid_item)

        hand = self.hand.to_dict()

        kind = self.kind

        name = self.name

        resources = self.resources

        robots = self.robots.to_dict()

        role = self.role

        seat = self.seat

        ships = self.ships

        slots = self.slots.to_dict()

        tucked = []
        for tucked_item_data in self.tucked:
            tucked_item = tucked_item_data.to_dict()
            tucked.append(tucked_item)

        vp = self.vp

        hand_ids: dict[str, Any] | Unset = UNSET
        if not isinstance(self.hand_ids, Unset):
            hand_ids = self.hand_ids.to_dict()

        tucked_ids: list[str] | Unset = UNSET
        if not isinstance(self.tucked_ids, Unset):
            tucked_ids = self.tucked_ids

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "advanced": advanced,
                "aside": aside,
                "debris": debris,
                "ejected": ejected,
                "filed": filed,
                "grid": grid,
                "hand": hand,
                "kind": kind,
                "name": name,
                "resources": resources,
                "robots": robots,
                "role": role,
                "seat": seat,
                "ships": ships,
                "slots": slots,
                "tucked": tucked,
                "vp": vp,
            }
        )
        if hand_ids is not UNSET:
            field_dict["hand_ids"] = hand_ids
        if tucked_ids is not UNSET:
            field_dict["tucked_ids"] = tucked_ids

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.black_angel_view_players_item_advanced import BlackAngelViewPlayersItemAdvanced  # noqa: PLC0415
        from ..models.black_angel_view_players_item_filed import BlackAngelViewPlayersItemFiled  # noqa: PLC0415
        from ..models.black_angel_view_players_item_grid_item_item import BlackAngelViewPlayersItemGridItemItem  # noqa: PLC0415
        from ..models.black_angel_view_players_item_hand import BlackAngelViewPlayersItemHand  # noqa: PLC0415
        from ..models.black_angel_view_players_item_hand_ids import BlackAngelViewPlayersItemHandIds  # noqa: PLC0415
        from ..models.black_angel_view_players_item_robots import BlackAngelViewPlayersItemRobots  # noqa: PLC0415
        from ..models.black_angel_view_players_item_slots import BlackAngelViewPlayersItemSlots  # noqa: PLC0415
        from ..models.black_angel_view_players_item_tucked_item import BlackAngelViewPlayersItemTuckedItem  # noqa: PLC0415

        d = dict(src_dict)
        advanced = BlackAngelViewPlayersItemAdvanced.from_dict(d.pop("advanced"))

        aside = cast(list[str], d.pop("aside"))

        debris = d.pop("debris")

        ejected = cast(list[str], d.pop("ejected"))

        filed = BlackAngelViewPlayersItemFiled.from_dict(d.pop("filed"))

        grid = []
        _grid = d.pop("grid")
        for grid_item_data in _grid:
            grid_item = []
            _grid_item = grid_item_data
            for grid_item_item_data in _grid_item:

                def _parse_grid_item_item(data: object) -> BlackAngelViewPlayersItemGridItemItem | None:
                    if data is None:
                        return data
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        grid_item_item_type_0 = BlackAngelViewPlayersItemGridItemItem.from_dict(data)

                        return grid_item_item_type_0
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    return cast(BlackAngelViewPlayersItemGridItemItem | None, data)

                grid_item_item = _parse_grid_item_item(grid_item_item_data)

                grid_item.append(grid_item_item)

            grid.append(grid_item)

        hand = BlackAngelViewPlayersItemHand.from_dict(d.pop("hand"))

        kind = d.pop("kind")

        name = d.pop("name")

        resources = d.pop("resources")

        robots = BlackAngelViewPlayersItemRobots.from_dict(d.pop("robots"))

        role = d.pop("role")

        seat = d.pop("seat")

        ships = d.pop("ships")

        slots = BlackAngelViewPlayersItemSlots.from_dict(d.pop("slots"))

        tucked = []
        _tucked = d.pop("tucked")
        for tucked_item_data in _tucked:
            tucked_item = BlackAngelViewPlayersItemTuckedItem.from_dict(tucked_item_data)

            tucked.append(tucked_item)

        vp = d.pop("vp")

        _hand_ids = d.pop("hand_ids", UNSET)
        hand_ids: BlackAngelViewPlayersItemHandIds | Unset
        if isinstance(_hand_ids, Unset):
            hand_ids = UNSET
        else:
            hand_ids = BlackAngelViewPlayersItemHandIds.from_dict(_hand_ids)

        tucked_ids = cast(list[str], d.pop("tucked_ids", UNSET))

        black_angel_view_players_item = cls(
            advanced=advanced,
            aside=aside,
            debris=debris,
            ejected=ejected,
            filed=filed,
            grid=grid,
            hand=hand,
            kind=kind,
            name=name,
            resources=resources,
            robots=robots,
            role=role,
            seat=seat,
            ships=ships,
            slots=slots,
            tucked=tucked,
            vp=vp,
            hand_ids=hand_ids,
            tucked_ids=tucked_ids,
        )

        return black_angel_view_players_item
