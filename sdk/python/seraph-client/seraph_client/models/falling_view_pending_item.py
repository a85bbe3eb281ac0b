from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.falling_view_pending_item_then import FallingViewPendingItemThen


T = TypeVar("T", bound="FallingViewPendingItem")


@_attrs_define
class FallingViewPendingItem:
    """
    Attributes:
        id (int): the decision's id (its decision key), counting up
        kind (str): goods, install, conv, recep, appraise, alchemist, deliver_keep, deliver_give, retrieve or
            danda_device (GET prompt words it)
        mode (str): one: a single answer
        seat (int): the seat that decides (0-based)
        all_ (list[str] | Unset): deliver_give: every card revealed
        cards (list[str] | Unset): the card ids concerned (another seat's Appraiser draw: see count)
        count (int | Unset): the number of cards drawn (in place of cards, for every viewer but the Appraiser's owner)
        device (str | Unset): install: the Device type being installed
        devices (list[str] | Unset): danda_device: the Device types to choose from
        floor (int | Unset): danda_device: the floor (1-5) Danda installs on
        n (int | Unset): goods: how many to choose
        pool (str | Unset): goods: the pool to choose from (glossary terms: Res, Mat, BrFe ...)
        space (int | Unset): danda_device: the Device space (0-based)
        stage (int | Unset): alchemist: the income stage, 0-based
        then (FallingViewPendingItemThen | Unset): goods gained after the choice
        to (list[int] | Unset): deliver_give: the seats (0-based) still to receive a card
        used (None | str | Unset): alchemist: the Guild Conversion already used, or null
    """

    id: int
    kind: str
    mode: str
    seat: int
    all_: list[str] | Unset = UNSET
    cards: list[str] | Unset = UNSET
    count: int | Unset = UNSET
    device: str | Unset = UNSET
    devices: list[str] | Unset = UNSET
    floor: int | Unset = UNSET
    n: int | Unset = UNSET
    pool: str | Unset = UNSET
    space: int | Unset = UNSET
    stage: int | Unset = UNSET
    then: FallingViewPendingItemThen | Unset = UNSET
    to: list[int] | Unset = UNSET
    used: None | str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        kind = self.kind

        mode = self.mode

        seat = self.seat

        all_: list[str] | Unset = UNSET
        if not isinstance(self.all_, Unset):
            all_ = self.all_

        cards: list[str] | Unset = UNSET
        if not isinstance(self.cards, Unset):
            cards = self.cards

        count = self.count

        device = self.device

        devices: list[str] | Unset = UNSET
        if not isinstance(self.devices, Unset):
            devices = self.devices

        floor = self.floor

        n = self.n

        pool = self.pool

        space = self.space

        stage = self.stage

        then: dict[str, Any] | Unset = UNSET
        if not isinstance(self.then, Unset):
            then = self.then.to_dict()

        to: list[int] | Unset = UNSET
        if not isinstance(self.to, Unset):
            to = self.to

        used: None | str | Unset
        if isinstance(self.used, Unset):
            used = UNSET
        else:
            used = self.used

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "kind": kind,
                "mode": mode,
                "seat": seat,
            }
        )
        if all_ is not UNSET:
            field_dict["all"] = all_
        if cards is not UNSET:
            field_dict["cards"] = cards
        if count is not UNSET:
            field_dict["count"] = count
        if device is not UNSET:
            field_dict["device"] = device
        if devices is not UNSET:
            field_dict["devices"] = devices
        if floor is not UNSET:
            field_dict["floor"] = floor
        if n is not UNSET:
            field_dict["n"] = n
        if pool is not UNSET:
            field_dict["pool"] = pool
        if space is not UNSET:
            field_dict["space"] = space
        if stage is not UNSET:
            field_dict["stage"] = stage
        if then is not UNSET:
            field_dict["then"] = then
        if to is not UNSET:
            field_dict["to"] = to
        if used is not UNSET:
            field_dict["used"] = used

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.falling_view_pending_item_then import FallingViewPendingItemThen  # noqa: PLC0415

        d = dict(src_dict)
        id = d.pop("id")

        kind = d.pop("kind")

        mode = d.pop("mode")

        seat = d.pop("seat")

        all_ = cast(list[str], d.pop("all", UNSET))

        cards = cast(list[str], d.pop("cards", UNSET))

        count = d.pop("count", UNSET)

        device = d.pop("device", UNSET)

        devices = cast(list[str], d.pop("devices", UNSET))

        floor = d.pop("floor", UNSET)

        n = d.pop("n", UNSET)

        pool = d.pop("pool", UNSET)

        space = d.pop("space", UNSET)

        stage = d.pop("stage", UNSET)

        _then = d.pop("then", UNSET)
        then: FallingViewPendingItemThen | Unset
        if isinstance(_then, Unset):
            then = UNSET
        else:
            then = FallingViewPendingItemThen.from_dict(_then)

        to = cast(list[int], d.pop("to", UNSET))

        def _parse_used(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        used = _parse_used(d.pop("used", UNSET))

        falling_view_pending_item = cls(
            id=id,
            kind=kind,
            mode=mode,
            seat=seat,
            all_=all_,
            cards=cards,
            count=count,
            device=device,
            devices=devices,
            floor=floor,
            n=n,
            pool=pool,
            space=space,
            stage=stage,
            then=then,
            to=to,
            used=used,
        )

        return falling_view_pending_item
