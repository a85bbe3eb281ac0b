from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.fallen_angel_barrack_filled_event_slot import FallenAngelBarrackFilledEventSlot

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
        params (Params): the template's named params
        seat (int | None): the seat that acted (null: the game or automa)
        seq (int): the event's place in the game's log, from 1, without gaps (the SSE id)
        slot (FallenAngelBarrackFilledEventSlot): Dual Hero: the Hatch slot
        template (str): the id of the message's template in the game's catalog (GET /v1/rules/{game}, `templates`), or
            in the server's for the server's own events
        text (str): the message in English: the template filled in with the params
        type_ (Literal['barrack_filled']): the event's type
        version (int): the game's version (moves applied) when the event was written
    """

    cubes: FallenAngelBarrackFilledEventCubes
    die: None | str
    honor: int
    params: Params
    seat: int | None
    seq: int
    slot: FallenAngelBarrackFilledEventSlot
    template: str
    text: str
    type_: Literal["barrack_filled"]
    version: int

    def to_dict(self) -> dict[str, Any]:
        cubes = self.cubes.to_dict()

        die: None | str
        die = self.die

        honor = self.honor

        params = self.params.to_dict()

        seat: int | None
        seat = self.seat

        seq = self.seq

        slot = self.slot.value

        template = self.template

        text = self.text

        type_ = self.type_

        version = self.version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "cubes": cubes,
                "die": die,
                "honor": honor,
                "params": params,
                "seat": seat,
                "seq": seq,
                "slot": slot,
                "template": template,
                "text": text,
                "type": type_,
                "version": version,
            }
        )

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

        params = Params.from_dict(d.pop("params"))

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        seq = d.pop("seq")

        slot = FallenAngelBarrackFilledEventSlot(d.pop("slot"))

        template = d.pop("template")

        text = d.pop("text")

        type_ = cast(Literal["barrack_filled"], d.pop("type"))
        if type_ != "barrack_filled":
            raise ValueError(f"type must match const 'barrack_filled', got '{type_}'")

        version = d.pop("version")

        fallen_angel_barrack_filled_event = cls(
            cubes=cubes,
            die=die,
            honor=honor,
            params=params,
            seat=seat,
            seq=seq,
            slot=slot,
            template=template,
            text=text,
            type_=type_,
            version=version,
        )

        return fallen_angel_barrack_filled_event
