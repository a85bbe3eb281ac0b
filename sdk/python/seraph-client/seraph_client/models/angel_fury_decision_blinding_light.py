from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.angel_fury_decision_blinding_light_where import AngelFuryDecisionBlindingLightWhere

if TYPE_CHECKING:
    from ..models.angel_fury_decision_blinding_light_data import AngelFuryDecisionBlindingLightData


T = TypeVar("T", bound="AngelFuryDecisionBlindingLight")


@_attrs_define
class AngelFuryDecisionBlindingLight:
    """the open blinding_light decision

    Attributes:
        data (AngelFuryDecisionBlindingLightData): the blinding_light decision's public data
        id (int): the decision's id
        kind (Literal['blinding_light']): the kind
        seats (list[int]): who decides
        where (AngelFuryDecisionBlindingLightWhere): pending (the queue) or step (the stack)
    """

    data: AngelFuryDecisionBlindingLightData
    id: int
    kind: Literal["blinding_light"]
    seats: list[int]
    where: AngelFuryDecisionBlindingLightWhere

    def to_dict(self) -> dict[str, Any]:
        data = self.data.to_dict()

        id = self.id

        kind = self.kind

        seats = self.seats

        where = self.where.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "data": data,
                "id": id,
                "kind": kind,
                "seats": seats,
                "where": where,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.angel_fury_decision_blinding_light_data import AngelFuryDecisionBlindingLightData  # noqa: PLC0415

        d = dict(src_dict)
        data = AngelFuryDecisionBlindingLightData.from_dict(d.pop("data"))

        id = d.pop("id")

        kind = cast(Literal["blinding_light"], d.pop("kind"))
        if kind != "blinding_light":
            raise ValueError(f"kind must match const 'blinding_light', got '{kind}'")

        seats = cast(list[int], d.pop("seats"))

        where = AngelFuryDecisionBlindingLightWhere(d.pop("where"))

        angel_fury_decision_blinding_light = cls(
            data=data,
            id=id,
            kind=kind,
            seats=seats,
            where=where,
        )

        return angel_fury_decision_blinding_light
