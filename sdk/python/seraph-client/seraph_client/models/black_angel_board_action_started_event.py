from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.params import Params


T = TypeVar("T", bound="BlackAngelBoardActionStartedEvent")


@_attrs_define
class BlackAngelBoardActionStartedEvent:
    """the seat began an action on the Black Angel board with a die

    Attributes:
        action (str): the action id (discover, fix, annihilate, ships_orange, ships_gray, ships_green)
        activations (int): the activations it gives (the value, 1 less if the action is damaged)
        die (str): the die id (a key of the view's dice)
        params (Params): the template's named params
        seat (int | None): the seat that acted (null: the game or automa)
        seq (int): the event's place in the game's log, from 1, without gaps (the SSE id)
        template (str): the id of the message's template in the game's catalog (GET /v1/rules/{game}, `templates`), or
            in the server's for the server's own events
        text (str): the message in English: the template filled in with the params
        type_ (Literal['board_action_started']): the event's type
        value (int): the die's value
        version (int): the game's version (moves applied) when the event was written
        redacted (bool | Unset): present when the event's private data was withheld from the viewer
    """

    action: str
    activations: int
    die: str
    params: Params
    seat: int | None
    seq: int
    template: str
    text: str
    type_: Literal["board_action_started"]
    value: int
    version: int
    redacted: bool | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        action = self.action

        activations = self.activations

        die = self.die

        params = self.params.to_dict()

        seat: int | None
        seat = self.seat

        seq = self.seq

        template = self.template

        text = self.text

        type_ = self.type_

        value = self.value

        version = self.version

        redacted = self.redacted

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "action": action,
                "activations": activations,
                "die": die,
                "params": params,
                "seat": seat,
                "seq": seq,
                "template": template,
                "text": text,
                "type": type_,
                "value": value,
                "version": version,
            }
        )
        if redacted is not UNSET:
            field_dict["redacted"] = redacted

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.params import Params  # noqa: PLC0415

        d = dict(src_dict)
        action = d.pop("action")

        activations = d.pop("activations")

        die = d.pop("die")

        params = Params.from_dict(d.pop("params"))

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        seq = d.pop("seq")

        template = d.pop("template")

        text = d.pop("text")

        type_ = cast(Literal["board_action_started"], d.pop("type"))
        if type_ != "board_action_started":
            raise ValueError(f"type must match const 'board_action_started', got '{type_}'")

        value = d.pop("value")

        version = d.pop("version")

        redacted = d.pop("redacted", UNSET)

        black_angel_board_action_started_event = cls(
            action=action,
            activations=activations,
            die=die,
            params=params,
            seat=seat,
            seq=seq,
            template=template,
            text=text,
            type_=type_,
            value=value,
            version=version,
            redacted=redacted,
        )

        return black_angel_board_action_started_event
