from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

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
        params (Params): the template's named params
        seat (int | None): the seat that acted (null: the game or automa)
        seq (int): the event's place in the game's log, from 1, without gaps (the SSE id)
        shadow_honor (int): the Shadow's Honor
        template (str): the id of the message's template in the game's catalog (GET /v1/rules/{game}, `templates`), or
            in the server's for the server's own events
        text (str): the message in English: the template filled in with the params
        type_ (Literal['objective_compared']): the event's type
        version (int): the game's version (moves applied) when the event was written
    """

    honor: FallenAngelObjectiveComparedEventHonor
    objective: str
    params: Params
    seat: int | None
    seq: int
    shadow_honor: int
    template: str
    text: str
    type_: Literal["objective_compared"]
    version: int

    def to_dict(self) -> dict[str, Any]:
        honor = self.honor.to_dict()

        objective = self.objective

        params = self.params.to_dict()

        seat: int | None
        seat = self.seat

        seq = self.seq

        shadow_honor = self.shadow_honor

        template = self.template

        text = self.text

        type_ = self.type_

        version = self.version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "honor": honor,
                "objective": objective,
                "params": params,
                "seat": seat,
                "seq": seq,
                "shadow_honor": shadow_honor,
                "template": template,
                "text": text,
                "type": type_,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.fallen_angel_objective_compared_event_honor import FallenAngelObjectiveComparedEventHonor  # noqa: PLC0415
        from ..models.params import Params  # noqa: PLC0415

        d = dict(src_dict)
        honor = FallenAngelObjectiveComparedEventHonor.from_dict(d.pop("honor"))

        objective = d.pop("objective")

        params = Params.from_dict(d.pop("params"))

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        seq = d.pop("seq")

        shadow_honor = d.pop("shadow_honor")

        template = d.pop("template")

        text = d.pop("text")

        type_ = cast(Literal["objective_compared"], d.pop("type"))
        if type_ != "objective_compared":
            raise ValueError(f"type must match const 'objective_compared', got '{type_}'")

        version = d.pop("version")

        fallen_angel_objective_compared_event = cls(
            honor=honor,
            objective=objective,
            params=params,
            seat=seat,
            seq=seq,
            shadow_honor=shadow_honor,
            template=template,
            text=text,
            type_=type_,
            version=version,
        )

        return fallen_angel_objective_compared_event
