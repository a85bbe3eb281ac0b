from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.fallen_angel_location import FallenAngelLocation

T = TypeVar("T", bound="FallenAngelDecisionMoveData")


@_attrs_define
class FallenAngelDecisionMoveData:
    """the move decision's public data

    Attributes:
        bonus (int): bonus MP left
        dominate (bool): the move may dominate
        first (bool): the airship's first move
        regular (int): regular MP left
        source (str): what moves the airship: movement (the action) or a tech id / space_leap
        start (FallenAngelLocation | None): where the move began (null: a first move)
        visited (list[FallenAngelLocation]): Locations entered so far
    """

    bonus: int
    dominate: bool
    first: bool
    regular: int
    source: str
    start: FallenAngelLocation | None
    visited: list[FallenAngelLocation]

    def to_dict(self) -> dict[str, Any]:
        bonus = self.bonus

        dominate = self.dominate

        first = self.first

        regular = self.regular

        source = self.source

        start: None | str
        if isinstance(self.start, FallenAngelLocation):
            start = self.start.value
        else:
            start = self.start

        visited = []
        for visited_item_data in self.visited:
            visited_item = visited_item_data.value
            visited.append(visited_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "bonus": bonus,
                "dominate": dominate,
                "first": first,
                "regular": regular,
                "source": source,
                "start": start,
                "visited": visited,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        bonus = d.pop("bonus")

        dominate = d.pop("dominate")

        first = d.pop("first")

        regular = d.pop("regular")

        source = d.pop("source")

        def _parse_start(data: object) -> FallenAngelLocation | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                start_type_0 = FallenAngelLocation(data)

                return start_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(FallenAngelLocation | None, data)

        start = _parse_start(d.pop("start"))

        visited = []
        _visited = d.pop("visited")
        for visited_item_data in _visited:
            visited_item = FallenAngelLocation(visited_item_data)

            visited.append(visited_item)

        fallen_angel_decision_move_data = cls(
            bonus=bonus,
            dominate=dominate,
            first=first,
            regular=regular,
            source=source,
            start=start,
            visited=visited,
        )

        return fallen_angel_decision_move_data
