from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.fallen_angel_barrack_filled_event_slot import FallenAngelBarrackFilledEventSlot
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.fallen_angel_barrack_filled_event_cubes import FallenAngelBarrackFilledEventCubes
    from ..models.params import Params


T = TypeVar("T", bound="FallenAngelBarrackFilledEvent")


@_attrs_define
class FallenAngelBarrackFilledEvent:
    """barrack_filled: a Barrack slot was filled; a die joined, as served

    Attributes:
        cubes (FallenAngelBarrackFilledEventCubes): cubes per colour
        die (None | str): the die that joined the army (null: none left in the barracks)
        honor (int): the Honor (an amount, or per seat)
        seat (int | None): the seat that acted (null: the game or automa)
        seq (int): the event's place in the game's log, from 1, without gaps (the SSE id)
        slot (FallenAngelBarrackFilledEventSlot): Dual Hero: the Hatch slot
        type_ (Literal['barrack_filled']): the event's type
        version (int): the game's version (moves applied) when the event was written
        params (Params | Unset): the template's named params
        template (str | Unset): the id of the message's template in the game's catalog (GET /v1/rules/{game},
            `templates`), or in the server's for the server's own events
        text (str | Unset): the message in English: the template filled in with the params
    """

    cubes: FallenAngelBarrackFilledEventCubes
    die: None | str
    honor: int
    seat: int | None
    seq: int
    slot: FallenAngelBarrackFilledEventSlot
    type_: Literal["barrack_filled"]
    version: int
    params: Params | Unset = UNSET
    template: str | Unset = UNSET
    text: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        cubes = self.cubes.to_dict()

        die: None | str
        die = self.die

        honor = self.honor

        seat: int | None
        seat = self.seat

        seq = self.seq

        slot = self.slot.value

        type_ = self.type_

        version = self.version

        params: dict[str, Any] | Unset = UNSET
        if not isinstance(self.params, Unset):
            params = self.params.to_dict()

        template = self.template

        text = self.text

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "cubes": cubes,
                "die": die,
                "honor": honor,
                "seat": seat,
                "seq": seq,
                "slot": slot,
                "type": type_,
                "version": version,
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
        from ..models.fallen_angel_barrack_filled_event_cubes import FallenAngelBarrackFilledEventCubes  # noqa: PLC0415
        from ..models.params import Params  # noqa: PLC0415

        d = dict(src_dict)
        cubes = FallenAngelBarrackFilledEventCubes.from_dict(d.pop("cubes"))

        def _parse_die(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        die = _parse_die(d.pop("die"))

        honor = d.pop("honor")

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        seq = d.pop("seq")

        slot = FallenAngelBarrackFilledEventSlot(d.pop("slot"))

        type_ = cast(Literal["barrack_filled"], d.pop("type"))
        if type_ != "barrack_filled":
            raise ValueError(f"type must match const 'barrack_filled', got '{type_}'")

        version = d.pop("version")

        _params = d.pop("params", UNSET)
        params: Params | Unset
        if isinstance(_params, Unset):
            params = UNSET
        else:
            params = Params.from_dict(_params)

        template = d.pop("template", UNSET)

        text = d.pop("text", UNSET)

        fallen_angel_barrack_filled_event = cls(
            cubes=cubes,
            die=die,
            honor=honor,
            seat=seat,
            seq=seq,
            slot=slot,
            type_=type_,
            version=version,
            params=params,
            template=template,
            text=text,
        )

        return fallen_angel_barrack_filled_event
