from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.angel_fury_decision_card_command_where import AngelFuryDecisionCardCommandWhere

if TYPE_CHECKING:
    from ..models.angel_fury_decision_card_command_data import AngelFuryDecisionCardCommandData


T = TypeVar("T", bound="AngelFuryDecisionCardCommand")


@_attrs_define
class AngelFuryDecisionCardCommand:
    """the open card_command decision

    Attributes:
        data (AngelFuryDecisionCardCommandData): the card_command decision's public data
        id (int): the decision's id
        kind (Literal['card_command']): the kind
        seats (list[int]): who decides
        where (AngelFuryDecisionCardCommandWhere): pending (the queue) or step (the stack)
    """

    data: AngelFuryDecisionCardCommandData
    id: int
    kind: Literal["card_command"]
    seats: list[int]
    where: AngelFuryDecisionCardCommandWhere

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
        from ..models.angel_fury_decision_card_command_data import AngelFuryDecisionCardCommandData  # noqa: PLC0415

        d = dict(src_dict)
        data = AngelFuryDecisionCardCommandData.from_dict(d.pop("data"))

        id = d.pop("id")

        kind = cast(Literal["card_command"], d.pop("kind"))
        if kind != "card_command":
            raise ValueError(f"kind must match const 'card_command', got '{kind}'")

        seats = cast(list[int], d.pop("seats"))

        where = AngelFuryDecisionCardCommandWhere(d.pop("where"))

        angel_fury_decision_card_command = cls(
            data=data,
            id=id,
            kind=kind,
            seats=seats,
            where=where,
        )

        return angel_fury_decision_card_command
