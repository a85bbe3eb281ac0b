from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.black_angel_result_mode import BlackAngelResultMode
from ..models.black_angel_result_reason import BlackAngelResultReason
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.black_angel_details import BlackAngelDetails
    from ..models.black_angel_result_scores import BlackAngelResultScores


T = TypeVar("T", bound="BlackAngelResult")


@_attrs_define
class BlackAngelResult:
    """How a game ended: the one result format of every game (shared/engine/result.py), with the game's own details.

    Attributes:
        details (BlackAngelDetails): Black Angel's scoring: a breakdown per seat, and the solitaire block
        mode (BlackAngelResultMode): how seats win: each alone, by team, solo against the automa, or co-operatively
        ranking (list[int]): seats, best first
        scores (BlackAngelResultScores): seat number (as a string) -> score
        teams (list[list[int]]): seats that win or lose together
        winners (list[int]): the seats that won (in solo and co-op the automa is a seat and may win)
        reason (BlackAngelResultReason | Unset): why the game ended, added by the service when it stores a result:
            normal (the rules ended it), resigned, timed_out or aborted
    """

    details: BlackAngelDetails
    mode: BlackAngelResultMode
    ranking: list[int]
    scores: BlackAngelResultScores
    teams: list[list[int]]
    winners: list[int]
    reason: BlackAngelResultReason | Unset = UNSET

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
        from ..models.black_angel_details import BlackAngelDetails  # noqa: PLC0415
        from ..models.black_angel_result_scores import BlackAngelResultScores  # noqa: PLC0415

        d = dict(src_dict)
        details = BlackAngelDetails.from_dict(d.pop("details"))

        mode = BlackAngelResultMode(d.pop("mode"))

        ranking = cast(list[int], d.pop("ranking"))

        scores = BlackAngelResultScores.from_dict(d.pop("scores"))

        teams = []
        _teams = d.pop("teams")
        for teams_item_data in _teams:
            teams_item = cast(list[int], teams_item_data)

            teams.append(teams_item)

        winners = cast(list[int], d.pop("winners"))

        _reason = d.pop("reason", UNSET)
        reason: BlackAngelResultReason | Unset
        if isinstance(_reason, Unset):
            reason = UNSET
        else:
            reason = BlackAngelResultReason(_reason)

        black_angel_result = cls(
            details=details,
            mode=mode,
            ranking=ranking,
            scores=scores,
            teams=teams,
            winners=winners,
            reason=reason,
        )

        return black_angel_result
