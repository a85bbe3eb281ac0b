from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.fallen_angel_objective_compared_event_honor import FallenAngelObjectiveComparedEventHonor
    from ..models.params import Params


T = TypeVar("T", bound="FallenAngelObjectiveComparedEvent")


@_attrs_define
class FallenAngelObjectiveComparedEvent:
    """objective_compared: co-op: the objective against the Shadow, as served

    Attributes:
        honor (FallenAngelObjectiveComparedEventHonor): seat -> Honor
        objective (str): the objective
        seat (int | None): the seat that acted (null: the game or automa)
        seq (int): the event's place in the game's log, from 1, without gaps (the SSE id)
        shadow_honor (int): the Shadow's Honor
        type_ (Literal['objective_compared']): the event's type
        version (int): the game's version (moves applied) when the event was written
        params (Params | Unset): the template's named params
        template (str | Unset): the id of the message's template in the game's catalog (GET /v1/rules/{game},
            `templates`), or in the server's for the server's own events
        text (str | Unset): the message in English: the template filled in with the params
    """

    honor: FallenAngelObjectiveComparedEventHonor
    objective: str
    seat: int | None
    seq: int
    shadow_honor: int
    type_: Literal["objective_compared"]
    version: int
    params: Params | Unset = UNSET
    template: str | Unset = UNSET
    text: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        honor = self.honor.to_dict()

        objective = self.objective

        seat: int | None
        seat = self.seat

        seq = self.seq

        shadow_honor = self.shadow_honor

        type_ = self.type_

        version = self.version

        params: dict[str, Any] | Unset = UNSET
        if not isinstance(self.params, Unset):
            params = self.params.to_dict()

        template = self.template

        text = self.text

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "honor": honor,
                "objective": objective,
                "seat": seat,
                "seq": seq,
                "shadow_honor": shadow_honor,
                "type": type_,
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
        from ..models.fallen_angel_objective_compared_event_honor import FallenAngelObjectiveComparedEventHonor  # noqa: PLC0415
        from ..models.params import Params  # noqa: PLC0415

        d = dict(src_dict)
        honor = FallenAngelObjectiveComparedEventHonor.from_dict(d.pop("honor"))

        objective = d.pop("objective")

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        seq = d.pop("seq")

        shadow_honor = d.pop("shadow_honor")

        type_ = cast(Literal["objective_compared"], d.pop("type"))
        if type_ != "objective_compared":
            raise ValueError(f"type must match const 'objective_compared', got '{type_}'")

        version = d.pop("version")

        _params = d.pop("params", UNSET)
        params: Params | Unset
        if isinstance(_params, Unset):
            params = UNSET
        else:
            params = Params.from_dict(_params)

        template = d.pop("template", UNSET)

        text = d.pop("text", UNSET)

        fallen_angel_objective_compared_event = cls(
            honor=honor,
            objective=objective,
            seat=seat,
            seq=seq,
            shadow_honor=shadow_honor,
            type_=type_,
            version=version,
            params=params,
            template=template,
            text=text,
        )

        return fallen_angel_objective_compared_event
