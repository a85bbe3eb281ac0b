"""Hal in space (BA-39): his Command Your Ships towards the nearest empty card space of the die's colour, the
Mission he places there, and the choice of his best Mission to activate.

Design (../shared/rules/black-angel.md part 3, Hal, "Space"): an existing ship if one can reach such a card
space, else a new launch from the Black Angel; the top card of that colour's deck goes under the ship, his
robot on its reward (the reward becomes VP); then steps 3-4 as usual (space.py's `ravager_arrival` and
`tech_additions`). Steps: `hal_ship` (the move) -> `hal_place` (the placement), each one decision of Hal's seat
with one legal action. Ties are broken by the revealed card's scan direction (hal.scan).
"""
from __future__ import annotations

from shared.engine.events import event
from shared.games.black_angel import damage, draws, effects, geometry, hal, missions, space, steps
from shared.games.black_angel import wording as w
from shared.games.black_angel.content import content, thaw


# -- where Hal's ships go ------------------------------------------------------------------------------------------
def distances(state: dict, seat: int, start, most: int) -> dict:
    """Hex -> the fewest hexes a ship of `seat` leaving `start` needs to end there, within `most` (BA-24..BA-26)."""
    # the same moves as space.reachable: asteroids block, full hexes may be crossed but not ended on
    n, blocked = space.board_size(state), space.blocked_hexes(state)
    limit, strips = content().hex_ship_limit, state["space"]["strips"]
    start = tuple(start)
    seen, frontier, found = {start}, [start], {}
    for d in range(1, most + 1):
        nxt = []
        for cur in frontier:
            for h in geometry.neighbours(n, *cur):
                if h in seen or h in blocked:
                    continue
                seen.add(h)
                nxt.append(h)
                ships = strips[h[0] - 1]["ships"].get(str(h[1]), ())
                if len(ships) < limit and seat not in ships:
                    found[h] = d
        frontier = nxt
    return found


def hex_rank(state: dict, direction: str) -> dict:
    """Hex -> its place in the scan order (right: strip by strip from the Black Angel board, k ascending)."""
    order = hal.scan(geometry.all_hexes(space.board_size(state)), direction)
    return {h: i for i, h in enumerate(order)}


def nearest(state: dict, starts: list, value: int, colour: str, direction: str):
    """(distance, target rank, start rank, start, target) of the nearest empty `colour` card space a ship from
    one of `starts` can end on within `value` hexes; None when there is none."""
    seat, rank = hal.hal_seat(state), hex_rank(state, direction)
    best = None
    for start in map(tuple, starts):
        for h, d in distances(state, seat, start, value).items():
            if space.open_card_colour(state, *h) == colour:
                cand = (d, rank[h], rank[start], start, h)
                best = cand if best is None or cand < best else best
    return best


def ship_plan(state: dict, colour: str, value: int, direction: str) -> dict | None:
    """Hal's move for a space action of `colour` with `value` activations, or None when he can't place a Mission:
    an existing ship that reaches an empty card space of the colour, else a launch (BA-39, Space)."""
    seat = hal.hal_seat(state)
    robots = state["players"][seat]["robots"]["break"]  # one for the reward, one more to board a new ship
    if colour not in effects.drawable_colours(state) or robots < 1:
        return None
    ships = space.ship_hexes(state, seat)
    if value == 0:  # damage took the die to 0: steps 2-4 only, under a ship already there (BA-27)
        spots = [h for h in hal.scan(ships, direction) if space.open_card_colour(state, *h) == colour]
        return {"type": "hal_stay", "at": list(spots[0])} if spots else None
    found = nearest(state, ships, value, colour, direction)
    if found is not None:
        return {"type": "hal_move_ship", "from": list(found[3]), "to": list(found[4])}
    found = nearest(state, [space.ba_hex(state)], value, colour, direction) if robots >= 2 else None
    return {"type": "hal_launch", "to": list(found[4])} if found is not None else None


