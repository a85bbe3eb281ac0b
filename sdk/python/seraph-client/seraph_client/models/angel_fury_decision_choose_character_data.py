from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="AngelFuryDecisionChooseCharacterData")


@_attrs_define
class AngelFuryDecisionChooseCharacterData:
    """the choose_character decision's public data

    Attributes:
        done (list[int]): seats done this round
        seats (list[int]): the seats asked
    """

    done: list[int]
    seats: list[int]

    def to_dict(self) -> dict[str, Any]:
        done = self.done

        seats = self.seats

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "done": done,
                "seats": seats,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        done = cast(list[int], d.pop("done"))

        seats = cast(list[int], d.pop("seats"))

        angel_fury_decision_choose_character_data = cls(
            done=done,
            seats=seats,
        )

        return angel_fury_decision_choose_character_data
