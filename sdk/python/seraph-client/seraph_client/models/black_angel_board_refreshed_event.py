from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.black_angel_board_refreshed_event_tucked_item import BlackAngelBoardRefreshedEventTuckedItem
    from ..models.params import Params


T = TypeVar("T", bound="BlackAngelBoardRefreshedEvent")


@_attrs_define
class BlackAngelBoardRefreshedEvent:
    """Sequence B: the seat cleared its board: slot cards tucked, debris off the tiles into storage

    Attributes:
        debris (int): the debris moved from tiles to storage
        params (Params): the template's named params
        seat (int | None): the seat that acted (null: the game or automa)
        seq (int): the event's place in the game's log, from 1, without gaps (the SSE id)
        template (str): the id of the message's template in the game's catalog (GET /v1/rules/{game}, `templates`), or
            in the server's for the server's own events
        text (str): the message in English: the template filled in with the params
        tucked (list[BlackAngelBoardRefreshedEventTuckedItem]): the cards tucked, each {type, colour} (their ids stay
            hidden)
        type_ (Literal['board_refreshed']): the event's type
        version (int): the game's version (moves applied) when the event was written
        redacted (bool | Unset): present when the event's private data was withheld from the viewer
    """

    debris: int
    params: Params
    seat: int | None
    seq: int
    template: str
    text: str
    tucked: list[BlackAngelBoardRefreshedEventTuckedItem]
    type_: Literal["board_refreshed"]
    version: int
    redacted: bool | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        debris = self.debris

        params = self.params.to_dict()

        seat: int | None
        seat = self.seat

        seq = self.seq

        template = self.template

        text = self.text

        tucked = []
        for tucked_item_data in self.tucked:
            tucked_item = tucked_item_data.to_dict()
            tucked.append(tucked_item)

        type_ = self.type_

        version = self.version

        redacted = self.redacted

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "debris": debris,
                "params": params,
                "seat": seat,
                "seq": seq,
                "template": template,
                "text": text,
                "tucked": tucked,
                "type": type_,
                "version": version,
            }
        )
        if redacted is not UNSET:
            field_dict["redacted"] = redacted

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.black_angel_board_refreshed_event_tucked_item import BlackAngelBoardRefreshedEventTuckedItem  # noqa: PLC0415
        from ..models.params import Params  # noqa: PLC0415

        d = dict(src_dict)
        debris = d.pop("debris")

        params = Params.from_dict(d.pop("params"))

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        seq = d.pop("seq")

        template = d.pop("template")

        text = d.pop("text")

        tucked = []
        _tucked = d.pop("tucked")
        for tucked_item_data in _tucked:
            tucked_item = BlackAngelBoardRefreshedEventTuckedItem.from_dict(tucked_item_data)

            tucked.append(tucked_item)

        type_ = cast(Literal["board_refreshed"], d.pop("type"))
        if type_ != "board_refreshed":
            raise ValueError(f"type must match const 'board_refreshed', got '{type_}'")

        version = d.pop("version")

        redacted = d.pop("redacted", UNSET)

        black_angel_board_refreshed_event = cls(
            debris=debris,
            params=params,
            seat=seat,
            seq=seq,
            template=template,
            text=text,
            tucked=tucked,
            type_=type_,
            version=version,
            redacted=redacted,
        )

        return black_angel_board_refreshed_event
