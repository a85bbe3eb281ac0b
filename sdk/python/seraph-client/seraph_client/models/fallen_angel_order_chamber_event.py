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
        seat (int | None): the seat that acted (null: the game or automa)
        seq (int): the event's place in the game's log, from 1, without gaps (the SSE id)
        special_ties (list[list[int]]): groups of seats in a Special Tie
        type_ (Literal['order_chamber']): the event's type
        version (int): the game's version (moves applied) when the event was written
        dice (FallenAngelOrderChamberEventDice | Unset): Imperial Formation: each seat's values
        params (Params | Unset): the template's named params
        template (str | Unset): the id of the message's template in the game's catalog (GET /v1/rules/{game},
            `templates`), or in the server's for the server's own events
        text (str | Unset): the message in English: the template filled in with the params
        totals (list[int] | Unset): the dice sums, in seat order
    """

    order: list[int]
    seat: int | None
    seq: int
    special_ties: list[list[int]]
    type_: Literal["order_chamber"]
    version: int
    dice: FallenAngelOrderChamberEventDice | Unset = UNSET
    params: Params | Unset = UNSET
    template: str | Unset = UNSET
    text: str | Unset = UNSET
    totals: list[int] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        order = self.order

        seat: int | None
        seat = self.seat

        seq = self.seq

        special_ties = []
        for special_ties_item_data in self.special_ties:
            special_ties_item = special_ties_item_data

            special_ties.append(special_ties_item)

        type_ = self.type_

        version = self.version

        dice: dict[str, Any] | Unset = UNSET
        if not isinstance(self.dice, Unset):
            dice = self.dice.to_dict()

        params: dict[str, Any] | Unset = UNSET
        if not isinstance(self.params, Unset):
            params = self.params.to_dict()

        template = self.template

        text = self.text

        totals: list[int] | Unset = UNSET
        if not isinstance(self.totals, Unset):
            totals = self.totals

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "order": order,
                "seat": seat,
                "seq": seq,
                "special_ties": special_ties,
                "type": type_,
                "version": version,
            }
        )
        if dice is not UNSET:
            field_dict["dice"] = dice
        if params is not UNSET:
            field_dict["params"] = params
        if template is not UNSET:
            field_dict["template"] = template
        if text is not UNSET:
            field_dict["text"] = text
        if totals is not UNSET:
            field_dict["totals"] = totals

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.fallen_angel_order_chamber_event_dice import FallenAngelOrderChamberEventDice  # noqa: PLC0415
        from ..models.params import Params  # noqa: PLC0415

        d = dict(src_dict)
        order = cast(list[int], d.pop("order"))

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

        _params = d.pop("params", UNSET)
        params: Params | Unset
        if isinstance(_params, Unset):
            params = UNSET
        else:
            params = Params.from_dict(_params)

        template = d.pop("template", UNSET)

        text = d.pop("text", UNSET)

        totals = cast(list[int], d.pop("totals", UNSET))

        fallen_angel_order_chamber_event = cls(
            order=order,
            seat=seat,
            seq=seq,
            special_ties=special_ties,
            type_=type_,
            version=version,
            dice=dice,
            params=params,
            template=template,
            text=text,
            totals=totals,
        )

        return fallen_angel_order_chamber_event
