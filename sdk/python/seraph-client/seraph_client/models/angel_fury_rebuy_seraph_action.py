from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.params import Params


T = TypeVar("T", bound="AngelFuryRebuySeraphAction")


@_attrs_define
class AngelFuryRebuySeraphAction:
    """rebuy_seraph, e.g. "Rebuy the Black tormentor 2 for 5 crystals and 5 reinforcements at one of your altars"

    Attributes:
        label (str): the action in words, for a button (never matched)
        leader (str): a leader id (rebuy_seraph; sent back as listed)
        params (Params): the template's named params
        template (str): the id of the message's template in the game's catalog (GET /v1/rules/{game}, `templates`), or
            in the server's for the server's own events
        type_ (Literal['rebuy_seraph']): the action's type
    """

    label: str
    leader: str
    params: Params
    template: str
    type_: Literal["rebuy_seraph"]

    def to_dict(self) -> dict[str, Any]:
        label = self.label

        leader = self.leader

        params = self.params.to_dict()

        template = self.template

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "label": label,
                "leader": leader,
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
        label = d.pop("label")

        leader = d.pop("leader")

        params = Params.from_dict(d.pop("params"))

        template = d.pop("template")

        type_ = cast(Literal["rebuy_seraph"], d.pop("type"))
        if type_ != "rebuy_seraph":
            raise ValueError(f"type must match const 'rebuy_seraph', got '{type_}'")

        angel_fury_rebuy_seraph_action = cls(
            label=label,
            leader=leader,
            params=params,
            template=template,
            type_=type_,
        )

        return angel_fury_rebuy_seraph_action
