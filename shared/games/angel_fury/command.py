"""Commands: one troop, one orthogonal step (more for an arch troop or with cards), a unit at most once per turn;
capacity at the end of the move, battles, and the resource entry bonus.

A command (turn action `command {area}`, or a card calling `start`) costs one command marker, unless it is free.
Its steps: `command_source` (cards only: which area), `command_troop` (`troop {colour, minions, leaders}`: fresh
minions and uncommanded leaders of that area), then `command_path` one step at a time (`step {area}`, and
`stop` once the troop may end its move where it is). Choosing the troop lifts it off the board (see
retreat.troop for the record): its minions stop being fresh, its leaders are `commanded`, and it is placed when
the move ends. Intermediate areas must hold no enemy; capacity is ignored there. Entering an enemy area starts a
battle (`battle.start(state, seat, troop, from_area, area, ev, **mods)`, the troop still lifted, its leaders'
`area` the area it attacks from) and ends the move; the battle owner then calls `arrival.enter_after_battle`,
`continue_after_battle` (Breakthrough), both (state, seat, troop, area, from_area, ev, **mods), or
`retreat.attacker_back`.
Card modifiers (`mods`, JSON values): `steps` (Cavalry, Haste: 2), `quick_march` (+n steps), `no_battle` (Haste;
also any troop holding a unit that shot with Archers this turn, `note_shot`),
`dark_portal` (its level: 1 friendly or empty non-altar areas, 2 any non-altar area), `free_command` (Voice of
Thunder), `pass_friendly` (accepted: every multi-step move may pass friendly areas); the rest (`charge`,
`damage_bonus`, `no_retreat`, ...) are handed to battle.start untouched.
(AF-12, AF-32..AF-38, AF-E4, AF-E5; Rulebook: Commanding your troops, Movement rules, Moving into resource areas.)
"""
from __future__ import annotations

from itertools import combinations

from shared.engine.events import event
from shared.games.angel_fury import battle, board, capacity, retreat, steps, units, wording
# the end of a move (AF-12, AF-37, AF-38), shared with a won battle's survivors (command.enter_after_battle is
# DESIGN.md's hand-off name)
from shared.games.angel_fury.arrival import end_move, enter_after_battle  # noqa: F401
from shared.games.angel_fury.content import content

#: modifiers the move itself reads; every other modifier is for the battle
MOVE_MODS = ("steps", "quick_march", "no_battle", "dark_portal", "free_command", "pass_friendly")
#: what a `command_path` step carries from one step to the next
PATH_KEYS = ("troop", "at", "prev", "visited", "left", "mods", "must_step")
FREE_COMMANDS = "free_commands"
#: turn flag: the units that shot with Archers this turn, {"areas": {area: fresh minions}, "leaders": [ids]}
SHOT = "shot"


# -- who may command what (AF-32, AF-33) ----------------------------------------------------------------------------
def can_command(state: dict, seat: int, **mods) -> bool:
    """True when the seat has an unused command marker, a free command from a card, or `free_command` (AF-34)."""
    player = state["players"][seat]
    return bool(mods.get("free_command") or player["commands"]["unused"] or player["turn_flags"].get(FREE_COMMANDS))


def fresh_leaders(state: dict, area_id: str, colour: str) -> list:
    """The leaders of `colour` in the area not commanded yet this turn (AF-33)."""
    return [lid for lid in state["areas"][area_id]["leaders"]
            if state["leaders"][lid]["colour"] == colour and not state["leaders"][lid]["commanded"]]


def fresh_minions(state: dict, area_id: str, colour: str) -> int:
    """The minions of `colour` in the area not commanded yet this turn (AF-33)."""
    return state["areas"][area_id]["units"].get(colour, {}).get("fresh", 0)


