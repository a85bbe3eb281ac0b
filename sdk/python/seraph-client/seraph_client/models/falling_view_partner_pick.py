from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="FallingViewPartnerPick")


@_attrs_define
class FallingViewPartnerPick:
    """Partner choice in progress: draft {tiles, queue} or randomizer {offer, chosen, own_choice}

    Attributes:
        method (str): randomizer or draft
        chosen (list[bool] | Unset): randomizer: chosen[s] is true once seat s has chosen (its choice stays secret)
        offer (list[str] | Unset): randomizer: offer[s] is the Partner Tile offered to seat s
        own_choice (None | str | Unset): randomizer: the viewer's own chosen side, else null (a spectator: null)
        queue (list[int] | Unset): draft: the seats (0-based) still to take one, next first
        tiles (list[str] | Unset): draft: the Partner Tiles still to take
    """

    method: str
    chosen: list[bool] | Unset = UNSET
    offer: list[str] | Unset = UNSET
    own_choice: None | str | Unset = UNSET
    queue: list[int] | Unset = UNSET
    tiles: list[str] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        method = self.method

        chosen: list[bool] | Unset = UNSET
        if not isinstance(self.chosen, Unset):
            chosen = self.chosen

        offer: list[str] | Unset = UNSET
        if not isinstance(self.offer, Unset):
            offer = self.offer

        own_choice: None | str | Unset
        if isinstance(self.own_choice, Unset):
            own_choice = UNSET
        else:
            own_choice = self.own_choice

        queue: list[int] | Unset = UNSET
        if not isinstance(self.queue, Unset):
            queue = self.queue

        tiles: list[str] | Unset = UNSET
        if not isinstance(self.tiles, Unset):
            tiles = self.tiles

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "method": method,
            }
        )
        if chosen is not UNSET:
            field_dict["chosen"] = chosen
        if offer is not UNSET:
            field_dict["offer"] = offer
        if own_choice is not UNSET:
            field_dict["own_choice"] = own_choice
        if queue is not UNSET:
            field_dict["queue"] = queue
        if tiles is not UNSET:
            field_dict["tiles"] = tiles

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        method = d.pop("method")

        chosen = cast(list[bool], d.pop("chosen", UNSET))

        offer = cast(list[str], d.pop("offer", UNSET))

        def _parse_own_choice(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        own_choice = _parse_own_choice(d.pop("own_choice", UNSET))

        queue = cast(list[int], d.pop("queue", UNSET))

        tiles = cast(list[str], d.pop("tiles", UNSET))

        falling_view_partner_pick = cls(
            method=method,
            chosen=chosen,
            offer=offer,
            own_choice=own_choice,
            queue=queue,
            tiles=tiles,
        )

        return falling_view_partner_pick
