from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.angel_fury_game_state_status import AngelFuryGameStateStatus
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.abort_rule import AbortRule
    from ..models.angel_fury_game_state_view import AngelFuryGameStateView
    from ..models.clock import Clock
    from ..models.fairness import Fairness
    from ..models.prompt import Prompt
    from ..models.result import Result
    from ..models.seat_summary import SeatSummary
    from ..models.undo_reach import UndoReach
    from ..models.untyped_action import UntypedAction


T = TypeVar("T", bound="AngelFuryGameState")


@_attrs_define
class AngelFuryGameState:
    """
    Attributes:
        abort (AbortRule | None): the abort rule and votes (null only for a game unknown)
        actions (list[UntypedAction]): the bearer seat's legal actions now, as GET .../actions returns them; empty for a
            spectator or a seat not to act
        active_seats (list[int]):
        commitment (None | str): sha256 hex of "{seed}:{salt}", published when the game is created; the seed and salt
            are revealed in `fairness` at the end. null on games created before fair deals
        fairness (Fairness | None): null until the game is finished; then its seed and salt
        fixed_seed (bool): true when the game's creator chose its seed (and so may know every hidden card)
        game (Literal['angel_fury']): the game's name: which variant of GameState this is
        id (str):
        prompt (None | Prompt): what the bearer seat is deciding, in words; null for a spectator or a seat not to act
        result (None | Result): null while the game runs
        seats (list[SeatSummary]):
        status (AngelFuryGameStateStatus):
        undo (None | UndoReach): the versions the bearer's seat may go back to now; null when none (and for a spectator,
            a seat out of play or a game not active)
        version (int):
        view (AngelFuryGameStateView): what the bearer's seat (or a spectator) may see; this game declares no schemas
            yet
        clock (Clock | Unset):
    """

    abort: AbortRule | None
    actions: list[UntypedAction]
    active_seats: list[int]
    commitment: None | str
    fairness: Fairness | None
    fixed_seed: bool
    game: Literal["angel_fury"]
    id: str
    prompt: None | Prompt
    result: None | Result
    seats: list[SeatSummary]
    status: AngelFuryGameStateStatus
    undo: None | UndoReach
    version: int
    view: AngelFuryGameStateView
    clock: Clock | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.abort_rule import AbortRule  # noqa: PLC0415
        from ..models.fairness import Fairness  # noqa: PLC0415
        from ..models.prompt import Prompt  # noqa: PLC0415
        from ..models.result import Result  # noqa: PLC0415
        from ..models.undo_reach import UndoReach  # noqa: PLC0415

        abort: dict[str, Any] | None
        if isinstance(self.abort, AbortRule):
            abort = self.abort.to_dict()
        else:
            abort = self.abort

        actions = []
        for actions_item_data in self.actions:
            actions_item = actions_item_data.to_dict()
            actions.append(actions_item)

        active_seats = self.active_seats

        commitment: None | str
        commitment = self.commitment

        fairness: dict[str, Any] | None
        if isinstance(self.fairness, Fairness):
            fairness = self.fairness.to_dict()
        else:
            fairness = self.fairness

        fixed_seed = self.fixed_seed

        game = self.game

        id = self.id

        prompt: dict[str, Any] | None
        if isinstance(self.prompt, Prompt):
            prompt = self.prompt.to_dict()
        else:
            prompt = self.prompt

        result: dict[str, Any] | None
        if isinstance(self.result, Result):
            result = self.result.to_dict()
        else:
            result = self.result

        seats = []
        for seats_item_data in self.seats:
            seats_item = seats_item_data.to_dict()
            seats.append(seats_item)

        status = self.status.value

        undo: dict[str, Any] | None
        if isinstance(self.undo, UndoReach):
            undo = self.undo.to_dict()
        else:
            undo = self.undo

        version = self.version

        view = self.view.to_dict()

        clock: dict[str, Any] | Unset = UNSET
        if not isinstance(self.clock, Unset):
            clock = self.clock.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "abort": abort,
                "actions": actions,
                "active_seats": active_seats,
                "commitment": commitment,
                "fairness": fairness,
                "fixed_seed": fixed_seed,
                "game": game,
                "id": id,
                "prompt": prompt,
                "result": result,
                "seats": seats,
                "status": status,
                "undo": undo,
                "version": version,
                "view": view,
            }
        )
        if clock is not UNSET:
            field_dict["clock"] = clock

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.abort_rule import AbortRule  # noqa: PLC0415
        from ..models.angel_fury_game_state_view import AngelFuryGameStateView  # noqa: PLC0415
        from ..models.clock import Clock  # noqa: PLC0415
        from ..models.fairness import Fairness  # noqa: PLC0415
        from ..models.prompt import Prompt  # noqa: PLC0415
        from ..models.result import Result  # noqa: PLC0415
        from ..models.seat_summary import SeatSummary  # noqa: PLC0415
        from ..models.undo_reach import UndoReach  # noqa: PLC0415
        from ..models.untyped_action import UntypedAction  # noqa: PLC0415

        d = dict(src_dict)

        def _parse_abort(data: object) -> AbortRule | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                abort_type_0 = AbortRule.from_dict(data)

                return abort_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(AbortRule | None, data)

        abort = _parse_abort(d.pop("abort"))

        actions = []
        _actions = d.pop("actions")
        for actions_item_data in _actions:
            actions_item = UntypedAction.from_dict(actions_item_data)

            actions.append(actions_item)

        active_seats = cast(list[int], d.pop("active_seats"))

        def _parse_commitment(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        commitment = _parse_commitment(d.pop("commitment"))

        def _parse_fairness(data: object) -> Fairness | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                fairness_type_0 = Fairness.from_dict(data)

                return fairness_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(Fairness | None, data)

        fairness = _parse_fairness(d.pop("fairness"))

        fixed_seed = d.pop("fixed_seed")

        game = cast(Literal["angel_fury"], d.pop("game"))
        if game != "angel_fury":
            raise ValueError(f"game must match const 'angel_fury', got '{game}'")

        id = d.pop("id")

        def _parse_prompt(data: object) -> None | Prompt:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                prompt_type_0 = Prompt.from_dict(data)

                return prompt_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Prompt, data)

        prompt = _parse_prompt(d.pop("prompt"))

        def _parse_result(data: object) -> None | Result:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                result_type_0 = Result.from_dict(data)

                return result_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Result, data)

        result = _parse_result(d.pop("result"))

        seats = []
        _seats = d.pop("seats")
        for seats_item_data in _seats:
            seats_item = SeatSummary.from_dict(seats_item_data)

            seats.append(seats_item)

        status = AngelFuryGameStateStatus(d.pop("status"))

        def _parse_undo(data: object) -> None | UndoReach:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                undo_type_0 = UndoReach.from_dict(data)

                return undo_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | UndoReach, data)

        undo = _parse_undo(d.pop("undo"))

        version = d.pop("version")

        view = AngelFuryGameStateView.from_dict(d.pop("view"))

        _clock = d.pop("clock", UNSET)
        clock: Clock | Unset
        if isinstance(_clock, Unset):
            clock = UNSET
        else:
            clock = Clock.from_dict(_clock)

        angel_fury_game_state = cls(
            abort=abort,
            actions=actions,
            active_seats=active_seats,
            commitment=commitment,
            fairness=fairness,
            fixed_seed=fixed_seed,
            game=game,
            id=id,
            prompt=prompt,
            result=result,
            seats=seats,
            status=status,
            undo=undo,
            version=version,
            view=view,
            clock=clock,
        )

        return angel_fury_game_state