def sources(state: dict, seat: int, **mods) -> list:
    """Areas with an uncommanded unit of the seat that can make a move: one minion or one leader alone
    witnesses it, since a smaller troop fits wherever a larger one does (AF-32, AF-33)."""
    out, colours, facts = [], state["players"][seat]["colours"], {}  # facts: one area summary per menu
    shot = state["players"][seat]["turn_flags"].get(SHOT)
    fresh_leaders_at = {lid_rec["area"] for lid_rec in state["leaders"].values()
                        if lid_rec["area"] and not lid_rec["commanded"] and lid_rec["colour"] in colours}
    for area_id, area in state["areas"].items():  # row-major, as setup lays the board out
        units = area["units"]  # written out: the turn menu asks this of every area
        if area_id not in fresh_leaders_at and not any(units[c].get("fresh", 0) for c in colours if c in units):
            continue
        if shot is None:
            found = any(can_step(state, t, area_id, mods, facts) for t in witnesses(state, area_id, colours))
        else:
            found = any(can_step(state, t, area_id, battle_mods_for(state, seat, area_id, t, mods), facts)
                        for t in witnesses(state, area_id, colours))
        if found:
            out.append(area_id)
    return out


def is_source(state: dict, seat: int, area_id: str, **mods) -> bool:
    """True when `area_id` is one of `sources` (one area's check, for re-checking a chosen command)."""
    colours = state["players"][seat]["colours"]
    return any(can_step(state, t, area_id, battle_mods_for(state, seat, area_id, t, mods))
               for t in witnesses(state, area_id, colours))


# -- archers may move later, but not into a battle (AF-78) -------------------------------------------------------------
def note_shot(state: dict, seat: int, area_id: str, minions: int, leaders) -> None:
    """Mark the units that shot from the area with Archers, for the turn: "The troop is allowed to move before or
    after the archer attack, but you may not move into an enemy area and start a battle with this troop this
    turn" (AF-78; RULES.md A12). Shooters are the commanded minions there first; only the fresh ones can still
    move, so only they are counted (capped at the fresh minions there)."""
    colour = state["players"][seat]["colour"]
    units = state["areas"][area_id]["units"].get(colour, {"minions": 0, "fresh": 0})
    fresh = max(0, minions - (units["minions"] - units["fresh"]))
    shot = state["players"][seat]["turn_flags"].setdefault(SHOT, {"areas": {}, "leaders": []})
    shot["areas"][area_id] = min(units["fresh"], shot["areas"].get(area_id, 0) + fresh)
    shot["leaders"] += [lid for lid in leaders
                        if lid not in shot["leaders"] and not state["leaders"][lid]["commanded"]]


def holds_shooter(state: dict, seat: int, area_id: str, t: dict) -> bool:
    """True when a troop of the area's fresh units must include a unit that shot this turn: a shooting leader, or
    more minions than the fresh ones that did not shoot (the shooters are taken last) (AF-78)."""
    shot = state["players"][seat]["turn_flags"].get(SHOT)
    if shot is None:
        return False
    if any(lid in shot["leaders"] for lid in t["leaders"]):
        return True
    shooters = shot["areas"].get(area_id, 0)
    return shooters > 0 and t["minions"] > fresh_minions(state, area_id, t["colour"]) - shooters


def battle_mods_for(state: dict, seat: int, area_id: str, t: dict, mods: dict) -> dict:
    """The move's modifiers, with `no_battle` when the troop holds a unit that shot with Archers (AF-78)."""
    if mods.get("no_battle") or not holds_shooter(state, seat, area_id, t):
        return mods
    return {**mods, "no_battle": True}


def lone_minion_steps(state: dict, area_id: str, colour: str, mods: dict, facts: dict | None = None) -> bool:
    """can_step for one minion taking one step, written out (the turn menu asks it for every area): a neighbour
    with enemies (unless the card forbids battles), a resource area, or a free slot (AF-12, AF-32). `facts`
    keeps each neighbour's summary (capacity.area_facts) for the rest of one listing: the state does not change
    while a menu is built."""
    side, battles, facts = capacity.side_of(colour), not mods.get("no_battle"), {} if facts is None else facts
    for a in board.neighbours(state, area_id):
        found = facts.get(a)
        if found is None:
            found = facts[a] = capacity.area_facts(state, a)
        sides, free, terrain, _ = found
        if len(sides) > (side in sides):  # a unit of another side stands there: entering it is an attack
            if battles:
                return True
        elif terrain or free > 0:
            return True
    return False


def witnesses(state: dict, area_id: str, colours):
    """Yield the smallest troops of the area: one fresh minion, then each uncommanded leader alone."""
    for colour in colours:
        if fresh_minions(state, area_id, colour):
            yield retreat.troop(colour, 1)
        for lid in fresh_leaders(state, area_id, colour):
            yield retreat.troop(colour, 0, [lid])


