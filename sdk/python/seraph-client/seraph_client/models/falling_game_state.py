from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.falling_game_state_status import FallingGameStateStatus
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.abort_rule import AbortRule
    from ..models.clock import Clock
    from ..models.fairness import Fairness
    from ..models.falling_alchemist_take_action import FallingAlchemistTakeAction
    from ..models.falling_ascend_action import FallingAscendAction
    from ..models.falling_choose_partner_action import FallingChoosePartnerAction
    from ..models.falling_choose_supply_action import FallingChooseSupplyAction
    from ..models.falling_convert_action import FallingConvertAction
    from ..models.falling_danda_device_action import FallingDandaDeviceAction
    from ..models.falling_decline_action import FallingDeclineAction
    from ..models.falling_deliver_give_action import FallingDeliverGiveAction
    from ..models.falling_deliver_keep_action import FallingDeliverKeepAction
    from ..models.falling_draft_partner_action import FallingDraftPartnerAction
    from ..models.falling_install_action import FallingInstallAction
    from ..models.falling_install_space_action import FallingInstallSpaceAction
    from ..models.falling_keep_vp_action import FallingKeepVpAction
    from ..models.falling_negotiate_action import FallingNegotiateAction
    from ..models.falling_npc_ascend_action import FallingNpcAscendAction
    from ..models.falling_npc_ascend_to_action import FallingNpcAscendToAction
    from ..models.falling_npc_crystal_action import FallingNpcCrystalAction
    from ..models.falling_npc_install_action import FallingNpcInstallAction
    from ..models.falling_npc_pass_action import FallingNpcPassAction
    from ..models.falling_npc_reveal_action import FallingNpcRevealAction
    from ..models.falling_overwork_action import FallingOverworkAction
    from ..models.falling_pass_action import FallingPassAction
    from ..models.falling_result import FallingResult
    from ..models.falling_retrieve_action import FallingRetrieveAction
    from ..models.falling_take_action import FallingTakeAction
    from ..models.falling_take_chip_action import FallingTakeChipAction
    from ..models.falling_use_effect_action import FallingUseEffectAction
    from ..models.falling_view import FallingView
    from ..models.prompt import Prompt
    from ..models.seat_summary import SeatSummary
    from ..models.undo_reach import UndoReach


T = TypeVar("T", bound="FallingGameState")


