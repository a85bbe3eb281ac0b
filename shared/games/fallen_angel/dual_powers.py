"""Dual Hero Operation: two powers resolved in card-number order on one placement's `plan`.

II-V are steps before the placement (each offers only choices that leave the rest completable; their effects are
hero_powers.py's); VI Thief turns the placement into 1 die (Ninja: 2) for the landing tile's jail; VII Ninja and
VIII Warrior change the group; then the placement; IX Archer the tile used; X Warlord last, in any Region, never
touching this placement's group, with the Warrior's unspent pips for the Phantom die. A single card plays as in
the base game. (row 67; Rulebook: "Clarifications for Dual Hero Operation Effects"; RULES.md DH1-DH12.)
"""
from __future__ import annotations

from shared.engine.events import event
from shared.games.fallen_angel import dual_hero as dh
from shared.games.fallen_angel import hero_powers as hp
from shared.games.fallen_angel import heroes as hz
from shared.games.fallen_angel import placement as pl
from shared.games.fallen_angel import steps
from shared.games.fallen_angel.content import content
from shared.games.fallen_angel.heroes import (ARCHER, ASSASSIN, ILLUSIONIST, NINJA, PALADIN, SUMMONER, WARLORD,
                                              WARRIOR)
from shared.games.fallen_angel import wording as w

#: the step kind of each "before placement" power (II-V)
KINDS = {PALADIN: "dual_kick", ASSASSIN: "dual_assassin", ILLUSIONIST: "dual_flip", SUMMONER: "dual_summon"}


# -- beginning -------------------------------------------------------------------------------------------------------
def begin(state: dict, seat: int, combo: dict, powers: list, ev: list) -> None:
    """One card: its base power (heroes.BEGIN); two: a combined plan resolved in card-number order (row 67)."""
    if len(powers) == 1:
        power = powers[0]
        plan = pl.new_plan(combo["section"], combo["cards"][0], power)
        hz.BEGIN.get(power, hz.begin_plain)(state, seat, plan, {"region": combo["region"]}, ev)
        return
    pl.push_dice(state, seat, new_plan(combo, powers))


def new_plan(combo: dict, powers: list) -> dict:
    """The combined placement: both cards, the powers in order, the "before" queue and the modifiers."""
    order = dh.ordered(powers)
    plan = pl.new_plan(combo["section"])
    plan.update(dh.modifiers(order, True))
    plan.update(dual=True, cards=list(combo["cards"]), powers=order, queue=[p for p in order if p in dh.BEFORE])
    return plan


def proceed(state: dict, seat: int, plan: dict) -> None:
    """The next "before" power's step, else the dice choice (the Thief's for the jail) (placement.push_dice)."""
    if plan["queue"]:
        steps.push(state, KINDS[plan["queue"].pop(0)], seat, plan=plan, region=None)
    elif plan["thief"]:
        steps.push(state, "dual_thief_dice", seat, plan=plan)
    else:
        steps.push(state, "place_dice", seat, plan=plan)


# -- II-V: each choice must leave the rest completable ----------------------------------------------------------------
def completable(state: dict, step: dict, power: str) -> list[tuple]:
    """The options of `power` now after which the queued powers and the placement can still complete."""
    plan, seat = step["plan"], step["seat"]
    sec, pool = plan["section"], pl.unused_values(state, seat)
    fixed = [pl.value(state, d) for d in plan["fixed"]]
    return [o for o in dh.OPTIONS[power](state, seat, sec, {}, pool, fixed)
            if dh.is_feasible(state, seat, sec, plan["queue"], plan, o[1], o[2], o[3])]


def kick_legal(state: dict, step: dict) -> list[dict]:
    """II Paladin first: an opponent's free die of the landing Section to a jail (H2; DH3)."""
    found = [a for a, *_ in completable(state, step, PALADIN)]
    names = w.dice(state, [a["die"] for a in found])
    return [{**a, **w.label("label.kick", die=names[a["die"]])} for a in found]


def assassin_legal(state: dict, step: dict) -> list[dict]:
    """III Assassin: the opponent's die to replace (its die next) (H3; DH3)."""
    targets = dict.fromkeys(a["die"] for a, *_ in completable(state, step, ASSASSIN))
    names = w.dice(state, list(targets))
    return [{"type": "assassinate", "die": d, **w.label("label.assassinate", die=names[d])} for d in targets]


