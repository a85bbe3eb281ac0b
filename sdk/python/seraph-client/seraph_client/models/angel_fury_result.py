from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.angel_fury_result_mode import AngelFuryResultMode
from ..models.angel_fury_result_reason import AngelFuryResultReason
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.angel_fury_result_details import AngelFuryResultDetails
    from ..models.angel_fury_result_scores import AngelFuryResultScores


T = TypeVar("T", bound="AngelFuryResult")


@_attrs_define
class AngelFuryResult:
    """How a game ended: the one result format of every game (shared/engine/result.py), with the game's own details.

    Attributes:
        details (AngelFuryResultDetails): Angel Fury's result details: soul points, the winning sides, every seat's end;
            solo: the tide's facts
        mode (AngelFuryResultMode): how seats win: each alone, by team, solo against the automa, or co-operatively
        ranking (list[int]): seats, best first
        scores (AngelFuryResultScores): seat number (as a string) -> score
        teams (list[list[int]]): seats that win or lose together
        winners (list[int]): the seats that won (in solo and co-op the automa is a seat and may win)
        reason (AngelFuryResultReason | Unset): why the game ended, added by the service when it stores a result: normal
            (the rules ended it), resigned, timed_out or aborted
    """

    details: AngelFuryResultDetails
    mode: AngelFuryResultMode
    ranking: list[int]
    scores: AngelFuryResultScores
    teams: list[list[int]]
    winners: list[int]
    reason: AngelFuryResultReason | Unset = UNSET

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
        from ..models.angel_fury_result_details import AngelFuryResultDetails  # noqa: PLC0415
        from ..models.angel_fury_result_scores import AngelFuryResultScores  # noqa: PLC0415

        d = dict(src_dict)
        details = AngelFuryResultDetails.from_dict(d.pop("details"))

        mode = AngelFuryResultMode(d.pop("mode"))

        ranking = cast(list[int], d.pop("ranking"))

        scores = AngelFuryResultScores.from_dict(d.pop("scores"))

        teams = []
        _teams = d.pop("teams")
        for teams_item_data in _teams:
            teams_item = cast(list[int], teams_item_data)

            teams.append(teams_item)

        winners = cast(list[int], d.pop("winners"))

        _reason = d.pop("reason", UNSET)
        reason: AngelFuryResultReason | Unset
        if isinstance(_reason, Unset):
            reason = UNSET
        else:
            reason = AngelFuryResultReason(_reason)

        angel_fury_result = cls(
            details=details,
            mode=mode,
            ranking=ranking,
            scores=scores,
            teams=teams,
            winners=winners,
            reason=reason,
        )

        return angel_fury_result
