"""Effect atoms of tiles and Missions, VP changes, and the choice steps effects open.

An atom is {"kind": gain|convert|assign|flip|fix|draw_mission|vp_per_tile, ...} (DESIGN.md, Effect atoms).
Atoms that need a choice push a decision step of the gaining seat; a choice with no possible option is skipped.
Placing the debris of a removed cube lives here too: the Fix action (actions.py) and the fix atom share it
(BA-22); the cubes themselves are damage.py's (BA-21). Hal's atoms are hal_effects.py's (BA-39).
"""
from __future__ import annotations

from shared.engine.events import event
from shared.games.black_angel import damage, dice, draws, grid, hal, hal_effects, steps
from shared.games.black_angel import wording as w
from shared.games.black_angel.content import content, thaw

#: player keys of the goods kept in storage ("robot" = the break room, "vp" = the track)
STORAGE = {"ship": "ships", "resource": "resources", "debris": "debris"}


# -- VP ---------------------------------------------------------------------------------------------------------
def gain_vp(state: dict, seat: int, n: int, ev: list, reason: str | None = None) -> None:
    """Add `n` VP on the score track."""
    player = state["players"][seat]
    if n > 0:
        player["vp"] += n
        ev.append(event("vp_changed", seat, delta=n, vp=player["vp"], reason=reason))


def lose_vp(state: dict, seat: int, n: int, ev: list, reason: str | None = None) -> int:
    """Take up to `n` VP; VP never go below 0 (inventory part 3). Returns the VP lost."""
    player = state["players"][seat]
    lost = min(n, player["vp"])
    if lost:
        player["vp"] -= lost
        ev.append(event("vp_changed", seat, delta=-lost, vp=player["vp"], reason=reason))
    return lost


# -- goods ------------------------------------------------------------------------------------------------------
def holding(player: dict, key: str) -> int:
    """How many of a good the player holds: VP, break-room robots, or storage."""
    if key == "vp":
        return player["vp"]
    if key == "robot":
        return player["robots"]["break"]
    return player[STORAGE[key]]


def can_pay(player: dict, goods: dict) -> bool:
    """True when the player holds every good of `goods`."""
    return all(holding(player, k) >= n for k, n in goods.items())


def pay(state: dict, seat: int, goods: dict, ev: list, source=None) -> None:
    """Pay goods to the supply (a robot goes back to the reserve)."""
    lose_vp(state, seat, goods.get("vp", 0), ev, source)
    take_goods(state["players"][seat], {k: n for k, n in goods.items() if k != "vp"})
    ev.append(event("goods_paid", seat, goods=dict(goods), source=source))


def take_goods(player: dict, goods: dict, back: bool = False) -> None:
    """Remove storage goods and break-room robots (to the reserve); `back` undoes it (for what-if checks)."""
    sign = -1 if back else 1
    for key, n in goods.items():
        if key == "robot":
            player["robots"]["break"] -= sign * n
            player["robots"]["reserve"] += sign * n
        else:
            player[STORAGE[key]] -= sign * n


def gain(state: dict, seat: int, goods: dict, ev: list, source=None) -> None:
    """Gain goods from the supply; a robot comes from the reserve to the break room, only while the reserve
    has one (BA-3: robots are limited; inventory part 3: "gain robot" = reserve -> break room)."""
    player = state["players"][seat]
    got = {}
    for key, n in goods.items():
        if key == "robot":
            n = min(n, player["robots"]["reserve"])
            player["robots"]["reserve"] -= n
            player["robots"]["break"] += n
        elif key != "vp":
            player[STORAGE[key]] += n
        if n and key != "vp":
            got[key] = n
    if got:
        ev.append(event("goods_gained", seat, goods=got, source=source))
    gain_vp(state, seat, goods.get("vp", 0), ev, source)


# -- the atoms --------------------------------------------------------------------------------------------------
def apply_effect(state: dict, seat: int, effect: dict, ev: list, source=None) -> None:
    """Resolve one atom for `seat`; atoms with a choice push that seat's decision step (DESIGN.md)."""
    if hal.is_hal(state, seat):  # Hal converts what he gains to VP (BA-39)
        hal_effects.apply_effect(state, effect, ev, source)
        return
    ATOMS[effect["kind"]](state, seat, effect, ev, source)