def assassin_apply(state: dict, step: dict, action: dict, ev: list) -> None:
    """The target is chosen; the Assassin die comes next."""
    steps.pop(state, step)
    steps.push(state, "dual_assassin_die", step["seat"], plan=step["plan"], target=action["die"])


def assassin_die_legal(state: dict, step: dict) -> list[dict]:
    """`assassin_die {value}`: an unused value for the target that keeps the rest completable (H3)."""
    return [{"type": "assassin_die", "value": a["value"], **w.label("label.assassin_die", value=a["value"])}
            for a, *_ in completable(state, step, ASSASSIN) if a["die"] == step["target"]]


def flip_legal(state: dict, step: dict) -> list[dict]:
    """IV Illusionist: a free die (the Assassin die too) or a Monster Die of the landing Section (H4; DH3)."""
    total, monsters = pl.flip_total(), state["sections"][step["plan"]["section"]]["monster_dice"]
    out, found = [], [a for a, *_ in completable(state, step, ILLUSIONIST)]
    names = w.dice(state, [a["die"] for a in found if a["type"] == "flip"])
    for a in found:
        if a["type"] == "flip":
            face = pl.value(state, a["die"])
            out.append({**a, **w.label("label.flip", die=names[a["die"]], face=total - face)})
        else:
            face = monsters[a["monster_index"]]
            out.append({**a, **w.label("label.flip_monster", value=face, face=total - face)})
    return out


def summon_legal(state: dict, step: dict) -> list[dict]:
    """V Summoner: one of your free dice from another Section (never an unused one, so never the Assassin or
    Phantom die, nor the Assassin die just placed in the landing Section) (H5; DH4)."""
    found = [a for a, *_ in completable(state, step, SUMMONER)]
    names = w.dice(state, [a["die"] for a in found])
    return [{**a, **w.label("label.summon", die=names[a["die"]], section=w.comp(pl.section_of(state, a["die"])))}
            for a in found]


# -- VI Thief (with VII Ninja: 2 dice), then VIII Warrior pips ---------------------------------------------------------
def thief_need(plan: dict) -> int:
    """Unused dice the Thief's jailed group still needs: 1, 2 with the Ninja, less a summoned die (H6, H7; DH6)."""
    return 1 + plan["extra"] - len(plan["fixed"])


def thief_dice_legal(state: dict, step: dict) -> list[dict]:
    """`thief_dice {values}`: the unused dice for the landing tile's jail (a die kept for the Phantom)."""
    plan = step["plan"]
    pool, need = pl.unused_values(state, step["seat"]), thief_need(plan)
    if len(pool) < need + plan["keep"]:
        return []
    where = w.comp(plan["section"])
    summoned = w.items([w.die(state, d) for d in plan["fixed"]])
    return [{"type": "thief_dice", "values": list(m),
             **w.label("label.thief_dice", values=w.values(m) if m else summoned, section=where)}
            for m in pl.multisets(pool, need)]


def thief_dice_apply(state: dict, step: dict, action: dict, ev: list) -> None:
    """Take the dice; the Warrior raises them first, else they go to the jail (H6, H8)."""
    steps.pop(state, step)
    seat, plan = step["seat"], step["plan"]
    chosen: list[str] = []
    for face in action["values"]:
        chosen.append(pl.unused_die_of_value(state, seat, face, chosen))
    group = chosen + list(plan["fixed"])
    if plan["pips"]:
        hp.push_pips(state, seat, plan, group)
    else:
        finish(state, seat, plan, group, ev)


# -- the placement, IX Archer's tile, X Warlord last -----------------------------------------------------------------
def finish(state: dict, seat: int, plan: dict, group: list[str], ev: list) -> None:
    """Place the group (Thief: into the landing tile's jail at its strength), then the uses; the Warlord waits
    below them (placement.finish; DH6-DH9)."""
    sec = plan["section"]
    if plan["thief"]:
        level = pl.strength(state, sec, seat, extra=1)
        for die in group:
            pl.to_jail(state, die, sec, ev, seat)
    else:
        level = pl.place_group(state, seat, sec, group, ev)
    plan["placed"] = list(group)
    if WARLORD in plan["powers"]:
        steps.push(state, "dual_region", seat, plan=plan)
    pl.offer_uses(state, uses(plan, seat, level, group))


