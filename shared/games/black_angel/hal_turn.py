"""Hal's turn (BA-39): reveal a Hal card, take a die, choose the use by the fallback chain, then his board actions
one tile, cube or location at a time; his free activation.

Every step is a decision of Hal's seat whose legal list holds exactly the action the rules choose, so each one
is persisted on its own (and paced by automa_delay_seconds in the service) and `automa_action` just reads it:
  hal_turn  -> hal_reveal (a usable die) or hal_sequence_b (none: hal_end.py)
  hal_take  -> hal_take_die                  (the card's priority and highest/lowest die)
  hal_use   -> hal_board_action | hal_command | hal_activate | hal_fallback_vp   (the card's mode and the chain)
  hal_discover / hal_fix / hal_annihilate -> one tile / cube / Ravager location each
  hal_ship, hal_place (hal_space.py); the automatic `hal_finish` returns the die and discards the card.
His effect atoms and his Fix order are hal_effects.py's (below effects.py, which routes his atoms there).
Every choice depends on public facts only (never on a deck order). Design: ../shared/rules/black-angel.md
part 3, Hal; RULES.md, Hal.
"""
from __future__ import annotations

from shared.engine import decisions
from shared.engine.errors import IllegalAction
from shared.engine.events import event
from shared.engine.rng import Rng
from shared.engine.words import items, message
from shared.games.black_angel import actions, dice, display, effects, hal, hal_end, hal_space, missions, steps
from shared.games.black_angel import wording as w
from shared.games.black_angel.content import content, thaw
from shared.games.black_angel.hal_effects import apply_effect, fix_choice, remove_cube

SEQ_A = "A"
SHIPS = "ships"


def automa_action(state: dict, seat: int) -> dict:
    """The action the rules choose for Hal now: the single legal action of his open decision."""
    found = steps.open_decision(state)
    if state["final"] is not None or found is None or not hal.is_hal(state, seat) \
            or seat not in steps.active_seats(state):
        raise IllegalAction("Hal has nothing to do now")
    return steps.STEPS[found[1]["kind"]].legal(state, found[1])[0]


def revealed(state: dict):
    """The Hal card revealed this turn."""
    return hal.card(state["hal"]["card"])


# -- the turn: reveal or Sequence B --------------------------------------------------------------------------------
def usable_dice(state: dict) -> list[str]:
    """Hal's usable dice: his non-star dice (BA-39: a star is never usable by Hal)."""
    return [d for d in dice.own_dice(state, hal.hal_seat(state)) if state["dice"][d]["value"]]


def turn_legal(state: dict, step: dict) -> list:
    """Reveal the top Hal card when he holds a usable die, else Sequence B (BA-39)."""
    if usable_dice(state):
        return [{"type": "hal_reveal", **w.label("label.hal_reveal")}]
    return [{"type": "hal_sequence_b", **w.label("label.hal_sequence_b")}]


def turn_apply(state: dict, step: dict, action: dict, ev: list) -> None:
    """Sequence B (hal_end.py), or reveal the top card and go on to take a die."""
    steps.pop(state, step)
    if action["type"] == "hal_sequence_b":
        hal_end.do_sequence_b(state, step["seat"], ev)
        return
    reveal(state, step["seat"], ev)
    steps.push(state, "hal_take", step["seat"])


def reveal(state: dict, seat: int, ev: list) -> None:
    """The top Hal card becomes public; an empty deck is the 12 cards reshuffled first (BA-39)."""
    h = state["hal"]
    if not h["deck"]:
        h["deck"], h["discard"] = Rng(state).shuffle(h["discard"]), []
        ev.append(event("hal_deck_reshuffled", seat, count=len(h["deck"])))
    h["card"] = h["deck"].pop()
    state["turn"]["seq"] = SEQ_A
    c = hal.card(h["card"])
    ev.append(event("hal_card_revealed", seat, card=h["card"], priority=list(c["priority"]), die=c["die"],
                    modes=dict(c["modes"]), scan=c["scan"]))


