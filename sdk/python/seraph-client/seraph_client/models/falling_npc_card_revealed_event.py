from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.falling_npc_card_revealed_event_actions_item import FallingNpcCardRevealedEventActionsItem
    from ..models.params import Params


T = TypeVar("T", bound="FallingNpcCardRevealedEvent")


@_attrs_define
class FallingNpcCardRevealedEvent:
    """solo: Danda revealed an NPC Action card

    Attributes:
        actions (list[FallingNpcCardRevealedEventActionsItem]): the actions Danda will perform, in order
        card (str): the NPC Action card id
        danda_floor (int): Danda's floor, 1-5
        half (int | None): the half whose condition held: 0 (upper) or 1 (lower), null for a plain card
        limit (int): NPC cards Danda resolves this round
        number (int): its number this round, from 1
        params (Params): the template's named params
        player_floor (int): the player's floor, 1-5
        seat (int | None): the seat that acted (null: the game or automa)
        seq (int): the event's place in the game's log, from 1, without gaps (the SSE id)
        template (str): the id of the message's template in the game's catalog (GET /v1/rules/{game}, `templates`), or
            in the server's for the server's own events
        text (str): the message in English: the template filled in with the params
        type_ (Literal['npc_card_revealed']): the event's type
        version (int): the game's version (moves applied) when the event was written
        condition (str | Unset): the condition that held, in words
        redacted (bool | Unset): present when the event's private data was withheld from the viewer
    """

    actions: list[FallingNpcCardRevealedEventActionsItem]
    card: str
    danda_floor: int
    half: int | None
    limit: int
    number: int
    params: Params
    player_floor: int
    seat: int | None
    seq: int
    template: str
    text: str
    type_: Literal["npc_card_revealed"]
    version: int
    condition: str | Unset = UNSET
    redacted: bool | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        actions = []
        for actions_item_data in self.actions:
            actions_item = actions_item_data.to_dict()
            actions.append(actions_item)

        card = self.card

        danda_floor = self.danda_floor

        half: int | None
        half = self.half

        limit = self.limit

        number = self.number

        params = self.params.to_dict()

        player_floor = self.player_floor

        seat: int | None
        seat = self.seat

        seq = self.seq

        template = self.template

        text = self.text

        type_ = self.type_

        version = self.version

        condition = self.condition

        redacted = self.redacted

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "actions": actions,
                "card": card,
                "danda_floor": danda_floor,
                "half": half,
                "limit": limit,
                "number": number,
                "params": params,
                "player_floor": player_floor,
                "seat": seat,
                "seq": seq,
                "template": template,
                "text": text,
                "type": type_,
                "version": version,
            }
        )
        if condition is not UNSET:
            field_dict["condition"] = condition
        if redacted is not UNSET:
            field_dict["redacted"] = redacted

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.falling_npc_card_revealed_event_actions_item import FallingNpcCardRevealedEventActionsItem  # noqa: PLC0415
        from ..models.params import Params  # noqa: PLC0415

        d = dict(src_dict)
        actions = []
        _actions = d.pop("actions")
        for actions_item_data in _actions:
            actions_item = FallingNpcCardRevealedEventActionsItem.from_dict(actions_item_data)

            actions.append(actions_item)

        card = d.pop("card")

        danda_floor = d.pop("danda_floor")

        def _parse_half(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        half = _parse_half(d.pop("half"))

        limit = d.pop("limit")

        number = d.pop("number")

        params = Params.from_dict(d.pop("params"))

        player_floor = d.pop("player_floor")

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        seq = d.pop("seq")

        template = d.pop("template")

        text = d.pop("text")

        type_ = cast(Literal["npc_card_revealed"], d.pop("type"))
        if type_ != "npc_card_revealed":
            raise ValueError(f"type must match const 'npc_card_revealed', got '{type_}'")

        version = d.pop("version")

        condition = d.pop("condition", UNSET)

        redacted = d.pop("redacted", UNSET)

        falling_npc_card_revealed_event = cls(
            actions=actions,
            card=card,
            danda_floor=danda_floor,
            half=half,
            limit=limit,
            number=number,
            params=params,
            player_floor=player_floor,
            seat=seat,
            seq=seq,
            template=template,
            text=text,
            type_=type_,
            version=version,
            condition=condition,
            redacted=redacted,
        )

        return falling_npc_card_revealed_event
