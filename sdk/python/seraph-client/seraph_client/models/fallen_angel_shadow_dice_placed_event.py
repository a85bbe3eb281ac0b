from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.fallen_angel_section import FallenAngelSection
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.params import Params


T = TypeVar("T", bound="FallenAngelShadowDicePlacedEvent")


@_attrs_define
class FallenAngelShadowDicePlacedEvent:
    """shadow_dice_placed: co-op: Shadow Dice were placed, as served

    Attributes:
        seat (int | None): the seat that acted (null: the game or automa)
        section (FallenAngelSection): a Section id (see the glossary's components)
        seq (int): the event's place in the game's log, from 1, without gaps (the SSE id)
        type_ (Literal['shadow_dice_placed']): the event's type
        values (list[int]): die values
        version (int): the game's version (moves applied) when the event was written
        params (Params | Unset): the template's named params
        template (str | Unset): the id of the message's template in the game's catalog (GET /v1/rules/{game},
            `templates`), or in the server's for the server's own events
        text (str | Unset): the message in English: the template filled in with the params
    """

    seat: int | None
    section: FallenAngelSection
    seq: int
    type_: Literal["shadow_dice_placed"]
    values: list[int]
    version: int
    params: Params | Unset = UNSET
    template: str | Unset = UNSET
    text: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        seat: int | None
        seat = self.seat

        section = self.section.value

        seq = self.seq

        type_ = self.type_

        values = self.values

        version = self.version

        params: dict[str, Any] | Unset = UNSET
        if not isinstance(self.params, Unset):
            params = self.params.to_dict()

        template = self.template

        text = self.text

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "section": section,
                "seq": seq,
                "type": type_,
                "values": values,
                "version": version,
            }
        )
        if params is not UNSET:
            field_dict["params"] = params
        if template is not UNSET:
            field_dict["template"] = template
        if text is not UNSET:
            field_dict["text"] = text

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.params import Params  # noqa: PLC0415

        d = dict(src_dict)

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        section = FallenAngelSection(d.pop("section"))

        seq = d.pop("seq")

        type_ = cast(Literal["shadow_dice_placed"], d.pop("type"))
        if type_ != "shadow_dice_placed":
            raise ValueError(f"type must match const 'shadow_dice_placed', got '{type_}'")

        values = cast(list[int], d.pop("values"))

        version = d.pop("version")

        _params = d.pop("params", UNSET)
        params: Params | Unset
        if isinstance(_params, Unset):
            params = UNSET
        else:
            params = Params.from_dict(_params)

        template = d.pop("template", UNSET)

        text = d.pop("text", UNSET)

        fallen_angel_shadow_dice_placed_event = cls(
            seat=seat,
            section=section,
            seq=seq,
            type_=type_,
            values=values,
            version=version,
            params=params,
            template=template,
            text=text,
        )

        return fallen_angel_shadow_dice_placed_event
