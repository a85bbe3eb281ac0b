from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.params import Params


T = TypeVar("T", bound="FallenAngelChainActivatedEvent")


@_attrs_define
class FallenAngelChainActivatedEvent:
    """chain_activated: a technology chain was activated, as served

    Attributes:
        chain (int): the technology chain (0 on)
        params (Params): the template's named params
        seat (int | None): the seat that acted (null: the game or automa)
        seq (int): the event's place in the game's log, from 1, without gaps (the SSE id)
        template (str): the id of the message's template in the game's catalog (GET /v1/rules/{game}, `templates`), or
            in the server's for the server's own events
        text (str): the message in English: the template filled in with the params
        tiles (list[str]): the chain's tiles
        type_ (Literal['chain_activated']): the event's type
        version (int): the game's version (moves applied) when the event was written
    """

    chain: int
    params: Params
    seat: int | None
    seq: int
    template: str
    text: str
    tiles: list[str]
    type_: Literal["chain_activated"]
    version: int

    def to_dict(self) -> dict[str, Any]:
        chain = self.chain

        params = self.params.to_dict()

        seat: int | None
        seat = self.seat

        seq = self.seq

        template = self.template

        text = self.text

        tiles = self.tiles

        type_ = self.type_

        version = self.version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "chain": chain,
                "params": params,
                "seat": seat,
                "seq": seq,
                "template": template,
                "text": text,
                "tiles": tiles,
                "type": type_,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.params import Params  # noqa: PLC0415

        d = dict(src_dict)
        chain = d.pop("chain")

        params = Params.from_dict(d.pop("params"))

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        seq = d.pop("seq")

        template = d.pop("template")

        text = d.pop("text")

        tiles = cast(list[str], d.pop("tiles"))

        type_ = cast(Literal["chain_activated"], d.pop("type"))
        if type_ != "chain_activated":
            raise ValueError(f"type must match const 'chain_activated', got '{type_}'")

        version = d.pop("version")

        fallen_angel_chain_activated_event = cls(
            chain=chain,
            params=params,
            seat=seat,
            seq=seq,
            template=template,
            text=text,
            tiles=tiles,
            type_=type_,
            version=version,
        )

        return fallen_angel_chain_activated_event
