from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.params import Params


T = TypeVar("T", bound="AngelFuryChooseCharacterAction")


@_attrs_define
class AngelFuryChooseCharacterAction:
    """choose_character, e.g. "Play Beelzebub (health 12)"

    Attributes:
        character (str): a character id (choose_character; sent back as listed)
        label (str): the action in words, for a button (never matched)
        params (Params): the template's named params
        template (str): the id of the message's template in the game's catalog (GET /v1/rules/{game}, `templates`), or
            in the server's for the server's own events
        type_ (Literal['choose_character']): the action's type
    """

    character: str
    label: str
    params: Params
    template: str
    type_: Literal["choose_character"]

    def to_dict(self) -> dict[str, Any]:
        character = self.character

        label = self.label

        params = self.params.to_dict()

        template = self.template

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "character": character,
                "label": label,
                "params": params,
                "template": template,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.params import Params  # noqa: PLC0415

        d = dict(src_dict)
        character = d.pop("character")

        label = d.pop("label")

        params = Params.from_dict(d.pop("params"))

        template = d.pop("template")

        type_ = cast(Literal["choose_character"], d.pop("type"))
        if type_ != "choose_character":
            raise ValueError(f"type must match const 'choose_character', got '{type_}'")

        angel_fury_choose_character_action = cls(
            character=character,
            label=label,
            params=params,
            template=template,
            type_=type_,
        )

        return angel_fury_choose_character_action
