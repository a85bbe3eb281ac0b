from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.fallen_angel_location import FallenAngelLocation

if TYPE_CHECKING:
    from ..models.fallen_angel_clash_ended_event_spent import FallenAngelClashEndedEventSpent
    from ..models.params import Params


T = TypeVar("T", bound="FallenAngelClashEndedEvent")


@_attrs_define
class FallenAngelClashEndedEvent:
    """clash_ended: Clash of Dominance: the last payer won, as served

    Attributes:
        attacker (int): the seat attempting the clash
        defender (int): the seat holding the House token
        location (FallenAngelLocation): a Land Map Location id
        params (Params): the template's named params
        seat (int | None): the seat that acted (null: the game or automa)
        seq (int): the event's place in the game's log, from 1, without gaps (the SSE id)
        spent (FallenAngelClashEndedEventSpent): Shields paid per seat
        template (str): the id of the message's template in the game's catalog (GET /v1/rules/{game}, `templates`), or
            in the server's for the server's own events
        text (str): the message in English: the template filled in with the params
        type_ (Literal['clash_ended']): the event's type
        version (int): the game's version (moves applied) when the event was written
        winner (int): the seat that paid last
    """

    attacker: int
    defender: int
    location: FallenAngelLocation
    params: Params
    seat: int | None
    seq: int
    spent: FallenAngelClashEndedEventSpent
    template: str
    text: str
    type_: Literal["clash_ended"]
    version: int
    winner: int

    def to_dict(self) -> dict[str, Any]:
        attacker = self.attacker

        defender = self.defender

        location = self.location.value

        params = self.params.to_dict()

        seat: int | None
        seat = self.seat

        seq = self.seq

        spent = self.spent.to_dict()

        template = self.template

        text = self.text

        type_ = self.type_

        version = self.version

        winner = self.winner

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "attacker": attacker,
                "defender": defender,
                "location": location,
                "params": params,
                "seat": seat,
                "seq": seq,
                "spent": spent,
                "template": template,
                "text": text,
                "type": type_,
                "version": version,
                "winner": winner,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.fallen_angel_clash_ended_event_spent import FallenAngelClashEndedEventSpent  # noqa: PLC0415
        from ..models.params import Params  # noqa: PLC0415

        d = dict(src_dict)
        attacker = d.pop("attacker")

        defender = d.pop("defender")

        location = FallenAngelLocation(d.pop("location"))

        params = Params.from_dict(d.pop("params"))

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        seq = d.pop("seq")

        spent = FallenAngelClashEndedEventSpent.from_dict(d.pop("spent"))

        template = d.pop("template")

        text = d.pop("text")

        type_ = cast(Literal["clash_ended"], d.pop("type"))
        if type_ != "clash_ended":
            raise ValueError(f"type must match const 'clash_ended', got '{type_}'")

        version = d.pop("version")

        winner = d.pop("winner")

        fallen_angel_clash_ended_event = cls(
            attacker=attacker,
            defender=defender,
            location=location,
            params=params,
            seat=seat,
            seq=seq,
            spent=spent,
            template=template,
            text=text,
            type_=type_,
            version=version,
            winner=winner,
        )

        return fallen_angel_clash_ended_event
