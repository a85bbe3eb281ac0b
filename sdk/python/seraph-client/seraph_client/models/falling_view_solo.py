from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.falling_view_solo_npc_queue_item import FallingViewSoloNpcQueueItem
    from ..models.falling_view_solo_overwork_cost import FallingViewSoloOverworkCost
    from ..models.falling_view_solo_thresholds_item import FallingViewSoloThresholdsItem


T = TypeVar("T", bound="FallingViewSolo")


@_attrs_define
class FallingViewSolo:
    """solo block (solo.* below), null in a 2-4 player game

    Attributes:
        blockade (str): this round's Blockade card
        danda (int): Danda's seat
        device_policy (str): who picks the Device type Danda installs
        difficulty (str): easy, normal or hard
        first (str): round 1: npc or player (from the Round 1 Blockade card)
        human (int): the player's seat
        npc_card (None | str): the NPC card revealed last
        npc_half (int | None): its half resolved (null for a plain card)
        npc_limit (int): NPC cards Danda resolves this round
        npc_queue (list[FallingViewSoloNpcQueueItem]): actions of that card still to resolve
        npc_resolved (int): NPC cards resolved this round
        npc_revealed (list[str]): NPC cards revealed this round
        overwork_cost (FallingViewSoloOverworkCost): this round's Overwork Cost
        overwork_paid (bool): paid this turn
        thresholds (list[FallingViewSoloThresholdsItem]): Contribution thresholds and their VP (Summary card)
    """

    blockade: str
    danda: int
    device_policy: str
    difficulty: str
    first: str
    human: int
    npc_card: None | str
    npc_half: int | None
    npc_limit: int
    npc_queue: list[FallingViewSoloNpcQueueItem]
    npc_resolved: int
    npc_revealed: list[str]
    overwork_cost: FallingViewSoloOverworkCost
    overwork_paid: bool
    thresholds: list[FallingViewSoloThresholdsItem]

    def to_dict(self) -> dict[str, Any]:
        blockade = self.blockade

        danda = self.danda

        device_policy = self.device_policy

        difficulty = self.difficulty

        first = self.first

        human = self.human

        npc_card: None | str
        npc_card = self.npc_card

        npc_half: int | None
        npc_half = self.npc_half

        npc_limit = self.npc_limit

        npc_queue = []
        for npc_queue_item_data in self.npc_queue:
            npc_queue_item = npc_queue_item_data.to_dict()
            npc_queue.append(npc_queue_item)

        npc_resolved = self.npc_resolved

        npc_revealed = self.npc_revealed

        overwork_cost = self.overwork_cost.to_dict()

        overwork_paid = self.overwork_paid

        thresholds = []
        for thresholds_item_data in self.thresholds:
            thresholds_item = thresholds_item_data.to_dict()
            thresholds.append(thresholds_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "blockade": blockade,
                "danda": danda,
                "device_policy": device_policy,
                "difficulty": difficulty,
                "first": first,
                "human": human,
                "npc_card": npc_card,
                "npc_half": npc_half,
                "npc_limit": npc_limit,
                "npc_queue": npc_queue,
                "npc_resolved": npc_resolved,
                "npc_revealed": npc_revealed,
                "overwork_cost": overwork_cost,
                "overwork_paid": overwork_paid,
                "thresholds": thresholds,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.falling_view_solo_npc_queue_item import FallingViewSoloNpcQueueItem  # noqa: PLC0415
        from ..models.falling_view_solo_overwork_cost import FallingViewSoloOverworkCost  # noqa: PLC0415
        from ..models.falling_view_solo_thresholds_item import FallingViewSoloThresholdsItem  # noqa: PLC0415

        d = dict(src_dict)
        blockade = d.pop("blockade")

        danda = d.pop("danda")

        device_policy = d.pop("device_policy")

        difficulty = d.pop("difficulty")

        first = d.pop("first")

        human = d.pop("human")

        def _parse_npc_card(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        npc_card = _parse_npc_card(d.pop("npc_card"))

        def _parse_npc_half(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        npc_half = _parse_npc_half(d.pop("npc_half"))

        npc_limit = d.pop("npc_limit")

        npc_queue = []
        _npc_queue = d.pop("npc_queue")
        for npc_queue_item_data in _npc_queue:
            npc_queue_item = FallingViewSoloNpcQueueItem.from_dict(npc_queue_item_data)

            npc_queue.append(npc_queue_item)

        npc_resolved = d.pop("npc_resolved")

        npc_revealed = cast(list[str], d.pop("npc_revealed"))

        overwork_cost = FallingViewSoloOverworkCost.from_dict(d.pop("overwork_cost"))

        overwork_paid = d.pop("overwork_paid")

        thresholds = []
        _thresholds = d.pop("thresholds")
        for thresholds_item_data in _thresholds:
            thresholds_item = FallingViewSoloThresholdsItem.from_dict(thresholds_item_data)

            thresholds.append(thresholds_item)

        falling_view_solo = cls(
            blockade=blockade,
            danda=danda,
            device_policy=device_policy,
            difficulty=difficulty,
            first=first,
            human=human,
            npc_card=npc_card,
            npc_half=npc_half,
            npc_limit=npc_limit,
            npc_queue=npc_queue,
            npc_resolved=npc_resolved,
            npc_revealed=npc_revealed,
            overwork_cost=overwork_cost,
            overwork_paid=overwork_paid,
            thresholds=thresholds,
        )

        return falling_view_solo
