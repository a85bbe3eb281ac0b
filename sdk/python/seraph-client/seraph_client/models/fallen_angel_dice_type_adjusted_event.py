from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.fallen_angel_dice_type_adjusted_event_dice_item import FallenAngelDiceTypeAdjustedEventDiceItem
    from ..models.params import Params


T = TypeVar("T", bound="FallenAngelDiceTypeAdjustedEvent")


@_attrs_define
class FallenAngelDiceTypeAdjustedEvent:
    """dice_type_adjusted: Imperial Formation: dice turned by the Type Adjustment, as served

    Attributes:
        dice (list[FallenAngelDiceTypeAdjustedEventDiceItem]): the dice
        params (Params): the template's named params
        seat (int | None): the seat that acted (null: the game or automa)
        seq (int): the event's place in the game's log, from 1, without gaps (the SSE id)
        template (str): the id of the message's template in the game's catalog (GET /v1/rules/{game}, `templates`), or
            in the server's for the server's own events
        text (str): the message in English: the template filled in with the params
        type_ (Literal['dice_type_adjusted']): the event's type
        version (int): the game's version (moves applied) when the event was written
    """

    dice: list[FallenAngelDiceTypeAdjustedEventDiceItem]
    params: Params
    seat: int | None
    seq: int
    template: str
    text: str
    type_: Literal["dice_type_adjusted"]
    version: int

    def to_dict(self) -> dict[str, Any]:
        dice = []
        for dice_item_data in self.dice:
            dice_item = dice_item_data.to_dict()
            dice.append(dice_item)

        params = self.params.to_dict()

        seat: int | None
        seat = self.seat

        seq = self.seq

        template = self.template

        text = self.text

        type_ = self.type_

        version = self.version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "dice": dice,
                "params": params,
                "seat": seat,
                "seq": seq,
                "template": template,
                "text": text,
                "type": type_,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.fallen_angel_dice_type_adjusted_event_dice_item import FallenAngelDiceTypeAdjustedEventDiceItem  # noqa: PLC0415
        from ..models.params import Params  # noqa: PLC0415

        d = dict(src_dict)
        dice = []
        _dice = d.pop("dice")
        for dice_item_data in _dice:
            dice_item = FallenAngelDiceTypeAdjustedEventDiceItem.from_dict(dice_item_data)

            dice.append(dice_item)

        params = Params.from_dict(d.pop("params"))

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        seq = d.pop("seq")

        template = d.pop("template")

        text = d.pop("text")

        type_ = cast(Literal["dice_type_adjusted"], d.pop("type"))
        if type_ != "dice_type_adjusted":
            raise ValueError(f"type must match const 'dice_type_adjusted', got '{type_}'")

        version = d.pop("version")

        fallen_angel_dice_type_adjusted_event = cls(
            dice=dice,
            params=params,
            seat=seat,
            seq=seq,
            template=template,
            text=text,
            type_=type_,
            version=version,
        )

        return fallen_angel_dice_type_adjusted_event
