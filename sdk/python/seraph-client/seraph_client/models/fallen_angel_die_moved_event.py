from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.params import Params


T = TypeVar("T", bound="FallenAngelDieMovedEvent")


@_attrs_define
class FallenAngelDieMovedEvent:
    """die_moved: Imperial Formation: a die moved between the weighed groups, as served

    Attributes:
        became (int): the face it took
        die (str): the die
        from_group (str): the weighed group it left
        params (Params): the template's named params
        seat (int | None): the seat that acted (null: the game or automa)
        seq (int): the event's place in the game's log, from 1, without gaps (the SSE id)
        template (str): the id of the message's template in the game's catalog (GET /v1/rules/{game}, `templates`), or
            in the server's for the server's own events
        text (str): the message in English: the template filled in with the params
        to_group (str): the weighed group it joined
        type_ (Literal['die_moved']): the event's type
        value (int): the die's face
        version (int): the game's version (moves applied) when the event was written
    """

    became: int
    die: str
    from_group: str
    params: Params
    seat: int | None
    seq: int
    template: str
    text: str
    to_group: str
    type_: Literal["die_moved"]
    value: int
    version: int

    def to_dict(self) -> dict[str, Any]:
        became = self.became

        die = self.die

        from_group = self.from_group

        params = self.params.to_dict()

        seat: int | None
        seat = self.seat

        seq = self.seq

        template = self.template

        text = self.text

        to_group = self.to_group

        type_ = self.type_

        value = self.value

        version = self.version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "became": became,
                "die": die,
                "from_group": from_group,
                "params": params,
                "seat": seat,
                "seq": seq,
                "template": template,
                "text": text,
                "to_group": to_group,
                "type": type_,
                "value": value,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.params import Params  # noqa: PLC0415

        d = dict(src_dict)
        became = d.pop("became")

        die = d.pop("die")

        from_group = d.pop("from_group")

        params = Params.from_dict(d.pop("params"))

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        seq = d.pop("seq")

        template = d.pop("template")

        text = d.pop("text")

        to_group = d.pop("to_group")

        type_ = cast(Literal["die_moved"], d.pop("type"))
        if type_ != "die_moved":
            raise ValueError(f"type must match const 'die_moved', got '{type_}'")

        value = d.pop("value")

        version = d.pop("version")

        fallen_angel_die_moved_event = cls(
            became=became,
            die=die,
            from_group=from_group,
            params=params,
            seat=seat,
            seq=seq,
            template=template,
            text=text,
            to_group=to_group,
            type_=type_,
            value=value,
            version=version,
        )

        return fallen_angel_die_moved_event