# -- the die ----------------------------------------------------------------------------------------------------
def chosen_die(state: dict, card) -> str | None:
    """The die of the first colour in the card's priority Hal holds: his highest or lowest non-star face;
    equal faces by scan order (BA-39)."""
    usable = usable_dice(state)
    for colour in card["priority"]:
        mine = hal.scan([d for d in usable if state["dice"][d]["colour"] == colour], card["scan"])
        if mine:
            pick = max if card["die"] == "highest" else min
            return pick(mine, key=lambda d: state["dice"][d]["value"])
    return None


def take_legal(state: dict, step: dict) -> list:
    """The die the revealed card picks."""
    card = revealed(state)
    die_id = chosen_die(state, card)
    return [{"type": "hal_take_die", "die": die_id,
             **w.label("label.hal_take_die", die=w.die(state, die_id), which=w.key(card["die"]),
                       priority=items([w.colour(c) for c in card["priority"]]))}]


def take_apply(state: dict, step: dict, action: dict, ev: list) -> None:
    """Take the die; its use is the next decision, the return of the die and the card after it."""
    steps.pop(state, step)
    seat, die_id = step["seat"], action["die"]
    state["turn"]["die"] = die_id
    ev.append(event("die_taken", seat, die=die_id, value=state["dice"][die_id]["value"]))
    steps.push_seq(state, [("hal_use", seat, {"die": die_id}), ("hal_finish", seat, {"die": die_id})])


# -- the use: the card's mode, then the fallback chain ------------------------------------------------------------
def colour_action(colour: str, ships: bool):
    """The board action of `colour` (Discover / Fix / Annihilate) or its Command Your Ships."""
    return next(a for a in content().actions if a["colour"] == colour and (a["kind"] == SHIPS) == ships)


# each planner: (the action, what it does in words as a nested message), or None when it is not possible
def plan_board(state: dict, die_id: str, direction: str) -> tuple | None:
    """The colour's board action, when its activations (after damage) can do something (BA-13, BA-14, [A] A13)."""
    die = state["dice"][die_id]
    action = colour_action(die["colour"], False)
    points = actions.effective_value(state, action["id"], die["value"])
    if not actions.can_do(state, action["kind"], points):
        return None
    return ({"type": "hal_board_action", "action": action["id"]},
            message("label.hal_board_action", action=w.comp(action["id"]), points=points))


def plan_space(state: dict, die_id: str, direction: str) -> tuple | None:
    """Command Your Ships of the die's colour, when a Mission can go on an empty card space of that colour."""
    die = state["dice"][die_id]
    action = colour_action(die["colour"], True)
    points = actions.effective_value(state, action["id"], die["value"])
    if hal_space.ship_plan(state, die["colour"], points, direction) is None:
        return None
    return ({"type": "hal_command", "action": action["id"]},
            message("label.hal_board_action", action=w.comp(action["id"]), points=points))


def plan_activate(state: dict, die_id: str, direction: str) -> tuple | None:
    """Activate Hal's best Mission of the die's colour (BA-31)."""
    die = state["dice"][die_id]
    at = hal_space.best_activation(state, die["colour"], direction)
    if at is None:
        return None
    return {"type": "hal_activate", "hex": at}, message("label.hal_activate", hex=w.hex_(at), times=die["value"])


def plan_vp(state: dict, die_id: str, direction: str) -> tuple:
    """The end of the chain: a flat VP gain."""
    return {"type": "hal_fallback_vp"}, message("label.hal_fallback_vp", vp=hal.hal_content()["fallback_vp"])


PLANNERS = {"board": plan_board, "space": plan_space, "activate": plan_activate, "vp": plan_vp}


def plan(state: dict, die_id: str) -> dict:
    """The first possible use in the chain of the card's mode for the die's colour (content `chains`, BA-39)."""
    card = revealed(state)
    mode = card["modes"][state["dice"][die_id]["colour"]]
    tried = []
    for use in hal.hal_content()["chains"][mode]:
        found = PLANNERS[use](state, die_id, card["scan"])
        if found is not None:
            action, said = found
            if tried:
                return {**action, "fallback": tried, **w.label("label.hal_use.fallback", use=said, mode=w.key(mode),
                                                                tried=items([message(f"part.hal_use.{t}")
                                                                             for t in tried]))}
            return {**action, "fallback": tried, **w.label("label.hal_use", use=said, mode=w.key(mode))}
        tried.append(use)
    raise RuntimeError("hal.json: a chain must end with vp, which is always possible")


