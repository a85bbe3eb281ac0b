from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.angel_fury_decision_ability_target_where import AngelFuryDecisionAbilityTargetWhere

if TYPE_CHECKING:
    from ..models.angel_fury_decision_ability_target_data import AngelFuryDecisionAbilityTargetData


T = TypeVar("T", bound="AngelFuryDecisionAbilityTarget")


@_attrs_define
class AngelFuryDecisionAbilityTarget:
    """the open ability_target decision

    Attributes:
        data (AngelFuryDecisionAbilityTargetData): the ability_target decision's public data
        id (int): the decision's id
        kind (Literal['ability_target']): the kind
        seats (list[int]): who decides
        where (AngelFuryDecisionAbilityTargetWhere): pending (the queue) or step (the stack)
    """

    data: AngelFuryDecisionAbilityTargetData
    id: int
    kind: Literal["ability_target"]
    seats: list[int]
    where: AngelFuryDecisionAbilityTargetWhere

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
        from ..models.angel_fury_decision_ability_target_data import AngelFuryDecisionAbilityTargetData  # noqa: PLC0415

        d = dict(src_dict)
        data = AngelFuryDecisionAbilityTargetData.from_dict(d.pop("data"))

        id = d.pop("id")

        kind = cast(Literal["ability_target"], d.pop("kind"))
        if kind != "ability_target":
            raise ValueError(f"kind must match const 'ability_target', got '{kind}'")

        seats = cast(list[int], d.pop("seats"))

        where = AngelFuryDecisionAbilityTargetWhere(d.pop("where"))

        angel_fury_decision_ability_target = cls(
            data=data,
            id=id,
            kind=kind,
            seats=seats,
            where=where,
        )

        return angel_fury_decision_ability_target
