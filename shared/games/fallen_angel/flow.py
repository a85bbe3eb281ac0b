"""Rounds and phases: the setup draft, then per round Preparation, the main phase, the Conclusion, Reset.

The main phase is a `main_turn` decision of the seat in Order Chamber turn over an automatic `next_turn`; a
placement's steps (placement.start) run above `next_turn`, which moves to the next seat that has not passed
and, once every seat has passed, begins the Conclusion (conclusion.py).
(rows 11, 18; Rulebook: The Phases of a Round, Main Phase: Turns.)
"""
from __future__ import annotations

from shared.engine.events import event
from shared.games.fallen_angel import conclusion, placement, preparation, resources, steps
from shared.games.fallen_angel.content import content
from shared.games.fallen_angel.preparation import unused_dice
from shared.games.fallen_angel import wording as w

DISCARDED = "discarded"
DISCARD_TYPES = ("discard_for_honor", "discard_for_reroll")


def begin(state: dict) -> None:
    """Setup's last act: the hero draft, then round 1 (rows 5, 11)."""
    ev: list = []
    state["round"] = preparation.FIRST_ROUND
    preparation.begin_draft(state, ev)
    steps.push(state, "round_start", None)
    steps.run_automatic(state, ev)


def run_round_start(state: dict, step: dict, ev: list) -> None:
    """Start the round: the roll and its rerolls (row 12)."""
    preparation.begin_round(state, ev)


def run_main_start(state: dict, step: dict, ev: list) -> None:
    """Charge every Battery, then the first seat of the Order Chamber takes a turn (row 18)."""
    state["phase"] = "main"
    for player in state["players"]:
        player["batteries"] = [True] * len(player["batteries"])
    state["main"] = {"turn": None, "passed": []}
    ev.append(event("main_phase_started", None, round=state["round"], order=list(state["order"])))
    start_turn(state, state["order"][0])


def start_turn(state: dict, seat: int) -> None:
    """`seat`'s turn: a `main_turn` decision over the automatic `next_turn` (row 18)."""
    state["main"]["turn"] = seat
    steps.push_seq(state, [("main_turn", seat, {}), ("next_turn", seat, {})])


def next_seat(state: dict, seat: int) -> int | None:
    """The next seat in Order Chamber order after `seat` that has not passed, or None when all have (row 18)."""
    order, passed = state["order"], state["main"]["passed"]
    at = order.index(seat)
    for i in range(1, len(order) + 1):
        candidate = order[(at + i) % len(order)]
        if candidate not in passed:
            return candidate
    return None


def run_next_turn(state: dict, step: dict, ev: list) -> None:
    """Hand the turn on in Order Chamber order; when every seat has passed, the Conclusion (row 18)."""
    following = next_seat(state, step["seat"])
    if following is None:
        state["main"]["turn"] = None
        ev.append(event("main_phase_ended", None, round=state["round"]))
        conclusion.begin(state, ev)
        return
    start_turn(state, following)


# -- the turn decision (row 18) ----------------------------------------------------------------------------------------
def discard_actions(state: dict, seat: int) -> list:
    """Discard one unused die (one per distinct value) for +1 Honor, or to flip a Skull back to Reroll (row 18)."""
    out, seen = [], set()
    skulls = state["players"][seat]["skulls"]
    for die_id in unused_dice(state, seat):
        value = state["dice"][die_id]["value"]
        if value in seen:
            continue
        seen.add(value)
        out.append({"type": "discard_for_honor", "die": die_id,
                    **w.label("label.discard_honor", value=value, honor=content().discard_honor)})
        if skulls:
            out.append({"type": "discard_for_reroll", "die": die_id,
                        **w.label("label.discard_reroll", value=value)})
    return out


def main_turn_legal(state: dict, step: dict) -> list:
    """Place a group (with a hero), discard a die, or pass; with no unused dice, only pass (row 18)."""
    seat = step["seat"]
    passing = {"type": "pass", **w.label("label.pass")}
    if not unused_dice(state, seat):
        return [passing]
    return placement.turn_actions(state, seat) + discard_actions(state, seat) + [passing]


def main_turn_apply(state: dict, step: dict, action: dict, ev: list) -> None:
    """Carry out the turn choice; a placement pushes its steps above `next_turn` (rows 18-33)."""
    steps.pop(state, step)
    seat, kind = step["seat"], action["type"]
    if kind == "pass":
        state["main"]["passed"].append(seat)
        ev.append(event("passed", seat, round=state["round"]))
    elif kind in DISCARD_TYPES:
        discard_die(state, seat, action, ev)
    else:
        placement.start(state, seat, action, ev)


def discard_die(state: dict, seat: int, action: dict, ev: list) -> None:
    """The die goes beside the board until Reset; +1 Honor or a Skull flipped back to Reroll (row 18)."""
    state["dice"][action["die"]]["at"] = DISCARDED
    player = state["players"][seat]
    ev.append(event("die_discarded", seat, die=action["die"], value=state["dice"][action["die"]]["value"],
                    gain="honor" if action["type"] == "discard_for_honor" else "reroll"))
    if action["type"] == "discard_for_honor":
        resources.gain(state, seat, ev, "discard", honor=content().discard_honor)
    else:
        player["skulls"] -= 1
        player["rerolls"] += 1


steps.register("round_start", run=run_round_start)
steps.register("main_start", run=run_main_start)
steps.register("main_turn", legal=main_turn_legal, apply=main_turn_apply)
steps.register("next_turn", run=run_next_turn)