def use_legal(state: dict, step: dict) -> list:
    return [plan(state, step["die"])]


def use_apply(state: dict, step: dict, action: dict, ev: list) -> None:
    """Carry out the chosen use; its steps run above the waiting `hal_finish`."""
    steps.pop(state, step)
    seat, die_id = step["seat"], step["die"]
    kind = action["type"]
    if kind == "hal_activate":  # his ship on a human's card: its owner gets the free activation (BA-31)
        missions.start_activation(state, seat, action["hex"], state["dice"][die_id]["value"], ev)
    elif kind == "hal_fallback_vp":
        hal.gain_vp(state, hal.hal_content()["fallback_vp"], ev, "fallback")
    else:
        start_action(state, seat, action["action"], die_id, ev)


def start_action(state: dict, seat: int, action_id: str, die_id: str, ev: list) -> None:
    """Damage lowers the value (BA-14); the top Ravager counts as unpayable: -1 VP (BA-15, BA-39); then the
    action, one tile, cube, location, move or placement per step."""
    value = state["dice"][die_id]["value"]
    points = actions.effective_value(state, action_id, value)
    ev.append(event("board_action_started", seat, action=action_id, die=die_id, value=value, activations=points))
    pile = state["board"]["actions"][action_id]["ravagers"]
    if pile:
        ev.append(event("ravager_resolved", seat, card=pile[-1], effect=content().ravager(pile[-1])["effect"],
                        paid=False))
        effects.lose_vp(state, seat, content().ravager_unpaid_vp, ev, pile[-1])
    action = content().action(action_id)
    if action["kind"] == SHIPS:
        steps.push(state, "hal_ship", seat, colour=action["colour"], value=points)
    else:
        steps.push(state, f"hal_{action['kind']}", seat, points=points)


def run_finish(state: dict, step: dict, ev: list) -> None:
    """After the action: the die returns to the supply and the card goes to the discard pile (BA-39)."""
    die_id, h = step["die"], state["hal"]
    dice.return_to_supply(state, die_id)
    state["turn"]["die"] = None
    ev.append(event("die_returned", step["seat"], die=die_id))
    h["discard"].append(h["card"])
    ev.append(event("hal_card_discarded", step["seat"], card=h["card"]))
    h["card"] = None


# -- Discover: advanced tiles while the points allow, then cost-2, then cost-1 ------------------------------------
def discover_choice(state: dict, points: int, direction: str) -> dict | None:
    """The next tile Hal takes: an advanced tile, else the costliest affordable display tile; by scan order."""
    board = state["board"]
    if display.advanced_cost() <= points:
        slots = [i for i, t in enumerate(board["advanced"]) if t is not None]
        if slots:
            i = hal.scan(slots, direction)[0]
            return {"type": "hal_take_advanced", "slot": i, **w.label("label.hal_take_advanced", slot=i + 1)}
    spaces = [i for i, t in enumerate(board["display"]) if t is not None and display.cost(i) <= points]
    if not spaces:
        return None
    top = max(display.cost(i) for i in spaces)
    i = hal.scan([i for i in spaces if display.cost(i) == top], direction)[0]
    return {"type": "hal_take_tile", "space": i, **w.label("label.hal_take_tile", space=i + 1)}


def discover_legal(state: dict, step: dict) -> list:
    return [discover_choice(state, step["points"], hal.scan_dir(state))]


def discover_apply(state: dict, step: dict, action: dict, ev: list) -> None:
    """Take the tile (BA-17); it leaves play and becomes VP; go on while the points buy another."""
    steps.pop(state, step)
    seat = step["seat"]
    if action["type"] == "hal_take_advanced":
        spent, tile = display.advanced_cost(), display.take_advanced(state, action["slot"])
    else:
        spent, tile = display.cost(action["space"]), display.take(state, action["space"])
    where = {k: action[k] for k in ("space", "slot") if k in action}
    ev.append(event("tile_taken", seat, tile=tile, cost=spent, **where))
    state["hal"]["out"].append(tile)
    hal.gain_vp(state, hal.tile_vp(tile, spent), ev, tile, tile=tile)
    left = step["points"] - spent
    if discover_choice(state, left, hal.scan_dir(state)) is not None:
        steps.push(state, "hal_discover", seat, points=left)


