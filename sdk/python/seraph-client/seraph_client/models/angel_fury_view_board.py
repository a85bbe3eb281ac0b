from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.angel_fury_view_board_id import AngelFuryViewBoardId

if TYPE_CHECKING:
    from ..models.angel_fury_view_board_altars import AngelFuryViewBoardAltars


T = TypeVar("T", bound="AngelFuryViewBoard")


@_attrs_define
class AngelFuryViewBoard:
    """id, rows, cols, soul (its area), altars ({area: colour} in this game)

    Attributes:
        altars (AngelFuryViewBoardAltars): area -> the colour whose altar it is
        cols (int): columns of areas
        id (AngelFuryViewBoardId): the board's id
        rows (int): rows of areas
        soul (str): the human soul's area
    """

    altars: AngelFuryViewBoardAltars
    cols: int
    id: AngelFuryViewBoardId
    rows: int
    soul: str

    def to_dict(self) -> dict[str, Any]:
        altars = self.altars.to_dict()

        cols = self.cols

        id = self.id.value

        rows = self.rows

        soul = self.soul

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "altars": altars,
                "cols": cols,
                "id": id,
                "rows": rows,
                "soul": soul,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.angel_fury_view_board_altars import AngelFuryViewBoardAltars  # noqa: PLC0415

        d = dict(src_dict)
        altars = AngelFuryViewBoardAltars.from_dict(d.pop("altars"))

        cols = d.pop("cols")

        id = AngelFuryViewBoardId(d.pop("id"))

        rows = d.pop("rows")

        soul = d.pop("soul")

        angel_fury_view_board = cls(
            altars=altars,
            cols=cols,
            id=id,
            rows=rows,
            soul=soul,
        )

        return angel_fury_view_board
