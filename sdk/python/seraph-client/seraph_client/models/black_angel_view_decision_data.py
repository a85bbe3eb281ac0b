from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.black_angel_view_decision_data_effect import BlackAngelViewDecisionDataEffect


T = TypeVar("T", bound="BlackAngelViewDecisionData")


@_attrs_define
class BlackAngelViewDecisionData:
    """the decision's own fields, minus any that name a card hidden from the viewer (data.* below)

    Attributes:
        action (str | Unset): the action id concerned
        at (list[int] | Unset): the hex [p, k] concerned
        by (int | Unset): the seat (0-based) whose action activated it
        card (str | Unset): the card id concerned
        cells (list[list[int]] | Unset): grid cells [row, column] (0-based) still to activate
        colour (str | Unset): the colour concerned (a die's, a Mission's)
        debris (str | Unset): where the fixed cube's debris may go: storage, or place (a tile's lightning space or
            storage)
        die (str | Unset): the id of the die concerned
        effect (BlackAngelViewDecisionDataEffect | Unset): the effect being resolved (glossary: effect atoms)
        hex_ (list[int] | Unset): the hex [p, k] of the Mission offered a free activation
        launch (bool | Unset): a newly launched ship
        points (int | Unset): activations still to spend
        slot (str | Unset): the card slot concerned (row1-3, col1-3)
        source (str | Unset): the tile or card whose effect this is
        stay (bool | Unset): the ship stays where it is (a Mission goes under it)
        taken (list[str] | Unset): the tile ids taken so far
        tile (str | Unset): the tile id concerned (an advanced tile to place)
        tiles (list[str] | Unset): the tile ids still to place
        value (int | Unset): the die value being used
    """

    action: str | Unset = UNSET
    at: list[int] | Unset = UNSET
    by: int | Unset = UNSET
    card: str | Unset = UNSET
    cells: list[list[int]] | Unset = UNSET
    colour: str | Unset = UNSET
    debris: str | Unset = UNSET
    die: str | Unset = UNSET
    effect: BlackAngelViewDecisionDataEffect | Unset = UNSET
    hex_: list[int] | Unset = UNSET
    launch: bool | Unset = UNSET
    points: int | Unset = UNSET
    slot: str | Unset = UNSET
    source: str | Unset = UNSET
    stay: bool | Unset = UNSET
    taken: list[str] | Unset = UNSET
    tile: str | Unset = UNSET
    tiles: list[str] | Unset = UNSET
    value: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        action = self.action

        at: list[int] | Unset = UNSET
        if not isinstance(self.at, Unset):
            at = self.at

        by = self.by

        card = self.card

        cells: list[list[int]] | Unset = UNSET
        if not isinstance(self.cells, Unset):
            cells = []
            for cells_item_data in self.cells:
                cells_item = cells_item_data

                cells.append(cells_item)

        colour = self.colour

        debris = self.debris

        die = self.die

        effect: dict[str, Any] | Unset = UNSET
        if not isinstance(self.effect, Unset):
            effect = self.effect.to_dict()

        hex_: list[int] | Unset = UNSET
        if not isinstance(self.hex_, Unset):
            hex_ = self.hex_

        launch = self.launch

        points = self.points

        slot = self.slot

        source = self.source

        stay = self.stay

        taken: list[str] | Unset = UNSET
        if not isinstance(self.taken, Unset):
            taken = self.taken

        tile = self.tile

        tiles: list[str] | Unset = UNSET
        if not isinstance(self.tiles, Unset):
            tiles = self.tiles

        value = self.value

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if action is not UNSET:
            field_dict["action"] = action
        if at is not UNSET:
            field_dict["at"] = at
        if by is not UNSET:
            field_dict["by"] = by
        if card is not UNSET:
            field_dict["card"] = card
        if cells is not UNSET:
            field_dict["cells"] = cells
        if colour is not UNSET:
            field_dict["colour"] = colour
        if debris is not UNSET:
            field_dict["debris"] = debris
        if die is not UNSET:
            field_dict["die"] = die
        if effect is not UNSET:
            field_dict["effect"] = effect
        if hex_ is not UNSET:
            field_dict["hex"] = hex_
        if launch is not UNSET:
            field_dict["launch"] = launch
        if points is not UNSET:
            field_dict["points"] = points
        if slot is not UNSET:
            field_dict["slot"] = slot
        if source is not UNSET:
            field_dict["source"] = source
        if stay is not UNSET:
            field_dict["stay"] = stay
        if taken is not UNSET:
            field_dict["taken"] = taken
        if tile is not UNSET:
            field_dict["tile"] = tile
        if tiles is not UNSET:
            field_dict["tiles"] = tiles
        if value is not UNSET:
            field_dict["value"] = value

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.black_angel_view_decision_data_effect import BlackAngelViewDecisionDataEffect  # noqa: PLC0415

        d = dict(src_dict)
        action = d.pop("action", UNSET)

        at = cast(list[int], d.pop("at", UNSET))

        by = d.pop("by", UNSET)

        card = d.pop("card", UNSET)

        _cells = d.pop("cells", UNSET)
        cells: list[list[int]] | Unset = UNSET
        if _cells is not UNSET:
            cells = []
            for cells_item_data in _cells:
                cells_item = cast(list[int], cells_item_data)

                cells.append(cells_item)

        colour = d.pop("colour", UNSET)

        debris = d.pop("debris", UNSET)

        die = d.pop("die", UNSET)

        _effect = d.pop("effect", UNSET)
        effect: BlackAngelViewDecisionDataEffect | Unset
        if isinstance(_effect, Unset):
            effect = UNSET
        else:
            effect = BlackAngelViewDecisionDataEffect.from_dict(_effect)

        hex_ = cast(list[int], d.pop("hex", UNSET))

        launch = d.pop("launch", UNSET)

        points = d.pop("points", UNSET)

        slot = d.pop("slot", UNSET)

        source = d.pop("source", UNSET)

        stay = d.pop("stay", UNSET)

        taken = cast(list[str], d.pop("taken", UNSET))

        tile = d.pop("tile", UNSET)

        tiles = cast(list[str], d.pop("tiles", UNSET))

        value = d.pop("value", UNSET)

        black_angel_view_decision_data = cls(
            action=action,
            at=at,
            by=by,
            card=card,
            cells=cells,
            colour=colour,
            debris=debris,
            die=die,
            effect=effect,
            hex_=hex_,
            launch=launch,
            points=points,
            slot=slot,
            source=source,
            stay=stay,
            taken=taken,
            tile=tile,
            tiles=tiles,
            value=value,
        )

        return black_angel_view_decision_data