# -- Fix: 2-cube actions first, then 1-cube actions, then dice (hal_effects.fix_choice) ------------------------
def fix_legal(state: dict, step: dict) -> list:
    return [fix_choice(state, hal.scan_dir(state))]


def fix_apply(state: dict, step: dict, action: dict, ev: list) -> None:
    """One cube per point while cubes are left."""
    steps.pop(state, step)
    remove_cube(state, step["seat"], action, ev, "fix")
    if step["points"] > 1 and fix_choice(state, hal.scan_dir(state)) is not None:
        steps.push(state, "hal_fix", step["seat"], points=step["points"] - 1)


# -- Annihilate: repeatedly the largest location that still fits --------------------------------------------------
def annihilate_choice(state: dict, points: int, direction: str) -> dict | None:
    """The location with the most Ravager cards the points can take whole; ties by scan order (BA-23, BA-39)."""
    fits = actions.fitting_locations(state, points)
    if not fits:
        return None
    action_id = max(hal.scan(fits, direction), key=lambda a: len(state["board"]["actions"][a]["ravagers"]))
    location = content().action(action_id)["location"]
    return {"type": "hal_take_ravagers", "location": location,
            **w.label("label.hal_take_ravagers", location=w.comp(location))}


def annihilate_legal(state: dict, step: dict) -> list:
    return [annihilate_choice(state, step["points"], hal.scan_dir(state))]


def annihilate_apply(state: dict, step: dict, action: dict, ev: list) -> None:
    """The cards leave play and become VP; go on while a location fits the points left."""
    steps.pop(state, step)
    seat = step["seat"]
    spot = state["board"]["actions"][content().action_at(action["location"])["id"]]
    cards, spot["ravagers"] = spot["ravagers"], []
    state["hal"]["out"].extend(cards)
    ev.append(event("ravagers_taken", seat, location=action["location"], cards=cards))
    hal.gain_vp(state, hal.hal_content()["conversion"]["ravager"] * len(cards), ev, "annihilate", cards=cards)
    left = step["points"] - len(cards)
    if annihilate_choice(state, left, hal.scan_dir(state)) is not None:
        steps.push(state, "hal_annihilate", seat, points=left)


# -- his free activation (his effect atoms: hal_effects.py) ------------------------------------------------------
def free_legal(state: dict, item: dict) -> list:
    """Hal always takes the free activation of his Mission (BA-31, BA-39)."""
    return [{"type": "hal_free_activation", **w.label("label.hal_free_activation", hex=w.hex_(item["hex"]))}]


def free_apply(state: dict, item: dict, action: dict, ev: list) -> None:
    """Off the queue first, then the effect for Hal."""
    def resolve(it: dict) -> None:
        ev.append(event("mission_activated", it["seat"], card=it["card"], hex=it["hex"], times=1, owner=it["seat"],
                        free=True))
        apply_effect(state, thaw(content().mission(it["card"])["effect"]), ev, it["card"])

    decisions.resolve_front(state, item["seat"], resolve)


#: Hal's decision kinds (prompts.py words them; only Hal's seat is ever asked them)
HAL_DECISIONS = ("hal_turn", "hal_take", "hal_use", "hal_discover", "hal_fix", "hal_annihilate", "hal_ship",
                 "hal_place", "hal_free_activation")

steps.register("hal_turn", legal=turn_legal, apply=turn_apply)
steps.register("hal_take", legal=take_legal, apply=take_apply)
steps.register("hal_use", legal=use_legal, apply=use_apply)
steps.register("hal_finish", run=run_finish)
steps.register("hal_discover", legal=discover_legal, apply=discover_apply)
steps.register("hal_fix", legal=fix_legal, apply=fix_apply)
steps.register("hal_annihilate", legal=annihilate_legal, apply=annihilate_apply)
steps.register("hal_free_activation", legal=free_legal, apply=free_apply)
