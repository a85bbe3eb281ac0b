from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.angel_fury_colour import AngelFuryColour
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.params import Params


T = TypeVar("T", bound="AngelFuryRetreatedEvent")


@_attrs_define
class AngelFuryRetreatedEvent:
    """units retreated (as served)

    Attributes:
        colour (AngelFuryColour): a colour: black and red play the evil side, white and yellow the good one
        leaders (list[str]): retreated: leader ids
        minions (int): retreated: minions
        params (Params): the template's named params
        reason (str): retreated: why (a card family, an ability or a rule)
        seat (int | None): the seat that acted (null: the game or automa)
        seq (int): the event's place in the game's log, from 1, without gaps (the SSE id)
        template (str): the id of the message's template in the game's catalog (GET /v1/rules/{game}, `templates`), or
            in the server's for the server's own events
        text (str): the message in English: the template filled in with the params
        to (None | str): retreated: where it went
        type_ (Literal['retreated']): the event's type
        version (int): the game's version (moves applied) when the event was written
        area (str | Unset): retreated: an area id
    """

    colour: AngelFuryColour
    leaders: list[str]
    minions: int
    params: Params
    reason: str
    seat: int | None
    seq: int
    template: str
    text: str
    to: None | str
    type_: Literal["retreated"]
    version: int
    area: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        colour = self.colour.value

        leaders = self.leaders

        minions = self.minions

        params = self.params.to_dict()

        reason = self.reason

        seat: int | None
        seat = self.seat

        seq = self.seq

        template = self.template

        text = self.text

        to: None | str
        to = self.to

        type_ = self.type_

        version = self.version

        area = self.area

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "colour": colour,
                "leaders": leaders,
                "minions": minions,
                "params": params,
                "reason": reason,
                "seat": seat,
                "seq": seq,
                "template": template,
                "text": text,
                "to": to,
                "type": type_,
                "version": version,
            }
        )
        if area is not UNSET:
            field_dict["area"] = area

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.params import Params  # noqa: PLC0415

        d = dict(src_dict)
        colour = AngelFuryColour(d.pop("colour"))

        leaders = cast(list[str], d.pop("leaders"))

        minions = d.pop("minions")

        params = Params.from_dict(d.pop("params"))

        reason = d.pop("reason")

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        seq = d.pop("seq")

        template = d.pop("template")

        text = d.pop("text")

        def _parse_to(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        to = _parse_to(d.pop("to"))

        type_ = cast(Literal["retreated"], d.pop("type"))
        if type_ != "retreated":
            raise ValueError(f"type must match const 'retreated', got '{type_}'")

        version = d.pop("version")

        area = d.pop("area", UNSET)

        angel_fury_retreated_event = cls(
            colour=colour,
            leaders=leaders,
            minions=minions,
            params=params,
            reason=reason,
            seat=seat,
            seq=seq,
            template=template,
            text=text,
            to=to,
            type_=type_,
            version=version,
            area=area,
        )

        return angel_fury_retreated_event
