"""Command Your Ships (BA-24..BA-30): the ship to move, its end hex, the Mission placed under it with its
reward, then the Ravagers drawn by the icons around it and the tech tiles the card adds to the display.

A hex is (p, k) (geometry.py); state["space"]["strips"][p - 1] holds its code, its card ({"card", "owner"})
and its ships (seats) under the key str(k). Steps: `ship_choice` -> `ship_move` -> `mission_place` ->
automatic `ravager_arrival` (actions.py's, pushed here by name) and `tech_additions`. (Rulebook: Action: Command
Your Ships.)
"""
from __future__ import annotations

from functools import lru_cache
from types import MappingProxyType

from shared.engine.events import event
from shared.engine.words import items
from shared.games.black_angel import display, effects, geometry, hal, steps as stack
from shared.games.black_angel import wording as w
from shared.games.black_angel.content import content, thaw

#: what the Spes tile makes of the middle hex it covers: an open hex without a card space [A]
SPES_HEX = MappingProxyType({"code": "spes", "kind": "spes", "colour": None, "ravager": False})
ASTEROID = "asteroid"
MIDDLE = 0  # the Black Angel's lane and the hex the Spes tile covers (BA-2, BA-35)


# -- the board ---------------------------------------------------------------------------------------------
def strip_at(state: dict, p: int) -> dict:
    """The strip at position p (1 = nearest the Black Angel board)."""
    return state["space"]["strips"][p - 1]


def hex_info(state: dict, p: int, k: int):
    """What hex (p, k) shows: content().hex(code) ({kind, colour, ravager}), or the Spes tile over it."""
    strip = strip_at(state, p)
    if strip["spes_tile"] and k == MIDDLE:
        return SPES_HEX
    return content().hex(strip["hexes"][geometry.K_VALUES.index(k)])


def is_asteroid(state: dict, p: int, k: int) -> bool:
    """True when (p, k) is an asteroid field (BA-25)."""
    return hex_info(state, p, k)["kind"] == ASTEROID


def ba_hex(state: dict) -> tuple[int, int]:
    """The Black Angel's hex: always the middle of its strip (BA-2)."""
    return state["space"]["ba"], MIDDLE


def ships_at(state: dict, p: int, k: int) -> list:
    """The seats with a ship on (p, k)."""
    return strip_at(state, p)["ships"].get(str(k), [])


def card_at(state: dict, p: int, k: int) -> dict | None:
    """{"card", "owner"} of the Mission on (p, k), or None."""
    return strip_at(state, p)["cards"].get(str(k))


def open_card_colour(state: dict, p: int, k: int) -> str | None:
    """The planet colour of (p, k) when its card space is uncovered, else None (BA-28)."""
    info = hex_info(state, p, k)
    return info["colour"] if info["colour"] and card_at(state, p, k) is None else None


def board_size(state: dict) -> int:
    """How many strips the Space board has."""
    return len(state["space"]["strips"])


def ship_hexes(state: dict, seat: int) -> list[tuple[int, int]]:
    """Every hex holding a ship of `seat`, strip by strip."""
    return [(p, int(key)) for p, strip in enumerate(state["space"]["strips"], 1)
            for key, seats in strip["ships"].items() if seat in seats]


def add_ship(state: dict, seat: int, p: int, k: int) -> None:
    """Put a ship of `seat` on (p, k)."""
    strip_at(state, p)["ships"].setdefault(str(k), []).append(seat)


def remove_ship(state: dict, seat: int, p: int, k: int) -> None:
    """Take `seat`'s ship off (p, k)."""
    ships = strip_at(state, p)["ships"]
    ships[str(k)].remove(seat)
    if not ships[str(k)]:
        del ships[str(k)]


def return_ships(state: dict, p: int, k: int, ev: list) -> None:
    """Every ship on (p, k) back to its owner's storage, its robot to the break room (inventory part 3)."""
    for seat in list(ships_at(state, p, k)):
        remove_ship(state, seat, p, k)
        player = state["players"][seat]
        player["ships"] += 0 if hal.is_hal(state, seat) else 1  # Hal has no storage: his ship goes to the supply
        player["robots"]["break"] += 1
        ev.append(event("ship_returned", seat, hex=[p, k]))


# -- movement (BA-24..BA-26) ---------------------------------------------------------------------------------
def is_enterable(state: dict, p: int, k: int) -> bool:
    """Ships never enter an asteroid field, except the Black Angel's hex while it sits on one (BA-25)."""
    return not is_asteroid(state, p, k) or (p, k) == ba_hex(state)


def can_end_at(state: dict, seat: int, p: int, k: int) -> bool:
    """A move may end on (p, k): enterable, not full, no ship of `seat` there already (BA-26)."""
    ships = ships_at(state, p, k)
    return is_enterable(state, p, k) and len(ships) < content().hex_ship_limit and seat not in ships


