from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.fallen_angel_region import FallenAngelRegion
from ..models.fallen_angel_section import FallenAngelSection

if TYPE_CHECKING:
    from ..models.fallen_angel_combo_jester_type_0 import FallenAngelComboJesterType0


T = TypeVar("T", bound="FallenAngelCombo")


@_attrs_define
class FallenAngelCombo:
    """Dual Hero: the cards of a placement being chosen (row 67)

    Attributes:
        cards (list[str]): the cards chosen so far
        jester (FallenAngelComboJesterType0 | None): a Jester played: its Hatch slot and the power it copies
        region (FallenAngelRegion | None): a Warlord alone: its Region
        section (FallenAngelSection | None): the landing Section (null: a Warlord alone)
    """

    cards: list[str]
    jester: FallenAngelComboJesterType0 | None
    region: FallenAngelRegion | None
    section: FallenAngelSection | None

    def to_dict(self) -> dict[str, Any]:
        from ..models.fallen_angel_combo_jester_type_0 import FallenAngelComboJesterType0  # noqa: PLC0415

        cards = self.cards

        jester: dict[str, Any] | None
        if isinstance(self.jester, FallenAngelComboJesterType0):
            jester = self.jester.to_dict()
        else:
            jester = self.jester

        region: None | str
        if isinstance(self.region, FallenAngelRegion):
            region = self.region.value
        else:
            region = self.region

        section: None | str
        if isinstance(self.section, FallenAngelSection):
            section = self.section.value
        else:
            section = self.section

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "cards": cards,
                "jester": jester,
                "region": region,
                "section": section,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.fallen_angel_combo_jester_type_0 import FallenAngelComboJesterType0  # noqa: PLC0415

        d = dict(src_dict)
        cards = cast(list[str], d.pop("cards"))

        def _parse_jester(data: object) -> FallenAngelComboJesterType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                jester_type_0 = FallenAngelComboJesterType0.from_dict(data)

                return jester_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(FallenAngelComboJesterType0 | None, data)

        jester = _parse_jester(d.pop("jester"))

        def _parse_region(data: object) -> FallenAngelRegion | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                region_type_0 = FallenAngelRegion(data)

                return region_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(FallenAngelRegion | None, data)

        region = _parse_region(d.pop("region"))

        def _parse_section(data: object) -> FallenAngelSection | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                section_type_0 = FallenAngelSection(data)

                return section_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(FallenAngelSection | None, data)

        section = _parse_section(d.pop("section"))

        fallen_angel_combo = cls(
            cards=cards,
            jester=jester,
            region=region,
            section=section,
        )

        return fallen_angel_combo
