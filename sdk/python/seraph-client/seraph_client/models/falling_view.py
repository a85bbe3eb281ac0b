from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.falling_view_deck_sizes import FallingViewDeckSizes
    from ..models.falling_view_final import FallingViewFinal
    from ..models.falling_view_options import FallingViewOptions
    from ..models.falling_view_partner_pick import FallingViewPartnerPick
    from ..models.falling_view_pending_item import FallingViewPendingItem
    from ..models.falling_view_seats_item import FallingViewSeatsItem
    from ..models.falling_view_solo import FallingViewSolo
    from ..models.falling_view_tower_item import FallingViewTowerItem


T = TypeVar("T", bound="FallingView")


@_attrs_define
class FallingView:
    """what view(state, viewer) returns: one shape for a seat and a spectator; hidden parts are optional

    Attributes:
        blockades (list[list[int]]): solo: the Flying Machine spaces covered by Blockade Tokens, each [floor (1-5),
            space (0-based, as in seats[].fm)]
        deck_sizes (FallingViewDeckSizes): cards or tiles left per deck (deck_sizes.* below)
        final (FallingViewFinal | None): the result once the game is over, else null
        n (int): number of seats
        negotiation (list[list[int | str] | None]): per Negotiation space, 0-based as in the negotiate action's space
            (labels name the same index): [seat, 'Cr' | 'Chip'] or null when free
        options (FallingViewOptions): the game's options
        order (list[int]): seats (0-based) in Turn Order Track order, first to play first
        partner_pick (FallingViewPartnerPick | None): Partner choice in progress: draft {tiles, queue} or randomizer
            {offer, chosen, own_choice}
        pending (list[FallingViewPendingItem]): queue of sub-decisions {id, kind, mode, seat, ...}; the first is open.
            Another seat's Appraiser draw shows only its count
        phase (str): setup, supply, exploration, income, progress or over
        round_ (int): round 1-4 (0 during setup)
        seats (list[FallingViewSeatsItem]): one record per seat, seats[s] for seat s (0-based; seats[].* below)
        solo (FallingViewSolo | None): solo block (solo.* below), null in a 2-4 player game
        step (str): the engine's next automatic job, one of partner, supply, delivery, explore_start, explore, income,
            retrieve, progress, final, over (RULES.md section 3); phase is the one to show
        sub_action_used (bool): the Sub-action (Use a Guild Effect) was used this turn
        tower (list[FallingViewTowerItem]): the Tower's floors bottom to top: tower[i] is floor i + 1 (floors are 1-5
            wherever a floor is named); each {tile, dev}; a tile removed in 5a is {tile: null, dev: []}
        turn (int): 0-based index into order (not a seat number) of the seat whose Exploration turn it is: the seat is
            order[turn]
    """

    blockades: list[list[int]]
    deck_sizes: FallingViewDeckSizes
    final: FallingViewFinal | None
    n: int
    negotiation: list[list[int | str] | None]
    options: FallingViewOptions
    order: list[int]
    partner_pick: FallingViewPartnerPick | None
    pending: list[FallingViewPendingItem]
    phase: str
    round_: int
    seats: list[FallingViewSeatsItem]
    solo: FallingViewSolo | None
    step: str
    sub_action_used: bool
    tower: list[FallingViewTowerItem]
    turn: int

    def to_dict(self) -> dict[str, Any]:
        from ..models.falling_view_final import FallingViewFinal  # noqa: PLC0415
        from ..models.falling_view_partner_pick import FallingViewPartnerPick  # noqa: PLC0415
        from ..models.falling_view_solo import FallingViewSolo  # noqa: PLC0415

        blockades = []
        for blockades_item_data in self.blockades:
            blockades_item = blockades_item_data

            blockades.append(blockades_item)

        deck_sizes = self.deck_sizes.to_dict()

        final: dict[str, Any] | None
        if isinstance(self.final, FallingViewFinal):
            final = self.final.to_dict()
        else:
            final = self.final

        n = self.n

        negotiation = []
        for negotiation_item_data in self.negotiation:
            negotiation_item: list[int | str] | None
            if isinstance(negotiation_item_data, list):
                negotiation_item = []
                for negotiation_item_type_0_item_data in negotiation_item_data:
                    negotiation_item_type_0_item: int | str
                    negotiation_item_type_0_item = negotiation_item_type_0_item_data
                    negotiation_item.append(negotiation_item_type_0_item)

            else:
                negotiation_item = negotiation_item_data
            negotiation.append(negotiation_item)

        options = self.options.to_dict()

        order = self.order

        partner_pick: dict[str, Any] | None
        if isinstance(self.partner_pick, FallingViewPartnerPick):
            partner_pick = self.partner_pick.to_dict()
        else:
            partner_pick = self.partner_pick

        pending = []
        for pending_item_data in self.pending:
            pending_item = pending_item_data.to_dict()
            pending.append(pending_item)

        phase = self.phase

        round_ = self.round_

        seats = []
        for seats_item_data in self.seats:
            seats_item = seats_item_data.to_dict()
            seats.append(seats_item)

        solo: dict[str, Any] | None
        if isinstance(self.solo, FallingViewSolo):
            solo = self.solo.to_dict()
        else:
            solo = self.solo

        step = self.step

        sub_action_used = self.sub_action_used

        tower = []
        for tower_item_data in self.tower:
            tower_item = tower_item_data.to_dict()
            tower.append(tower_item)

        turn = self.turn

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "blockades": blockades,
                "deck_sizes": deck_sizes,
                "final": final,
                "n": n,
                "negotiation": negotiation,
                "options": options,
                "order": order,
                "partner_pick": partner_pick,
                "pending": pending,
                "phase": phase,
                "round": round_,
                "seats": seats,
                "solo": solo,
                "step": step,
                "sub_action_used": sub_action_used,
                "tower": tower,
                "turn": turn,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.falling_view_deck_sizes import FallingViewDeckSizes  # noqa: PLC0415
        from ..models.falling_view_final import FallingViewFinal  # noqa: PLC0415
        from ..models.falling_view_options import FallingViewOptions  # noqa: PLC0415
        from ..models.falling_view_partner_pick import FallingViewPartnerPick  # noqa: PLC0415
        from ..models.falling_view_pending_item import FallingViewPendingItem  # noqa: PLC0415
        from ..models.falling_view_seats_item import FallingViewSeatsItem  # noqa: PLC0415
        from ..models.falling_view_solo import FallingViewSolo  # noqa: PLC0415
        from ..models.falling_view_tower_item import FallingViewTowerItem  # noqa: PLC0415

        d = dict(src_dict)
        blockades = []
        _blockades = d.pop("blockades")
        for blockades_item_data in _blockades:
            blockades_item = cast(list[int], blockades_item_data)

            blockades.append(blockades_item)

        deck_sizes = FallingViewDeckSizes.from_dict(d.pop("deck_sizes"))

        def _parse_final(data: object) -> FallingViewFinal | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                final_type_0 = FallingViewFinal.from_dict(data)

                return final_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(FallingViewFinal | None, data)

        final = _parse_final(d.pop("final"))

        n = d.pop("n")

        negotiation = []
        _negotiation = d.pop("negotiation")
        for negotiation_item_data in _negotiation:

            def _parse_negotiation_item(data: object) -> list[int | str] | None:
                if data is None:
                    return data
                try:
                    if not isinstance(data, list):
                        raise TypeError()
                    negotiation_item_type_0 = []
                    _negotiation_item_type_0 = data
                    for negotiation_item_type_0_item_data in _negotiation_item_type_0:

                        def _parse_negotiation_item_type_0_item(data: object) -> int | str:
                            return cast(int | str, data)

                        negotiation_item_type_0_item = _parse_negotiation_item_type_0_item(
                            negotiation_item_type_0_item_data
                        )

                        negotiation_item_type_0.append(negotiation_item_type_0_item)

                    return negotiation_item_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                return cast(list[int | str] | None, data)

            negotiation_item = _parse_negotiation_item(negotiation_item_data)

            negotiation.append(negotiation_item)

        options = FallingViewOptions.from_dict(d.pop("options"))

        order = cast(list[int], d.pop("order"))

        def _parse_partner_pick(data: object) -> FallingViewPartnerPick | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                partner_pick_type_0 = FallingViewPartnerPick.from_dict(data)

                return partner_pick_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(FallingViewPartnerPick | None, data)

        partner_pick = _parse_partner_pick(d.pop("partner_pick"))

        pending = []
        _pending = d.pop("pending")
        for pending_item_data in _pending:
            pending_item = FallingViewPendingItem.from_dict(pending_item_data)

            pending.append(pending_item)

        phase = d.pop("phase")

        round_ = d.pop("round")

        seats = []
        _seats = d.pop("seats")
        for seats_item_data in _seats:
            seats_item = FallingViewSeatsItem.from_dict(seats_item_data)

            seats.append(seats_item)

        def _parse_solo(data: object) -> FallingViewSolo | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                solo_type_0 = FallingViewSolo.from_dict(data)

                return solo_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(FallingViewSolo | None, data)

        solo = _parse_solo(d.pop("solo"))

        step = d.pop("step")

        sub_action_used = d.pop("sub_action_used")

        tower = []
        _tower = d.pop("tower")
        for tower_item_data in _tower:
            tower_item = FallingViewTowerItem.from_dict(tower_item_data)

            tower.append(tower_item)

        turn = d.pop("turn")

        falling_view = cls(
            blockades=blockades,
            deck_sizes=deck_sizes,
            final=final,
            n=n,
            negotiation=negotiation,
            options=options,
            order=order,
            partner_pick=partner_pick,
            pending=pending,
            phase=phase,
            round_=round_,
            seats=seats,
            solo=solo,
            step=step,
            sub_action_used=sub_action_used,
            tower=tower,
            turn=turn,
        )

        return falling_view
