from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="JoinRequest")


@_attrs_define
class JoinRequest:
    """
    Attributes:
        code (str): the open seat's invitation code, as creation returned it
        player_id (None | str | Unset): apps: the player who takes the seat (required with an app key, refused without
            one)
    """

    code: str
    player_id: None | str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        code = self.code

        player_id: None | str | Unset
        if isinstance(self.player_id, Unset):
            player_id = UNSET
        else:
            player_id = self.player_id

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "code": code,
            }
        )
        if player_id is not UNSET:
            field_dict["player_id"] = player_id

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        code = d.pop("code")

        def _parse_player_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        player_id = _parse_player_id(d.pop("player_id", UNSET))

        join_request = cls(
            code=code,
            player_id=player_id,
        )

        return join_request
