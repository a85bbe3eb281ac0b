from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.fallen_angel_convert_resource_action_get import FallenAngelConvertResourceActionGet
from ..models.fallen_angel_convert_resource_action_give import FallenAngelConvertResourceActionGive

if TYPE_CHECKING:
    from ..models.params import Params


T = TypeVar("T", bound="FallenAngelConvertResourceAction")


@_attrs_define
class FallenAngelConvertResourceAction:
    """convert_resource: tech T5: convert one resource into another

    Attributes:
        get (FallenAngelConvertResourceActionGet): the resource gained
        give (FallenAngelConvertResourceActionGive): the resource paid
        label (str): the action in words, for a button (never matched)
        params (Params): the template's named params
        template (str): the id of the message's template in the game's catalog (GET /v1/rules/{game}, `templates`), or
            in the server's for the server's own events
        type_ (Literal['convert_resource']): the action's type
    """

    get: FallenAngelConvertResourceActionGet
    give: FallenAngelConvertResourceActionGive
    label: str
    params: Params
    template: str
    type_: Literal["convert_resource"]

    def to_dict(self) -> dict[str, Any]:
        get = self.get.value

        give = self.give.value

        label = self.label

        params = self.params.to_dict()

        template = self.template

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "get": get,
                "give": give,
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
        get = FallenAngelConvertResourceActionGet(d.pop("get"))

        give = FallenAngelConvertResourceActionGive(d.pop("give"))

        label = d.pop("label")

        params = Params.from_dict(d.pop("params"))

        template = d.pop("template")

        type_ = cast(Literal["convert_resource"], d.pop("type"))
        if type_ != "convert_resource":
            raise ValueError(f"type must match const 'convert_resource', got '{type_}'")

        fallen_angel_convert_resource_action = cls(
            get=get,
            give=give,
            label=label,
            params=params,
            template=template,
            type_=type_,
        )

        return fallen_angel_convert_resource_action
