from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.params import Params


T = TypeVar("T", bound="BlackAngelStayAction")


@_attrs_define
class BlackAngelStayAction:
    """stay, e.g. "Place a Mission under your ship at 1,2 (star)"

    Attributes:
        at (list[int]): the hex [p, k] of your ship, which stays; send it back as listed
        label (str): the action in words, for a button (never matched)
        params (Params): the template's named params
        template (str): the id of the message's template in the game's catalog (GET /v1/rules/{game}, `templates`), or
            in the server's for the server's own events
        type_ (Literal['stay']): the action's type
    """

    at: list[int]
    label: str
    params: Params
    template: str
    type_: Literal["stay"]

    def to_dict(self) -> dict[str, Any]:
        at = self.at

        label = self.label

        params = self.params.to_dict()

        template = self.template

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "at": at,
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
        at = cast(list[int], d.pop("at"))

        label = d.pop("label")

        params = Params.from_dict(d.pop("params"))

        template = d.pop("template")

        type_ = cast(Literal["stay"], d.pop("type"))
        if type_ != "stay":
            raise ValueError(f"type must match const 'stay', got '{type_}'")

        black_angel_stay_action = cls(
            at=at,
            label=label,
            params=params,
            template=template,
            type_=type_,
        )

        return black_angel_stay_action
