from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.fallen_angel_put_back_action_where import FallenAngelPutBackActionWhere
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.params import Params


T = TypeVar("T", bound="FallenAngelPutBackAction")


@_attrs_define
class FallenAngelPutBackAction:
    """put_back: put a drawn hero card back

    Attributes:
        hero (str): the drawn Hero card
        label (str): the action in words, for a button (never matched)
        type_ (Literal['put_back']): the action's type
        where (FallenAngelPutBackActionWhere): top or bottom of the deck
        params (Params | Unset): the template's named params
        template (str | Unset): the id of the message's template in the game's catalog (GET /v1/rules/{game},
            `templates`), or in the server's for the server's own events
    """

    hero: str
    label: str
    type_: Literal["put_back"]
    where: FallenAngelPutBackActionWhere
    params: Params | Unset = UNSET
    template: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        hero = self.hero

        label = self.label

        type_ = self.type_

        where = self.where.value

        params: dict[str, Any] | Unset = UNSET
        if not isinstance(self.params, Unset):
            params = self.params.to_dict()

        template = self.template

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "hero": hero,
                "label": label,
                "type": type_,
                "where": where,
            }
        )
        if params is not UNSET:
            field_dict["params"] = params
        if template is not UNSET:
            field_dict["template"] = template

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.params import Params  # noqa: PLC0415

        d = dict(src_dict)
        hero = d.pop("hero")

        label = d.pop("label")

        type_ = cast(Literal["put_back"], d.pop("type"))
        if type_ != "put_back":
            raise ValueError(f"type must match const 'put_back', got '{type_}'")

        where = FallenAngelPutBackActionWhere(d.pop("where"))

        _params = d.pop("params", UNSET)
        params: Params | Unset
        if isinstance(_params, Unset):
            params = UNSET
        else:
            params = Params.from_dict(_params)

        template = d.pop("template", UNSET)

        fallen_angel_put_back_action = cls(
            hero=hero,
            label=label,
            type_=type_,
            where=where,
            params=params,
            template=template,
        )

        return fallen_angel_put_back_action