def atom_gain(state: dict, seat: int, effect: dict, ev: list, source) -> None:
    """Gain the listed goods and VP at once."""
    gain(state, seat, effect["gain"], ev, source)


def atom_convert(state: dict, seat: int, effect: dict, ev: list, source) -> None:
    """Optional: offered only when the payment is affordable (DESIGN.md, convert)."""
    if can_pay(state["players"][seat], effect["pay"]):
        steps.push(state, "choose_convert", seat, effect=thaw(effect), source=source)


def atom_assign(state: dict, seat: int, effect: dict, ev: list, source) -> None:
    """A break-room robot to a workstation of your choice; skipped with an empty break room."""
    if state["players"][seat]["robots"]["break"] > 0:
        steps.push(state, "choose_assign", seat, source=source)


def atom_flip(state: dict, seat: int, effect: dict, ev: list, source) -> None:
    """Flip one of your own compartment dice (not bought, not neutral, not the die in use) (BA-9)."""
    if dice.flippable_dice(state, seat):
        steps.push(state, "choose_flip", seat, source=source)


def atom_fix(state: dict, seat: int, effect: dict, ev: list, source) -> None:
    """Remove 1 damage cube of your choice; its debris to storage, or as the Fix action (BA-21, BA-22)."""
    if damage.cube_choices(state):
        steps.push(state, "choose_fix", seat, debris=effect["debris"], source=source)


def atom_draw_mission(state: dict, seat: int, effect: dict, ev: list, source) -> None:
    """Draw a Mission of any colour that can still be drawn (BA-32)."""
    if drawable_colours(state):
        steps.push(state, "choose_draw", seat, source=source)


def atom_vp_per_tile(state: dict, seat: int, effect: dict, ev: list, source) -> None:
    """VP per own normal or starting tile of the colour in your grid (a neutralization, inventory part 3)."""
    count = grid.tile_count(state["players"][seat], effect["colour"])
    gain_vp(state, seat, count * effect["vp"], ev, source)


ATOMS = {"gain": atom_gain, "convert": atom_convert, "assign": atom_assign, "flip": atom_flip, "fix": atom_fix,
         "draw_mission": atom_draw_mission, "vp_per_tile": atom_vp_per_tile}


def run_effect(state: dict, step: dict, ev: list) -> None:
    """The automatic `effect` step: one atom ("n activations" = n effect steps)."""
    apply_effect(state, step["seat"], step["effect"], ev, step.get("source"))


# -- choice steps -----------------------------------------------------------------------------------------------
def convert_legal(state: dict, step: dict) -> list:
    """Convert (pay, then gain) or decline."""
    effect = step["effect"]
    return [{"type": "convert", **w.label("label.convert", pay=w.goods(effect["pay"]), gain=w.goods(effect["gain"]))},
            {"type": "decline", **w.label("label.convert.decline")}]


def convert_apply(state: dict, step: dict, action: dict, ev: list) -> None:
    """Pay and gain, or nothing."""
    steps.pop(state, step)
    if action["type"] == "convert":
        pay(state, step["seat"], step["effect"]["pay"], ev, step.get("source"))
        gain(state, step["seat"], step["effect"]["gain"], ev, step.get("source"))


def assign_legal(state: dict, step: dict) -> list:
    """Any workstation (one per colour)."""
    return [{"type": "assign", "workstation": colour, **w.label("label.assign", colour=w.colour(colour))}
            for colour in content().colours]


def assign_apply(state: dict, step: dict, action: dict, ev: list) -> None:
    """Move the robot to the chosen workstation."""
    steps.pop(state, step)
    assign_robot(state, step["seat"], action["workstation"], ev)


def assign_robot(state: dict, seat: int, colour: str, ev: list) -> None:
    """Break room -> workstation; in a 2-player game it removes a neutral robot there (BA-38)."""
    robots = state["players"][seat]["robots"]
    robots["break"] -= 1
    robots["work"][colour] += 1
    neutral = state["neutral"]
    removed = bool(neutral) and neutral["robots"][colour] > 0
    if removed:
        neutral["robots"][colour] -= 1
    ev.append(event("robot_assigned", seat, workstation=colour, neutral_removed=removed))