def uses(plan: dict, seat: int, level: int, group: list[str]) -> list:
    """The tile use (Archer: another tile) and the Ninja's bonus L1 action (Archer: on another tile too; DH7)."""
    sec, archer = plan["section"], ARCHER in plan["powers"]
    out = [("use_tile", seat, {"section": sec, "strength": level, "fighters": list(group),
                               "mode": "archer" if archer else "landing"})]
    if NINJA in plan["powers"]:
        bonus = hz.param(NINJA, "bonus_level")
        out.append(("use_tile", seat, {"section": sec, "strength": bonus, "fighters": [],
                                       "mode": "archer" if archer else "bonus"}))
    return out


def region_legal(state: dict, step: dict) -> list[dict]:
    """`warlord_region {region}`: the Warlord may work in any Region (DH9)."""
    return [{"type": "warlord_region", "region": r, **w.label("label.warlord_region", region=w.region(r))}
            for r in content().regions]


def region_apply(state: dict, step: dict, action: dict, ev: list) -> None:
    """Then the Phantom die (with the Warrior's pips left: raised first, DH8)."""
    steps.pop(state, step)
    plan = step["plan"]
    kind = "dual_phantom" if plan["pips"] and WARRIOR in plan["powers"] else "hero_phantom"
    steps.push(state, kind, step["seat"], plan=plan, region=action["region"])


def phantom_apply(state: dict, step: dict, action: dict, ev: list) -> None:
    """The Phantom die is chosen; the Warrior's pips left may raise it before it is discarded (DH8)."""
    steps.pop(state, step)
    die = pl.unused_die_of_value(state, step["seat"], action["value"])
    push_phantom_pips(state, step["seat"], step["plan"], step["region"], die, ev)


def push_phantom_pips(state: dict, seat: int, plan: dict, region: str, die: str, ev: list) -> None:
    """Ask for a pip while one can be added, else discard the Phantom and begin the kicks."""
    if plan["pips"] and pl.value(state, die) < pl.max_face():
        steps.push(state, "dual_phantom_pips", seat, plan=plan, region=region, die=die)
    else:
        hp.discard_phantom(state, seat, plan, region, die, ev)


def phantom_pips_legal(state: dict, step: dict) -> list[dict]:
    """`add_pip` on the Phantom die, or `done` (the rest is lost)."""
    face = pl.value(state, step["die"])
    return [{"type": "add_pip", "die": step["die"],
             **w.label("label.phantom_pip", value=face, raised=face + 1, pips=step["plan"]["pips"])},
            {"type": "done", **w.label("label.phantom_discard", value=face)}]


def phantom_pips_apply(state: dict, step: dict, action: dict, ev: list) -> None:
    """Raise the Phantom die by one pip, or discard it as it is."""
    steps.pop(state, step)
    seat, plan, die = step["seat"], step["plan"], step["die"]
    if action["type"] == "done":
        hp.discard_phantom(state, seat, plan, step["region"], die, ev)
        return
    state["dice"][die]["value"] += 1
    plan["pips"] -= 1
    ev.append(event("die_raised", seat, die=die, value=pl.value(state, die)))
    push_phantom_pips(state, seat, plan, step["region"], die, ev)


steps.register("dual_kick", legal=kick_legal, apply=hp.kick_apply)
steps.register("dual_assassin", legal=assassin_legal, apply=assassin_apply)
steps.register("dual_assassin_die", legal=assassin_die_legal, apply=hp.assassin_die_apply)
steps.register("dual_flip", legal=flip_legal, apply=hp.flip_apply)
steps.register("dual_summon", legal=summon_legal, apply=hp.summon_apply)
steps.register("dual_thief_dice", legal=thief_dice_legal, apply=thief_dice_apply)
steps.register("dual_region", legal=region_legal, apply=region_apply)
steps.register("dual_phantom", legal=hp.phantom_legal, apply=phantom_apply)
steps.register("dual_phantom_pips", legal=phantom_pips_legal, apply=phantom_pips_apply)

pl.HANDLERS.update(dual_proceed=proceed, dual_finish=finish, dual_begin=begin)  # row 67