def command_actions(state: dict, seat: int) -> list:
    """The turn menu's `command {area}` entries: a source area with an uncommanded troop that can move, while a
    command marker (or a card's free command) is left (AF-32..AF-34)."""
    if not can_command(state, seat):
        return []
    return [{"type": "command", "area": a, **wording.label("label.command", area=wording.area(a))}
            for a in sources(state, seat)]


# -- starting a command (AF-32, AF-34) ------------------------------------------------------------------------------
def start(state: dict, seat: int, action: dict, ev: list, **mods) -> None:
    """Spend a command (a card's free command first; none with `free_command`), then ask for the troop; without
    an `area` in the action (a card's command), ask for the source area first (AF-32, AF-34)."""
    pay_command(state, seat, mods, ev)
    if action.get("area") is None:
        steps.push(state, "command_source", seat, mods=mods)
    else:
        steps.push(state, "command_troop", seat, area=action["area"], mods=mods)


def pay_command(state: dict, seat: int, mods: dict, ev: list) -> None:
    """Move a command marker to used, or use up a free command (AF-34, AF-115)."""
    player = state["players"][seat]
    flags = player["turn_flags"]
    if mods.get("free_command"):
        paid = "free"
    elif flags.get(FREE_COMMANDS):
        flags[FREE_COMMANDS] -= 1
        paid = "free"
    else:
        player["commands"]["unused"] -= 1
        player["commands"]["used"] += 1
        paid = "marker"
    ev.append(event("command_spent", seat, paid=paid, unused=player["commands"]["unused"]))


def source_legal(state: dict, step: dict) -> list:
    """`command {area}` per area with a troop that can make the card's move."""
    return [{"type": "command", "area": a, **wording.label("label.command", area=wording.area(a))}
            for a in sources(state, step["seat"], **step["mods"])]


def source_apply(state: dict, step: dict, action: dict, ev: list) -> None:
    """Ask for the troop in the chosen area."""
    steps.pop(state, step)
    steps.push(state, "command_troop", step["seat"], area=action["area"], mods=step["mods"])


# -- the troop (AF-32, AF-33) ---------------------------------------------------------------------------------------
def leader_sets(leaders: list) -> list:
    """Every subset of the uncommanded leaders (an area holds one large piece, so 1 or 2 sets in play)."""
    return [list(c) for n in range(len(leaders) + 1) for c in combinations(leaders, n)]


def troop_legal(state: dict, step: dict) -> list:
    """`troop {colour, minions, leaders}`: any fresh minions and uncommanded leaders of one colour in the area
    that can make a first step (AF-32, AF-33)."""
    area_id, out = step["area"], []
    where = wording.area(area_id)
    for colour in state["players"][step["seat"]]["colours"]:
        for leaders in leader_sets(fresh_leaders(state, area_id, colour)):
            for n in range(fresh_minions(state, area_id, colour) + 1):
                t = retreat.troop(colour, n, leaders)
                if (n or leaders) and can_step(state, t, area_id, battle_mods_for(state, step["seat"], area_id, t,
                                                                                  step["mods"])):
                    out.append({"type": "troop", "colour": colour, "minions": n, "leaders": list(leaders),
                                **wording.label("label.command_troop", troop=wording.troop(colour, n, leaders),
                                                area=where)})
    return out


def troop_apply(state: dict, step: dict, action: dict, ev: list) -> None:
    """Lift the troop, mark it commanded, and ask for its first step (AF-32, AF-33)."""
    steps.pop(state, step)
    seat, area_id = step["seat"], step["area"]
    chosen = retreat.troop(action["colour"], action["minions"], action["leaders"])
    mods = battle_mods_for(state, seat, area_id, chosen, step["mods"])  # archers may not battle (AF-78)
    t = retreat.lift(state, area_id, action["colour"], action["minions"], action["leaders"], fresh_first=True)
    t["fresh"] = 0
    for lid in t["leaders"]:
        state["leaders"][lid]["commanded"] = True
    ev.append(event("troop_commanded", seat, area=area_id, colour=t["colour"], minions=t["minions"],
                    leaders=list(t["leaders"])))
    data = {"troop": t, "at": area_id, "prev": None, "visited": [area_id], "left": steps_for(state, t, mods),
            "mods": mods, "must_step": True}
    steps.push(state, "command_path", seat, **data)


