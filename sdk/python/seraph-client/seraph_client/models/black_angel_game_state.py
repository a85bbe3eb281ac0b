from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.black_angel_game_state_status import BlackAngelGameStateStatus
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.abort_rule import AbortRule
    from ..models.black_angel_activate_mission_action import BlackAngelActivateMissionAction
    from ..models.black_angel_activate_tile_action import BlackAngelActivateTileAction
    from ..models.black_angel_assign_action import BlackAngelAssignAction
    from ..models.black_angel_board_action import BlackAngelBoardAction
    from ..models.black_angel_convert_action import BlackAngelConvertAction
    from ..models.black_angel_debris_on_tile_action import BlackAngelDebrisOnTileAction
    from ..models.black_angel_decline_action import BlackAngelDeclineAction
    from ..models.black_angel_discard_mission_action import BlackAngelDiscardMissionAction
    from ..models.black_angel_done_action import BlackAngelDoneAction
    from ..models.black_angel_draw_mission_action import BlackAngelDrawMissionAction
    from ..models.black_angel_fix_action import BlackAngelFixAction
    from ..models.black_angel_fix_die_action import BlackAngelFixDieAction
    from ..models.black_angel_flip_action import BlackAngelFlipAction
    from ..models.black_angel_flip_die_action import BlackAngelFlipDieAction
    from ..models.black_angel_free_activation_action import BlackAngelFreeActivationAction
    from ..models.black_angel_hal_board_action import BlackAngelHalBoardAction
    from ..models.black_angel_hal_command_action import BlackAngelHalCommandAction
    from ..models.black_angel_hal_fallback_vp_action import BlackAngelHalFallbackVpAction
    from ..models.black_angel_hal_fix_cube_action import BlackAngelHalFixCubeAction
    from ..models.black_angel_hal_free_activation_action import BlackAngelHalFreeActivationAction
    from ..models.black_angel_hal_launch_action import BlackAngelHalLaunchAction
    from ..models.black_angel_hal_move_ship_action import BlackAngelHalMoveShipAction
    from ..models.black_angel_hal_place_mission_action import BlackAngelHalPlaceMissionAction
    from ..models.black_angel_hal_reveal_action import BlackAngelHalRevealAction
    from ..models.black_angel_hal_sequence_b_action import BlackAngelHalSequenceBAction
    from ..models.black_angel_hal_take_advanced_action import BlackAngelHalTakeAdvancedAction
    from ..models.black_angel_hal_take_die_action import BlackAngelHalTakeDieAction
    from ..models.black_angel_hal_take_ravagers_action import BlackAngelHalTakeRavagersAction
    from ..models.black_angel_hal_take_tile_action import BlackAngelHalTakeTileAction
    from ..models.black_angel_inject_action import BlackAngelInjectAction
    from ..models.black_angel_launch_action import BlackAngelLaunchAction
    from ..models.black_angel_move_ship_action import BlackAngelMoveShipAction
    from ..models.black_angel_move_to_action import BlackAngelMoveToAction
    from ..models.black_angel_pass_action import BlackAngelPassAction
    from ..models.black_angel_place_advanced_action import BlackAngelPlaceAdvancedAction
    from ..models.black_angel_place_mission_action import BlackAngelPlaceMissionAction
    from ..models.black_angel_play_card_action import BlackAngelPlayCardAction
    from ..models.black_angel_reserve_die_action import BlackAngelReserveDieAction
    from ..models.black_angel_result import BlackAngelResult
    from ..models.black_angel_sequence_b_action import BlackAngelSequenceBAction
    from ..models.black_angel_skip_action import BlackAngelSkipAction
    from ..models.black_angel_stay_action import BlackAngelStayAction
    from ..models.black_angel_store_debris_action import BlackAngelStoreDebrisAction
    from ..models.black_angel_take_advanced_action import BlackAngelTakeAdvancedAction
    from ..models.black_angel_take_die_action import BlackAngelTakeDieAction
    from ..models.black_angel_take_ravagers_action import BlackAngelTakeRavagersAction
    from ..models.black_angel_take_tile_action import BlackAngelTakeTileAction
    from ..models.black_angel_view import BlackAngelView
    from ..models.clock import Clock
    from ..models.fairness import Fairness
    from ..models.prompt import Prompt
    from ..models.seat_summary import SeatSummary
    from ..models.undo_reach import UndoReach


