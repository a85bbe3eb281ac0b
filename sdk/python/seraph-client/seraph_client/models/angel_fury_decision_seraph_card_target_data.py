from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="AngelFuryDecisionSeraphCardTargetData")


@_attrs_define
class AngelFuryDecisionSeraphCardTargetData:
    """the seraph_card_target decision's public data

    Attributes:
        card (str): the card being played
        options (list[list[int | None | str]]): the [area, choice] pairs the card may target
    """

    card: str
    options: list[list[int | None | str]]

    def to_dict(self) -> dict[str, Any]:
        card = self.card

        options = []
        for options_item_data in self.options:
            options_item = []
            for options_item_item_data in options_item_data:
                options_item_item: int | None | str
                options_item_item = options_item_item_data
                options_item.append(options_item_item)

            options.append(options_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "card": card,
                "options": options,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        card = d.pop("card")

        options = []
        _options = d.pop("options")
        for options_item_data in _options:
            options_item = []
            _options_item = options_item_data
            for options_item_item_data in _options_item:

                def _parse_options_item_item(data: object) -> int | None | str:
                    if data is None:
                        return data
                    return cast(int | None | str, data)

                options_item_item = _parse_options_item_item(options_item_item_data)

                options_item.append(options_item_item)

            options.append(options_item)

        angel_fury_decision_seraph_card_target_data = cls(
            card=card,
            options=options,
        )

        return angel_fury_decision_seraph_card_target_data
