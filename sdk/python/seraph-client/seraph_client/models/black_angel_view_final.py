from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.black_angel_view_final_details import BlackAngelViewFinalDetails
    from ..models.black_angel_view_final_scores import BlackAngelViewFinalScores


T = TypeVar("T", bound="BlackAngelViewFinal")


@_attrs_define
class BlackAngelViewFinal:
    """the result once the game is over (details.seats: the scoring breakdown), else null

    Attributes:
        details (BlackAngelViewFinalDetails): Black Angel's scoring: a breakdown per seat, and the solitaire block
        mode (str): how seats win: each alone, by team, solo against the automa, or co-operatively
        ranking (list[int]): seats, best first
        scores (BlackAngelViewFinalScores): seat number (as a string) -> score
        teams (list[list[int]]): seats that win or lose together
        winners (list[int]): the seats that won (in solo and co-op the automa is a seat and may win)
    """

    details: BlackAngelViewFinalDetails
    mode: str
    ranking: list[int]
    scores: BlackAngelViewFinalScores
    teams: list[list[int]]
    winners: list[int]

    def to_dict(self) -> dict[str, Any]:
        details = self.details.to_dict()

        mode = self.mode

        ranking = self.ranking

        scores = self.scores.to_dict()

        teams = []
        for teams_item_data in self.teams:
            teams_item = teams_item_data

            teams.append(teams_item)

        winners = self.winners

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

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.black_angel_view_final_details import BlackAngelViewFinalDetails  # noqa: PLC0415
        from ..models.black_angel_view_final_scores import BlackAngelViewFinalScores  # noqa: PLC0415

        d = dict(src_dict)
        details = BlackAngelViewFinalDetails.from_dict(d.pop("details"))

        mode = d.pop("mode")

        ranking = cast(list[int], d.pop("ranking"))

        scores = BlackAngelViewFinalScores.from_dict(d.pop("scores"))

        teams = []
        _teams = d.pop("teams")
        for teams_item_data in _teams:
            teams_item = cast(list[int], teams_item_data)

            teams.append(teams_item)

        winners = cast(list[int], d.pop("winners"))

        black_angel_view_final = cls(
            details=details,
            mode=mode,
            ranking=ranking,
            scores=scores,
            teams=teams,
            winners=winners,
        )

        return black_angel_view_final
