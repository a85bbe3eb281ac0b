from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.black_angel_mission_placed_event_reward import BlackAngelMissionPlacedEventReward
    from ..models.params import Params


T = TypeVar("T", bound="BlackAngelMissionPlacedEvent")


@_attrs_define
class BlackAngelMissionPlacedEvent:
    """a Mission was placed in space

    Attributes:
        card (str): the Mission card id
        hex_ (list[int]): the hex [p, k]: strip position p (1 = nearest the BA board), k = -2..2 along the strip (0 =
            the middle)
        params (Params): the template's named params
        reward (BlackAngelMissionPlacedEventReward): its reward, per good (resource, ship, robot, debris, vp): how many
        seat (int | None): the seat that acted (null: the game or automa)
        seq (int): the event's place in the game's log, from 1, without gaps (the SSE id)
        template (str): the id of the message's template in the game's catalog (GET /v1/rules/{game}, `templates`), or
            in the server's for the server's own events
        text (str): the message in English: the template filled in with the params
        type_ (Literal['mission_placed']): the event's type
        version (int): the game's version (moves applied) when the event was written
        redacted (bool | Unset): present when the event's private data was withheld from the viewer
    """

    card: str
    hex_: list[int]
    params: Params
    reward: BlackAngelMissionPlacedEventReward
    seat: int | None
    seq: int
    template: str
    text: str
    type_: Literal["mission_placed"]
    version: int
    redacted: bool | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        card = self.card

        hex_ = self.hex_

        params = self.params.to_dict()

        reward = self.reward.to_dict()

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
                "hex": hex_,
                "params": params,
                "reward": reward,
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
        from ..models.black_angel_mission_placed_event_reward import BlackAngelMissionPlacedEventReward  # noqa: PLC0415
        from ..models.params import Params  # noqa: PLC0415

        d = dict(src_dict)
        card = d.pop("card")

        hex_ = cast(list[int], d.pop("hex"))

        params = Params.from_dict(d.pop("params"))

        reward = BlackAngelMissionPlacedEventReward.from_dict(d.pop("reward"))

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        seq = d.pop("seq")

        template = d.pop("template")

        text = d.pop("text")

        type_ = cast(Literal["mission_placed"], d.pop("type"))
        if type_ != "mission_placed":
            raise ValueError(f"type must match const 'mission_placed', got '{type_}'")

        version = d.pop("version")

        redacted = d.pop("redacted", UNSET)

        black_angel_mission_placed_event = cls(
            card=card,
            hex_=hex_,
            params=params,
            reward=reward,
            seat=seat,
            seq=seq,
            template=template,
            text=text,
            type_=type_,
            version=version,
            redacted=redacted,
        )

        return black_angel_mission_placed_event
