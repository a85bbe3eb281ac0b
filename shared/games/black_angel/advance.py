"""B.3: the Black Angel moves one hex towards Spes; the nearest strip's Missions and ships leave space; the strip
is flipped and laid at the far end, revealing Spes when it carried the token; reaching Spes triggers the end.

(BA-25 last sentence, BA-35, BA-36; Rulebook: Step 3: Move the Black Angel closer to Spes, The Game Ends.)
"""
from __future__ import annotations

from shared.engine.events import event
from shared.games.black_angel import draws, geometry, missions, space, steps
from shared.games.black_angel.content import content

SIDES = {"A": "B", "B": "A"}


def run_b3(state: dict, step: dict, ev: list) -> None:
    """B.3 in the rulebook's order: move, remove and flip the nearest strip, then look for Spes (BA-35)."""
    move_angel(state, ev)
    recycle_nearest_strip(state, ev)
    if is_at_spes(state):
        state["space"]["at_spes"] = True
        ev.append(event("spes_reached", step["seat"], hex=list(space.ba_hex(state))))
        draws.trigger_end(state, "spes", ev)


def move_angel(state: dict, ev: list) -> None:
    """One hex forward (p + 1); ships left on an asteroid hex it leaves are destroyed (BA-25)."""
    p, k = space.ba_hex(state)
    if space.is_asteroid(state, p, k):
        destroy_ships(state, p, k, ev)
    state["space"]["ba"] = p + 1
    ev.append(event("angel_advanced", None, **{"from": [p, k], "to": [p + 1, k]}))


def destroy_ships(state: dict, p: int, k: int, ev: list) -> None:
    """Ships left without the shields: the ship goes to the supply, its robot to its owner's reserve [A]."""
    for seat in list(space.ships_at(state, p, k)):
        space.remove_ship(state, seat, p, k)
        state["players"][seat]["robots"]["reserve"] += 1
        ev.append(event("ship_destroyed", seat, hex=[p, k]))


def recycle_nearest_strip(state: dict, ev: list) -> None:
    """Clear strip 1 (Missions in card order, then ships), flip it and lay it at the far end (BA-35)."""
    # positions renumber (inventory part 3, Space geometry), so the Black Angel keeps its hex at p - 1
    strips = state["space"]["strips"]
    for k in geometry.K_VALUES:
        if space.card_at(state, 1, k) is not None:
            missions.eject_mission(state, 1, k, ev)
    for k in geometry.K_VALUES:
        space.return_ships(state, 1, k, ev)
    strip = strips.pop(0)
    flip_strip(strip, ev)
    strips.append(strip)
    state["space"]["ba"] -= 1


def flip_strip(strip: dict, ev: list) -> None:
    """Turn the strip to its other side; the Spes token on it becomes the Spes tile on its middle hex (BA-35)."""
    strip["side"] = SIDES[strip["side"]]
    strip["hexes"] = list(content().strip(strip["id"])["sides"][strip["side"]])
    strip["cards"], strip["ships"] = {}, {}
    ev.append(event("strip_flipped", None, strip=strip["id"], side=strip["side"]))
    if strip["spes_token"]:
        strip["spes_token"], strip["spes_tile"] = False, True
        ev.append(event("spes_revealed", None, strip=strip["id"]))


def is_at_spes(state: dict) -> bool:
    """The Black Angel's hex is the one the Spes tile covers (BA-36)."""
    p, _k = space.ba_hex(state)
    return space.strip_at(state, p)["spes_tile"]


steps.register("b3", run=run_b3)
