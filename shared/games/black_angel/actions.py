"""The Black Angel board actions: which ones a die can take, damage and the top Ravager on an action, and the
Discover, Fix and Annihilate steps (Command Your Ships is space.py's); the Ravagers a placed Mission draws onto
the actions (its step 3, `ravager_arrival`) and the cubes they bring.

state["board"]["actions"][id] = {"cubes": 0..2, "ravagers": [card ids, top last]}.
(BA-12..BA-17, BA-21..BA-23, BA-29; Rulebook: Doing Something on the Black Angel Board.)
"""
from __future__ import annotations

from shared.engine.events import event, private_event
from shared.games.black_angel import damage, dice, display, draws, effects, geometry, space, steps
from shared.games.black_angel import wording as w
from shared.games.black_angel.content import content

SHIPS = "ships"


# -- values and targets ---------------------------------------------------------------------------------------------
def is_damaged(state: dict, action_id: str) -> bool:
    """An action with every damage space filled is damaged; fewer cubes do nothing (BA-14)."""
    return state["board"]["actions"][action_id]["cubes"] >= content().damage_spaces


def effective_value(state: dict, action_id: str, value: int) -> int:
    """Activations of a die on the action: -1 when damaged, a 0 stays 0 (BA-14)."""
    if is_damaged(state, action_id):
        return max(0, value - content().damage_penalty)
    return value


def can_discover(state: dict, points: int) -> bool:
    """Some display or advanced tile costs no more than `points` (BA-16)."""
    board = state["board"]
    return (any(t is not None and display.cost(i) <= points for i, t in enumerate(board["display"]))
            or (display.advanced_cost() <= points and any(t is not None for t in board["advanced"])))


def fitting_locations(state: dict, points: int) -> list[str]:
    """Action ids whose whole Ravager stack `points` can take (BA-23: a location is taken whole)."""
    return [a for a, spot in state["board"]["actions"].items() if 0 < len(spot["ravagers"]) <= points]


def can_do(state: dict, kind: str, points: int) -> bool:
    """Discover, Fix and Annihilate are offered only when the activations can take or fix something ([A])."""
    if points <= 0:
        return False
    if kind == "discover":
        return can_discover(state, points)
    if kind == "fix":
        return bool(damage.cube_choices(state))
    return bool(fitting_locations(state, points))


def is_target(state: dict, seat: int, action: dict, value: int) -> bool:
    """The die (raw face `value`) can take this action of its colour now (BA-12..BA-14)."""
    points = effective_value(state, action["id"], value)
    if action["kind"] == SHIPS:
        return can_command_after_ravager(state, seat, action["id"], points)
    return value > 0 and can_do(state, action["kind"], points)  # a star serves Command Your Ships only (BA-13)


def can_command(state: dict, seat: int, action_id: str, points: int) -> bool:
    """Command Your Ships with these activations is possible now (space.py, BA-24..BA-28)."""
    return space.can_command(state, seat, content().action(action_id)["colour"], points)


def can_command_after_ravager(state: dict, seat: int, action_id: str, points: int) -> bool:
    """Command Your Ships stays possible once the top Ravager is resolved: paying a robot, a ship or a Mission
    first may leave no legal move or placement ([A]: such an action is not offered)."""
    pile = state["board"]["actions"][action_id]["ravagers"]
    kind = content().ravager(pile[-1])["effect"] if pile else None
    player = state["players"][seat]
    if kind == "discard_mission" and player["hand"]["missions"]:
        return bool(keeping_discards(state, seat, action_id, points))
    cost = RAVAGER_COST.get(kind)
    if cost is None or not effects.can_pay(player, cost):
        return can_command(state, seat, action_id, points)
    effects.take_goods(player, cost)
    try:
        return can_command(state, seat, action_id, points)
    finally:
        effects.take_goods(player, cost, back=True)


def keeping_discards(state: dict, seat: int, action_id: str, points: int) -> list[str]:
    """The Missions whose discard still lets Command Your Ships happen (one check per colour in hand)."""
    hand = state["players"][seat]["hand"]["missions"]
    if content().action(action_id)["kind"] != SHIPS:
        return list(hand)
    ok = {}
    for i, card in enumerate(hand):
        colour = content().mission(card)["colour"]
        if colour not in ok:
            hand.pop(i)
            try:
                ok[colour] = can_command(state, seat, action_id, points)
            finally:
                hand.insert(i, card)
    return [card for card in hand if ok[content().mission(card)["colour"]]]


