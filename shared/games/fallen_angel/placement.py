"""Placement: Sections as stacks of dice groups (slots bottom-up, topmost = last), the three placement rules,
Dice Jails, Action Strength, and the main-phase turn's placement entries and steps.

A Section's "groups" hold only free dice; a die that leaves (jail, discard, a Summoner) is lifted out and an
emptied group disappears, so the topmost group is always the last non-empty one. A die is "unused", "placed"
(free, in a group), "jail" (on a tile), "discarded" or "barracks"; Monster Dice are the Section's
"monster_dice" values. Heroes (heroes.py) and fights (fight.py) plug into the steps here.
(rows 19-22; Rulebook: Dice Slot & Dice Group, Types of Dice, Dice Placement Rules, Section, Tile & Dice Jail,
Action Tiles "Action Strength".)
"""
from __future__ import annotations

from collections import Counter
from functools import lru_cache

from shared.engine.events import event
from shared.games.fallen_angel import shadow, steps
from shared.games.fallen_angel.content import content
from shared.games.fallen_angel.preparation import unused_dice
from shared.games.fallen_angel import wording as w

UNUSED, PLACED, JAIL, DISCARDED = "unused", "placed", "jail", "discarded"
ACTION, MONSTER = "action", "monster"
#: legal lists never exceed this (DESIGN.md); the dice choice is one multiset of values, at most
#: prod(count_v + 1) <= 324 entries for the content's 10 dice per colour (test_placement checks it)
MAX_LEGAL = 500
#: what a placement hands over to, by name: the heroes' entries and plays, the Warrior's pips, the Dual Hero
#: powers, the uses a plan offers, the fights. heroes.py, hero_powers.py, dual_hero.py, dual_powers.py and fight.py
#: (layers above these dice steps) fill it at import, so this module imports none of them.
HANDLERS: dict = {}


# -- content-derived geometry (cached) -------------------------------------------------------------------------------
@lru_cache(maxsize=1)
def max_face() -> int:
    """The highest die face (a group of all of them is at its maximum, row 20 exception 2)."""
    return max(content().die_faces)


@lru_cache(maxsize=1)
def flip_total() -> int:
    """Opposite faces add up to this (7 on a d6; H4: "exactly bottom up")."""
    faces = content().die_faces
    return min(faces) + max(faces)


@lru_cache(maxsize=1)
def levels() -> int:
    """The number of Action Strength levels (L1, L2, L3 for the 3rd and later; row 22)."""
    return max(len(t["strength"]) for t in content().action_types.values())


def section_name(sec: str) -> str:
    """'Triangle Section 1'."""
    return content().section(sec)["name"]


# -- reading dice ----------------------------------------------------------------------------------------------------
def value(state: dict, die_id: str) -> int:
    """The face a die shows."""
    return state["dice"][die_id]["value"]


def die_label(state: dict, die_id: str) -> str:
    """'red-5' (the rulebook's way of naming a die)."""
    die = state["dice"][die_id]
    return f"{die['colour']}-{die['value']}"


def unused_values(state: dict, seat: int) -> list[int]:
    """The values of `seat`'s unused dice, highest first."""
    return sorted((value(state, d) for d in unused_dice(state, seat)), reverse=True)


def unused_die_of_value(state: dict, seat: int, face: int, taken=()) -> str:
    """`seat`'s first unused die showing `face` (dice of one owner and value are interchangeable)."""
    for die_id in unused_dice(state, seat):
        if value(state, die_id) == face and die_id not in taken:
            return die_id
    raise ValueError(f"seat {seat} has no unused {face}")


def free_dice(state: dict, sec: str) -> list[str]:
    """Every free die in a Section, bottom group first (row 19: free = not in jail)."""
    return [d for group in state["sections"][sec]["groups"] for d in group]


def opponent_free_dice(state: dict, sec: str, seat: int) -> list[str]:
    """The free dice in `sec` that belong to another seat (H2, H3)."""
    return [d for d in free_dice(state, sec) if state["dice"][d]["owner"] != seat]


def section_of(state: dict, die_id: str) -> str | None:
    """The Section a placed or jailed die is in, else None."""
    for sec, spot in state["sections"].items():
        if die_id in spot["jail"] or any(die_id in group for group in spot["groups"]):
            return sec
    return None


