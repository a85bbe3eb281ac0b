from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.fallen_angel_bidding_opened_event_honor import FallenAngelBiddingOpenedEventHonor
    from ..models.params import Params


T = TypeVar("T", bound="FallenAngelBiddingOpenedEvent")


@_attrs_define
class FallenAngelBiddingOpenedEvent:
    """bidding_opened: the objective bid opened, as served

    Attributes:
        honor (FallenAngelBiddingOpenedEventHonor): seat -> Honor
        objective (str): the objective
        params (Params): the template's named params
        seat (int | None): the seat that acted (null: the game or automa)
        seq (int): the event's place in the game's log, from 1, without gaps (the SSE id)
        template (str): the id of the message's template in the game's catalog (GET /v1/rules/{game}, `templates`), or
            in the server's for the server's own events
        text (str): the message in English: the template filled in with the params
        type_ (Literal['bidding_opened']): the event's type
        version (int): the game's version (moves applied) when the event was written
        open_ (bool | Unset): Objective Roulette: an open bid
    """

    honor: FallenAngelBiddingOpenedEventHonor
    objective: str
    params: Params
    seat: int | None
    seq: int
    template: str
    text: str
    type_: Literal["bidding_opened"]
    version: int
    open_: bool | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        honor = self.honor.to_dict()

        objective = self.objective

        params = self.params.to_dict()

        seat: int | None
        seat = self.seat

        seq = self.seq

        template = self.template

        text = self.text

        type_ = self.type_

        version = self.version

        open_ = self.open_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "honor": honor,
                "objective": objective,
                "params": params,
                "seat": seat,
                "seq": seq,
                "template": template,
                "text": text,
                "type": type_,
                "version": version,
            }
        )
        if open_ is not UNSET:
            field_dict["open"] = open_

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.fallen_angel_bidding_opened_event_honor import FallenAngelBiddingOpenedEventHonor  # noqa: PLC0415
        from ..models.params import Params  # noqa: PLC0415

        d = dict(src_dict)
        honor = FallenAngelBiddingOpenedEventHonor.from_dict(d.pop("honor"))

        objective = d.pop("objective")

        params = Params.from_dict(d.pop("params"))

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        seq = d.pop("seq")

        template = d.pop("template")

        text = d.pop("text")

        type_ = cast(Literal["bidding_opened"], d.pop("type"))
        if type_ != "bidding_opened":
            raise ValueError(f"type must match const 'bidding_opened', got '{type_}'")

        version = d.pop("version")

        open_ = d.pop("open", UNSET)

        fallen_angel_bidding_opened_event = cls(
            honor=honor,
            objective=objective,
            params=params,
            seat=seat,
            seq=seq,
            template=template,
            text=text,
            type_=type_,
            version=version,
            open_=open_,
        )

        return fallen_angel_bidding_opened_event