T = TypeVar("T", bound="BlackAngelGameState")


@_attrs_define
class BlackAngelGameState:
    """
    Attributes:
        abort (AbortRule | None): the abort rule and votes (null only for a game unknown)
        actions (list[BlackAngelActivateMissionAction | BlackAngelActivateTileAction | BlackAngelAssignAction |
            BlackAngelBoardAction | BlackAngelConvertAction | BlackAngelDebrisOnTileAction | BlackAngelDeclineAction |
            BlackAngelDiscardMissionAction | BlackAngelDoneAction | BlackAngelDrawMissionAction | BlackAngelFixAction |
            BlackAngelFixDieAction | BlackAngelFlipAction | BlackAngelFlipDieAction | BlackAngelFreeActivationAction |
            BlackAngelHalBoardAction | BlackAngelHalCommandAction | BlackAngelHalFallbackVpAction |
            BlackAngelHalFixCubeAction | BlackAngelHalFreeActivationAction | BlackAngelHalLaunchAction |
            BlackAngelHalMoveShipAction | BlackAngelHalPlaceMissionAction | BlackAngelHalRevealAction |
            BlackAngelHalSequenceBAction | BlackAngelHalTakeAdvancedAction | BlackAngelHalTakeDieAction |
            BlackAngelHalTakeRavagersAction | BlackAngelHalTakeTileAction | BlackAngelInjectAction | BlackAngelLaunchAction
            | BlackAngelMoveShipAction | BlackAngelMoveToAction | BlackAngelPassAction | BlackAngelPlaceAdvancedAction |
            BlackAngelPlaceMissionAction | BlackAngelPlayCardAction | BlackAngelReserveDieAction | BlackAngelSequenceBAction
            | BlackAngelSkipAction | BlackAngelStayAction | BlackAngelStoreDebrisAction | BlackAngelTakeAdvancedAction |
            BlackAngelTakeDieAction | BlackAngelTakeRavagersAction | BlackAngelTakeTileAction]): the bearer seat's legal
            actions now, as GET .../actions returns them; empty for a spectator or a seat not to act
        active_seats (list[int]):
        commitment (None | str): sha256 hex of "{seed}:{salt}", published when the game is created; the seed and salt
            are revealed in `fairness` at the end. null on games created before fair deals
        fairness (Fairness | None): null until the game is finished; then its seed and salt
        fixed_seed (bool): true when the game's creator chose its seed (and so may know every hidden card)
        game (Literal['black_angel']): the game's name: which variant of GameState this is
        id (str):
        prompt (None | Prompt): what the bearer seat is deciding, in words; null for a spectator or a seat not to act
        result (BlackAngelResult | None): null while the game runs
        seats (list[SeatSummary]):
        status (BlackAngelGameStateStatus):
        undo (None | UndoReach): the versions the bearer's seat may go back to now; null when none (and for a spectator,
            a seat out of play or a game not active)
        version (int):
        view (BlackAngelView): what view(state, viewer) returns: one shape for a seat and a spectator; hidden parts are
            optional
        clock (Clock | Unset):
    """

    abort: AbortRule | None
    actions: list[
        BlackAngelActivateMissionAction
        | BlackAngelActivateTileAction
        | BlackAngelAssignAction
        | BlackAngelBoardAction
        | BlackAngelConvertAction
        | BlackAngelDebrisOnTileAction
        | BlackAngelDeclineAction
        | BlackAngelDiscardMissionAction
        | BlackAngelDoneAction
        | BlackAngelDrawMissionAction
        | BlackAngelFixAction
        | BlackAngelFixDieAction
        | BlackAngelFlipAction
        | BlackAngelFlipDieAction
        | BlackAngelFreeActivationAction
        | BlackAngelHalBoardAction
        | BlackAngelHalCommandAction
        | BlackAngelHalFallbackVpAction
        | BlackAngelHalFixCubeAction
        | BlackAngelHalFreeActivationAction
        | BlackAngelHalLaunchAction
        | BlackAngelHalMoveShipAction
        | BlackAngelHalPlaceMissionAction
        | BlackAngelHalRevealAction
        | BlackAngelHalSequenceBAction
        | BlackAngelHalTakeAdvancedAction
        | BlackAngelHalTakeDieAction
        | BlackAngelHalTakeRavagersAction
        | BlackAngelHalTakeTileAction
        | BlackAngelInjectAction
        | BlackAngelLaunchAction
        | BlackAngelMoveShipAction
        | BlackAngelMoveToAction
        | BlackAngelPassAction
        | BlackAngelPlaceAdvancedAction
        | BlackAngelPlaceMissionAction
        | BlackAngelPlayCardAction
        | BlackAngelReserveDieAction
        | BlackAngelSequenceBAction
        | BlackAngelSkipAction
        | BlackAngelStayAction
        | BlackAngelStoreDebrisAction
        | BlackAngelTakeAdvancedAction
        | BlackAngelTakeDieAction
        | BlackAngelTakeRavagersAction
        | BlackAngelTakeTileAction
    ]
    active_seats: list[int]
    commitment: None | str
    fairness: Fairness | None
    fixed_seed: bool
    game: Literal["black_angel"]
    id: str
    prompt: None | Prompt
    result: BlackAngelResult | None
    seats: list[SeatSummary]
    status: BlackAngelGameStateStatus
    undo: None | UndoReach
    version: int
    view: BlackAngelView
    clock: Clock | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.abort_rule import AbortRule  # noqa: PLC0415
        from ..models.black_angel_activate_mission_action import BlackAngelActivateMissionAction  # noqa: PLC0415
        from ..models.black_angel_activate_tile_action import BlackAngelActivateTileAction  # noqa: PLC0415
        from ..models.black_angel_assign_action import BlackAngelAssignAction  # noqa: PLC0415
        from ..models.black_angel_board_action import BlackAngelBoardAction  # noqa: PLC0415
        from ..models.black_angel_convert_action import BlackAngelConvertAction  # noqa: PLC0415
        from ..models.black_angel_debris_on_tile_action import BlackAngelDebrisOnTileAction  # noqa: PLC0415
        from ..models.black_angel_decline_action import BlackAngelDeclineAction  # noqa: PLC0415
        from ..models.black_angel_discard_mission_action import BlackAngelDiscardMissionAction  # noqa: PLC0415
        from ..models.black_angel_done_action import BlackAngelDoneAction  # noqa: PLC0415
        from ..models.black_angel_draw_mission_action import BlackAngelDrawMissionAction  # noqa: PLC0415
        from ..models.black_angel_fix_action import BlackAngelFixAction  # noqa: PLC0415
        from ..models.black_angel_fix_die_action import BlackAngelFixDieAction  # noqa: PLC0415
        from ..models.black_angel_flip_action import BlackAngelFlipAction  # noqa: PLC0415
        from ..models.black_angel_flip_die_action import BlackAngelFlipDieAction  # noqa: PLC0415
        from ..models.black_angel_free_activation_action import BlackAngelFreeActivationAction  # noqa: PLC0415
        from ..models.black_angel_hal_board_action import BlackAngelHalBoardAction  # noqa: PLC0415
        from ..models.black_angel_hal_command_action import BlackAngelHalCommandAction  # noqa: PLC0415
        from ..models.black_angel_hal_fallback_vp_action import BlackAngelHalFallbackVpAction  # noqa: PLC0415
        from ..models.black_angel_hal_fix_cube_action import BlackAngelHalFixCubeAction  # noqa: PLC0415
        from ..models.black_angel_hal_free_activation_action import BlackAngelHalFreeActivationAction  # noqa: PLC0415
        from ..models.black_angel_hal_launch_action import BlackAngelHalLaunchAction  # noqa: PLC0415
        from ..models.black_angel_hal_move_ship_action import BlackAngelHalMoveShipAction  # noqa: PLC0415
        from ..models.black_angel_hal_place_mission_action import BlackAngelHalPlaceMissionAction  # noqa: PLC0415
        from ..models.black_angel_hal_reveal_action import BlackAngelHalRevealAction  # noqa: PLC0415
        from ..models.black_angel_hal_sequence_b_action import BlackAngelHalSequenceBAction  # noqa: PLC0415
        from ..models.black_angel_hal_take_advanced_action import BlackAngelHalTakeAdvancedAction  # noqa: PLC0415
        from ..models.black_angel_hal_take_die_action import BlackAngelHalTakeDieAction  # noqa: PLC0415
        from ..models.black_angel_hal_take_ravagers_action import BlackAngelHalTakeRavagersAction  # noqa: PLC0415
        from ..models.black_angel_hal_take_tile_action import BlackAngelHalTakeTileAction  # noqa: PLC0415
        from ..models.black_angel_inject_action import BlackAngelInjectAction  # noqa: PLC0415
        from ..models.black_angel_launch_action import BlackAngelLaunchAction  # noqa: PLC0415
        from ..models.black_angel_move_ship_action import BlackAngelMoveShipAction  # noqa: PLC0415
        from ..models.black_angel_move_to_action import BlackAngelMoveToAction  # noqa: PLC0415
        from ..models.black_angel_pass_action import BlackAngelPassAction  # noqa: PLC0415
        from ..models.black_angel_place_advanced_action import BlackAngelPlaceAdvancedAction  # noqa: PLC0415
        from ..models.black_angel_place_mission_action import BlackAngelPlaceMissionAction  # noqa: PLC0415
        from ..models.black_angel_play_card_action import BlackAngelPlayCardAction  # noqa: PLC0415
        from ..models.black_angel_reserve_die_action import BlackAngelReserveDieAction  # noqa: PLC0415
        from ..models.black_angel_result import BlackAngelResult  # noqa: PLC0415
        from ..models.black_angel_sequence_b_action import BlackAngelSequenceBAction  # noqa: PLC0415
        from ..models.black_angel_skip_action import BlackAngelSkipAction  # noqa: PLC0415
        from ..models.black_angel_stay_action import BlackAngelStayAction  # noqa: PLC0415
        from ..models.black_angel_store_debris_action import BlackAngelStoreDebrisAction  # noqa: PLC0415
        from ..models.black_angel_take_advanced_action import BlackAngelTakeAdvancedAction  # noqa: PLC0415
        from ..models.black_angel_take_die_action import BlackAngelTakeDieAction  # noqa: PLC0415
        from ..models.black_angel_take_ravagers_action import BlackAngelTakeRavagersAction  # noqa: PLC0415
        from ..models.fairness import Fairness  # noqa: PLC0415
        from ..models.prompt import Prompt  # noqa: PLC0415
        from ..models.undo_reach import UndoReach  # noqa: PLC0415

        abort: dict[str, Any] | None
        if isinstance(self.abort, AbortRule):
            abort = self.abort.to_dict()
        else:
            abort = self.abort

        actions = []
        for actions_item_data in self.actions:
            actions_item: dict[str, Any]
            if isinstance(actions_item_data, BlackAngelActivateMissionAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, BlackAngelActivateTileAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, BlackAngelAssignAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, BlackAngelBoardAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, BlackAngelConvertAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, BlackAngelDebrisOnTileAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, BlackAngelDeclineAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, BlackAngelDiscardMissionAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, BlackAngelDoneAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, BlackAngelDrawMissionAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, BlackAngelFixAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, BlackAngelFixDieAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, BlackAngelFlipAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, BlackAngelFlipDieAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, BlackAngelFreeActivationAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, BlackAngelHalBoardAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, BlackAngelHalCommandAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, BlackAngelHalFallbackVpAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, BlackAngelHalFixCubeAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, BlackAngelHalFreeActivationAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, BlackAngelHalLaunchAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, BlackAngelHalMoveShipAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, BlackAngelHalPlaceMissionAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, BlackAngelHalRevealAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, BlackAngelHalSequenceBAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, BlackAngelHalTakeAdvancedAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, BlackAngelHalTakeDieAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, BlackAngelHalTakeRavagersAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, BlackAngelHalTakeTileAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, BlackAngelInjectAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, BlackAngelLaunchAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, BlackAngelMoveShipAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, BlackAngelMoveToAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, BlackAngelPassAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, BlackAngelPlaceAdvancedAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, BlackAngelPlaceMissionAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, BlackAngelPlayCardAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, BlackAngelReserveDieAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, BlackAngelSequenceBAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, BlackAngelSkipAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, BlackAngelStayAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, BlackAngelStoreDebrisAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, BlackAngelTakeAdvancedAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, BlackAngelTakeDieAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, BlackAngelTakeRavagersAction):
                actions_item = actions_item_data.to_dict()
            else:
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
        if isinstance(self.result, BlackAngelResult):
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
        from ..models.black_angel_activate_mission_action import BlackAngelActivateMissionAction  # noqa: PLC0415
        from ..models.black_angel_activate_tile_action import BlackAngelActivateTileAction  # noqa: PLC0415
        from ..models.black_angel_assign_action import BlackAngelAssignAction  # noqa: PLC0415
        from ..models.black_angel_board_action import BlackAngelBoardAction  # noqa: PLC0415
        from ..models.black_angel_convert_action import BlackAngelConvertAction  # noqa: PLC0415
        from ..models.black_angel_debris_on_tile_action import BlackAngelDebrisOnTileAction  # noqa: PLC0415
        from ..models.black_angel_decline_action import BlackAngelDeclineAction  # noqa: PLC0415
        from ..models.black_angel_discard_mission_action import BlackAngelDiscardMissionAction  # noqa: PLC0415
        from ..models.black_angel_done_action import BlackAngelDoneAction  # noqa: PLC0415
        from ..models.black_angel_draw_mission_action import BlackAngelDrawMissionAction  # noqa: PLC0415
        from ..models.black_angel_fix_action import BlackAngelFixAction  # noqa: PLC0415
        from ..models.black_angel_fix_die_action import BlackAngelFixDieAction  # noqa: PLC0415
        from ..models.black_angel_flip_action import BlackAngelFlipAction  # noqa: PLC0415
        from ..models.black_angel_flip_die_action import BlackAngelFlipDieAction  # noqa: PLC0415
        from ..models.black_angel_free_activation_action import BlackAngelFreeActivationAction  # noqa: PLC0415
        from ..models.black_angel_hal_board_action import BlackAngelHalBoardAction  # noqa: PLC0415
        from ..models.black_angel_hal_command_action import BlackAngelHalCommandAction  # noqa: PLC0415
        from ..models.black_angel_hal_fallback_vp_action import BlackAngelHalFallbackVpAction  # noqa: PLC0415
        from ..models.black_angel_hal_fix_cube_action import BlackAngelHalFixCubeAction  # noqa: PLC0415
        from ..models.black_angel_hal_free_activation_action import BlackAngelHalFreeActivationAction  # noqa: PLC0415
        from ..models.black_angel_hal_launch_action import BlackAngelHalLaunchAction  # noqa: PLC0415
        from ..models.black_angel_hal_move_ship_action import BlackAngelHalMoveShipAction  # noqa: PLC0415
        from ..models.black_angel_hal_place_mission_action import BlackAngelHalPlaceMissionAction  # noqa: PLC0415
        from ..models.black_angel_hal_reveal_action import BlackAngelHalRevealAction  # noqa: PLC0415
        from ..models.black_angel_hal_sequence_b_action import BlackAngelHalSequenceBAction  # noqa: PLC0415
        from ..models.black_angel_hal_take_advanced_action import BlackAngelHalTakeAdvancedAction  # noqa: PLC0415
        from ..models.black_angel_hal_take_die_action import BlackAngelHalTakeDieAction  # noqa: PLC0415
        from ..models.black_angel_hal_take_ravagers_action import BlackAngelHalTakeRavagersAction  # noqa: PLC0415
        from ..models.black_angel_hal_take_tile_action import BlackAngelHalTakeTileAction  # noqa: PLC0415
        from ..models.black_angel_inject_action import BlackAngelInjectAction  # noqa: PLC0415
        from ..models.black_angel_launch_action import BlackAngelLaunchAction  # noqa: PLC0415
        from ..models.black_angel_move_ship_action import BlackAngelMoveShipAction  # noqa: PLC0415
        from ..models.black_angel_move_to_action import BlackAngelMoveToAction  # noqa: PLC0415
        from ..models.black_angel_pass_action import BlackAngelPassAction  # noqa: PLC0415
        from ..models.black_angel_place_advanced_action import BlackAngelPlaceAdvancedAction  # noqa: PLC0415
        from ..models.black_angel_place_mission_action import BlackAngelPlaceMissionAction  # noqa: PLC0415
        from ..models.black_angel_play_card_action import BlackAngelPlayCardAction  # noqa: PLC0415
        from ..models.black_angel_reserve_die_action import BlackAngelReserveDieAction  # noqa: PLC0415
        from ..models.black_angel_result import BlackAngelResult  # noqa: PLC0415
        from ..models.black_angel_sequence_b_action import BlackAngelSequenceBAction  # noqa: PLC0415
        from ..models.black_angel_skip_action import BlackAngelSkipAction  # noqa: PLC0415
        from ..models.black_angel_stay_action import BlackAngelStayAction  # noqa: PLC0415
        from ..models.black_angel_store_debris_action import BlackAngelStoreDebrisAction  # noqa: PLC0415
        from ..models.black_angel_take_advanced_action import BlackAngelTakeAdvancedAction  # noqa: PLC0415
        from ..models.black_angel_take_die_action import BlackAngelTakeDieAction  # noqa: PLC0415
        from ..models.black_angel_take_ravagers_action import BlackAngelTakeRavagersAction  # noqa: PLC0415
        from ..models.black_angel_take_tile_action import BlackAngelTakeTileAction  # noqa: PLC0415
        from ..models.black_angel_view import BlackAngelView  # noqa: PLC0415
        from ..models.clock import Clock  # noqa: PLC0415
        from ..models.fairness import Fairness  # noqa: PLC0415
        from ..models.prompt import Prompt  # noqa: PLC0415
        from ..models.seat_summary import SeatSummary  # noqa: PLC0415
        from ..models.undo_reach import UndoReach  # noqa: PLC0415

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

            def _parse_actions_item(
                data: object,
            ) -> (
                BlackAngelActivateMissionAction
                | BlackAngelActivateTileAction
                | BlackAngelAssignAction
                | BlackAngelBoardAction
                | BlackAngelConvertAction
                | BlackAngelDebrisOnTileAction
                | BlackAngelDeclineAction
                | BlackAngelDiscardMissionAction
                | BlackAngelDoneAction
                | BlackAngelDrawMissionAction
                | BlackAngelFixAction
                | BlackAngelFixDieAction
                | BlackAngelFlipAction
                | BlackAngelFlipDieAction
                | BlackAngelFreeActivationAction
                | BlackAngelHalBoardAction
                | BlackAngelHalCommandAction
                | BlackAngelHalFallbackVpAction
                | BlackAngelHalFixCubeAction
                | BlackAngelHalFreeActivationAction
                | BlackAngelHalLaunchAction
                | BlackAngelHalMoveShipAction
                | BlackAngelHalPlaceMissionAction
                | BlackAngelHalRevealAction
                | BlackAngelHalSequenceBAction
                | BlackAngelHalTakeAdvancedAction
                | BlackAngelHalTakeDieAction
                | BlackAngelHalTakeRavagersAction
                | BlackAngelHalTakeTileAction
                | BlackAngelInjectAction
                | BlackAngelLaunchAction
                | BlackAngelMoveShipAction
                | BlackAngelMoveToAction
                | BlackAngelPassAction
                | BlackAngelPlaceAdvancedAction
                | BlackAngelPlaceMissionAction
                | BlackAngelPlayCardAction
                | BlackAngelReserveDieAction
                | BlackAngelSequenceBAction
                | BlackAngelSkipAction
                | BlackAngelStayAction
                | BlackAngelStoreDebrisAction
                | BlackAngelTakeAdvancedAction
                | BlackAngelTakeDieAction
                | BlackAngelTakeRavagersAction
                | BlackAngelTakeTileAction
            ):
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_black_angel_action_type_0 = BlackAngelActivateMissionAction.from_dict(data)

                    return componentsschemas_black_angel_action_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_black_angel_action_type_1 = BlackAngelActivateTileAction.from_dict(data)

                    return componentsschemas_black_angel_action_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_black_angel_action_type_2 = BlackAngelAssignAction.from_dict(data)

                    return componentsschemas_black_angel_action_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_black_angel_action_type_3 = BlackAngelBoardAction.from_dict(data)

                    return componentsschemas_black_angel_action_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_black_angel_action_type_4 = BlackAngelConvertAction.from_dict(data)

                    return componentsschemas_black_angel_action_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_black_angel_action_type_5 = BlackAngelDebrisOnTileAction.from_dict(data)

                    return componentsschemas_black_angel_action_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_black_angel_action_type_6 = BlackAngelDeclineAction.from_dict(data)

                    return componentsschemas_black_angel_action_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_black_angel_action_type_7 = BlackAngelDiscardMissionAction.from_dict(data)

                    return componentsschemas_black_angel_action_type_7
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_black_angel_action_type_8 = BlackAngelDoneAction.from_dict(data)

                    return componentsschemas_black_angel_action_type_8
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_black_angel_action_type_9 = BlackAngelDrawMissionAction.from_dict(data)

                    return componentsschemas_black_angel_action_type_9
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_black_angel_action_type_10 = BlackAngelFixAction.from_dict(data)

                    return componentsschemas_black_angel_action_type_10
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_black_angel_action_type_11 = BlackAngelFixDieAction.from_dict(data)

                    return componentsschemas_black_angel_action_type_11
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_black_angel_action_type_12 = BlackAngelFlipAction.from_dict(data)

                    return componentsschemas_black_angel_action_type_12
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_black_angel_action_type_13 = BlackAngelFlipDieAction.from_dict(data)

                    return componentsschemas_black_angel_action_type_13
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_black_angel_action_type_14 = BlackAngelFreeActivationAction.from_dict(data)

                    return componentsschemas_black_angel_action_type_14
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_black_angel_action_type_15 = BlackAngelHalBoardAction.from_dict(data)

                    return componentsschemas_black_angel_action_type_15
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_black_angel_action_type_16 = BlackAngelHalCommandAction.from_dict(data)

                    return componentsschemas_black_angel_action_type_16
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_black_angel_action_type_17 = BlackAngelHalFallbackVpAction.from_dict(data)

                    return componentsschemas_black_angel_action_type_17
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_black_angel_action_type_18 = BlackAngelHalFixCubeAction.from_dict(data)

                    return componentsschemas_black_angel_action_type_18
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_black_angel_action_type_19 = BlackAngelHalFreeActivationAction.from_dict(data)

                    return componentsschemas_black_angel_action_type_19
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_black_angel_action_type_20 = BlackAngelHalLaunchAction.from_dict(data)

                    return componentsschemas_black_angel_action_type_20
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_black_angel_action_type_21 = BlackAngelHalMoveShipAction.from_dict(data)

                    return componentsschemas_black_angel_action_type_21
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_black_angel_action_type_22 = BlackAngelHalPlaceMissionAction.from_dict(data)

                    return componentsschemas_black_angel_action_type_22
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_black_angel_action_type_23 = BlackAngelHalRevealAction.from_dict(data)

                    return componentsschemas_black_angel_action_type_23
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_black_angel_action_type_24 = BlackAngelHalSequenceBAction.from_dict(data)

                    return componentsschemas_black_angel_action_type_24
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_black_angel_action_type_25 = BlackAngelHalTakeAdvancedAction.from_dict(data)

                    return componentsschemas_black_angel_action_type_25
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_black_angel_action_type_26 = BlackAngelHalTakeDieAction.from_dict(data)

                    return componentsschemas_black_angel_action_type_26
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_black_angel_action_type_27 = BlackAngelHalTakeRavagersAction.from_dict(data)

                    return componentsschemas_black_angel_action_type_27
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_black_angel_action_type_28 = BlackAngelHalTakeTileAction.from_dict(data)

                    return componentsschemas_black_angel_action_type_28
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_black_angel_action_type_29 = BlackAngelInjectAction.from_dict(data)

                    return componentsschemas_black_angel_action_type_29
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_black_angel_action_type_30 = BlackAngelLaunchAction.from_dict(data)

                    return componentsschemas_black_angel_action_type_30
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_black_angel_action_type_31 = BlackAngelMoveShipAction.from_dict(data)

                    return componentsschemas_black_angel_action_type_31
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_black_angel_action_type_32 = BlackAngelMoveToAction.from_dict(data)

                    return componentsschemas_black_angel_action_type_32
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_black_angel_action_type_33 = BlackAngelPassAction.from_dict(data)

                    return componentsschemas_black_angel_action_type_33
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_black_angel_action_type_34 = BlackAngelPlaceAdvancedAction.from_dict(data)

                    return componentsschemas_black_angel_action_type_34
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_black_angel_action_type_35 = BlackAngelPlaceMissionAction.from_dict(data)

                    return componentsschemas_black_angel_action_type_35
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_black_angel_action_type_36 = BlackAngelPlayCardAction.from_dict(data)

                    return componentsschemas_black_angel_action_type_36
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_black_angel_action_type_37 = BlackAngelReserveDieAction.from_dict(data)

                    return componentsschemas_black_angel_action_type_37
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_black_angel_action_type_38 = BlackAngelSequenceBAction.from_dict(data)

                    return componentsschemas_black_angel_action_type_38
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_black_angel_action_type_39 = BlackAngelSkipAction.from_dict(data)

                    return componentsschemas_black_angel_action_type_39
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_black_angel_action_type_40 = BlackAngelStayAction.from_dict(data)

                    return componentsschemas_black_angel_action_type_40
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_black_angel_action_type_41 = BlackAngelStoreDebrisAction.from_dict(data)

                    return componentsschemas_black_angel_action_type_41
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_black_angel_action_type_42 = BlackAngelTakeAdvancedAction.from_dict(data)

                    return componentsschemas_black_angel_action_type_42
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_black_angel_action_type_43 = BlackAngelTakeDieAction.from_dict(data)

                    return componentsschemas_black_angel_action_type_43
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_black_angel_action_type_44 = BlackAngelTakeRavagersAction.from_dict(data)

                    return componentsschemas_black_angel_action_type_44
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_black_angel_action_type_45 = BlackAngelTakeTileAction.from_dict(data)

                return componentsschemas_black_angel_action_type_45

            actions_item = _parse_actions_item(actions_item_data)

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

        game = cast(Literal["black_angel"], d.pop("game"))
        if game != "black_angel":
            raise ValueError(f"game must match const 'black_angel', got '{game}'")

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

        def _parse_result(data: object) -> BlackAngelResult | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                result_type_0 = BlackAngelResult.from_dict(data)

                return result_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(BlackAngelResult | None, data)

        result = _parse_result(d.pop("result"))

        seats = []
        _seats = d.pop("seats")
        for seats_item_data in _seats:
            seats_item = SeatSummary.from_dict(seats_item_data)

            seats.append(seats_item)

        status = BlackAngelGameStateStatus(d.pop("status"))

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

        view = BlackAngelView.from_dict(d.pop("view"))

        _clock = d.pop("clock", UNSET)
        clock: Clock | Unset
        if isinstance(_clock, Unset):
            clock = UNSET
        else:
            clock = Clock.from_dict(_clock)

        black_angel_game_state = cls(
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

        return black_angel_game_state
