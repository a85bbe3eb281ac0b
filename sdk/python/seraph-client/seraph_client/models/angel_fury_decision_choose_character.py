from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.angel_fury_decision_choose_character_where import AngelFuryDecisionChooseCharacterWhere

if TYPE_CHECKING:
    from ..models.angel_fury_decision_choose_character_data import AngelFuryDecisionChooseCharacterData


T = TypeVar("T", bound="AngelFuryDecisionChooseCharacter")


@_attrs_define
class AngelFuryDecisionChooseCharacter:
    """the open choose_character decision

    Attributes:
        data (AngelFuryDecisionChooseCharacterData): the choose_character decision's public data
        id (int): the decision's id
        kind (Literal['choose_character']): the kind
        seats (list[int]): who decides
        where (AngelFuryDecisionChooseCharacterWhere): pending (the queue) or step (the stack)
    """

    data: AngelFuryDecisionChooseCharacterData
    id: int
    kind: Literal["choose_character"]
    seats: list[int]
    where: AngelFuryDecisionChooseCharacterWhere

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
        from ..models.angel_fury_decision_choose_character_data import AngelFuryDecisionChooseCharacterData  # noqa: PLC0415

        d = dict(src_dict)
        data = AngelFuryDecisionChooseCharacterData.from_dict(d.pop("data"))

        id = d.pop("id")

        kind = cast(Literal["choose_character"], d.pop("kind"))
        if kind != "choose_character":
            raise ValueError(f"kind must match const 'choose_character', got '{kind}'")

        seats = cast(list[int], d.pop("seats"))

        where = AngelFuryDecisionChooseCharacterWhere(d.pop("where"))

        angel_fury_decision_choose_character = cls(
            data=data,
            id=id,
            kind=kind,
            seats=seats,
            where=where,
        )

        return angel_fury_decision_choose_character
