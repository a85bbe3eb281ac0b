from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.game_state_status import GameStateStatus
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.abort_rule import AbortRule
    from ..models.clock import Clock
    from ..models.fairness import Fairness
    from ..models.game_state_abort_type_1_type_0 import GameStateAbortType1Type0
    from ..models.game_state_actions_item import GameStateActionsItem
    from ..models.game_state_fairness_type_1_type_0 import GameStateFairnessType1Type0
    from ..models.game_state_prompt_type_1_type_0 import GameStatePromptType1Type0
    from ..models.game_state_result_type_1_type_0 import GameStateResultType1Type0
    from ..models.game_state_undo_type_1_type_0 import GameStateUndoType1Type0
    from ..models.game_state_view import GameStateView
    from ..models.prompt import Prompt
    from ..models.result import Result
    from ..models.seat_summary import SeatSummary
    from ..models.undo_reach import UndoReach


T = TypeVar("T", bound="GameState")


@_attrs_define
class GameState:
    """
    Attributes:
        abort (AbortRule | GameStateAbortType1Type0 | None): the abort rule and votes (null only for a game unknown)
        actions (list[GameStateActionsItem]): the bearer seat's legal actions now, as GET .../actions returns them;
            empty for a spectator or a seat not to act
        active_seats (list[int]):
        commitment (None | str): sha256 hex of "{seed}:{salt}", published when the game is created; the seed and salt
            are revealed in `fairness` at the end. null on games created before fair deals
        fairness (Fairness | GameStateFairnessType1Type0 | None): null until the game is finished; then its seed and
            salt
        fixed_seed (bool): true when the game's creator chose its seed (and so may know every hidden card)
        game (str):
        id (str):
        prompt (GameStatePromptType1Type0 | None | Prompt): what the bearer seat is deciding, in words; null for a
            spectator or a seat not to act
        result (GameStateResultType1Type0 | None | Result): null while the game runs
        seats (list[SeatSummary]):
        status (GameStateStatus):
        undo (GameStateUndoType1Type0 | None | UndoReach): the versions the bearer's seat may go back to now; null when
            none (and for a spectator, a seat out of play or a game not active)
        version (int):
        view (GameStateView): what the bearer's seat (or a spectator) may see
        clock (Clock | Unset):
    """

    abort: AbortRule | GameStateAbortType1Type0 | None
    actions: list[GameStateActionsItem]
    active_seats: list[int]
    commitment: None | str
    fairness: Fairness | GameStateFairnessType1Type0 | None
    fixed_seed: bool
    game: str
    id: str
    prompt: GameStatePromptType1Type0 | None | Prompt
    result: GameStateResultType1Type0 | None | Result
    seats: list[SeatSummary]
    status: GameStateStatus
    undo: GameStateUndoType1Type0 | None | UndoReach
    version: int
    view: GameStateView
    clock: Clock | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.abort_rule import AbortRule  # noqa: PLC0415
        from ..models.fairness import Fairness  # noqa: PLC0415
        from ..models.game_state_abort_type_1_type_0 import GameStateAbortType1Type0  # noqa: PLC0415
        from ..models.game_state_fairness_type_1_type_0 import GameStateFairnessType1Type0  # noqa: PLC0415
        from ..models.game_state_prompt_type_1_type_0 import GameStatePromptType1Type0  # noqa: PLC0415
        from ..models.game_state_result_type_1_type_0 import GameStateResultType1Type0  # noqa: PLC0415
        from ..models.game_state_undo_type_1_type_0 import GameStateUndoType1Type0  # noqa: PLC0415
        from ..models.prompt import Prompt  # noqa: PLC0415
        from ..models.result import Result  # noqa: PLC0415
        from ..models.undo_reach import UndoReach  # noqa: PLC0415

        abort: dict[str, Any] | None
        if isinstance(self.abort, AbortRule):
            abort = self.abort.to_dict()
        elif isinstance(self.abort, GameStateAbortType1Type0):
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
        elif isinstance(self.fairness, GameStateFairnessType1Type0):
            fairness = self.fairness.to_dict()
        else:
            fairness = self.fairness

        fixed_seed = self.fixed_seed

        game = self.game

        id = self.id

        prompt: dict[str, Any] | None
        if isinstance(self.prompt, Prompt):
            prompt = self.prompt.to_dict()
        elif isinstance(self.prompt, GameStatePromptType1Type0):
            prompt = self.prompt.to_dict()
        else:
            prompt = self.prompt

        result: dict[str, Any] | None
        if isinstance(self.result, Result):
            result = self.result.to_dict()
        elif isinstance(self.result, GameStateResultType1Type0):
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
        elif isinstance(self.undo, GameStateUndoType1Type0):
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
        from ..models.clock import Clock  # noqa: PLC0415
        from ..models.fairness import Fairness  # noqa: PLC0415
        from ..models.game_state_abort_type_1_type_0 import GameStateAbortType1Type0  # noqa: PLC0415
        from ..models.game_state_actions_item import GameStateActionsItem  # noqa: PLC0415
        from ..models.game_state_fairness_type_1_type_0 import GameStateFairnessType1Type0  # noqa: PLC0415
        from ..models.game_state_prompt_type_1_type_0 import GameStatePromptType1Type0  # noqa: PLC0415
        from ..models.game_state_result_type_1_type_0 import GameStateResultType1Type0  # noqa: PLC0415
        from ..models.game_state_undo_type_1_type_0 import GameStateUndoType1Type0  # noqa: PLC0415
        from ..models.game_state_view import GameStateView  # noqa: PLC0415
        from ..models.prompt import Prompt  # noqa: PLC0415
        from ..models.result import Result  # noqa: PLC0415
        from ..models.seat_summary import SeatSummary  # noqa: PLC0415
        from ..models.undo_reach import UndoReach  # noqa: PLC0415

        d = dict(src_dict)

        def _parse_abort(data: object) -> AbortRule | GameStateAbortType1Type0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                abort_type_0 = AbortRule.from_dict(data)

                return abort_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                abort_type_1_type_0 = GameStateAbortType1Type0.from_dict(data)

                return abort_type_1_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(AbortRule | GameStateAbortType1Type0 | None, data)

        abort = _parse_abort(d.pop("abort"))

        actions = []
        _actions = d.pop("actions")
        for actions_item_data in _actions:
            actions_item = GameStateActionsItem.from_dict(actions_item_data)

            actions.append(actions_item)

        active_seats = cast(list[int], d.pop("active_seats"))

        def _parse_commitment(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        commitment = _parse_commitment(d.pop("commitment"))

        def _parse_fairness(data: object) -> Fairness | GameStateFairnessType1Type0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                fairness_type_0 = Fairness.from_dict(data)

                return fairness_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                fairness_type_1_type_0 = GameStateFairnessType1Type0.from_dict(data)

                return fairness_type_1_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(Fairness | GameStateFairnessType1Type0 | None, data)

        fairness = _parse_fairness(d.pop("fairness"))

        fixed_seed = d.pop("fixed_seed")

        game = d.pop("game")

        id = d.pop("id")

        def _parse_prompt(data: object) -> GameStatePromptType1Type0 | None | Prompt:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                prompt_type_0 = Prompt.from_dict(data)

                return prompt_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                prompt_type_1_type_0 = GameStatePromptType1Type0.from_dict(data)

                return prompt_type_1_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(GameStatePromptType1Type0 | None | Prompt, data)

        prompt = _parse_prompt(d.pop("prompt"))

        def _parse_result(data: object) -> GameStateResultType1Type0 | None | Result:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                result_type_0 = Result.from_dict(data)

                return result_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                result_type_1_type_0 = GameStateResultType1Type0.from_dict(data)

                return result_type_1_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(GameStateResultType1Type0 | None | Result, data)

        result = _parse_result(d.pop("result"))

        seats = []
        _seats = d.pop("seats")
        for seats_item_data in _seats:
            seats_item = SeatSummary.from_dict(seats_item_data)

            seats.append(seats_item)

        status = GameStateStatus(d.pop("status"))

        def _parse_undo(data: object) -> GameStateUndoType1Type0 | None | UndoReach:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                undo_type_0 = UndoReach.from_dict(data)

                return undo_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                undo_type_1_type_0 = GameStateUndoType1Type0.from_dict(data)

                return undo_type_1_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(GameStateUndoType1Type0 | None | UndoReach, data)

        undo = _parse_undo(d.pop("undo"))

        version = d.pop("version")

        view = GameStateView.from_dict(d.pop("view"))

        _clock = d.pop("clock", UNSET)
        clock: Clock | Unset
        if isinstance(_clock, Unset):
            clock = UNSET
        else:
            clock = Clock.from_dict(_clock)

        game_state = cls(
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

        return game_state
