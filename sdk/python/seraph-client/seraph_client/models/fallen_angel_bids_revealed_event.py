from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.fallen_angel_bids_revealed_event_bids import FallenAngelBidsRevealedEventBids
    from ..models.params import Params


T = TypeVar("T", bound="FallenAngelBidsRevealedEvent")


@_attrs_define
class FallenAngelBidsRevealedEvent:
    """bids_revealed: the secret bids were revealed, as served

    Attributes:
        bids (FallenAngelBidsRevealedEventBids): seat -> Honor
        params (Params): the template's named params
        seat (int | None): the seat that acted (null: the game or automa)
        seq (int): the event's place in the game's log, from 1, without gaps (the SSE id)
        template (str): the id of the message's template in the game's catalog (GET /v1/rules/{game}, `templates`), or
            in the server's for the server's own events
        text (str): the message in English: the template filled in with the params
        type_ (Literal['bids_revealed']): the event's type
        version (int): the game's version (moves applied) when the event was written
        winners (list[int]): seats
    """

    bids: FallenAngelBidsRevealedEventBids
    params: Params
    seat: int | None
    seq: int
    template: str
    text: str
    type_: Literal["bids_revealed"]
    version: int
    winners: list[int]

    def to_dict(self) -> dict[str, Any]:
        bids = self.bids.to_dict()

        params = self.params.to_dict()

        seat: int | None
        seat = self.seat

        seq = self.seq

        template = self.template

        text = self.text

        type_ = self.type_

        version = self.version

        winners = self.winners

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "bids": bids,
                "params": params,
                "seat": seat,
                "seq": seq,
                "template": template,
                "text": text,
                "type": type_,
                "version": version,
                "winners": winners,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.fallen_angel_bids_revealed_event_bids import FallenAngelBidsRevealedEventBids  # noqa: PLC0415
        from ..models.params import Params  # noqa: PLC0415

        d = dict(src_dict)
        bids = FallenAngelBidsRevealedEventBids.from_dict(d.pop("bids"))

        params = Params.from_dict(d.pop("params"))

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        seq = d.pop("seq")

        template = d.pop("template")

        text = d.pop("text")

        type_ = cast(Literal["bids_revealed"], d.pop("type"))
        if type_ != "bids_revealed":
            raise ValueError(f"type must match const 'bids_revealed', got '{type_}'")

        version = d.pop("version")

        winners = cast(list[int], d.pop("winners"))

        fallen_angel_bids_revealed_event = cls(
            bids=bids,
            params=params,
            seat=seat,
            seq=seq,
            template=template,
            text=text,
            type_=type_,
            version=version,
            winners=winners,
        )

        return fallen_angel_bids_revealed_event
