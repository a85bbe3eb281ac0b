from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.black_angel_view_neutral_robots import BlackAngelViewNeutralRobots


T = TypeVar("T", bound="BlackAngelViewNeutral")


@_attrs_define
class BlackAngelViewNeutral:
    """2 players: the neutral player (BA-38), else null

    Attributes:
        robots (BlackAngelViewNeutralRobots): the neutral robots on each workstation, per colour
    """

    robots: BlackAngelViewNeutralRobots

    def to_dict(self) -> dict[str, Any]:
        robots = self.robots.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "robots": robots,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.black_angel_view_neutral_robots import BlackAngelViewNeutralRobots  # noqa: PLC0415

        d = dict(src_dict)
        robots = BlackAngelViewNeutralRobots.from_dict(d.pop("robots"))

        black_angel_view_neutral = cls(
            robots=robots,
        )

        return black_angel_view_neutral
