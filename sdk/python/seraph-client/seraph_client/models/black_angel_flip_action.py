from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.params import Params


T = TypeVar("T", bound="BlackAngelFlipAction")


@_attrs_define
class BlackAngelFlipAction:
    """flip, e.g. "Flip your orange 3 to 1 for 1 debris"

    Attributes:
        die (str): the die id (a key of the view's dice); send it back as listed
        label (str): the action in words, for a button (never matched)
        params (Params): the template's named params
        template (str): the id of the message's template in the game's catalog (GET /v1/rules/{game}, `templates`), or
            in the server's for the server's own events
        type_ (Literal['flip']): the action's type
    """

    die: str
    label: str
    params: Params
    template: str
    type_: Literal["flip"]

    def to_dict(self) -> dict[str, Any]:
        die = self.die

        label = self.label

        params = self.params.to_dict()

        template = self.template

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "die": die,
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
        die = d.pop("die")

        label = d.pop("label")

        params = Params.from_dict(d.pop("params"))

        template = d.pop("template")

        type_ = cast(Literal["flip"], d.pop("type"))
        if type_ != "flip":
            raise ValueError(f"type must match const 'flip', got '{type_}'")

        black_angel_flip_action = cls(
            die=die,
            label=label,
            params=params,
            template=template,
            type_=type_,
        )

        return black_angel_flip_action