def blocked_hexes(state: dict) -> set[tuple[int, int]]:
    """Every hex no ship may enter: the asteroid fields, less the Black Angel's hex while it sits on one (BA-25)."""
    # computed once per question from the strips' codes, so a search costs set lookups, not content lookups
    ba = ba_hex(state)
    out = set()
    for p, strip in enumerate(state["space"]["strips"], 1):
        for k in _asteroid_ks(tuple(strip["hexes"])):
            if (p, k) != ba and not (strip["spes_tile"] and k == MIDDLE):
                out.add((p, k))
    return out


@lru_cache(maxsize=256)
def _asteroid_ks(codes: tuple) -> tuple:
    """The k of each asteroid field among a strip side's five codes."""
    return tuple(k for k, code in zip(geometry.K_VALUES, codes) if content().hex(code)["kind"] == ASTEROID)


def _search(state: dict, seat: int, start, steps: int, first_only: bool) -> set[tuple[int, int]]:
    """Breadth-first search of end hexes within `steps`; with first_only, stop at the first one found."""
    # [A] full hexes may be crossed, only not ended on; the start is never a target (a move is >= 1 hex)
    n, start, blocked = board_size(state), tuple(start), blocked_hexes(state)
    limit, strips = content().hex_ship_limit, state["space"]["strips"]
    seen, frontier, found = {start}, [start], set()
    for _ in range(steps):
        nxt = []
        for cur in frontier:
            for h in geometry.neighbours(n, *cur):
                if h in seen or h in blocked:
                    continue
                seen.add(h)
                nxt.append(h)
                ships = strips[h[0] - 1]["ships"].get(str(h[1]), ())
                if len(ships) < limit and seat not in ships:
                    found.add(h)
                    if first_only:
                        return found
        frontier = nxt
    return found


def reachable(state: dict, seat: int, start, steps: int) -> set[tuple[int, int]]:
    """The hexes a ship of `seat` leaving `start` can end on after 1..`steps` hexes (BA-24..BA-26)."""
    return _search(state, seat, start, steps, first_only=False)


def can_reach_any(state: dict, seat: int, start, steps: int) -> bool:
    """True when a ship of `seat` leaving `start` has at least one end hex (the search stops at the first)."""
    return bool(_search(state, seat, start, steps, first_only=True))


def can_launch(state: dict, seat: int) -> bool:
    """A new ship needs a break-room robot and a ship in storage (BA-24, BA-28)."""
    player = state["players"][seat]
    return player["robots"]["break"] > 0 and player["ships"] > 0


def can_place_at(state: dict, seat: int, colour: str, p: int, k: int) -> bool:
    """A Mission of `colour` from hand can go on (p, k): an uncovered planet of that colour, a robot (BA-28)."""
    player = state["players"][seat]
    return (open_card_colour(state, p, k) == colour and player["robots"]["break"] > 0
            and any(content().mission(m)["colour"] == colour for m in player["hand"]["missions"]))


def can_command(state: dict, seat: int, colour: str, value: int) -> bool:
    """A Mission can go under a ship of yours where it stands (any value: it moves "up to" the value, BA-24,
    BA-27, A27), or (value >= 1) a ship can move or launch (BA-24)."""
    # a ship that stays places a Mission (a 0 makes steps 2-4 mandatory; A27 for a 1-3)
    if any(can_place_at(state, seat, colour, *h) for h in ship_hexes(state, seat)):
        return True
    if value == 0:
        return False
    if any(can_reach_any(state, seat, h, value) for h in ship_hexes(state, seat)):
        return True
    return can_launch(state, seat) and can_reach_any(state, seat, ba_hex(state), value)


# -- the steps ---------------------------------------------------------------------------------------------
def start_command(state: dict, seat: int, colour: str, value: int, ev: list) -> None:
    """Begin Command Your Ships with `value` activations of a `colour` die (BA-24)."""
    stack.push(state, "ship_choice", seat, colour=colour, value=value)


def ship_choice_legal(state: dict, step: dict) -> list:
    """Keep a ship where it stands to place a Mission there (the move is "up to" the value: 0 hexes, BA-24,
    BA-27, A27), move a ship in space or launch a new one (value >= 1)."""
    seat, colour, value = step["seat"], step["colour"], step["value"]
    out = [{"type": "stay", "at": [p, k], **w.label("label.stay", hex=w.hex_((p, k)), value=value)}
           for p, k in ship_hexes(state, seat) if can_place_at(state, seat, colour, p, k)]
    if value == 0:
        return out
    out += [{"type": "move_ship", "from": [p, k], **w.label("label.move_ship", hex=w.hex_((p, k)), value=value)}
            for p, k in ship_hexes(state, seat) if can_reach_any(state, seat, (p, k), value)]
    if can_launch(state, seat) and can_reach_any(state, seat, ba_hex(state), value):
        out.append({"type": "launch", **w.label("label.launch", value=value)})
    return out


