from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.fallen_angel_location import FallenAngelLocation
from ..types import UNSET, Unset

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
        seat (int | None): the seat that acted (null: the game or automa)
        seq (int): the event's place in the game's log, from 1, without gaps (the SSE id)
        spent (FallenAngelClashEndedEventSpent): Shields paid per seat
        type_ (Literal['clash_ended']): the event's type
        version (int): the game's version (moves applied) when the event was written
        winner (int): the seat that paid last
        params (Params | Unset): the template's named params
        template (str | Unset): the id of the message's template in the game's catalog (GET /v1/rules/{game},
            `templates`), or in the server's for the server's own events
        text (str | Unset): the message in English: the template filled in with the params
    """

    attacker: int
    defender: int
    location: FallenAngelLocation
    seat: int | None
    seq: int
    spent: FallenAngelClashEndedEventSpent
    type_: Literal["clash_ended"]
    version: int
    winner: int
    params: Params | Unset = UNSET
    template: str | Unset = UNSET
    text: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        attacker = self.attacker

        defender = self.defender

        location = self.location.value

        seat: int | None
        seat = self.seat

        seq = self.seq

        spent = self.spent.to_dict()

        type_ = self.type_

        version = self.version

        winner = self.winner

        params: dict[str, Any] | Unset = UNSET
        if not isinstance(self.params, Unset):
            params = self.params.to_dict()

        template = self.template

        text = self.text

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "attacker": attacker,
                "defender": defender,
                "location": location,
                "seat": seat,
                "seq": seq,
                "spent": spent,
                "type": type_,
                "version": version,
                "winner": winner,
            }
        )
        if params is not UNSET:
            field_dict["params"] = params
        if template is not UNSET:
            field_dict["template"] = template
        if text is not UNSET:
            field_dict["text"] = text

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.fallen_angel_clash_ended_event_spent import FallenAngelClashEndedEventSpent  # noqa: PLC0415
        from ..models.params import Params  # noqa: PLC0415

        d = dict(src_dict)
        attacker = d.pop("attacker")

        defender = d.pop("defender")

        location = FallenAngelLocation(d.pop("location"))

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        seq = d.pop("seq")

        spent = FallenAngelClashEndedEventSpent.from_dict(d.pop("spent"))

        type_ = cast(Literal["clash_ended"], d.pop("type"))
        if type_ != "clash_ended":
            raise ValueError(f"type must match const 'clash_ended', got '{type_}'")

        version = d.pop("version")

        winner = d.pop("winner")

        _params = d.pop("params", UNSET)
        params: Params | Unset
        if isinstance(_params, Unset):
            params = UNSET
        else:
            params = Params.from_dict(_params)

        template = d.pop("template", UNSET)

        text = d.pop("text", UNSET)

        fallen_angel_clash_ended_event = cls(
            attacker=attacker,
            defender=defender,
            location=location,
            seat=seat,
            seq=seq,
            spent=spent,
            type_=type_,
            version=version,
            winner=winner,
            params=params,
            template=template,
            text=text,
        )

        return fallen_angel_clash_ended_event
