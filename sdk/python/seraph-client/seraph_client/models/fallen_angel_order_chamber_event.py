from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.fallen_angel_order_chamber_event_dice import FallenAngelOrderChamberEventDice
    from ..models.params import Params


T = TypeVar("T", bound="FallenAngelOrderChamberEvent")


@_attrs_define
class FallenAngelOrderChamberEvent:
    """order_chamber: the Order Chamber was set, as served

    Attributes:
        order (list[int]): seats
        params (Params): the template's named params
        seat (int | None): the seat that acted (null: the game or automa)
        seq (int): the event's place in the game's log, from 1, without gaps (the SSE id)
        special_ties (list[list[int]]): groups of seats in a Special Tie
        template (str): the id of the message's template in the game's catalog (GET /v1/rules/{game}, `templates`), or
            in the server's for the server's own events
        text (str): the message in English: the template filled in with the params
        type_ (Literal['order_chamber']): the event's type
        version (int): the game's version (moves applied) when the event was written
        dice (FallenAngelOrderChamberEventDice | Unset): Imperial Formation: each seat's values
        totals (list[int] | Unset): the dice sums, in seat order
    """

    order: list[int]
    params: Params
    seat: int | None
    seq: int
    special_ties: list[list[int]]
    template: str
    text: str
    type_: Literal["order_chamber"]
    version: int
    dice: FallenAngelOrderChamberEventDice | Unset = UNSET
    totals: list[int] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        order = self.order

        params = self.params.to_dict()

        seat: int | None
        seat = self.seat

        seq = self.seq

        special_ties = []
        for special_ties_item_data in self.special_ties:
            special_ties_item = special_ties_item_data

            special_ties.append(special_ties_item)

        template = self.template

        text = self.text

        type_ = self.type_

        version = self.version

        dice: dict[str, Any] | Unset = UNSET
        if not isinstance(self.dice, Unset):
            dice = self.dice.to_dict()

        totals: list[int] | Unset = UNSET
        if not isinstance(self.totals, Unset):
            totals = self.totals

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "order": order,
                "params": params,
                "seat": seat,
                "seq": seq,
                "special_ties": special_ties,
                "template": template,
                "text": text,
                "type": type_,
                "version": version,
            }
        )
        if dice is not UNSET:
            field_dict["dice"] = dice
        if totals is not UNSET:
            field_dict["totals"] = totals

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.fallen_angel_order_chamber_event_dice import FallenAngelOrderChamberEventDice  # noqa: PLC0415
        from ..models.params import Params  # noqa: PLC0415

        d = dict(src_dict)
        order = cast(list[int], d.pop("order"))

        params = Params.from_dict(d.pop("params"))

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        seq = d.pop("seq")

        special_ties = []
        _special_ties = d.pop("special_ties")
        for special_ties_item_data in _special_ties:
            special_ties_item = cast(list[int], special_ties_item_data)

            special_ties.append(special_ties_item)

        template = d.pop("template")

        text = d.pop("text")

        type_ = cast(Literal["order_chamber"], d.pop("type"))
        if type_ != "order_chamber":
            raise ValueError(f"type must match const 'order_chamber', got '{type_}'")

        version = d.pop("version")

        _dice = d.pop("dice", UNSET)
        dice: FallenAngelOrderChamberEventDice | Unset
        if isinstance(_dice, Unset):
            dice = UNSET
        else:
            dice = FallenAngelOrderChamberEventDice.from_dict(_dice)

        totals = cast(list[int], d.pop("totals", UNSET))

        fallen_angel_order_chamber_event = cls(
            order=order,
            params=params,
            seat=seat,
            seq=seq,
            special_ties=special_ties,
            template=template,
            text=text,
            type_=type_,
            version=version,
            dice=dice,
            totals=totals,
        )

        return fallen_angel_order_chamber_event
