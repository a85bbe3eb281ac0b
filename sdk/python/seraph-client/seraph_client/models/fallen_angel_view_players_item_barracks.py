from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.fallen_angel_colour import FallenAngelColour

T = TypeVar("T", bound="FallenAngelViewPlayersItemBarracks")


@_attrs_define
class FallenAngelViewPlayersItemBarracks:
    """per Barrack slot (pairs, different, same): null or the cubes filling it

    Attributes:
        different (list[FallenAngelColour] | None): null, or the cubes filling the slot
        pairs (list[FallenAngelColour] | None): null, or the cubes filling the slot
        same (list[FallenAngelColour] | None): null, or the cubes filling the slot
    """

    different: list[FallenAngelColour] | None
    pairs: list[FallenAngelColour] | None
    same: list[FallenAngelColour] | None

    def to_dict(self) -> dict[str, Any]:
        different: list[str] | None
        if isinstance(self.different, list):
            different = []
            for different_type_0_item_data in self.different:
                different_type_0_item = different_type_0_item_data.value
                different.append(different_type_0_item)

        else:
            different = self.different

        pairs: list[str] | None
        if isinstance(self.pairs, list):
            pairs = []
            for pairs_type_0_item_data in self.pairs:
                pairs_type_0_item = pairs_type_0_item_data.value
                pairs.append(pairs_type_0_item)

        else:
            pairs = self.pairs

        same: list[str] | None
        if isinstance(self.same, list):
            same = []
            for same_type_0_item_data in self.same:
                same_type_0_item = same_type_0_item_data.value
                same.append(same_type_0_item)

        else:
            same = self.same

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "different": different,
                "pairs": pairs,
                "same": same,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)

        def _parse_different(data: object) -> list[FallenAngelColour] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                different_type_0 = []
                _different_type_0 = data
                for different_type_0_item_data in _different_type_0:
                    different_type_0_item = FallenAngelColour(different_type_0_item_data)

                    different_type_0.append(different_type_0_item)

                return different_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[FallenAngelColour] | None, data)

        different = _parse_different(d.pop("different"))

        def _parse_pairs(data: object) -> list[FallenAngelColour] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                pairs_type_0 = []
                _pairs_type_0 = data
                for pairs_type_0_item_data in _pairs_type_0:
                    pairs_type_0_item = FallenAngelColour(pairs_type_0_item_data)

                    pairs_type_0.append(pairs_type_0_item)

                return pairs_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[FallenAngelColour] | None, data)

        pairs = _parse_pairs(d.pop("pairs"))

        def _parse_same(data: object) -> list[FallenAngelColour] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                same_type_0 = []
                _same_type_0 = data
                for same_type_0_item_data in _same_type_0:
                    same_type_0_item = FallenAngelColour(same_type_0_item_data)

                    same_type_0.append(same_type_0_item)

                return same_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[FallenAngelColour] | None, data)

        same = _parse_same(d.pop("same"))

        fallen_angel_view_players_item_barracks = cls(
            different=different,
            pairs=pairs,
            same=same,
        )

        return fallen_angel_view_players_item_barracks