def board_targets(state: dict, seat: int, die_id: str) -> list:
    """`board_action` choices for a die: the actions of its colour it can take (BA-12..BA-14)."""
    die = state["dice"][die_id]
    return [{"type": "board_action", "action": a["id"], **target_label(state, a, die["value"])}
            for a in content().actions if a["colour"] == die["colour"] and is_target(state, seat, a, die["value"])]


def target_label(state: dict, action: dict, value: int) -> dict:
    """'Do Discover Technology with 2 activations (damaged: 1 less; first the Ravager: pay 1 resource)'."""
    params = {"action": w.comp(action["id"]), "points": effective_value(state, action["id"], value)}
    tid = "label.board_action"
    if is_damaged(state, action["id"]):
        tid, params["penalty"] = tid + ".damaged", content().damage_penalty
    pile = state["board"]["actions"][action["id"]]["ravagers"]
    if pile:
        tid, params["ravager"] = tid + ".ravager", w.ravager_effect(content().ravager(pile[-1])["effect"])
    return w.label(tid, **params)


# -- starting an action --------------------------------------------------------------------------------------------
def start_board_action(state: dict, seat: int, action_id: str, die_id: str, ev: list) -> None:
    """Damage lowers the value, the top Ravager is resolved, then the action's steps (BA-14, BA-15)."""
    value = state["dice"][die_id]["value"]
    points = effective_value(state, action_id, value)
    ev.append(event("board_action_started", seat, action=action_id, die=die_id, value=value, activations=points))
    steps.push(state, "run_action", seat, action=action_id, points=points)
    pile = state["board"]["actions"][action_id]["ravagers"]
    if pile:
        resolve_ravager(state, seat, pile[-1], action_id, points, ev)


def run_action(state: dict, step: dict, ev: list) -> None:
    """After the Ravager: push the action's own steps, or start Command Your Ships (BA-16, BA-21, BA-23, BA-24)."""
    seat, action, points = step["seat"], content().action(step["action"]), step["points"]
    if action["kind"] == SHIPS:
        if space.can_command(state, seat, action["colour"], points):  # board_targets checked it after the Ravager
            space.start_command(state, seat, action["colour"], points, ev)
    elif action["kind"] == "discover":
        push_discover(state, seat, points, [])
    elif action["kind"] == "fix":
        steps.push(state, "fix", seat, points=points)
    else:
        steps.push(state, "annihilate", seat, points=points)


# -- Ravagers on actions (BA-15) ----------------------------------------------------------------------------------
#: what each payable Ravager effect takes ("robot": break room -> reserve); discard_mission is a choice
RAVAGER_COST = {"pay_resource": {"resource": 1}, "pay_debris": {"debris": 1}, "robot_to_reserve": {"robot": 1},
                "return_ship": {"ship": 1}}


def resolve_ravager(state: dict, seat: int, card: str, action_id: str, points: int, ev: list) -> None:
    """The top Ravager's effect; if it can't be resolved, lose VP and the action still happens (BA-15)."""
    kind = content().ravager(card)["effect"]
    player = state["players"][seat]
    if kind == "discard_mission" and player["hand"]["missions"]:
        steps.push(state, "ravager_discard", seat, card=card, action=action_id, points=points)
        return
    cost = RAVAGER_COST.get(kind)
    if cost is not None and effects.can_pay(player, cost):
        effects.pay(state, seat, cost, ev, card)
        ev.append(event("ravager_resolved", seat, card=card, effect=kind, paid=True))
        return
    ev.append(event("ravager_resolved", seat, card=card, effect=kind, paid=False))
    effects.lose_vp(state, seat, content().ravager_unpaid_vp, ev, card)


