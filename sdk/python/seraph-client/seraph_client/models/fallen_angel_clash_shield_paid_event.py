from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.fallen_angel_location import FallenAngelLocation

if TYPE_CHECKING:
    from ..models.fallen_angel_clash_shield_paid_event_spent import FallenAngelClashShieldPaidEventSpent


T = TypeVar("T", bound="FallenAngelClashShieldPaidEvent")


@_attrs_define
class FallenAngelClashShieldPaidEvent:
    """clash_shield_paid: Clash of Dominance: a Shield was paid, as served

    Attributes:
        location (FallenAngelLocation): a Land Map Location id
        seat (int | None): the seat that acted (null: the game or automa)
        seq (int): the event's place in the game's log, from 1, without gaps (the SSE id)
        spent (FallenAngelClashShieldPaidEventSpent): Shields paid per seat
        type_ (Literal['clash_shield_paid']): the event's type
        version (int): the game's version (moves applied) when the event was written
    """

    location: FallenAngelLocation
    seat: int | None
    seq: int
    spent: FallenAngelClashShieldPaidEventSpent
    type_: Literal["clash_shield_paid"]
    version: int

    def to_dict(self) -> dict[str, Any]:
        location = self.location.value

        seat: int | None
        seat = self.seat

        seq = self.seq

        spent = self.spent.to_dict()

        type_ = self.type_

        version = self.version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "location": location,
                "seat": seat,
                "seq": seq,
                "spent": spent,
                "type": type_,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.fallen_angel_clash_shield_paid_event_spent import FallenAngelClashShieldPaidEventSpent  # noqa: PLC0415

        d = dict(src_dict)
        location = FallenAngelLocation(d.pop("location"))

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        seq = d.pop("seq")

        spent = FallenAngelClashShieldPaidEventSpent.from_dict(d.pop("spent"))

        type_ = cast(Literal["clash_shield_paid"], d.pop("type"))
        if type_ != "clash_shield_paid":
            raise ValueError(f"type must match const 'clash_shield_paid', got '{type_}'")

        version = d.pop("version")

        fallen_angel_clash_shield_paid_event = cls(
            location=location,
            seat=seat,
            seq=seq,
            spent=spent,
            type_=type_,
            version=version,
        )

        return fallen_angel_clash_shield_paid_event
