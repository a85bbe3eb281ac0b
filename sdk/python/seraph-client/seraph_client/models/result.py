from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.result_mode import ResultMode
from ..models.result_reason import ResultReason
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.result_details import ResultDetails
    from ..models.result_scores import ResultScores


T = TypeVar("T", bound="Result")


@_attrs_define
class Result:
    """
    Attributes:
        details (ResultDetails): the game's own detail (e.g. a solo rating)
        mode (ResultMode):
        ranking (list[int]): seats, best first
        scores (ResultScores): seat number (as a string) -> score
        teams (list[list[int]]): seats that win or lose together
        winners (list[int]): the seats that won (in solo and co-op the automa may win)
        reason (ResultReason | Unset): why the game ended: normal (the rules ended it), resigned, timed_out or aborted
            (shared/service/endings.py)
    """

    details: ResultDetails
    mode: ResultMode
    ranking: list[int]
    scores: ResultScores
    teams: list[list[int]]
    winners: list[int]
    reason: ResultReason | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        details = self.details.to_dict()

        mode = self.mode.value

        ranking = self.ranking

        scores = self.scores.to_dict()

        teams = []
        for teams_item_data in self.teams:
            teams_item = teams_item_data

            teams.append(teams_item)

        winners = self.winners

        reason: str | Unset = UNSET
        if not isinstance(self.reason, Unset):
            reason = self.reason.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "details": details,
                "mode": mode,
                "ranking": ranking,
                "scores": scores,
                "teams": teams,
                "winners": winners,
            }
        )
        if reason is not UNSET:
            field_dict["reason"] = reason

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.result_details import ResultDetails  # noqa: PLC0415
        from ..models.result_scores import ResultScores  # noqa: PLC0415

        d = dict(src_dict)
        details = ResultDetails.from_dict(d.pop("details"))

        mode = ResultMode(d.pop("mode"))

        ranking = cast(list[int], d.pop("ranking"))

        scores = ResultScores.from_dict(d.pop("scores"))

        teams = []
        _teams = d.pop("teams")
        for teams_item_data in _teams:
            teams_item = cast(list[int], teams_item_data)

            teams.append(teams_item)

        winners = cast(list[int], d.pop("winners"))

        _reason = d.pop("reason", UNSET)
        reason: ResultReason | Unset
        if isinstance(_reason, Unset):
            reason = UNSET
        else:
            reason = ResultReason(_reason)

        result = cls(
            details=details,
            mode=mode,
            ranking=ranking,
            scores=scores,
            teams=teams,
            winners=winners,
            reason=reason,
        )

        return result
