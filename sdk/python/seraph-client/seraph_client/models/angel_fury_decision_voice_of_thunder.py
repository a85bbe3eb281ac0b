from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.angel_fury_decision_voice_of_thunder_where import AngelFuryDecisionVoiceOfThunderWhere

if TYPE_CHECKING:
    from ..models.angel_fury_decision_voice_of_thunder_data import AngelFuryDecisionVoiceOfThunderData


T = TypeVar("T", bound="AngelFuryDecisionVoiceOfThunder")


@_attrs_define
class AngelFuryDecisionVoiceOfThunder:
    """the open voice_of_thunder decision

    Attributes:
        data (AngelFuryDecisionVoiceOfThunderData): the voice_of_thunder decision's public data
        id (int): the decision's id
        kind (Literal['voice_of_thunder']): the kind
        seats (list[int]): who decides
        where (AngelFuryDecisionVoiceOfThunderWhere): pending (the queue) or step (the stack)
    """

    data: AngelFuryDecisionVoiceOfThunderData
    id: int
    kind: Literal["voice_of_thunder"]
    seats: list[int]
    where: AngelFuryDecisionVoiceOfThunderWhere

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
        from ..models.angel_fury_decision_voice_of_thunder_data import AngelFuryDecisionVoiceOfThunderData  # noqa: PLC0415

        d = dict(src_dict)
        data = AngelFuryDecisionVoiceOfThunderData.from_dict(d.pop("data"))

        id = d.pop("id")

        kind = cast(Literal["voice_of_thunder"], d.pop("kind"))
        if kind != "voice_of_thunder":
            raise ValueError(f"kind must match const 'voice_of_thunder', got '{kind}'")

        seats = cast(list[int], d.pop("seats"))

        where = AngelFuryDecisionVoiceOfThunderWhere(d.pop("where"))

        angel_fury_decision_voice_of_thunder = cls(
            data=data,
            id=id,
            kind=kind,
            seats=seats,
            where=where,
        )

        return angel_fury_decision_voice_of_thunder
