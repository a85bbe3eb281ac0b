from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.fallen_angel_order_proposed_event_how import FallenAngelOrderProposedEventHow
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.params import Params


T = TypeVar("T", bound="FallenAngelOrderProposedEvent")


@_attrs_define
class FallenAngelOrderProposedEvent:
    """order_proposed: co-op: a turn order was proposed, as served

    Attributes:
        order (list[int]): seats
        params (Params): the template's named params
        seat (int | None): the seat that acted (null: the game or automa)
        seq (int): the event's place in the game's log, from 1, without gaps (the SSE id)
        template (str): the id of the message's template in the game's catalog (GET /v1/rules/{game}, `templates`), or
            in the server's for the server's own events
        text (str): the message in English: the template filled in with the params
        type_ (Literal['order_proposed']): the event's type
        version (int): the game's version (moves applied) when the event was written
        how (FallenAngelOrderProposedEventHow | Unset): the coop_turn_order option behind the game's proposal
    """

    order: list[int]
    params: Params
    seat: int | None
    seq: int
    template: str
    text: str
    type_: Literal["order_proposed"]
    version: int
    how: FallenAngelOrderProposedEventHow | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        order = self.order

        params = self.params.to_dict()

        seat: int | None
        seat = self.seat

        seq = self.seq

        template = self.template

        text = self.text

        type_ = self.type_

        version = self.version

        how: str | Unset = UNSET
        if not isinstance(self.how, Unset):
            how = self.how.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "order": order,
                "params": params,
                "seat": seat,
                "seq": seq,
                "template": template,
                "text": text,
                "type": type_,
                "version": version,
            }
        )
        if how is not UNSET:
            field_dict["how"] = how

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.params import Params  # noqa: PLC0415

        d = dict(src_dict)
        order = cast(list[int], d.pop("order"))

        params = Params.from_dict(d.pop("params"))

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        seq = d.pop("seq")

        template = d.pop("template")

        text = d.pop("text")

        type_ = cast(Literal["order_proposed"], d.pop("type"))
        if type_ != "order_proposed":
            raise ValueError(f"type must match const 'order_proposed', got '{type_}'")

        version = d.pop("version")

        _how = d.pop("how", UNSET)
        how: FallenAngelOrderProposedEventHow | Unset
        if isinstance(_how, Unset):
            how = UNSET
        else:
            how = FallenAngelOrderProposedEventHow(_how)

        fallen_angel_order_proposed_event = cls(
            order=order,
            params=params,
            seat=seat,
            seq=seq,
            template=template,
            text=text,
            type_=type_,
            version=version,
            how=how,
        )

        return fallen_angel_order_proposed_event
