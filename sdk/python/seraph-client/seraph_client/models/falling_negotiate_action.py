from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.params import Params


T = TypeVar("T", bound="FallingNegotiateAction")


@_attrs_define
class FallingNegotiateAction:
    """negotiate, e.g. "Negotiate on space 1 with a Crystal (gain 3 VP)"

    Attributes:
        label (str): the action in words, for a button (never matched)
        params (Params): the template's named params
        piece (str): what to place: Cr or Chip; send it back as listed
        space (int): the Negotiation space, 0-based (negotiation[space]; the label names the same number); send it back
            as listed
        template (str): the id of the message's template in the game's catalog (GET /v1/rules/{game}, `templates`), or
            in the server's for the server's own events
        type_ (Literal['negotiate']): the action's type
    """

    label: str
    params: Params
    piece: str
    space: int
    template: str
    type_: Literal["negotiate"]

    def to_dict(self) -> dict[str, Any]:
        label = self.label

        params = self.params.to_dict()

        piece = self.piece

        space = self.space

        template = self.template

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "label": label,
                "params": params,
                "piece": piece,
                "space": space,
                "template": template,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.params import Params  # noqa: PLC0415

        d = dict(src_dict)
        label = d.pop("label")

        params = Params.from_dict(d.pop("params"))

        piece = d.pop("piece")

        space = d.pop("space")

        template = d.pop("template")

        type_ = cast(Literal["negotiate"], d.pop("type"))
        if type_ != "negotiate":
            raise ValueError(f"type must match const 'negotiate', got '{type_}'")

        falling_negotiate_action = cls(
            label=label,
            params=params,
            piece=piece,
            space=space,
            template=template,
            type_=type_,
        )

        return falling_negotiate_action
