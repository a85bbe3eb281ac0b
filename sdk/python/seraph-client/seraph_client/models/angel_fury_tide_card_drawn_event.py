from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.params import Params


T = TypeVar("T", bound="AngelFuryTideCardDrawnEvent")


@_attrs_define
class AngelFuryTideCardDrawnEvent:
    """the evil tide drew a reinforcement card (as served)

    Attributes:
        area (str): tide_card_drawn: an area id
        card (str): tide_card_drawn: a card id
        demons (int): tide_card_drawn: demons
        params (Params): the template's named params
        seat (int | None): the seat that acted (null: the game or automa)
        seq (int): the event's place in the game's log, from 1, without gaps (the SSE id)
        template (str): the id of the message's template in the game's catalog (GET /v1/rules/{game}, `templates`), or
            in the server's for the server's own events
        text (str): the message in English: the template filled in with the params
        type_ (Literal['tide_card_drawn']): the event's type
        version (int): the game's version (moves applied) when the event was written
    """

    area: str
    card: str
    demons: int
    params: Params
    seat: int | None
    seq: int
    template: str
    text: str
    type_: Literal["tide_card_drawn"]
    version: int

    def to_dict(self) -> dict[str, Any]:
        area = self.area

        card = self.card

        demons = self.demons

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
                "area": area,
                "card": card,
                "demons": demons,
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
        from ..models.params import Params  # noqa: PLC0415

        d = dict(src_dict)
        area = d.pop("area")

        card = d.pop("card")

        demons = d.pop("demons")

        params = Params.from_dict(d.pop("params"))

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        seq = d.pop("seq")

        template = d.pop("template")

        text = d.pop("text")

        type_ = cast(Literal["tide_card_drawn"], d.pop("type"))
        if type_ != "tide_card_drawn":
            raise ValueError(f"type must match const 'tide_card_drawn', got '{type_}'")

        version = d.pop("version")

        angel_fury_tide_card_drawn_event = cls(
            area=area,
            card=card,
            demons=demons,
            params=params,
            seat=seat,
            seq=seq,
            template=template,
            text=text,
            type_=type_,
            version=version,
        )

        return angel_fury_tide_card_drawn_event
