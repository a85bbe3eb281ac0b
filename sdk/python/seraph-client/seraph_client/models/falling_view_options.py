from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="FallingViewOptions")


@_attrs_define
class FallingViewOptions:
    """the game's options

    Attributes:
        first_player (str): who starts round 1: random or a seat number (0-based) as a string
        original_turn_order (bool): the Optional Variant Original Turn Order is on
        partner_method (str): how Partners are chosen: recommended, randomizer, draft or jini (the catalog's option)
        danda_device_policy (str | Unset): solo: who picks the Device type Danda installs
        difficulty (str | Unset): solo: easy, normal or hard (the Solo Game Summary card)
    """

    first_player: str
    original_turn_order: bool
    partner_method: str
    danda_device_policy: str | Unset = UNSET
    difficulty: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        first_player = self.first_player

        original_turn_order = self.original_turn_order

        partner_method = self.partner_method

        danda_device_policy = self.danda_device_policy

        difficulty = self.difficulty

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "first_player": first_player,
                "original_turn_order": original_turn_order,
                "partner_method": partner_method,
            }
        )
        if danda_device_policy is not UNSET:
            field_dict["danda_device_policy"] = danda_device_policy
        if difficulty is not UNSET:
            field_dict["difficulty"] = difficulty

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        first_player = d.pop("first_player")

        original_turn_order = d.pop("original_turn_order")

        partner_method = d.pop("partner_method")

        danda_device_policy = d.pop("danda_device_policy", UNSET)

        difficulty = d.pop("difficulty", UNSET)

        falling_view_options = cls(
            first_player=first_player,
            original_turn_order=original_turn_order,
            partner_method=partner_method,
            danda_device_policy=danda_device_policy,
            difficulty=difficulty,
        )

        return falling_view_options
