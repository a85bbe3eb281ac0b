from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.angel_fury_view_reserve_minions import AngelFuryViewReserveMinions


T = TypeVar("T", bound="AngelFuryViewReserve")


@_attrs_define
class AngelFuryViewReserve:
    """the general reserve: crystals, minions per colour

    Attributes:
        crystals (int): crystals (C)
        minions (AngelFuryViewReserveMinions): minions
    """

    crystals: int
    minions: AngelFuryViewReserveMinions

    def to_dict(self) -> dict[str, Any]:
        crystals = self.crystals

        minions = self.minions.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "crystals": crystals,
                "minions": minions,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.angel_fury_view_reserve_minions import AngelFuryViewReserveMinions  # noqa: PLC0415

        d = dict(src_dict)
        crystals = d.pop("crystals")

        minions = AngelFuryViewReserveMinions.from_dict(d.pop("minions"))

        angel_fury_view_reserve = cls(
            crystals=crystals,
            minions=minions,
        )

        return angel_fury_view_reserve
