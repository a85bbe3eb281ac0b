from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.angel_fury_view_moving_item_troop import AngelFuryViewMovingItemTroop


T = TypeVar("T", bound="AngelFuryViewMovingItem")


@_attrs_define
class AngelFuryViewMovingItem:
    """
    Attributes:
        at (None | str): where the troop stands
        kind (str): the step or pending kind holding the troop
        seat (int | None): the moving seat
        troop (AngelFuryViewMovingItemTroop): the lifted units
    """

    at: None | str
    kind: str
    seat: int | None
    troop: AngelFuryViewMovingItemTroop

    def to_dict(self) -> dict[str, Any]:
        at: None | str
        at = self.at

        kind = self.kind

        seat: int | None
        seat = self.seat

        troop = self.troop.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "at": at,
                "kind": kind,
                "seat": seat,
                "troop": troop,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.angel_fury_view_moving_item_troop import AngelFuryViewMovingItemTroop  # noqa: PLC0415

        d = dict(src_dict)

        def _parse_at(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        at = _parse_at(d.pop("at"))

        kind = d.pop("kind")

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        troop = AngelFuryViewMovingItemTroop.from_dict(d.pop("troop"))

        angel_fury_view_moving_item = cls(
            at=at,
            kind=kind,
            seat=seat,
            troop=troop,
        )

        return angel_fury_view_moving_item
