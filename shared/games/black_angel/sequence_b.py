"""Sequence B: B.1 (penalty for unused dice, new dice, damaged dice, roll, reserve), B.2 (refresh the board),
and the 2-player neutral player's dice. B.3 (the Black Angel moves) is advance.py's `b3` step.
(BA-33, BA-34, BA-38; Rulebook: Sequence B, The Exciting 2-Player Game.)
"""
from __future__ import annotations

from shared.engine.events import event
from shared.engine.rng import Rng
from shared.games.black_angel import dice, effects, steps
from shared.games.black_angel import wording as w
from shared.games.black_angel.content import content


def run_b1(state: dict, step: dict, ev: list) -> None:
    """B.1: lose the face total of your dice and return them; take and roll 1 die per workstation robot;
    refresh the neutral player's dice; then reserve (BA-33, BA-38)."""
    seat = step["seat"]
    return_compartment(state, seat, ev)
    rng = Rng(state)
    taken = take_new_dice(state, seat, ev)
    for die_id in taken:
        dice.roll(state, die_id, rng)
    ev.append(event("dice_rolled", seat, dice={d: state["dice"][d]["value"] for d in taken}))
    if state["neutral"] is not None:
        refresh_neutral(state, rng, ev)
    if can_reserve(state, seat):
        steps.push(state, "reserve", seat)


def return_compartment(state: dict, seat: int, ev: list) -> None:
    """Lose VP equal to the faces of every die in your compartment (reserved ones too), then return them
    (BA-33; Rulebook: "lose victory points equal to the total value displayed on those dice")."""
    own = dice.own_dice(state, seat)
    effects.lose_vp(state, seat, dice.face_total(state, seat), ev, "unused_dice")
    for die_id in own:
        dice.return_to_supply(state, die_id)
    if own:
        ev.append(event("dice_returned", seat, dice=own))


def take_new_dice(state: dict, seat: int, ev: list) -> list[str]:
    """1 supply die per robot on each workstation, undamaged first ([A]); fewer if the supply is short; each
    damaged die costs VP and its cube returns to the supply (BA-33; Rulebook: Sequence B, 1)."""
    taken = []
    for colour, robots in state["players"][seat]["robots"]["work"].items():
        for die_id in dice.supply_dice(state, colour)[:robots]:
            state["dice"][die_id]["at"] = seat
            if state["dice"][die_id]["cube"]:
                state["dice"][die_id]["cube"] = False
                ev.append(event("die_repaired", seat, die=die_id, reason="damaged_die_taken"))
                effects.lose_vp(state, seat, content().damaged_die_vp, ev, "damaged_die")
            taken.append(die_id)
    return taken


def refresh_neutral(state: dict, rng: Rng, ev: list) -> None:
    """BA-38: reroll the neutral dice showing a star; per colour, supply dice replace the dice bought since
    (they went back to the supply) up to 1 per neutral robot, damaged ones losing their cube without penalty;
    a colour with fewer neutral robots than dice returns the excess, lowest faces first ([A])."""
    for die_id in dice.neutral_dice(state):
        if state["dice"][die_id]["value"] == 0:
            dice.roll(state, die_id, rng)
    for colour, robots in state["neutral"]["robots"].items():
        held = sorted(dice.neutral_dice(state, colour), key=lambda d: state["dice"][d]["value"])
        for die_id in held[:max(0, len(held) - robots)]:
            dice.return_to_supply(state, die_id)
        for die_id in dice.supply_dice(state, colour)[:max(0, robots - len(held))]:
            state["dice"][die_id].update({"at": dice.NEUTRAL, "cube": False})
            dice.roll(state, die_id, rng)
    ev.append(event("neutral_dice_refreshed", None,
                    dice={d: state["dice"][d]["value"] for d in dice.neutral_dice(state)}))


def can_reserve(state: dict, seat: int) -> bool:
    """True while `seat` has an unreserved die and can pay to reserve it (BA-33)."""
    return (state["players"][seat]["resources"] >= content().reserve_price
            and any(not state["dice"][d]["reserved"] for d in dice.own_dice(state, seat)))


def reserve_legal(state: dict, step: dict) -> list:
    """Reserve any of your unreserved dice for a resource each, or stop (BA-33)."""
    seat, price = step["seat"], content().reserve_price
    out = [{"type": "reserve_die", "die": d, **w.label("label.reserve_die", die=w.die(state, d), cost=price)}
           for d in dice.own_dice(state, seat) if not state["dice"][d]["reserved"]]
    return out + [{"type": "done", **w.label("label.reserve.done")}]


def reserve_apply(state: dict, step: dict, action: dict, ev: list) -> None:
    """Pay a resource to the supply; the die moves to the high-security area (BA-33)."""
    seat = step["seat"]
    if action["type"] == "reserve_die":
        state["players"][seat]["resources"] -= content().reserve_price
        state["dice"][action["die"]]["reserved"] = True
        ev.append(event("die_reserved", seat, die=action["die"], price=content().reserve_price))
    steps.pop(state, step)
    if action["type"] == "reserve_die" and can_reserve(state, seat):
        steps.push(state, "reserve", seat)  # a fresh id: the choices changed (decision_key)


def run_b2(state: dict, step: dict, ev: list) -> None:
    """B.2: tuck the slot cards under the board, debris on tiles back to storage; then B.3 unless the end is
    triggered (BA-34, BA-36; Rulebook: "You can still choose Sequence B, but skip phase B.3")."""
    seat = step["seat"]
    player = state["players"][seat]
    tucked = [player["slots"][slot] for slot in content().slots if player["slots"][slot] is not None]
    for slot in content().slots:
        player["slots"][slot] = None
    player["tucked"] += [card["card"] for card in tucked]
    cleared = sum(1 for row in player["grid"] for cell in row if cell is not None and cell["debris"])
    for row in player["grid"]:
        for cell in row:
            if cell is not None:
                cell["debris"] = False
    player["debris"] += cleared
    ev.append(event("board_refreshed", seat, tucked=[{"type": c["type"], "colour": c["colour"]} for c in tucked],
                    debris=cleared))
    if state["end"]["trigger"] is None:
        steps.push(state, "b3", seat)


steps.register("b1", run=run_b1)
steps.register("reserve", legal=reserve_legal, apply=reserve_apply)
steps.register("b2", run=run_b2)
