from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.angel_fury_decision_team_turn_data_picks import AngelFuryDecisionTeamTurnDataPicks


T = TypeVar("T", bound="AngelFuryDecisionTeamTurnData")


@_attrs_define
class AngelFuryDecisionTeamTurnData:
    """the team_turn decision's public data

    Attributes:
        done (list[int]): seats done this round
        picks (AngelFuryDecisionTeamTurnDataPicks): seat -> its pick this round ("hidden" for the other side and
            spectators)
        seats (list[int]): the seats asked
        side (str): the side concerned
    """

    done: list[int]
    picks: AngelFuryDecisionTeamTurnDataPicks
    seats: list[int]
    side: str

    def to_dict(self) -> dict[str, Any]:
        done = self.done

        picks = self.picks.to_dict()

        seats = self.seats

        side = self.side

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "done": done,
                "picks": picks,
                "seats": seats,
                "side": side,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.angel_fury_decision_team_turn_data_picks import AngelFuryDecisionTeamTurnDataPicks  # noqa: PLC0415

        d = dict(src_dict)
        done = cast(list[int], d.pop("done"))

        picks = AngelFuryDecisionTeamTurnDataPicks.from_dict(d.pop("picks"))

        seats = cast(list[int], d.pop("seats"))

        side = d.pop("side")

        angel_fury_decision_team_turn_data = cls(
            done=done,
            picks=picks,
            seats=seats,
            side=side,
        )

        return angel_fury_decision_team_turn_data