def ravager_discard_legal(state: dict, step: dict) -> list:
    """A Mission of your hand (BA-15: "get rid of a Mission card"); before Command Your Ships, one whose loss
    still leaves a legal move or placement ([A])."""

    return [{"type": "discard_mission", "card": m,
             **w.label("label.discard.ravager", card=w.card(m), ravager=w.comp(step["card"]))}
            for m in keeping_discards(state, step["seat"], step["action"], step["points"])]


def ravager_discard_apply(state: dict, step: dict, action: dict, ev: list) -> None:
    """The Mission goes to its colour's discard pile (BA-15)."""
    steps.pop(state, step)
    card = action["card"]
    state["players"][step["seat"]]["hand"]["missions"].remove(card)
    state["decks"]["mission_discard"][content().mission(card)["colour"]].append(card)
    ev.append(event("mission_discarded", step["seat"], card=card, reason="ravager", ravager=step["card"]))
    ev.append(event("ravager_resolved", step["seat"], card=step["card"], effect="discard_mission", paid=True))


# -- Discover Technology (BA-16..BA-18) ---------------------------------------------------------------------------
def push_discover(state: dict, seat: int, points: int, taken: list) -> None:
    """Offer more tiles while the points buy one; then inject what was taken."""
    if can_discover(state, points):
        steps.push(state, "discover", seat, points=points, taken=taken)
    elif taken:
        steps.push(state, "inject", seat, tiles=taken)


def discover_legal(state: dict, step: dict) -> list:
    """A display tile costing at most the points left (cost-2 spaces first), an advanced tile, or stop (BA-16)."""
    points, board = step["points"], state["board"]
    out = [{"type": "take_tile", "space": i,
            **w.label("label.take_tile", tile=w.comp(t), space=i + 1, cost=display.cost(i), points=points)}
           for i, t in enumerate(board["display"]) if t is not None and display.cost(i) <= points]
    if display.advanced_cost() <= points:
        out += [{"type": "take_advanced", "slot": i,
                 **w.label("label.take_advanced", tile=w.comp(t), slot=i + 1, cost=display.advanced_cost(),
                           points=points)} for i, t in enumerate(board["advanced"]) if t is not None]
    out.append({"type": "done", **w.label("label.discover.done.inject" if step["taken"] else "label.discover.done")})
    return out


def discover_apply(state: dict, step: dict, action: dict, ev: list) -> None:
    """Take a tile (not replaced; an advanced one is refilled, BA-17), or stop and inject (BA-18)."""
    steps.pop(state, step)
    seat = step["seat"]
    if action["type"] == "done":
        if step["taken"]:
            steps.push(state, "inject", seat, tiles=step["taken"])
        return
    if action["type"] == "take_tile":
        spent, tile = display.cost(action["space"]), display.take(state, action["space"])
        ev.append(event("tile_taken", seat, tile=tile, space=action["space"], cost=spent))
    else:
        spent, tile = display.advanced_cost(), display.take_advanced(state, action["slot"])
        ev.append(event("tile_taken", seat, tile=tile, advanced_slot=action["slot"], cost=spent,
                        refill=state["board"]["advanced"][action["slot"]]))
    push_discover(state, seat, step["points"] - spent, step["taken"] + [tile])


# -- Fix the Black Angel (BA-21, BA-22) -------------------------------------------------------------------------
def fix_legal(state: dict, step: dict) -> list:
    """One cube from an action or a damaged supply die per point; partial repair allowed (BA-21)."""
    return damage.cube_choices(state) + [{"type": "done", **w.label("label.fix.done")}]


def fix_apply(state: dict, step: dict, action: dict, ev: list) -> None:
    """Remove a cube; its debris is placed (on a tile, which fires, or in storage) before the next point (BA-22)."""
    steps.pop(state, step)
    if action["type"] == "done":
        return
    seat = step["seat"]
    damage.remove_cube(state, seat, action, ev)
    if step["points"] > 1 and damage.cube_choices(state):
        steps.push(state, "fix", seat, points=step["points"] - 1)
    effects.take_debris(state, seat, True, ev)


# -- Annihilate Ravagers (BA-23) --------------------------------------------------------------------------------
def annihilate_legal(state: dict, step: dict) -> list:
    """A whole location whose card count fits the points left, or stop (BA-23)."""
    c = content()
    out = [{"type": "take_ravagers", "location": c.action(a)["location"],
            **w.label("label.take_ravagers", count=len(state["board"]["actions"][a]["ravagers"]),
                      location=w.comp(c.action(a)["location"]), action=w.comp(a))}
           for a in fitting_locations(state, step["points"])]
    out.append({"type": "done", **w.label("label.annihilate.done")})
    return out


