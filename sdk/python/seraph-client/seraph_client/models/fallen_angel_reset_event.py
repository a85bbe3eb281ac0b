from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.fallen_angel_reset_event_city import FallenAngelResetEventCity
    from ..models.fallen_angel_reset_event_sections import FallenAngelResetEventSections
    from ..models.params import Params


T = TypeVar("T", bound="FallenAngelResetEvent")


@_attrs_define
class FallenAngelResetEvent:
    """reset: the board was reset for the next round, as served

    Attributes:
        city (FallenAngelResetEventCity): Angel City's gems per Region
        params (Params): the template's named params
        round_ (int): the round
        seat (int | None): the seat that acted (null: the game or automa)
        sections (FallenAngelResetEventSections): per Section: the new tile and Monster Dice
        seq (int): the event's place in the game's log, from 1, without gaps (the SSE id)
        template (str): the id of the message's template in the game's catalog (GET /v1/rules/{game}, `templates`), or
            in the server's for the server's own events
        text (str): the message in English: the template filled in with the params
        type_ (Literal['reset']): the event's type
        version (int): the game's version (moves applied) when the event was written
    """

    city: FallenAngelResetEventCity
    params: Params
    round_: int
    seat: int | None
    sections: FallenAngelResetEventSections
    seq: int
    template: str
    text: str
    type_: Literal["reset"]
    version: int

    def to_dict(self) -> dict[str, Any]:
        city = self.city.to_dict()

        params = self.params.to_dict()

        round_ = self.round_

        seat: int | None
        seat = self.seat

        sections = self.sections.to_dict()

        seq = self.seq

        template = self.template

        text = self.text

        type_ = self.type_

        version = self.version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "city": city,
                "params": params,
                "round": round_,
                "seat": seat,
                "sections": sections,
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
        from ..models.fallen_angel_reset_event_city import FallenAngelResetEventCity  # noqa: PLC0415
        from ..models.fallen_angel_reset_event_sections import FallenAngelResetEventSections  # noqa: PLC0415
        from ..models.params import Params  # noqa: PLC0415

        d = dict(src_dict)
        city = FallenAngelResetEventCity.from_dict(d.pop("city"))

        params = Params.from_dict(d.pop("params"))

        round_ = d.pop("round")

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        sections = FallenAngelResetEventSections.from_dict(d.pop("sections"))

        seq = d.pop("seq")

        template = d.pop("template")

        text = d.pop("text")

        type_ = cast(Literal["reset"], d.pop("type"))
        if type_ != "reset":
            raise ValueError(f"type must match const 'reset', got '{type_}'")

        version = d.pop("version")

        fallen_angel_reset_event = cls(
            city=city,
            params=params,
            round_=round_,
            seat=seat,
            sections=sections,
            seq=seq,
            template=template,
            text=text,
            type_=type_,
            version=version,
        )

        return fallen_angel_reset_event
