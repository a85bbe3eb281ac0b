from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.move_request_action import MoveRequestAction


T = TypeVar("T", bound="MoveRequest")


@_attrs_define
class MoveRequest:
    """
    Attributes:
        action (MoveRequestAction): an entry of the legal list, e.g. {"type": "draw"}
        expected_version (int | None | Unset): the version the move was chosen at: refused (409) if the game is not yet
            there, or if this seat's own decision changed since
    """

    action: MoveRequestAction
    expected_version: int | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        action = self.action.to_dict()

        expected_version: int | None | Unset
        if isinstance(self.expected_version, Unset):
            expected_version = UNSET
        else:
            expected_version = self.expected_version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "action": action,
            }
        )
        if expected_version is not UNSET:
            field_dict["expected_version"] = expected_version

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.move_request_action import MoveRequestAction  # noqa: PLC0415

        d = dict(src_dict)
        action = MoveRequestAction.from_dict(d.pop("action"))

        def _parse_expected_version(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        expected_version = _parse_expected_version(d.pop("expected_version", UNSET))

        move_request = cls(
            action=action,
            expected_version=expected_version,
        )

        return move_request