def top_values(state: dict, sec: str, change: dict | None = None) -> list[int]:
    """The topmost group's values ([]: no free dice) after a what-if `change` {die: value, or None: taken away}."""
    change = change or {}
    for group in reversed(state["sections"][sec]["groups"]):
        faces = [change[d] if d in change else value(state, d) for d in group]
        faces = [f for f in faces if f is not None]
        if faces:
            return faces
    return []


# -- the three placement rules (row 20) ------------------------------------------------------------------------------
def requirement(top: list[int], extra: int = 0) -> tuple[int, int]:
    """(dice count, sum to beat) for the next group, `extra` dice for the Ninja (row 20; H7)."""
    # no free dice: exactly 1 die of any value; topmost all max faces: exactly one die more; else the same count
    if not top:
        return 1 + extra, 0
    if top.count(max_face()) == len(top):
        return len(top) + 1 + extra, sum(top)
    return len(top) + extra, sum(top)


def is_legal_group(top: list[int], group: list[int], extra: int = 0) -> bool:
    """The group's count is the required one and its sum strictly greater (row 20)."""
    count, beat = requirement(top, extra)
    return len(group) == count and sum(group) > beat


def reach(group: list[int], pips: int) -> int:
    """The highest sum `pips` Warrior points can raise the group to (H8: capped at the max face per die)."""
    return sum(group) + min(pips, max_face() * len(group) - sum(group))


def can_place(top: list[int], pool: list[int], extra: int = 0, fixed=(), pips: int = 0) -> bool:
    """Some group of `pool` (highest first) plus the `fixed` dice is legal, after `pips` (row 20)."""
    count, beat = requirement(top, extra)
    need = count - len(fixed)
    if need < 0 or need > len(pool):
        return False
    best = sum(pool[:need]) + sum(fixed)
    return best > beat or (pips > 0 and best + min(pips, max_face() * count - best) > beat)


def multisets(pool: list[int], size: int) -> list[tuple]:
    """Every distinct multiset of `size` values from `pool`, each sorted ascending."""
    counts = sorted(Counter(pool).items())
    out: list[tuple] = []

    def walk(i: int, left: int, acc: tuple) -> None:
        if left == 0:
            out.append(acc)
            return
        if i == len(counts):
            return
        face, have = counts[i]
        for k in range(min(have, left), -1, -1):
            walk(i + 1, left - k, acc + (face,) * k)

    walk(0, size, ())
    return out


def group_choices(top: list[int], pool: list[int], extra: int = 0, fixed=(), pips: int = 0) -> list[tuple]:
    """The value multisets of `pool` that, with the `fixed` dice (and `pips`), make a legal group (row 20)."""
    count, beat = requirement(top, extra)
    need = count - len(fixed)
    if need < 0 or need > len(pool):
        return []
    return [m for m in multisets(pool, need) if reach(list(m) + list(fixed), pips) > beat]


# -- Action Strength (row 22) ----------------------------------------------------------------------------------------
def own_groups(state: dict, sec: str, seat: int) -> int:
    """Groups in `sec` holding a die of `seat`: a mixed group counts for each colour, jail dice never (row 22; H3)."""
    dice = state["dice"]
    return sum(1 for group in state["sections"][sec]["groups"] if any(dice[d]["owner"] == seat for d in group))


def strength(state: dict, sec: str, seat: int, extra: int = 0) -> int:
    """`seat`'s Action Strength in `sec`: own groups (+1 for a Thief's die), L3 for the 3rd and later (row 22; H6)."""
    return min(levels(), own_groups(state, sec, seat) + extra)


# -- moving dice (rows 19, 21) ---------------------------------------------------------------------------------------
def lift(state: dict, die_id: str) -> str | None:
    """Take a die out of its group or jail; an emptied group disappears (H2 example 2). Returns its Section."""
    for sec, spot in state["sections"].items():
        if die_id in spot["jail"]:
            spot["jail"].remove(die_id)
            return sec
        for group in spot["groups"]:
            if die_id in group:
                group.remove(die_id)
                if not group:
                    spot["groups"].remove(group)
                return sec
    return None


