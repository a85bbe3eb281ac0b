from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.angel_fury_pick import AngelFuryPick
    from ..models.params import Params


T = TypeVar("T", bound="AngelFuryTeamActionChosenEvent")


@_attrs_define
class AngelFuryTeamActionChosenEvent:
    """a teammate picked an action (shown to its side) (as served)

    Attributes:
        params (Params): the template's named params
        seat (int | None): the seat that acted (null: the game or automa)
        seq (int): the event's place in the game's log, from 1, without gaps (the SSE id)
        template (str): the id of the message's template in the game's catalog (GET /v1/rules/{game}, `templates`), or
            in the server's for the server's own events
        text (str): the message in English: the template filled in with the params
        type_ (Literal['team_action_chosen']): the event's type
        version (int): the game's version (moves applied) when the event was written
        action (AngelFuryPick | Unset): a turn-menu action as a teammate picked it (without its label)
        redacted (bool | Unset): present when the event's private data was withheld from the viewer
    """

    params: Params
    seat: int | None
    seq: int
    template: str
    text: str
    type_: Literal["team_action_chosen"]
    version: int
    action: AngelFuryPick | Unset = UNSET
    redacted: bool | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        params = self.params.to_dict()

        seat: int | None
        seat = self.seat

        seq = self.seq

        template = self.template

        text = self.text

        type_ = self.type_

        version = self.version

        action: dict[str, Any] | Unset = UNSET
        if not isinstance(self.action, Unset):
            action = self.action.to_dict()

        redacted = self.redacted

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "params": params,
                "seat": seat,
                "seq": seq,
                "template": template,
                "text": text,
                "type": type_,
                "version": version,
            }
        )
        if action is not UNSET:
            field_dict["action"] = action
        if redacted is not UNSET:
            field_dict["redacted"] = redacted

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.angel_fury_pick import AngelFuryPick  # noqa: PLC0415
        from ..models.params import Params  # noqa: PLC0415

        d = dict(src_dict)
        params = Params.from_dict(d.pop("params"))

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        seq = d.pop("seq")

        template = d.pop("template")

        text = d.pop("text")

        type_ = cast(Literal["team_action_chosen"], d.pop("type"))
        if type_ != "team_action_chosen":
            raise ValueError(f"type must match const 'team_action_chosen', got '{type_}'")

        version = d.pop("version")

        _action = d.pop("action", UNSET)
        action: AngelFuryPick | Unset
        if isinstance(_action, Unset):
            action = UNSET
        else:
            action = AngelFuryPick.from_dict(_action)

        redacted = d.pop("redacted", UNSET)

        angel_fury_team_action_chosen_event = cls(
            params=params,
            seat=seat,
            seq=seq,
            template=template,
            text=text,
            type_=type_,
            version=version,
            action=action,
            redacted=redacted,
        )

        return angel_fury_team_action_chosen_event
