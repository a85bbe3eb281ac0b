from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.params import Params


T = TypeVar("T", bound="AngelFurySeraphTargetAction")


@_attrs_define
class AngelFurySeraphTargetAction:
    """seraph_target, e.g. "Coordinator: deploy 1 reinforcement into Row 1, column 4"

    Attributes:
        area (str): an area id (seraph_target; sent back as listed)
        label (str): the action in words, for a button (never matched)
        params (Params): the template's named params
        template (str): the id of the message's template in the game's catalog (GET /v1/rules/{game}, `templates`), or
            in the server's for the server's own events
        type_ (Literal['seraph_target']): the action's type
        what (int | None | str): which one (an upgrade, a resource or a choice) (seraph_target; sent back as listed)
    """

    area: str
    label: str
    params: Params
    template: str
    type_: Literal["seraph_target"]
    what: int | None | str

    def to_dict(self) -> dict[str, Any]:
        area = self.area

        label = self.label

        params = self.params.to_dict()

        template = self.template

        type_ = self.type_

        what: int | None | str
        what = self.what

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "area": area,
                "label": label,
                "params": params,
                "template": template,
                "type": type_,
                "what": what,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.params import Params  # noqa: PLC0415

        d = dict(src_dict)
        area = d.pop("area")

        label = d.pop("label")

        params = Params.from_dict(d.pop("params"))

        template = d.pop("template")

        type_ = cast(Literal["seraph_target"], d.pop("type"))
        if type_ != "seraph_target":
            raise ValueError(f"type must match const 'seraph_target', got '{type_}'")

        def _parse_what(data: object) -> int | None | str:
            if data is None:
                return data
            return cast(int | None | str, data)

        what = _parse_what(d.pop("what"))

        angel_fury_seraph_target_action = cls(
            area=area,
            label=label,
            params=params,
            template=template,
            type_=type_,
            what=what,
        )

        return angel_fury_seraph_target_action