def flip_legal(state: dict, step: dict) -> list:
    """Each die the seat may flip (BA-9)."""
    return [{"type": "flip_die", "die": d,
             **w.label("label.flip_die", die=w.die(state, d), to=dice.opposite(state["dice"][d]["value"]))}
            for d in dice.flippable_dice(state, step["seat"])]


def flip_apply(state: dict, step: dict, action: dict, ev: list) -> None:
    """Turn the die to its opposite face, free of debris (the tile pays for it)."""
    steps.pop(state, step)
    value = dice.flip(state, action["die"])
    ev.append(event("die_flipped", step["seat"], die=action["die"], value=value, source=step.get("source")))


def draw_legal(state: dict, step: dict) -> list:
    """Each colour that can still be drawn."""
    return [{"type": "draw_mission", "colour": colour, **w.label("label.draw_mission", colour=w.colour(colour))}
            for colour in drawable_colours(state)]


def draw_apply(state: dict, step: dict, action: dict, ev: list) -> None:
    """Draw through draws.draw_mission (reshuffle or exhaustion, BA-32)."""
    steps.pop(state, step)
    draws.draw_mission(state, step["seat"], action["colour"], ev)


def drawable_colours(state: dict) -> list[str]:
    """Colours whose deck or discard pile still holds a Mission (BA-32)."""
    decks = state["decks"]
    return [c for c in content().colours
            if c not in decks["exhausted"] and (decks["missions"][c] or decks["mission_discard"][c])]


# -- the fix atom and debris (BA-21, BA-22) ----------------------------------------------------------------------
def fix_legal(state: dict, step: dict) -> list:
    """Any cube on an action or a supply die (BA-21)."""
    return damage.cube_choices(state)


def fix_apply(state: dict, step: dict, action: dict, ev: list) -> None:
    """The fix atom: one cube; debris to storage, or placed like the Fix action's (BA-21, BA-22)."""
    steps.pop(state, step)
    damage.remove_cube(state, step["seat"], action, ev)
    take_debris(state, step["seat"], step["debris"] == "place", ev)


def take_debris(state: dict, seat: int, may_place: bool, ev: list) -> None:
    """The removed cube becomes the player's debris: stored, or (may_place) a `place_debris` choice (BA-22)."""
    if may_place:
        steps.push(state, "place_debris", seat)
    else:
        store_debris(state, seat, ev)


def store_debris(state: dict, seat: int, ev: list) -> None:
    """The debris goes to the player's storage (BA-22)."""
    state["players"][seat]["debris"] += 1
    ev.append(event("debris_stored", seat))


def place_debris_legal(state: dict, step: dict) -> list:
    """On the lightning space of a grid tile without debris (not advanced: it has none), or into storage (BA-22)."""
    out = [{"type": "debris_on_tile", "cell": [r, c],
            **w.label("label.debris_on_tile", tile=w.comp(cell["tile"]), cell=w.cell(r, c),
                      effect=w.effect(content().tile(cell["tile"])["effect"]))}
           for r, c, cell in grid.grid_cells(state["players"][step["seat"]])
           if not cell["debris"] and not content().is_advanced(cell["tile"])]
    out.append({"type": "store_debris", **w.label("label.store_debris")})
    return out


def place_debris_apply(state: dict, step: dict, action: dict, ev: list) -> None:
    """Debris on a tile fires it now (the tile takes no more debris until B.2), or goes to storage (BA-22)."""
    steps.pop(state, step)
    seat = step["seat"]
    if action["type"] == "store_debris":
        store_debris(state, seat, ev)
        return
    r, c = action["cell"]
    cell = state["players"][seat]["grid"][r][c]
    cell["debris"] = True
    ev.append(event("debris_placed", seat, tile=cell["tile"], cell=[r, c]))
    steps.push(state, "effect", seat, effect=thaw(content().tile(cell["tile"])["effect"]), source=cell["tile"])


steps.register("effect", run=run_effect)
steps.register("choose_convert", legal=convert_legal, apply=convert_apply)
steps.register("choose_assign", legal=assign_legal, apply=assign_apply)
steps.register("choose_flip", legal=flip_legal, apply=flip_apply)
steps.register("choose_fix", legal=fix_legal, apply=fix_apply)
steps.register("choose_draw", legal=draw_legal, apply=draw_apply)
steps.register("place_debris", legal=place_debris_legal, apply=place_debris_apply)
