from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.black_angel_hal_card_revealed_event_modes import BlackAngelHalCardRevealedEventModes
    from ..models.params import Params


T = TypeVar("T", bound="BlackAngelHalCardRevealedEvent")


@_attrs_define
class BlackAngelHalCardRevealedEvent:
    """solitaire: Hal revealed his card for the turn

    Attributes:
        card (str): the Hal card id
        die (str): which die he takes: highest or lowest
        modes (BlackAngelHalCardRevealedEventModes): per colour: board (an action on the BA board) or space (Command
            Your Ships)
        params (Params): the template's named params
        priority (list[str]): the colours in Hal's order of preference
        scan (str): left or right: the end he scans from
        seat (int | None): the seat that acted (null: the game or automa)
        seq (int): the event's place in the game's log, from 1, without gaps (the SSE id)
        template (str): the id of the message's template in the game's catalog (GET /v1/rules/{game}, `templates`), or
            in the server's for the server's own events
        text (str): the message in English: the template filled in with the params
        type_ (Literal['hal_card_revealed']): the event's type
        version (int): the game's version (moves applied) when the event was written
        redacted (bool | Unset): present when the event's private data was withheld from the viewer
    """

    card: str
    die: str
    modes: BlackAngelHalCardRevealedEventModes
    params: Params
    priority: list[str]
    scan: str
    seat: int | None
    seq: int
    template: str
    text: str
    type_: Literal["hal_card_revealed"]
    version: int
    redacted: bool | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        card = self.card

        die = self.die

        modes = self.modes.to_dict()

        params = self.params.to_dict()

        priority = self.priority

        scan = self.scan

        seat: int | None
        seat = self.seat

        seq = self.seq

        template = self.template

        text = self.text

        type_ = self.type_

        version = self.version

        redacted = self.redacted

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "card": card,
                "die": die,
                "modes": modes,
                "params": params,
                "priority": priority,
                "scan": scan,
                "seat": seat,
                "seq": seq,
                "template": template,
                "text": text,
                "type": type_,
                "version": version,
            }
        )
        if redacted is not UNSET:
            field_dict["redacted"] = redacted

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.black_angel_hal_card_revealed_event_modes import BlackAngelHalCardRevealedEventModes  # noqa: PLC0415
        from ..models.params import Params  # noqa: PLC0415

        d = dict(src_dict)
        card = d.pop("card")

        die = d.pop("die")

        modes = BlackAngelHalCardRevealedEventModes.from_dict(d.pop("modes"))

        params = Params.from_dict(d.pop("params"))

        priority = cast(list[str], d.pop("priority"))

        scan = d.pop("scan")

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        seq = d.pop("seq")

        template = d.pop("template")

        text = d.pop("text")

        type_ = cast(Literal["hal_card_revealed"], d.pop("type"))
        if type_ != "hal_card_revealed":
            raise ValueError(f"type must match const 'hal_card_revealed', got '{type_}'")

        version = d.pop("version")

        redacted = d.pop("redacted", UNSET)

        black_angel_hal_card_revealed_event = cls(
            card=card,
            die=die,
            modes=modes,
            params=params,
            priority=priority,
            scan=scan,
            seat=seat,
            seq=seq,
            template=template,
            text=text,
            type_=type_,
            version=version,
            redacted=redacted,
        )

        return black_angel_hal_card_revealed_event
