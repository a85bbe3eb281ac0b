from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.fallen_angel_decision_reroll_data_progress import FallenAngelDecisionRerollDataProgress


T = TypeVar("T", bound="FallenAngelDecisionRerollData")


@_attrs_define
class FallenAngelDecisionRerollData:
    """the reroll decision's public data

    Attributes:
        done (list[int]): seats
        progress (FallenAngelDecisionRerollDataProgress): per seat: answers given so far
        seats (list[int]): seats
    """

    done: list[int]
    progress: FallenAngelDecisionRerollDataProgress
    seats: list[int]

    def to_dict(self) -> dict[str, Any]:
        done = self.done

        progress = self.progress.to_dict()

        seats = self.seats

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "done": done,
                "progress": progress,
                "seats": seats,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.fallen_angel_decision_reroll_data_progress import FallenAngelDecisionRerollDataProgress  # noqa: PLC0415

        d = dict(src_dict)
        done = cast(list[int], d.pop("done"))

        progress = FallenAngelDecisionRerollDataProgress.from_dict(d.pop("progress"))

        seats = cast(list[int], d.pop("seats"))

        fallen_angel_decision_reroll_data = cls(
            done=done,
            progress=progress,
            seats=seats,
        )

        return fallen_angel_decision_reroll_data
