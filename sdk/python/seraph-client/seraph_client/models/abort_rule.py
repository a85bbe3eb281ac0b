from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="AbortRule")


@_attrs_define
class AbortRule:
    """
    Attributes:
        before_version (int): votes are taken while the game's version is below it: moves_per_seat times the seats
        moves_per_seat (int): the option `abort_moves` (default 2)
        needed (list[int]): the seats whose votes abort the game: every human seat still in play
        possible (bool): whether POST /v1/games/{id}/abort is taken now: the game is active and below before_version
        votes (list[int]): the seats that voted to abort
    """

    before_version: int
    moves_per_seat: int
    needed: list[int]
    possible: bool
    votes: list[int]

    def to_dict(self) -> dict[str, Any]:
        before_version = self.before_version

        moves_per_seat = self.moves_per_seat

        needed = self.needed

        possible = self.possible

        votes = self.votes

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "before_version": before_version,
                "moves_per_seat": moves_per_seat,
                "needed": needed,
                "possible": possible,
                "votes": votes,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        before_version = d.pop("before_version")

        moves_per_seat = d.pop("moves_per_seat")

        needed = cast(list[int], d.pop("needed"))

        possible = d.pop("possible")

        votes = cast(list[int], d.pop("votes"))

        abort_rule = cls(
            before_version=before_version,
            moves_per_seat=moves_per_seat,
            needed=needed,
            possible=possible,
            votes=votes,
        )

        return abort_rule