def steps_for(state: dict, t: dict, mods: dict) -> int:
    """Steps a troop may take: the most of its units' (an arch 2), or the card's if more (Cavalry gives an arch
    no 3rd step), plus Quick March; a Dark Portal is one jump (AF-36, AF-53, AF-82, AF-86, AF-98)."""
    if mods.get("dark_portal"):
        return 1
    sizes = content().steps
    if not t["leaders"]:  # a minions-only troop (the turn menu asks this for every area): no arch to look up
        base = sizes["minion"]
    else:
        sizes = {**sizes, **units.arch_steps(state, t["leaders"])}  # Beelzebub moves 1 (AF-77)
        kinds = (["minion"] if t["minions"] else []) + capacity.leader_kinds(state, t["leaders"])
        base = max(sizes[k] for k in kinds)
    return max(base, mods.get("steps", 1)) + mods.get("quick_march", 0)


# -- paths (AF-32, AF-35, AF-36, AF-86) -----------------------------------------------------------------------------
def can_end(state: dict, t: dict, area_id: str) -> bool:
    """A move may end in a resource area whatever fits (the surplus goes back), elsewhere only where the whole
    troop fits (AF-12; Rulebook: the space limit is enforced at the end of each movement)."""
    return capacity.is_resource(state, area_id) or capacity.can_fit(state, area_id, t["colour"], t["minions"],
                                                                    t["leaders"])


def portal_targets(state: dict, t: dict, source: str, level: int) -> list:
    """Dark Portal: any friendly area or empty non-altar area; at level 2 any non-altar area (AF-86)."""
    altars = board.altars(state)
    return [a for a in board.areas(state) if a != source and (
        capacity.is_friendly(state, a, t["colour"])
        or (a not in altars and (level >= 2 or capacity.is_empty(state, a))))]


def candidates(state: dict, t: dict, at: str, visited: list, mods: dict) -> list:
    """Areas the next step may enter: orthogonal neighbours not yet visited on this move, or a Dark Portal's
    targets (AF-32, AF-86; RULES.md assumption: a move never re-enters an area it has been in)."""
    if mods.get("dark_portal"):
        return portal_targets(state, t, at, mods["dark_portal"])
    return [a for a in board.neighbours(state, at) if a not in visited]


def enterable(state: dict, t: dict, at: str, visited: list, left: int, mods: dict):
    """Yield (area, is_attack) for each area the next step may enter: an enemy area (a battle, unless the card
    forbids battles), or an area without enemies where the move can end or go on to an end (AF-35, AF-36)."""
    if left <= 0:
        return
    for a in candidates(state, t, at, visited, mods):
        if capacity.is_enemy(state, a, t["colour"]):
            if not mods.get("no_battle"):
                yield a, True
        elif can_end(state, t, a) or (left > 1 and any(enterable(state, t, a, visited + [a], left - 1, mods))):
            yield a, False


def next_areas(state: dict, t: dict, at: str, visited: list, left: int, mods: dict) -> list:
    """Every (area, is_attack) the next step may enter (see `enterable`)."""
    return list(enterable(state, t, at, visited, left, mods))


def can_step(state: dict, t: dict, source: str, mods: dict, facts: dict | None = None) -> bool:
    """True when a troop (still in `source`) has a first step (AF-32); `facts` as in lone_minion_steps."""
    left = steps_for(state, t, mods)
    if left == 1 and t["minions"] == 1 and not t["leaders"] and not mods.get("dark_portal"):
        return lone_minion_steps(state, source, t["colour"], mods, facts)
    if left >= 1 and not t["minions"] and len(t["leaders"]) == 1 and not mods.get("dark_portal") \
            and lone_leader_ends_step(state, source, t, mods, facts):
        return True  # else a longer path may still get through: the full search below
    return any(enterable(state, t, source, [source], left, mods))