# -- the steps: the move, then the placement ----------------------------------------------------------------------
def ship_legal(state: dict, step: dict) -> list:
    """The move the rules choose (hal_move_ship, hal_launch or hal_stay)."""
    plan = ship_plan(state, step["colour"], step["value"], hal.scan_dir(state))
    where = w.hex_(plan.get("to") or plan["at"])
    start = {"start": w.hex_(plan["from"])} if "from" in plan else {}
    return [{**plan, **w.label(f"label.{plan['type']}", hex=where, colour=w.colour(step["colour"]), **start)}]


def ship_apply(state: dict, step: dict, action: dict, ev: list) -> None:
    """Move or launch (a break-room robot boards a ship from the supply: Hal has no storage); then the placement."""
    steps.pop(state, step)
    seat = step["seat"]
    if action["type"] == "hal_launch":
        state["players"][seat]["robots"]["break"] -= 1
        start = list(space.ba_hex(state))
        ev.append(event("ship_launched", seat, hex=start))
    elif action["type"] == "hal_move_ship":
        start = action["from"]
        space.remove_ship(state, seat, *start)
    at = action.get("to") or action["at"]
    if action["type"] != "hal_stay":
        space.add_ship(state, seat, *at)
        ev.append(event("ship_moved", seat, **{"from": start, "to": at}))
    steps.push(state, "hal_place", seat, colour=step["colour"], at=at)


def place_legal(state: dict, step: dict) -> list:
    """Place the top Mission of the colour's deck under the ship (its id is unknown until it is drawn)."""
    p, k = step["at"]
    return [{"type": "hal_place_mission", "hex": [p, k],
             **w.label("label.hal_place_mission", colour=w.colour(step["colour"]), hex=w.hex_([p, k]))}]


def place_apply(state: dict, step: dict, action: dict, ev: list) -> None:
    """The top card of the deck under the ship, a break-room robot on its reward, which becomes VP; then
    steps 3-4 (Ravagers arrive, tiles are added) as for everyone (BA-28..BA-30, BA-39)."""
    steps.pop(state, step)
    seat, (p, k) = step["seat"], step["at"]
    card = draws.draw_mission(state, seat, step["colour"], ev)  # reshuffles that colour's discards when empty
    player = state["players"][seat]
    player["hand"]["missions"].remove(card)
    player["robots"]["break"] -= 1
    space.strip_at(state, p)["cards"][str(k)] = {"card": card, "owner": seat}
    reward = thaw(content().mission(card)["reward"])
    ev.append(event("mission_placed", seat, card=card, hex=[p, k], reward=reward))
    steps.push_seq(state, [("ravager_arrival", seat, {"at": [p, k]}), ("tech_additions", seat, {"card": card})])
    hal.gain_goods(state, reward, ev, card)


# -- activating his best Mission ----------------------------------------------------------------------------------
def activation_vp(state: dict, effect) -> int:
    """What one activation of a Mission effect is worth to Hal, by the conversion table."""
    kind = effect["kind"]
    if kind == "gain":
        return hal.goods_vp(effect["gain"])
    if kind == "assign":
        return hal.hal_content()["conversion"]["assign"]
    if kind == "fix" and damage.cube_choices(state):
        return hal.goods_vp({"debris": 1})
    return 0


def best_activation(state: dict, colour: str, direction: str) -> list | None:
    """The hex of the activation Mission of `colour` Hal can activate (his robot or his ship on it) worth the
    most VP per activation; ties by scan order; None when there is none (BA-31, BA-39)."""
    seat = hal.hal_seat(state)
    found = [(p, k, entry) for p, k, entry in missions.cards_in_space(state)
             if missions.can_activate(state, seat, colour, p, k, entry)]
    if not found:
        return None
    p, k, _entry = max(hal.scan(found, direction),
                       key=lambda c: activation_vp(state, content().mission(c[2]["card"])["effect"]))
    return [p, k]


steps.register("hal_ship", legal=ship_legal, apply=ship_apply)
steps.register("hal_place", legal=place_legal, apply=place_apply)
