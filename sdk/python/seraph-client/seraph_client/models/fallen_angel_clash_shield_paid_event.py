from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.fallen_angel_location import FallenAngelLocation
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.fallen_angel_clash_shield_paid_event_spent import FallenAngelClashShieldPaidEventSpent
    from ..models.params import Params


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
        params (Params | Unset): the template's named params
        template (str | Unset): the id of the message's template in the game's catalog (GET /v1/rules/{game},
            `templates`), or in the server's for the server's own events
        text (str | Unset): the message in English: the template filled in with the params
    """

    location: FallenAngelLocation
    seat: int | None
    seq: int
    spent: FallenAngelClashShieldPaidEventSpent
    type_: Literal["clash_shield_paid"]
    version: int
    params: Params | Unset = UNSET
    template: str | Unset = UNSET
    text: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        location = self.location.value

        seat: int | None
        seat = self.seat

        seq = self.seq

        spent = self.spent.to_dict()

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
                "location": location,
                "seat": seat,
                "seq": seq,
                "spent": spent,
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
        from ..models.fallen_angel_clash_shield_paid_event_spent import FallenAngelClashShieldPaidEventSpent  # noqa: PLC0415
        from ..models.params import Params  # noqa: PLC0415

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

        _params = d.pop("params", UNSET)
        params: Params | Unset
        if isinstance(_params, Unset):
            params = UNSET
        else:
            params = Params.from_dict(_params)

        template = d.pop("template", UNSET)

        text = d.pop("text", UNSET)

        fallen_angel_clash_shield_paid_event = cls(
            location=location,
            seat=seat,
            seq=seq,
            spent=spent,
            type_=type_,
            version=version,
            params=params,
            template=template,
            text=text,
        )

        return fallen_angel_clash_shield_paid_event
