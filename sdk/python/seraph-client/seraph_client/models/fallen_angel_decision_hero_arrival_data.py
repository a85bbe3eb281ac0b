from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.fallen_angel_decision_hero_arrival_data_kept import FallenAngelDecisionHeroArrivalDataKept
    from ..models.fallen_angel_decision_hero_arrival_data_progress import FallenAngelDecisionHeroArrivalDataProgress


T = TypeVar("T", bound="FallenAngelDecisionHeroArrivalData")


@_attrs_define
class FallenAngelDecisionHeroArrivalData:
    """the hero_arrival decision's public data

    Attributes:
        done (list[int]): seats
        keep (int): cards each seat keeps
        kept (FallenAngelDecisionHeroArrivalDataKept): cards kept so far per seat
        progress (FallenAngelDecisionHeroArrivalDataProgress): per seat: answers given so far
        seats (list[int]): seats
    """

    done: list[int]
    keep: int
    kept: FallenAngelDecisionHeroArrivalDataKept
    progress: FallenAngelDecisionHeroArrivalDataProgress
    seats: list[int]

    def to_dict(self) -> dict[str, Any]:
        done = self.done

        keep = self.keep

        kept = self.kept.to_dict()

        progress = self.progress.to_dict()

        seats = self.seats

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "done": done,
                "keep": keep,
                "kept": kept,
                "progress": progress,
                "seats": seats,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.fallen_angel_decision_hero_arrival_data_kept import FallenAngelDecisionHeroArrivalDataKept  # noqa: PLC0415
        from ..models.fallen_angel_decision_hero_arrival_data_progress import FallenAngelDecisionHeroArrivalDataProgress  # noqa: PLC0415

        d = dict(src_dict)
        done = cast(list[int], d.pop("done"))

        keep = d.pop("keep")

        kept = FallenAngelDecisionHeroArrivalDataKept.from_dict(d.pop("kept"))

        progress = FallenAngelDecisionHeroArrivalDataProgress.from_dict(d.pop("progress"))

        seats = cast(list[int], d.pop("seats"))

        fallen_angel_decision_hero_arrival_data = cls(
            done=done,
            keep=keep,
            kept=kept,
            progress=progress,
            seats=seats,
        )

        return fallen_angel_decision_hero_arrival_data
