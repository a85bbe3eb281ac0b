from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.fallen_angel_monster_tile_salvaged_event_choice import FallenAngelMonsterTileSalvagedEventChoice
from ..models.fallen_angel_section import FallenAngelSection
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.params import Params


T = TypeVar("T", bound="FallenAngelMonsterTileSalvagedEvent")


@_attrs_define
class FallenAngelMonsterTileSalvagedEvent:
    """monster_tile_salvaged: a Monster tile was salvaged, as served

    Attributes:
        choice (FallenAngelMonsterTileSalvagedEventChoice): vp (discarded for VP) or install
        params (Params): the template's named params
        seat (int | None): the seat that acted (null: the game or automa)
        section (FallenAngelSection): a Section id (see the glossary's components)
        seq (int): the event's place in the game's log, from 1, without gaps (the SSE id)
        template (str): the id of the message's template in the game's catalog (GET /v1/rules/{game}, `templates`), or
            in the server's for the server's own events
        text (str): the message in English: the template filled in with the params
        tile (str): the tile id
        type_ (Literal['monster_tile_salvaged']): the event's type
        version (int): the game's version (moves applied) when the event was written
        chain (int | Unset): the technology chain (0 on)
    """

    choice: FallenAngelMonsterTileSalvagedEventChoice
    params: Params
    seat: int | None
    section: FallenAngelSection
    seq: int
    template: str
    text: str
    tile: str
    type_: Literal["monster_tile_salvaged"]
    version: int
    chain: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        choice = self.choice.value

        params = self.params.to_dict()

        seat: int | None
        seat = self.seat

        section = self.section.value

        seq = self.seq

        template = self.template

        text = self.text

        tile = self.tile

        type_ = self.type_

        version = self.version

        chain = self.chain

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "choice": choice,
                "params": params,
                "seat": seat,
                "section": section,
                "seq": seq,
                "template": template,
                "text": text,
                "tile": tile,
                "type": type_,
                "version": version,
            }
        )
        if chain is not UNSET:
            field_dict["chain"] = chain

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.params import Params  # noqa: PLC0415

        d = dict(src_dict)
        choice = FallenAngelMonsterTileSalvagedEventChoice(d.pop("choice"))

        params = Params.from_dict(d.pop("params"))

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        section = FallenAngelSection(d.pop("section"))

        seq = d.pop("seq")

        template = d.pop("template")

        text = d.pop("text")

        tile = d.pop("tile")

        type_ = cast(Literal["monster_tile_salvaged"], d.pop("type"))
        if type_ != "monster_tile_salvaged":
            raise ValueError(f"type must match const 'monster_tile_salvaged', got '{type_}'")

        version = d.pop("version")

        chain = d.pop("chain", UNSET)

        fallen_angel_monster_tile_salvaged_event = cls(
            choice=choice,
            params=params,
            seat=seat,
            section=section,
            seq=seq,
            template=template,
            text=text,
            tile=tile,
            type_=type_,
            version=version,
            chain=chain,
        )

        return fallen_angel_monster_tile_salvaged_event
