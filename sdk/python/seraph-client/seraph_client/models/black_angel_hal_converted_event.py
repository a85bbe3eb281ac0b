from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.black_angel_hal_converted_event_goods import BlackAngelHalConvertedEventGoods
    from ..models.params import Params


T = TypeVar("T", bound="BlackAngelHalConvertedEvent")


@_attrs_define
class BlackAngelHalConvertedEvent:
    """solitaire: Hal turned what he got into VP

    Attributes:
        params (Params): the template's named params
        reason (str): what he converted (a tile id, comet, annihilate, fallback ...)
        seat (int | None): the seat that acted (null: the game or automa)
        seq (int): the event's place in the game's log, from 1, without gaps (the SSE id)
        template (str): the id of the message's template in the game's catalog (GET /v1/rules/{game}, `templates`), or
            in the server's for the server's own events
        text (str): the message in English: the template filled in with the params
        type_ (Literal['hal_converted']): the event's type
        version (int): the game's version (moves applied) when the event was written
        vp (int): the VP he gained
        assigned (int | Unset): the robot assignments converted (an assign effect)
        cards (list[str] | Unset): the Ravager card ids converted
        comets (int | Unset): the comets counted
        goods (BlackAngelHalConvertedEventGoods | Unset): per good (resource, ship, robot, debris, vp): how many
        redacted (bool | Unset): present when the event's private data was withheld from the viewer
        tile (str | Unset): the tile id converted
    """

    params: Params
    reason: str
    seat: int | None
    seq: int
    template: str
    text: str
    type_: Literal["hal_converted"]
    version: int
    vp: int
    assigned: int | Unset = UNSET
    cards: list[str] | Unset = UNSET
    comets: int | Unset = UNSET
    goods: BlackAngelHalConvertedEventGoods | Unset = UNSET
    redacted: bool | Unset = UNSET
    tile: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        params = self.params.to_dict()

        reason = self.reason

        seat: int | None
        seat = self.seat

        seq = self.seq

        template = self.template

        text = self.text

        type_ = self.type_

        version = self.version

        vp = self.vp

        assigned = self.assigned

        cards: list[str] | Unset = UNSET
        if not isinstance(self.cards, Unset):
            cards = self.cards

        comets = self.comets

        goods: dict[str, Any] | Unset = UNSET
        if not isinstance(self.goods, Unset):
            goods = self.goods.to_dict()

        redacted = self.redacted

        tile = self.tile

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "params": params,
                "reason": reason,
                "seat": seat,
                "seq": seq,
                "template": template,
                "text": text,
                "type": type_,
                "version": version,
                "vp": vp,
            }
        )
        if assigned is not UNSET:
            field_dict["assigned"] = assigned
        if cards is not UNSET:
            field_dict["cards"] = cards
        if comets is not UNSET:
            field_dict["comets"] = comets
        if goods is not UNSET:
            field_dict["goods"] = goods
        if redacted is not UNSET:
            field_dict["redacted"] = redacted
        if tile is not UNSET:
            field_dict["tile"] = tile

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.black_angel_hal_converted_event_goods import BlackAngelHalConvertedEventGoods  # noqa: PLC0415
        from ..models.params import Params  # noqa: PLC0415

        d = dict(src_dict)
        params = Params.from_dict(d.pop("params"))

        reason = d.pop("reason")

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        seq = d.pop("seq")

        template = d.pop("template")

        text = d.pop("text")

        type_ = cast(Literal["hal_converted"], d.pop("type"))
        if type_ != "hal_converted":
            raise ValueError(f"type must match const 'hal_converted', got '{type_}'")

        version = d.pop("version")

        vp = d.pop("vp")

        assigned = d.pop("assigned", UNSET)

        cards = cast(list[str], d.pop("cards", UNSET))

        comets = d.pop("comets", UNSET)

        _goods = d.pop("goods", UNSET)
        goods: BlackAngelHalConvertedEventGoods | Unset
        if isinstance(_goods, Unset):
            goods = UNSET
        else:
            goods = BlackAngelHalConvertedEventGoods.from_dict(_goods)

        redacted = d.pop("redacted", UNSET)

        tile = d.pop("tile", UNSET)

        black_angel_hal_converted_event = cls(
            params=params,
            reason=reason,
            seat=seat,
            seq=seq,
            template=template,
            text=text,
            type_=type_,
            version=version,
            vp=vp,
            assigned=assigned,
            cards=cards,
            comets=comets,
            goods=goods,
            redacted=redacted,
            tile=tile,
        )

        return black_angel_hal_converted_event
