from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="BlackAngelViewBoardActionsAdditionalProperty")


@_attrs_define
class BlackAngelViewBoardActionsAdditionalProperty:
    """
    Attributes:
        cubes (int): damage cubes on the action, 0-2
        damaged (bool): true with 2 cubes: the action's die value is 1 lower (0 stays 0)
        ravagers (list[str]): the face-up Ravager card ids at its location, bottom first (only the last, the top card,
            counts)
    """

    cubes: int
    damaged: bool
    ravagers: list[str]

    def to_dict(self) -> dict[str, Any]:
        cubes = self.cubes

        damaged = self.damaged

        ravagers = self.ravagers

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "cubes": cubes,
                "damaged": damaged,
                "ravagers": ravagers,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        cubes = d.pop("cubes")

        damaged = d.pop("damaged")

        ravagers = cast(list[str], d.pop("ravagers"))

        black_angel_view_board_actions_additional_property = cls(
            cubes=cubes,
            damaged=damaged,
            ravagers=ravagers,
        )

        return black_angel_view_board_actions_additional_property
