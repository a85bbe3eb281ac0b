from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="AngelFuryChooseCharacterAction")


@_attrs_define
class AngelFuryChooseCharacterAction:
    """choose_character, e.g. "Play Baal, The Idol"

    Attributes:
        character (str): a character id (choose_character; sent back as listed)
        label (str): the action in words, for a button (never matched)
        type_ (Literal['choose_character']): the action's type
    """

    character: str
    label: str
    type_: Literal["choose_character"]

    def to_dict(self) -> dict[str, Any]:
        character = self.character

        label = self.label

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "character": character,
                "label": label,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        character = d.pop("character")

        label = d.pop("label")

        type_ = cast(Literal["choose_character"], d.pop("type"))
        if type_ != "choose_character":
            raise ValueError(f"type must match const 'choose_character', got '{type_}'")

        angel_fury_choose_character_action = cls(
            character=character,
            label=label,
            type_=type_,
        )

        return angel_fury_choose_character_action
