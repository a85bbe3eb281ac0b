"""The co-op's turn order, a decision of the team each round (row 57).

Rulebook, Variant: Shadow of Fallen Angel, "Preparation Phase: Dice Roll and Turn Order - This step is skipped.
Players use their first and only dice roll for each round. Turn order is decided by players." So there is no
Order Chamber ranking and no Special Tie in the co-op: `special_ties` stays empty and Air Supremacy pools no tiers.

The team agrees on one order in a window (`decisions.open_window`, kind `turn_order`), the engine's decision for
seats acting in turn until all have passed in a row. It opens on a proposal from the creation option
`coop_turn_order` (`default_proposal`); the seat whose turn it is agrees to the standing proposal or, once per
round, puts forward another order, which becomes the standing proposal. The window closes when every player has
agreed to it in a row, and that order is the round's (RULES.md S17). A seat proposing once per round bounds the
window: at most one proposal per seat, so it always closes.
"""
from __future__ import annotations

from itertools import permutations

from shared.engine import decisions
from shared.engine.events import event
from shared.games.fallen_angel import steps
from shared.games.fallen_angel.preparation import tie_key
from shared.games.fallen_angel import wording as w

KIND = "turn_order"
#: coop_turn_order values (content/shadow.json "turn_orders"): the default proposal each round
ORDER_CHAMBER, SEAT_ORDER, ROTATE = "order_chamber", "seat_order", "rotate"
DEFAULT_ORDER = ORDER_CHAMBER


def default_proposal(state: dict) -> list[int]:
    """The option's order: ascending dice sums then fewer 6s, 5s ... with seat order for identical dice
    (order_chamber: no roll-off, the table only proposes), seat order, or seat order rotated one seat a round."""
    how, n = state["options"].get("coop_turn_order", DEFAULT_ORDER), len(state["players"])
    if how == ORDER_CHAMBER:
        return sorted(range(n), key=lambda seat: (tie_key(state, seat), seat))
    start = (state["round"] - 1) % n if how == ROTATE else 0
    return [(start + i) % n for i in range(n)]


def order_param(state: dict, order) -> dict:
    """The seats in turn order, a list param ('Ann, Bob and Cy')."""
    return {"items": [w.seat(state, seat) for seat in order]}


def run_coop_order(state: dict, step: dict, ev: list) -> None:
    """Open the round's turn-order window on the option's proposal; no Special Tie in the co-op (row 57)."""
    proposal = default_proposal(state)
    state["special_ties"] = []
    ev.append(event("order_proposed", None, order=list(proposal),
                    how=state["options"].get("coop_turn_order", DEFAULT_ORDER)))
    decisions.open_window(state, KIND, list(range(len(state["players"]))), proposal=proposal, proposed=[])


def turn_order_legal(state: dict, item: dict) -> list:
    """Agree to the standing proposal, or (once a round) propose another order (row 57)."""
    seat = item["seats"][item["turn"]]
    out = [{"type": "agree", **w.label("label.agree", order=order_param(state, item["proposal"]))}]
    if seat in item["proposed"]:
        return out
    return out + [{"type": "propose", "order": list(order),
                   **w.label("label.propose", order=order_param(state, order))}
                  for order in permutations(range(len(state["players"]))) if list(order) != item["proposal"]]


def turn_order_apply(state: dict, item: dict, action: dict, ev: list) -> None:
    """A proposal becomes the standing one; when every player has agreed in a row, it is the round's order."""
    seat = item["seats"][item["turn"]]
    if action["type"] == "propose":
        item["proposal"] = list(action["order"])
        item["proposed"].append(seat)
        ev.append(event("order_proposed", seat, order=list(action["order"])))
        decisions.record(state, seat)
        return
    if decisions.record(state, seat, passed=True):
        state["order"] = list(item["proposal"])
        ev.append(event("order_agreed", None, order=list(state["order"])))


def is_open(state: dict) -> bool:
    """True while the team is agreeing on the turn order."""
    item = decisions.front(state)
    return item is not None and item["kind"] == KIND


def proposals_made(state: dict) -> int:
    """How many times the standing proposal has been replaced in the open window (0 when none is open)."""
    return len(decisions.front(state)["proposed"]) if is_open(state) else 0


steps.register("coop_order", run=run_coop_order)
steps.register(KIND, legal=turn_order_legal, apply=turn_order_apply)