def lone_leader_ends_step(state: dict, source: str, t: dict, mods: dict, facts: dict | None) -> bool:
    """True when a lone leader's first step can be its last: a neighbour to attack, a resource area, or one with
    the slots and no large piece (enterable's first level, from area summaries) (AF-11, AF-12, AF-35)."""
    c, side, facts = content(), capacity.side_of(t["colour"]), {} if facts is None else facts
    kind, battles = state["leaders"][t["leaders"][0]]["kind"], not mods.get("no_battle")
    size, large = c.sizes[kind], int(kind in c.large)
    for a in board.neighbours(state, source):
        found = facts.get(a)
        if found is None:
            found = facts[a] = capacity.area_facts(state, a)
        sides, free, terrain, big = found
        if len(sides) > (side in sides):
            if battles:
                return True
        elif terrain or (size <= free and big + large <= c.max_large_pieces):
            return True
    return False


def step_label(a: str, attack: bool, left: int) -> dict:
    """'Attack Row 2, column 3 (battle)' / 'Move to Row 2, column 3 (1 more step possible)'."""
    if attack:
        return wording.label("label.step.attack", area=wording.area(a))
    return wording.label("label.step.move", area=wording.area(a), more=max(0, left - 1))


def path_legal(state: dict, step: dict) -> list:
    """`step {area}` per enterable area, and `stop` where the move may end (AF-12, AF-32, AF-35, AF-36)."""
    t, at, left = step["troop"], step["at"], step["left"]
    out = [{"type": "step", "area": a, **step_label(a, attack, left)}
           for a, attack in next_areas(state, t, at, step["visited"], left, step["mods"])]
    may_stop = not out if step["must_step"] else can_end(state, t, at)  # a forced stop only when stuck
    if may_stop:
        out.append({"type": "stop", **wording.label("label.stop", area=wording.area(at))})
    return out


def path_apply(state: dict, step: dict, action: dict, ev: list) -> None:
    """Take the step (into an enemy area: a battle, which ends the move), or end the move here (AF-32, AF-35)."""
    steps.pop(state, step)
    seat, data = step["seat"], {k: step[k] for k in PATH_KEYS}
    t, at = data["troop"], data["at"]
    if action["type"] == "stop":  # a forced stop (no step possible) earns nothing: Breakthrough's won area
        end_move(state, seat, t, at, data["prev"], ev, bonus=not data["must_step"])
        return
    area = action["area"]
    ev.append(event("troop_moved", seat, area=at, to=area, colour=t["colour"], minions=t["minions"],
                    leaders=list(t["leaders"])))
    if capacity.is_enemy(state, area, t["colour"]):
        start_battle(state, seat, t, at, area, ev, data["mods"])
        return
    data.update(prev=at, at=area, visited=data["visited"] + [area], left=data["left"] - 1, must_step=False)
    set_leader_area(state, t, area)
    if next_areas(state, t, area, data["visited"], data["left"], data["mods"]):
        steps.push(state, "command_path", seat, **data)
    else:
        end_move(state, seat, t, area, at, ev)


def set_leader_area(state: dict, t: dict, area_id: str) -> None:
    """A lifted troop's leaders stand where the troop is (not in any area's list until it is placed)."""
    for lid in t["leaders"]:
        state["leaders"][lid]["area"] = area_id


# -- battles (AF-35, AF-37, AF-80) ----------------------------------------------------------------------------------
def start_battle(state: dict, seat: int, t: dict, from_area: str, area: str, ev: list, mods: dict) -> None:
    """Moving into an enemy area starts a battle and ends the move; the battle gets the card modifiers that are not
    the move's own (AF-35)."""
    set_leader_area(state, t, from_area)
    battle_mods = {k: v for k, v in mods.items() if k not in MOVE_MODS or k == "dark_portal"}
    battle.start(state, seat, t, from_area, area, ev, **battle_mods)


def continue_after_battle(state: dict, seat: int, t: dict, area: str, from_area: str, ev: list,
                          extra_steps: int = 1, **mods) -> None:
    """Breakthrough: the survivors take more steps from the won area as the same move, without entering it first
    (no resource, no surplus shed there); a new enemy area is a second battle (AF-80)."""
    set_leader_area(state, t, area)
    mods = {k: v for k, v in mods.items() if k != "dark_portal"}
    data = {"troop": t, "at": area, "prev": from_area, "visited": [area], "left": extra_steps, "mods": mods,
            "must_step": True}
    steps.push(state, "command_path", seat, **data)


steps.register("command_source", legal=source_legal, apply=source_apply)
steps.register("command_troop", legal=troop_legal, apply=troop_apply)
steps.register("command_path", legal=path_legal, apply=path_apply)
