from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.params import Params


T = TypeVar("T", bound="FallenAngelShadowDiceDiscardedEvent")


@_attrs_define
class FallenAngelShadowDiceDiscardedEvent:
    """shadow_dice_discarded: co-op: Shadow Dice were discarded, as served

    Attributes:
        params (Params): the template's named params
        seat (int | None): the seat that acted (null: the game or automa)
        seq (int): the event's place in the game's log, from 1, without gaps (the SSE id)
        skulls (int): Skulls placed
        template (str): the id of the message's template in the game's catalog (GET /v1/rules/{game}, `templates`), or
            in the server's for the server's own events
        text (str): the message in English: the template filled in with the params
        type_ (Literal['shadow_dice_discarded']): the event's type
        values (list[int]): die values
        version (int): the game's version (moves applied) when the event was written
    """

    params: Params
    seat: int | None
    seq: int
    skulls: int
    template: str
    text: str
    type_: Literal["shadow_dice_discarded"]
    values: list[int]
    version: int

    def to_dict(self) -> dict[str, Any]:
        params = self.params.to_dict()

        seat: int | None
        seat = self.seat

        seq = self.seq

        skulls = self.skulls

        template = self.template

        text = self.text

        type_ = self.type_

        values = self.values

        version = self.version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "params": params,
                "seat": seat,
                "seq": seq,
                "skulls": skulls,
                "template": template,
                "text": text,
                "type": type_,
                "values": values,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.params import Params  # noqa: PLC0415

        d = dict(src_dict)
        params = Params.from_dict(d.pop("params"))

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        seq = d.pop("seq")

        skulls = d.pop("skulls")

        template = d.pop("template")

        text = d.pop("text")

        type_ = cast(Literal["shadow_dice_discarded"], d.pop("type"))
        if type_ != "shadow_dice_discarded":
            raise ValueError(f"type must match const 'shadow_dice_discarded', got '{type_}'")

        values = cast(list[int], d.pop("values"))

        version = d.pop("version")

        fallen_angel_shadow_dice_discarded_event = cls(
            params=params,
            seat=seat,
            seq=seq,
            skulls=skulls,
            template=template,
            text=text,
            type_=type_,
            values=values,
            version=version,
        )

        return fallen_angel_shadow_dice_discarded_event