@_attrs_define
class FallingGameState:
    """
    Attributes:
        abort (AbortRule | None): the abort rule and votes (null only for a game unknown)
        actions (list[FallingAlchemistTakeAction | FallingAscendAction | FallingChoosePartnerAction |
            FallingChooseSupplyAction | FallingConvertAction | FallingDandaDeviceAction | FallingDeclineAction |
            FallingDeliverGiveAction | FallingDeliverKeepAction | FallingDraftPartnerAction | FallingInstallAction |
            FallingInstallSpaceAction | FallingKeepVpAction | FallingNegotiateAction | FallingNpcAscendAction |
            FallingNpcAscendToAction | FallingNpcCrystalAction | FallingNpcInstallAction | FallingNpcPassAction |
            FallingNpcRevealAction | FallingOverworkAction | FallingPassAction | FallingRetrieveAction | FallingTakeAction |
            FallingTakeChipAction | FallingUseEffectAction]): the bearer seat's legal actions now, as GET .../actions
            returns them; empty for a spectator or a seat not to act
        active_seats (list[int]):
        commitment (None | str): sha256 hex of "{seed}:{salt}", published when the game is created; the seed and salt
            are revealed in `fairness` at the end. null on games created before fair deals
        fairness (Fairness | None): null until the game is finished; then its seed and salt
        fixed_seed (bool): true when the game's creator chose its seed (and so may know every hidden card)
        game (Literal['falling']): the game's name: which variant of GameState this is
        id (str):
        prompt (None | Prompt): what the bearer seat is deciding, in words; null for a spectator or a seat not to act
        result (FallingResult | None): null while the game runs
        seats (list[SeatSummary]):
        status (FallingGameStateStatus):
        undo (None | UndoReach): the versions the bearer's seat may go back to now; null when none (and for a spectator,
            a seat out of play or a game not active)
        version (int):
        view (FallingView): what view(state, viewer) returns: one shape for a seat and a spectator; hidden parts are
            optional
        clock (Clock | Unset):
    """

    abort: AbortRule | None
    actions: list[
        FallingAlchemistTakeAction
        | FallingAscendAction
        | FallingChoosePartnerAction
        | FallingChooseSupplyAction
        | FallingConvertAction
        | FallingDandaDeviceAction
        | FallingDeclineAction
        | FallingDeliverGiveAction
        | FallingDeliverKeepAction
        | FallingDraftPartnerAction
        | FallingInstallAction
        | FallingInstallSpaceAction
        | FallingKeepVpAction
        | FallingNegotiateAction
        | FallingNpcAscendAction
        | FallingNpcAscendToAction
        | FallingNpcCrystalAction
        | FallingNpcInstallAction
        | FallingNpcPassAction
        | FallingNpcRevealAction
        | FallingOverworkAction
        | FallingPassAction
        | FallingRetrieveAction
        | FallingTakeAction
        | FallingTakeChipAction
        | FallingUseEffectAction
    ]
    active_seats: list[int]
    commitment: None | str
    fairness: Fairness | None
    fixed_seed: bool
    game: Literal["falling"]
    id: str
    prompt: None | Prompt
    result: FallingResult | None
    seats: list[SeatSummary]
    status: FallingGameStateStatus
    undo: None | UndoReach
    version: int
    view: FallingView
    clock: Clock | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.abort_rule import AbortRule  # noqa: PLC0415
        from ..models.fairness import Fairness  # noqa: PLC0415
        from ..models.falling_alchemist_take_action import FallingAlchemistTakeAction  # noqa: PLC0415
        from ..models.falling_ascend_action import FallingAscendAction  # noqa: PLC0415
        from ..models.falling_choose_partner_action import FallingChoosePartnerAction  # noqa: PLC0415
        from ..models.falling_choose_supply_action import FallingChooseSupplyAction  # noqa: PLC0415
        from ..models.falling_convert_action import FallingConvertAction  # noqa: PLC0415
        from ..models.falling_danda_device_action import FallingDandaDeviceAction  # noqa: PLC0415
        from ..models.falling_decline_action import FallingDeclineAction  # noqa: PLC0415
        from ..models.falling_deliver_give_action import FallingDeliverGiveAction  # noqa: PLC0415
        from ..models.falling_deliver_keep_action import FallingDeliverKeepAction  # noqa: PLC0415
        from ..models.falling_draft_partner_action import FallingDraftPartnerAction  # noqa: PLC0415
        from ..models.falling_install_action import FallingInstallAction  # noqa: PLC0415
        from ..models.falling_install_space_action import FallingInstallSpaceAction  # noqa: PLC0415
        from ..models.falling_keep_vp_action import FallingKeepVpAction  # noqa: PLC0415
        from ..models.falling_negotiate_action import FallingNegotiateAction  # noqa: PLC0415
        from ..models.falling_npc_ascend_action import FallingNpcAscendAction  # noqa: PLC0415
        from ..models.falling_npc_ascend_to_action import FallingNpcAscendToAction  # noqa: PLC0415
        from ..models.falling_npc_crystal_action import FallingNpcCrystalAction  # noqa: PLC0415
        from ..models.falling_npc_install_action import FallingNpcInstallAction  # noqa: PLC0415
        from ..models.falling_npc_pass_action import FallingNpcPassAction  # noqa: PLC0415
        from ..models.falling_npc_reveal_action import FallingNpcRevealAction  # noqa: PLC0415
        from ..models.falling_overwork_action import FallingOverworkAction  # noqa: PLC0415
        from ..models.falling_pass_action import FallingPassAction  # noqa: PLC0415
        from ..models.falling_result import FallingResult  # noqa: PLC0415
        from ..models.falling_retrieve_action import FallingRetrieveAction  # noqa: PLC0415
        from ..models.falling_take_action import FallingTakeAction  # noqa: PLC0415
        from ..models.falling_take_chip_action import FallingTakeChipAction  # noqa: PLC0415
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
            if isinstance(actions_item_data, FallingAlchemistTakeAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, FallingAscendAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, FallingChoosePartnerAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, FallingChooseSupplyAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, FallingConvertAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, FallingDandaDeviceAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, FallingDeclineAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, FallingDeliverGiveAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, FallingDeliverKeepAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, FallingDraftPartnerAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, FallingInstallAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, FallingInstallSpaceAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, FallingKeepVpAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, FallingNegotiateAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, FallingNpcAscendAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, FallingNpcAscendToAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, FallingNpcCrystalAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, FallingNpcInstallAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, FallingNpcPassAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, FallingNpcRevealAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, FallingOverworkAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, FallingPassAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, FallingRetrieveAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, FallingTakeAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, FallingTakeChipAction):
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
        if isinstance(self.result, FallingResult):
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
        from ..models.clock import Clock  # noqa: PLC0415
        from ..models.fairness import Fairness  # noqa: PLC0415
        from ..models.falling_alchemist_take_action import FallingAlchemistTakeAction  # noqa: PLC0415
        from ..models.falling_ascend_action import FallingAscendAction  # noqa: PLC0415
        from ..models.falling_choose_partner_action import FallingChoosePartnerAction  # noqa: PLC0415
        from ..models.falling_choose_supply_action import FallingChooseSupplyAction  # noqa: PLC0415
        from ..models.falling_convert_action import FallingConvertAction  # noqa: PLC0415
        from ..models.falling_danda_device_action import FallingDandaDeviceAction  # noqa: PLC0415
        from ..models.falling_decline_action import FallingDeclineAction  # noqa: PLC0415
        from ..models.falling_deliver_give_action import FallingDeliverGiveAction  # noqa: PLC0415
        from ..models.falling_deliver_keep_action import FallingDeliverKeepAction  # noqa: PLC0415
        from ..models.falling_draft_partner_action import FallingDraftPartnerAction  # noqa: PLC0415
        from ..models.falling_install_action import FallingInstallAction  # noqa: PLC0415
        from ..models.falling_install_space_action import FallingInstallSpaceAction  # noqa: PLC0415
        from ..models.falling_keep_vp_action import FallingKeepVpAction  # noqa: PLC0415
        from ..models.falling_negotiate_action import FallingNegotiateAction  # noqa: PLC0415
        from ..models.falling_npc_ascend_action import FallingNpcAscendAction  # noqa: PLC0415
        from ..models.falling_npc_ascend_to_action import FallingNpcAscendToAction  # noqa: PLC0415
        from ..models.falling_npc_crystal_action import FallingNpcCrystalAction  # noqa: PLC0415
        from ..models.falling_npc_install_action import FallingNpcInstallAction  # noqa: PLC0415
        from ..models.falling_npc_pass_action import FallingNpcPassAction  # noqa: PLC0415
        from ..models.falling_npc_reveal_action import FallingNpcRevealAction  # noqa: PLC0415
        from ..models.falling_overwork_action import FallingOverworkAction  # noqa: PLC0415
        from ..models.falling_pass_action import FallingPassAction  # noqa: PLC0415
        from ..models.falling_result import FallingResult  # noqa: PLC0415
        from ..models.falling_retrieve_action import FallingRetrieveAction  # noqa: PLC0415
        from ..models.falling_take_action import FallingTakeAction  # noqa: PLC0415
        from ..models.falling_take_chip_action import FallingTakeChipAction  # noqa: PLC0415
        from ..models.falling_use_effect_action import FallingUseEffectAction  # noqa: PLC0415
        from ..models.falling_view import FallingView  # noqa: PLC0415
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
                FallingAlchemistTakeAction
                | FallingAscendAction
                | FallingChoosePartnerAction
                | FallingChooseSupplyAction
                | FallingConvertAction
                | FallingDandaDeviceAction
                | FallingDeclineAction
                | FallingDeliverGiveAction
                | FallingDeliverKeepAction
                | FallingDraftPartnerAction
                | FallingInstallAction
                | FallingInstallSpaceAction
                | FallingKeepVpAction
                | FallingNegotiateAction
                | FallingNpcAscendAction
                | FallingNpcAscendToAction
                | FallingNpcCrystalAction
                | FallingNpcInstallAction
                | FallingNpcPassAction
                | FallingNpcRevealAction
                | FallingOverworkAction
                | FallingPassAction
                | FallingRetrieveAction
                | FallingTakeAction
                | FallingTakeChipAction
                | FallingUseEffectAction
            ):
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_falling_action_type_0 = FallingAlchemistTakeAction.from_dict(data)

                    return componentsschemas_falling_action_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_falling_action_type_1 = FallingAscendAction.from_dict(data)

                    return componentsschemas_falling_action_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_falling_action_type_2 = FallingChoosePartnerAction.from_dict(data)

                    return componentsschemas_falling_action_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_falling_action_type_3 = FallingChooseSupplyAction.from_dict(data)

                    return componentsschemas_falling_action_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_falling_action_type_4 = FallingConvertAction.from_dict(data)

                    return componentsschemas_falling_action_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_falling_action_type_5 = FallingDandaDeviceAction.from_dict(data)

                    return componentsschemas_falling_action_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_falling_action_type_6 = FallingDeclineAction.from_dict(data)

                    return componentsschemas_falling_action_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_falling_action_type_7 = FallingDeliverGiveAction.from_dict(data)

                    return componentsschemas_falling_action_type_7
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_falling_action_type_8 = FallingDeliverKeepAction.from_dict(data)

                    return componentsschemas_falling_action_type_8
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_falling_action_type_9 = FallingDraftPartnerAction.from_dict(data)

                    return componentsschemas_falling_action_type_9
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_falling_action_type_10 = FallingInstallAction.from_dict(data)

                    return componentsschemas_falling_action_type_10
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_falling_action_type_11 = FallingInstallSpaceAction.from_dict(data)

                    return componentsschemas_falling_action_type_11
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_falling_action_type_12 = FallingKeepVpAction.from_dict(data)

                    return componentsschemas_falling_action_type_12
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_falling_action_type_13 = FallingNegotiateAction.from_dict(data)

                    return componentsschemas_falling_action_type_13
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_falling_action_type_14 = FallingNpcAscendAction.from_dict(data)

                    return componentsschemas_falling_action_type_14
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_falling_action_type_15 = FallingNpcAscendToAction.from_dict(data)

                    return componentsschemas_falling_action_type_15
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_falling_action_type_16 = FallingNpcCrystalAction.from_dict(data)

                    return componentsschemas_falling_action_type_16
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_falling_action_type_17 = FallingNpcInstallAction.from_dict(data)

                    return componentsschemas_falling_action_type_17
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_falling_action_type_18 = FallingNpcPassAction.from_dict(data)

                    return componentsschemas_falling_action_type_18
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_falling_action_type_19 = FallingNpcRevealAction.from_dict(data)

                    return componentsschemas_falling_action_type_19
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_falling_action_type_20 = FallingOverworkAction.from_dict(data)

                    return componentsschemas_falling_action_type_20
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_falling_action_type_21 = FallingPassAction.from_dict(data)

                    return componentsschemas_falling_action_type_21
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_falling_action_type_22 = FallingRetrieveAction.from_dict(data)

                    return componentsschemas_falling_action_type_22
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_falling_action_type_23 = FallingTakeAction.from_dict(data)

                    return componentsschemas_falling_action_type_23
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_falling_action_type_24 = FallingTakeChipAction.from_dict(data)

                    return componentsschemas_falling_action_type_24
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_falling_action_type_25 = FallingUseEffectAction.from_dict(data)

                return componentsschemas_falling_action_type_25

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

        game = cast(Literal["falling"], d.pop("game"))
        if game != "falling":
            raise ValueError(f"game must match const 'falling', got '{game}'")

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

        def _parse_result(data: object) -> FallingResult | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                result_type_0 = FallingResult.from_dict(data)

                return result_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(FallingResult | None, data)

        result = _parse_result(d.pop("result"))

        seats = []
        _seats = d.pop("seats")
        for seats_item_data in _seats:
            seats_item = SeatSummary.from_dict(seats_item_data)

            seats.append(seats_item)

        status = FallingGameStateStatus(d.pop("status"))

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

        view = FallingView.from_dict(d.pop("view"))

        _clock = d.pop("clock", UNSET)
        clock: Clock | Unset
        if isinstance(_clock, Unset):
            clock = UNSET
        else:
            clock = Clock.from_dict(_clock)

        falling_game_state = cls(
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

        return falling_game_state
