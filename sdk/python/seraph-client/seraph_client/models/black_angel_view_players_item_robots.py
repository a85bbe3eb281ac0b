from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.black_angel_view_players_item_robots_work import BlackAngelViewPlayersItemRobotsWork


T = TypeVar("T", bound="BlackAngelViewPlayersItemRobots")


@_attrs_define
class BlackAngelViewPlayersItemRobots:
    """reserve, break (room) and work (per workstation colour)

    Attributes:
        break_ (int): robots in the break room, ready to board ships, own Missions or be assigned
        reserve (int): robots not yet in play
        work (BlackAngelViewPlayersItemRobotsWork): robots on each workstation, per colour (each gives a die of that
            colour in Sequence B)
    """

    break_: int
    reserve: int
    work: BlackAngelViewPlayersItemRobotsWork

    def to_dict(self) -> dict[str, Any]:
        break_ = self.break_

        reserve = self.reserve

        work = self.work.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "break": break_,
                "reserve": reserve,
                "work": work,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.black_angel_view_players_item_robots_work import BlackAngelViewPlayersItemRobotsWork  # noqa: PLC0415

        d = dict(src_dict)
        break_ = d.pop("break")

        reserve = d.pop("reserve")

        work = BlackAngelViewPlayersItemRobotsWork.from_dict(d.pop("work"))

        black_angel_view_players_item_robots = cls(
            break_=break_,
            reserve=reserve,
            work=work,
        )

        return black_angel_view_players_item_robots