def ship_choice_apply(state: dict, step: dict, action: dict, ev: list) -> None:
    """Launching pays a break-room robot and a stored ship now; the move itself is the next step."""
    stack.pop(state, step)
    seat, colour, value = step["seat"], step["colour"], step["value"]
    if action["type"] == "stay":  # a ship that stays places its Mission (A27)
        stack.push(state, "mission_place", seat, colour=colour, value=value, at=action["at"], stay=True)
        return
    start, launch = action.get("from"), action["type"] == "launch"
    if launch:
        player = state["players"][seat]
        player["robots"]["break"] -= 1
        player["ships"] -= 1
        start = list(ba_hex(state))
        ev.append(event("ship_launched", seat, hex=start))
    stack.push(state, "ship_move", seat, colour=colour, value=value, at=start, launch=launch)


def ship_move_legal(state: dict, step: dict) -> list:
    """Every hex the chosen ship can end on (BA-24..BA-26)."""
    hexes = sorted(reachable(state, step["seat"], step["at"], step["value"]))
    return [{"type": "move_to", "hex": [p, k], **w.label("label.move_to", hex=w.hex_((p, k)),
                                                         kind=hex_kind(hex_info(state, p, k)))}
            for p, k in hexes]


def hex_kind(info) -> str:
    """What a hex is, as the move_to label's select says it: a planet by its colour, else its kind."""
    return info["colour"] if info["kind"] == "planet" and info["colour"] else info["kind"]


def ship_move_apply(state: dict, step: dict, action: dict, ev: list) -> None:
    """Move the ship; offer a Mission when one can go where it stopped (BA-24, BA-28)."""
    stack.pop(state, step)
    seat, colour = step["seat"], step["colour"]
    (p0, k0), (p, k) = step["at"], action["hex"]
    if not step["launch"]:
        remove_ship(state, seat, p0, k0)
    add_ship(state, seat, p, k)
    ev.append(event("ship_moved", seat, **{"from": [p0, k0], "to": [p, k]}))
    if can_place_at(state, seat, colour, p, k):
        stack.push(state, "mission_place", seat, colour=colour, value=step["value"], at=[p, k])


def mission_place_legal(state: dict, step: dict) -> list:
    """A Mission of the die's colour from hand, or skip steps 2-4 after a move; a star or a ship that stayed
    must place (BA-27, BA-28, A27)."""
    seat, colour = step["seat"], step["colour"]
    hand = state["players"][seat]["hand"]["missions"]
    out = [{"type": "place_mission", "card": card, **mission_label(card)}
           for card in dict.fromkeys(hand) if content().mission(card)["colour"] == colour]
    if step["value"] != 0 and not step.get("stay"):
        out.append({"type": "skip", **w.label("label.place_mission.skip")})
    return out


def mission_label(card: str) -> dict:
    """'Place Melurien Mission 03 (activation; reward: 1 resource; adds 2 tiles to the display: orange and gray)'."""
    m = content().mission(card)
    return w.label("label.place_mission", mission=w.comp(card), kind=w.key(m["type"]), reward=w.goods(m["reward"]),
                   count=len(m["tiles"]), tiles=items([w.colour(t) for t in m["tiles"]]))


def mission_place_apply(state: dict, step: dict, action: dict, ev: list) -> None:
    """Slide the Mission under the ship, a robot on its reward, gain it; then steps 3-4 (BA-28..BA-30)."""
    # one mission_place step per action: 1 card per action (BA-28)
    stack.pop(state, step)
    if action["type"] == "skip":
        return
    seat, card, (p, k) = step["seat"], action["card"], step["at"]
    player = state["players"][seat]
    player["hand"]["missions"].remove(card)
    player["robots"]["break"] -= 1
    strip_at(state, p)["cards"][str(k)] = {"card": card, "owner": seat}
    reward = thaw(content().mission(card)["reward"])
    ev.append(event("mission_placed", seat, card=card, hex=[p, k], reward=reward))
    stack.push_seq(state, [("ravager_arrival", seat, {"at": [p, k]}), ("tech_additions", seat, {"card": card})])
    effects.apply_effect(state, seat, {"kind": "gain", "gain": reward}, ev, card)


# -- step 4 (step 3, the Ravagers' arrival, is actions.py's: they land on the board's actions) ---------------
def run_tech_additions(state: dict, step: dict, ev: list) -> None:
    """Step 4: the card's 1-2 tech tiles push into the display in the card's order (BA-30)."""
    display.add_tiles(state, list(content().mission(step["card"])["tiles"]), ev)


stack.register("ship_choice", legal=ship_choice_legal, apply=ship_choice_apply)
stack.register("ship_move", legal=ship_move_legal, apply=ship_move_apply)
stack.register("mission_place", legal=mission_place_legal, apply=mission_place_apply)
stack.register("tech_additions", run=run_tech_additions)
