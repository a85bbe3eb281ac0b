from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.fallen_angel_decision_hero_draft_data_kept import FallenAngelDecisionHeroDraftDataKept
    from ..models.fallen_angel_decision_hero_draft_data_progress import FallenAngelDecisionHeroDraftDataProgress


T = TypeVar("T", bound="FallenAngelDecisionHeroDraftData")


@_attrs_define
class FallenAngelDecisionHeroDraftData:
    """the hero_draft decision's public data

    Attributes:
        done (list[int]): seats
        keep (int): cards each seat keeps
        kept (FallenAngelDecisionHeroDraftDataKept): cards kept so far per seat
        progress (FallenAngelDecisionHeroDraftDataProgress): per seat: answers given so far
        seats (list[int]): seats
    """

    done: list[int]
    keep: int
    kept: FallenAngelDecisionHeroDraftDataKept
    progress: FallenAngelDecisionHeroDraftDataProgress
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
        from ..models.fallen_angel_decision_hero_draft_data_kept import FallenAngelDecisionHeroDraftDataKept  # noqa: PLC0415
        from ..models.fallen_angel_decision_hero_draft_data_progress import FallenAngelDecisionHeroDraftDataProgress  # noqa: PLC0415

        d = dict(src_dict)
        done = cast(list[int], d.pop("done"))

        keep = d.pop("keep")

        kept = FallenAngelDecisionHeroDraftDataKept.from_dict(d.pop("kept"))

        progress = FallenAngelDecisionHeroDraftDataProgress.from_dict(d.pop("progress"))

        seats = cast(list[int], d.pop("seats"))

        fallen_angel_decision_hero_draft_data = cls(
            done=done,
            keep=keep,
            kept=kept,
            progress=progress,
            seats=seats,
        )

        return fallen_angel_decision_hero_draft_data
