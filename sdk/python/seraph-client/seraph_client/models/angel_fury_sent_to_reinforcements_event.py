from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.angel_fury_colour import AngelFuryColour
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.params import Params


T = TypeVar("T", bound="AngelFurySentToReinforcementsEvent")


@_attrs_define
class AngelFurySentToReinforcementsEvent:
    """units went back to reinforcements (as served)

    Attributes:
        colour (AngelFuryColour): a colour: black and red play the evil side, white and yellow the good one
        minions (int): sent_to_reinforcements: minions
        params (Params): the template's named params
        seat (int | None): the seat that acted (null: the game or automa)
        seq (int): the event's place in the game's log, from 1, without gaps (the SSE id)
        template (str): the id of the message's template in the game's catalog (GET /v1/rules/{game}, `templates`), or
            in the server's for the server's own events
        text (str): the message in English: the template filled in with the params
        type_ (Literal['sent_to_reinforcements']): the event's type
        version (int): the game's version (moves applied) when the event was written
        area (str | Unset): sent_to_reinforcements: an area id
        leader (None | str | Unset): sent_to_reinforcements: a leader id
        leaders (list[str] | Unset): sent_to_reinforcements: leader ids
        reason (str | Unset): sent_to_reinforcements: why (a card family, an ability or a rule)
    """

    colour: AngelFuryColour
    minions: int
    params: Params
    seat: int | None
    seq: int
    template: str
    text: str
    type_: Literal["sent_to_reinforcements"]
    version: int
    area: str | Unset = UNSET
    leader: None | str | Unset = UNSET
    leaders: list[str] | Unset = UNSET
    reason: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        colour = self.colour.value

        minions = self.minions

        params = self.params.to_dict()

        seat: int | None
        seat = self.seat

        seq = self.seq

        template = self.template

        text = self.text

        type_ = self.type_

        version = self.version

        area = self.area

        leader: None | str | Unset
        if isinstance(self.leader, Unset):
            leader = UNSET
        else:
            leader = self.leader

        leaders: list[str] | Unset = UNSET
        if not isinstance(self.leaders, Unset):
            leaders = self.leaders

        reason = self.reason

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "colour": colour,
                "minions": minions,
                "params": params,
                "seat": seat,
                "seq": seq,
                "template": template,
                "text": text,
                "type": type_,
                "version": version,
            }
        )
        if area is not UNSET:
            field_dict["area"] = area
        if leader is not UNSET:
            field_dict["leader"] = leader
        if leaders is not UNSET:
            field_dict["leaders"] = leaders
        if reason is not UNSET:
            field_dict["reason"] = reason

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.params import Params  # noqa: PLC0415

        d = dict(src_dict)
        colour = AngelFuryColour(d.pop("colour"))

        minions = d.pop("minions")

        params = Params.from_dict(d.pop("params"))

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        seq = d.pop("seq")

        template = d.pop("template")

        text = d.pop("text")

        type_ = cast(Literal["sent_to_reinforcements"], d.pop("type"))
        if type_ != "sent_to_reinforcements":
            raise ValueError(f"type must match const 'sent_to_reinforcements', got '{type_}'")

        version = d.pop("version")

        area = d.pop("area", UNSET)

        def _parse_leader(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        leader = _parse_leader(d.pop("leader", UNSET))

        leaders = cast(list[str], d.pop("leaders", UNSET))

        reason = d.pop("reason", UNSET)

        angel_fury_sent_to_reinforcements_event = cls(
            colour=colour,
            minions=minions,
            params=params,
            seat=seat,
            seq=seq,
            template=template,
            text=text,
            type_=type_,
            version=version,
            area=area,
            leader=leader,
            leaders=leaders,
            reason=reason,
        )

        return angel_fury_sent_to_reinforcements_event
