from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.params import Params


T = TypeVar("T", bound="FallenAngelKeepAction")


@_attrs_define
class FallenAngelKeepAction:
    """keep: keep the roll, or keep a drawn hero card

    Attributes:
        label (str): the action in words, for a button (never matched)
        params (Params): the template's named params
        template (str): the id of the message's template in the game's catalog (GET /v1/rules/{game}, `templates`), or
            in the server's for the server's own events
        type_ (Literal['keep']): the action's type
        hero (str | Unset): the drawn card to keep
    """

    label: str
    params: Params
    template: str
    type_: Literal["keep"]
    hero: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        label = self.label

        params = self.params.to_dict()

        template = self.template

        type_ = self.type_

        hero = self.hero

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "label": label,
                "params": params,
                "template": template,
                "type": type_,
            }
        )
        if hero is not UNSET:
            field_dict["hero"] = hero

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.params import Params  # noqa: PLC0415

        d = dict(src_dict)
        label = d.pop("label")

        params = Params.from_dict(d.pop("params"))

        template = d.pop("template")

        type_ = cast(Literal["keep"], d.pop("type"))
        if type_ != "keep":
            raise ValueError(f"type must match const 'keep', got '{type_}'")

        hero = d.pop("hero", UNSET)

        fallen_angel_keep_action = cls(
            label=label,
            params=params,
            template=template,
            type_=type_,
            hero=hero,
        )

        return fallen_angel_keep_action