def to_jail(state: dict, die_id: str, sec: str, ev: list, seat: int | None = None) -> None:
    """Put a die in a Section's Dice Jail until the end of the Main phase (row 21)."""
    lift(state, die_id)
    state["dice"][die_id]["at"] = JAIL
    state["sections"][sec]["jail"].append(die_id)
    ev.append(event("die_jailed", seat, die=die_id, owner=state["dice"][die_id]["owner"], value=value(state, die_id),
                    section=sec))


def discard(state: dict, die_id: str, ev: list, seat: int | None = None, reason: str | None = None) -> None:
    """Put a die beside the board until Reset (row 19: discarded dice)."""
    lift(state, die_id)
    state["dice"][die_id]["at"] = DISCARDED
    ev.append(event("die_discarded", seat, die=die_id, owner=state["dice"][die_id]["owner"],
                    value=value(state, die_id), reason=reason))


def place_group(state: dict, seat: int, sec: str, die_ids: list[str], ev: list) -> int:
    """Put the group in the next slot (the new topmost) and return its Action Strength (rows 19, 22)."""
    for die_id in die_ids:
        lift(state, die_id)
        state["dice"][die_id]["at"] = PLACED
    state["sections"][sec]["groups"].append(list(die_ids))
    level = strength(state, sec, seat)
    ev.append(event("group_placed", seat, section=sec, dice=list(die_ids),
                    values=[value(state, d) for d in die_ids], strength=level))
    return level


# -- the turn's placement entries (rows 18, 33) ----------------------------------------------------------------------
def turn_actions(state: dict, seat: int) -> list[dict]:
    """`place {section}` where a plain legal group exists, and every playable hero start (rows 18, 20, 33)."""
    pool = unused_values(state, seat)
    if not pool:
        return []
    tops = {sec: top_values(state, sec) for sec in content().section_ids}
    out = [{"type": "place", "section": sec, **w.label("label.place", section=w.comp(sec))}
           for sec, top in tops.items() if can_place(top, pool)]
    if state["options"].get("dual_hero"):  # row 67: a first card, maybe followed by a second
        return out + HANDLERS["dual_entries"](state, seat)
    return out + HANDLERS["hero_entries"](state, seat, pool, tops)


def start(state: dict, seat: int, action: dict, ev: list) -> None:
    """Begin a placement (`place`) or a hero's play (`play_hero`); its steps run above the flow's turn end."""
    if action["type"] == "place":
        push_dice(state, seat, new_plan(action["section"]))
    else:
        HANDLERS["dual_play" if state["options"].get("dual_hero") else "hero_play"](state, seat, action, ev)


def new_plan(sec: str | None, card: str | None = None, power: str | None = None) -> dict:
    """What a placement carries from step to step: the landing Section, the hero card and the power it uses."""
    return {"section": sec, "card": card, "power": power, "fixed": [], "extra": 0, "pips": 0}


# -- the dice choice (row 20) ----------------------------------------------------------------------------------------
def push_dice(state: dict, seat: int, plan: dict) -> None:
    """Ask for the group's dice as a multiset of values (Dual Hero: the next power first, row 67)."""
    if plan.get("dual"):
        HANDLERS["dual_proceed"](state, seat, plan)
        return
    steps.push(state, "place_dice", seat, plan=plan)


def dice_legal(state: dict, step: dict) -> list[dict]:
    """Every value multiset making a legal group with the plan's fixed dice, Ninja extra and Warrior pips."""
    plan, seat = step["plan"], step["seat"]
    fixed = [value(state, d) for d in plan["fixed"]]
    choices = group_choices(top_values(state, plan["section"]), unused_values(state, seat), plan["extra"], fixed,
                            plan["pips"])
    where = w.comp(plan["section"])
    return [{"type": "place_dice", "values": list(m), **dice_label(m, fixed, where)} for m in choices]


def dice_label(values: tuple, fixed: list[int], where: dict) -> dict:
    """'Place 3 and 5 in Triangle Section 1' (a summoned die named apart)."""
    if not fixed:
        return w.label("label.place_dice", values=w.values(values), section=where)
    if not values:
        return w.label("label.place_dice.only_summoned", fixed=w.values(fixed), section=where)
    return w.label("label.place_dice.summoned", values=w.values(values), fixed=w.values(fixed), section=where)


