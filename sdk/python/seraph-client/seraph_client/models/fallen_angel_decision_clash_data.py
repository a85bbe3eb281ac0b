from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.fallen_angel_location import FallenAngelLocation

if TYPE_CHECKING:
    from ..models.fallen_angel_decision_clash_data_spent import FallenAngelDecisionClashDataSpent


T = TypeVar("T", bound="FallenAngelDecisionClashData")


@_attrs_define
class FallenAngelDecisionClashData:
    """the clash decision's public data

    Attributes:
        attacker (int): a seat number
        defender (int): a seat number
        last (int | None): the last seat that paid (null: none yet)
        location (FallenAngelLocation): a Land Map Location id
        spent (FallenAngelDecisionClashDataSpent): Shields paid per seat
    """

    attacker: int
    defender: int
    last: int | None
    location: FallenAngelLocation
    spent: FallenAngelDecisionClashDataSpent

    def to_dict(self) -> dict[str, Any]:
        attacker = self.attacker

        defender = self.defender

        last: int | None
        last = self.last

        location = self.location.value

        spent = self.spent.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "attacker": attacker,
                "defender": defender,
                "last": last,
                "location": location,
                "spent": spent,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.fallen_angel_decision_clash_data_spent import FallenAngelDecisionClashDataSpent  # noqa: PLC0415

        d = dict(src_dict)
        attacker = d.pop("attacker")

        defender = d.pop("defender")

        def _parse_last(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        last = _parse_last(d.pop("last"))

        location = FallenAngelLocation(d.pop("location"))

        spent = FallenAngelDecisionClashDataSpent.from_dict(d.pop("spent"))

        fallen_angel_decision_clash_data = cls(
            attacker=attacker,
            defender=defender,
            last=last,
            location=location,
            spent=spent,
        )

        return fallen_angel_decision_clash_data