def annihilate_apply(state: dict, step: dict, action: dict, ev: list) -> None:
    """The location's cards go to your hand, outside the hand limit (BA-23)."""
    steps.pop(state, step)
    if action["type"] == "done":
        return
    seat = step["seat"]
    spot = state["board"]["actions"][content().action_at(action["location"])["id"]]
    cards, spot["ravagers"] = spot["ravagers"], []
    state["players"][seat]["hand"]["ravagers"].extend(cards)
    ev.append(private_event("ravagers_taken", seat, [seat], {"location": action["location"], "cards": cards},
                            {"location": action["location"], "count": len(cards)}))  # hand cards are hidden
    left = step["points"] - len(cards)
    if fitting_locations(state, left):
        steps.push(state, "annihilate", seat, points=left)


# -- Ravagers arriving from space (Command Your Ships step 3) and their damage (BA-29) -------------------------
def ravager_icons_around(state: dict, p: int, k: int) -> int:
    """Uncovered Ravager icons on the hexes adjacent to (p, k); a Mission on an icon hides it (BA-29)."""
    return sum(1 for h in geometry.neighbours(space.board_size(state), p, k)
               if space.hex_info(state, *h)["ravager"] and space.card_at(state, *h) is None)


def run_ravager_arrival(state: dict, step: dict, ev: list) -> None:
    """Step 3: one Ravager card per uncovered icon around the new Mission (BA-29)."""
    for _ in range(ravager_icons_around(state, *step["at"])):
        if not arrive_one(state, step["seat"], ev):
            return


def has_room(state: dict) -> bool:
    """Some Ravager location holds fewer cards than the maximum (BA-29)."""
    return any(len(a["ravagers"]) < content().ravager_stack_max for a in state["board"]["actions"].values())


def arrive_one(state: dict, seat: int, ev: list) -> bool:
    """Draw until a card lands on a location with room, discarding draws for full ones (BA-29); False if none."""
    # bounded by the cards available: a deck holding only full locations' cards cannot loop
    decks = state["decks"]
    for _ in range(len(decks["ravagers"]) + len(decks["ravager_discard"])):
        if not has_room(state):
            return False
        card = draws.draw_ravager(state, ev)
        if card is None:
            return False
        action_id = content().action_at(content().ravager(card)["location"])["id"]
        pile = state["board"]["actions"][action_id]["ravagers"]
        if len(pile) >= content().ravager_stack_max:
            decks["ravager_discard"].append(card)
            ev.append(event("ravager_discarded", seat, card=card, action=action_id, reason="location_full"))
            continue
        pile.append(card)
        ev.append(event("ravager_arrived", seat, card=card, action=action_id))
        add_damage(state, action_id, ev)
        return True
    return False


def add_damage(state: dict, action_id: str, ev: list) -> None:
    """A damage cube onto an empty damage space of the action, else onto a cube-free supply die of its colour,
    else nowhere (BA-29)."""
    spot = state["board"]["actions"][action_id]
    if spot["cubes"] < content().damage_spaces:
        spot["cubes"] += 1
        ev.append(event("damage_added", None, action=action_id, cubes=spot["cubes"]))
        return
    colour = content().action(action_id)["colour"]
    free = [d for d in dice.dice_at(state, dice.SUPPLY, colour) if not state["dice"][d]["cube"]]
    if free:
        state["dice"][free[0]]["cube"] = True
        ev.append(event("damage_added", None, action=action_id, die=free[0]))


steps.register("run_action", run=run_action)
steps.register("ravager_discard", legal=ravager_discard_legal, apply=ravager_discard_apply)
steps.register("discover", legal=discover_legal, apply=discover_apply)
steps.register("fix", legal=fix_legal, apply=fix_apply)
steps.register("annihilate", legal=annihilate_legal, apply=annihilate_apply)
steps.register("ravager_arrival", run=run_ravager_arrival)