def dice_apply(state: dict, step: dict, action: dict, ev: list) -> None:
    """Take the chosen unused dice; the Warrior adds pips first, else the group is placed."""
    steps.pop(state, step)
    seat, plan = step["seat"], step["plan"]
    chosen: list[str] = []
    for face in action["values"]:
        chosen.append(unused_die_of_value(state, seat, face, chosen))
    group = chosen + list(plan["fixed"])
    if plan["pips"]:
        HANDLERS["push_pips"](state, seat, plan, group)
    else:
        finish(state, seat, plan, group, ev)


def finish(state: dict, seat: int, plan: dict, group: list[str], ev: list) -> None:
    """Place the group, then offer its tile (the Archer: another tile; the Ninja: a bonus L1 action) (rows 20-23)."""
    if plan.get("dual"):  # two heroes: the Thief's jail, the Archer, the Ninja, the Warlord last (row 67)
        HANDLERS["dual_finish"](state, seat, plan, group, ev)
        return
    sec = plan["section"]
    level = place_group(state, seat, sec, group, ev)
    offer_uses(state, HANDLERS["plan_uses"](seat, plan, sec, level, group))


# -- using a tile after placing (rows 20, 23; H6, H7, H9) ------------------------------------------------------------
def offer_uses(state: dict, uses: list) -> None:
    """Push the tile-use decisions that have something to offer, first listed first."""
    steps.push_seq(state, [u for u in uses if use_targets(state, u[1], u[2])])


def use_targets(state: dict, seat: int, data: dict) -> list[str]:
    """Sections this use may activate: the landing one (Archer: any other); a Monster tile only with a winning pair."""
    # the Ninja's bonus action is only offered on an Action tile (assumption: each die fights once anyway)
    if data["mode"] == "archer":
        candidates = [s for s in content().section_ids if s != data["section"]]
    else:
        candidates = [data["section"]]
    out = []
    for sec in candidates:
        tile = state["sections"][sec]["tile"]
        if tile["kind"] == ACTION or (data["mode"] != "bonus" and HANDLERS["can_fight"](state, sec, data["fighters"])):
            out.append(sec)
    return out


def use_legal(state: dict, step: dict) -> list[dict]:
    """`use_tile {section}` for each target, or `skip` (row 20: the action is optional)."""
    out = [{"type": "use_tile", "section": sec, **use_label(state, sec, step)}
           for sec in use_targets(state, step["seat"], step)]
    if out and step["mode"] == "landing" and shadow.is_must_fight(state) and is_monster(state, step["section"]):
        return out  # row 57: in the co-op a group that can destroy a Monster Die must fight
    return out + [{"type": "skip", **w.label("label.skip_tile")}]


def is_monster(state: dict, sec: str) -> bool:
    """The Section holds a Monster tile."""
    return state["sections"][sec]["tile"]["kind"] == MONSTER


def use_label(state: dict, sec: str, step: dict) -> dict:
    """'Use Gem Mining (Triangle Section 1) at strength 2: 4 mining quotas' or 'Fight the Monster Dice ...'."""
    tile = state["sections"][sec]["tile"]
    if tile["kind"] == MONSTER:
        return w.label("label.fight_monsters", section=w.comp(sec))
    kind = content().action_type(tile["id"])
    return w.label("label.use_tile", action=w.comp(kind), section=w.comp(sec), strength=step["strength"],
                   amount=content().strength(kind, step["strength"]))


def use_apply(state: dict, step: dict, action: dict, ev: list) -> None:
    """An Action tile's action at the strength (tile_actions.py), or a fight with the fighters (fight.py)."""
    steps.pop(state, step)
    if action["type"] == "skip":
        ev.append(event("tile_skipped", step["seat"], section=step["section"]))
        return
    sec = action["section"]
    tile = state["sections"][sec]["tile"]
    if tile["kind"] == MONSTER:
        HANDLERS["fight"](state, step["seat"], sec, step["fighters"], ev)
        return
    from shared.games.fallen_angel import tile_actions  # the airship owner's dispatch

    ev.append(event("tile_used", step["seat"], section=sec, tile=tile["id"], strength=step["strength"]))
    tile_actions.start(state, step["seat"], tile["id"], step["strength"], ev)


steps.register("place_dice", legal=dice_legal, apply=dice_apply)
steps.register("use_tile", legal=use_legal, apply=use_apply)
