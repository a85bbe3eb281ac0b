from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.fallen_angel_put_back_action_where import FallenAngelPutBackActionWhere

if TYPE_CHECKING:
    from ..models.params import Params


T = TypeVar("T", bound="FallenAngelPutBackAction")


@_attrs_define
class FallenAngelPutBackAction:
    """put_back: put a drawn hero card back

    Attributes:
        hero (str): the drawn Hero card
        label (str): the action in words, for a button (never matched)
        params (Params): the template's named params
        template (str): the id of the message's template in the game's catalog (GET /v1/rules/{game}, `templates`), or
            in the server's for the server's own events
        type_ (Literal['put_back']): the action's type
        where (FallenAngelPutBackActionWhere): top or bottom of the deck
    """

    hero: str
    label: str
    params: Params
    template: str
    type_: Literal["put_back"]
    where: FallenAngelPutBackActionWhere

    def to_dict(self) -> dict[str, Any]:
        hero = self.hero

        label = self.label

        params = self.params.to_dict()

        template = self.template

        type_ = self.type_

        where = self.where.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "hero": hero,
                "label": label,
                "params": params,
                "template": template,
                "type": type_,
                "where": where,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.params import Params  # noqa: PLC0415

        d = dict(src_dict)
        hero = d.pop("hero")

        label = d.pop("label")

        params = Params.from_dict(d.pop("params"))

        template = d.pop("template")

        type_ = cast(Literal["put_back"], d.pop("type"))
        if type_ != "put_back":
            raise ValueError(f"type must match const 'put_back', got '{type_}'")

        where = FallenAngelPutBackActionWhere(d.pop("where"))

        fallen_angel_put_back_action = cls(
            hero=hero,
            label=label,
            params=params,
            template=template,
            type_=type_,
            where=where,
        )

        return fallen_angel_put_back_action
