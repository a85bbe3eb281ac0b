"""The hero powers as steps of small legal lists: kick a die then choose its jail (Paladin, Warlord), the Phantom
die, the Assassin's target then its die, the Illusionist's flip, the Summoner's die, the Thief's die, the Warrior's
pips one at a time. Where each power can be used, and playing the card, are heroes.py's.
(row 33, H2-H6, H8, H10; Rulebook: Appendix "Hero Cards".)
"""
from __future__ import annotations

from shared.engine.events import event
from shared.games.fallen_angel import heroes as hz
from shared.games.fallen_angel import placement as pl
from shared.games.fallen_angel import steps
from shared.games.fallen_angel.content import content
from shared.games.fallen_angel import wording as w


# -- kicking dice to jail: Paladin (before placing) and Warlord (instead of placing) ---------------------------------
def kick_targets(state: dict, step: dict) -> list[str]:
    """Paladin: opponents' free dice leaving a legal placement (H2); Warlord: free dice in the Region within budget."""
    # the Warlord may kick its own colour and needs no placement afterwards (H10 remarks)
    seat = step["seat"]
    if step["region"] is None:
        return hz.paladin_targets(state, seat, step["plan"]["section"], pl.unused_values(state, seat))
    # Dual Hero: never a die of this placement's group (row 67, `plan["placed"]`)
    placed = step["plan"].get("placed", ())
    return [d for sec in content().region_sections[step["region"]] for d in pl.free_dice(state, sec)
            if pl.value(state, d) <= step["budget"] and d not in placed]


def kick_legal(state: dict, step: dict) -> list[dict]:
    """`kick {die}` per target; the Warlord may stop (`done`) at any time."""
    targets = kick_targets(state, step)
    names = w.dice(state, targets)
    out = [{"type": "kick", "die": d, **w.label("label.kick_from", die=names[d],
                                                section=w.comp(pl.section_of(state, d)))} for d in targets]
    if step["region"] is not None:
        out.append({"type": "done", **w.label("label.jail_done")})
    return out


def kick_apply(state: dict, step: dict, action: dict, ev: list) -> None:
    """Pick the die; the jail comes next."""
    steps.pop(state, step)
    if action["type"] == "kick":
        steps.push(state, "hero_jail", step["seat"], plan=step["plan"], region=step["region"],
                   budget=step.get("budget"), die=action["die"])


def jail_legal(state: dict, step: dict) -> list[dict]:
    """`jail {section}`: any Dice Jail on the board (H2, H10)."""
    jailed = w.die(state, step["die"])
    return [{"type": "jail", "section": sec, **w.label("label.jail", die=jailed, section=w.comp(sec))}
            for sec in content().section_ids]


def jail_apply(state: dict, step: dict, action: dict, ev: list) -> None:
    """Jail the die; the Paladin then places, the Warlord may kick again within the rest of its value."""
    steps.pop(state, step)
    seat, die = step["seat"], step["die"]
    pl.to_jail(state, die, action["section"], ev, seat)
    if step["region"] is None:
        pl.push_dice(state, seat, step["plan"])
        return
    follow = {"plan": step["plan"], "region": step["region"], "budget": step["budget"] - pl.value(state, die)}
    if kick_targets(state, {"seat": seat, **follow}):
        steps.push(state, "hero_kick", seat, **follow)


# -- the Warlord's Phantom die (H10) -----------------------------------------------------------------------------------
def phantom_legal(state: dict, step: dict) -> list[dict]:
    """`phantom {value}`: the unused die to discard as the Phantom."""
    return [{"type": "phantom", "value": face, **w.label("label.phantom", value=face, region=w.region(step["region"]))}
            for face in sorted(set(pl.unused_values(state, step["seat"])))]


def phantom_apply(state: dict, step: dict, action: dict, ev: list) -> None:
    """Discard the Phantom; its value is the budget of the kicks (H10)."""
    steps.pop(state, step)
    die = pl.unused_die_of_value(state, step["seat"], action["value"])
    discard_phantom(state, step["seat"], step["plan"], step["region"], die, ev)


def discard_phantom(state: dict, seat: int, plan: dict, region: str, die: str, ev: list) -> None:
    """Discard the Phantom die; its value is the kicks' budget in `region` (H10; Dual Hero: maybe raised)."""
    budget = pl.value(state, die)
    pl.discard(state, die, ev, seat, reason="phantom")
    follow = {"plan": plan, "region": region, "budget": budget}
    if kick_targets(state, {"seat": seat, **follow}):
        steps.push(state, "hero_kick", seat, **follow)


# -- the Assassin: an opponent's die, then your unused die in its place (H3) ------------------------------------------
def assassin_legal(state: dict, step: dict) -> list[dict]:
    """`assassinate {die}`: an opponent's free die in the landing Section that some unused die can replace."""
    seat, sec = step["seat"], step["plan"]["section"]
    pool = pl.unused_values(state, seat)
    targets = [d for d in pl.opponent_free_dice(state, sec, seat) if hz.assassin_values(state, sec, d, pool)]
    names = w.dice(state, targets)
    return [{"type": "assassinate", "die": d, **w.label("label.assassinate", die=names[d])} for d in targets]


def assassin_apply(state: dict, step: dict, action: dict, ev: list) -> None:
    """The target is chosen; the Assassin die comes next."""
    steps.pop(state, step)
    steps.push(state, "hero_assassin_die", step["seat"], plan=step["plan"], target=action["die"])


def assassin_die_legal(state: dict, step: dict) -> list[dict]:
    """`assassin_die {value}`: an unused value that still leaves a legal placement."""
    pool = pl.unused_values(state, step["seat"])
    return [{"type": "assassin_die", "value": face, **w.label("label.assassin_die", value=face)}
            for face in hz.assassin_values(state, step["plan"]["section"], step["target"], pool)]


def assassin_die_apply(state: dict, step: dict, action: dict, ev: list) -> None:
    """The Assassin die takes the target's place in its group; the target is discarded (H3)."""
    steps.pop(state, step)
    seat, target = step["seat"], step["target"]
    own = pl.unused_die_of_value(state, seat, action["value"])
    for group in state["sections"][step["plan"]["section"]]["groups"]:
        if target in group:
            group[group.index(target)] = own
    state["dice"][own]["at"] = pl.PLACED
    state["dice"][target]["at"] = pl.DISCARDED
    ev.append(event("die_assassinated", seat, die=target, owner=state["dice"][target]["owner"],
                    value=pl.value(state, target), assassin=own, assassin_value=action["value"],
                    section=step["plan"]["section"]))
    step["plan"]["assassin"] = own  # Dual Hero: a Summoner may not take it (next issue)
    pl.push_dice(state, seat, step["plan"])


# -- the Illusionist: flip a free or Monster die in the landing Section (H4) ------------------------------------------
def flip_legal(state: dict, step: dict) -> list[dict]:
    """`flip {die}` for free dice, `flip_monster {monster_index}` for Monster Dice (one per value)."""
    sec, total = step["plan"]["section"], pl.flip_total()
    pool = pl.unused_values(state, step["seat"])
    monsters = state["sections"][sec]["monster_dice"]
    targets = hz.flip_dice(state, sec, pool)
    names = w.dice(state, targets)
    out = [{"type": "flip", "die": d, **w.label("label.flip", die=names[d], face=total - pl.value(state, d))}
           for d in targets]
    return out + [{"type": "flip_monster", "monster_index": i,
                   **w.label("label.flip_monster", value=monsters[i], face=total - monsters[i])}
                  for i in hz.flip_monsters(state, sec, pool)]


def flip_apply(state: dict, step: dict, action: dict, ev: list) -> None:
    """Turn the die bottom up (7 - value), then choose the group (H4)."""
    steps.pop(state, step)
    sec, total = step["plan"]["section"], pl.flip_total()
    if action["type"] == "flip":
        die = state["dice"][action["die"]]
        before = die["value"]
        die["value"] = total - before
        ev.append(event("die_flipped", step["seat"], die=action["die"], section=sec, before=before, after=die["value"]))
    else:
        monsters, i = state["sections"][sec]["monster_dice"], action["monster_index"]
        before = monsters[i]
        monsters[i] = total - before
        ev.append(event("monster_die_flipped", step["seat"], section=sec, before=before, after=monsters[i]))
    pl.push_dice(state, step["seat"], step["plan"])


# -- the Summoner: one of your free dice from another Section joins the group (H5) ------------------------------------
def summon_legal(state: dict, step: dict) -> list[dict]:
    """`summon {die}` for your free dice elsewhere that complete a legal group."""
    seat, sec = step["seat"], step["plan"]["section"]
    targets = hz.summon_dice(state, seat, sec, pl.unused_values(state, seat))
    names = w.dice(state, targets)
    return [{"type": "summon", "die": d, **w.label("label.summon", die=names[d],
                                                  section=w.comp(pl.section_of(state, d)))} for d in targets]


def summon_apply(state: dict, step: dict, action: dict, ev: list) -> None:
    """Lift the die (the dice left behind still form a group; an emptied slot disappears), value unchanged (H5)."""
    steps.pop(state, step)
    die = action["die"]
    came_from = pl.lift(state, die)
    ev.append(event("die_summoned", step["seat"], die=die, value=pl.value(state, die), source=came_from,
                    section=step["plan"]["section"]))
    step["plan"]["fixed"] = [die]
    pl.push_dice(state, step["seat"], step["plan"])


# -- the Thief: one unused die into the landing tile's jail, then the tile (H6) ---------------------------------------
def thief_legal(state: dict, step: dict) -> list[dict]:
    """`thief_die {value}`: the unused die to jail."""
    sec = step["plan"]["section"]
    return [{"type": "thief_die", "value": face, **w.label("label.thief_die", value=face, section=w.comp(sec))}
            for face in sorted(set(pl.unused_values(state, step["seat"])))]


def thief_apply(state: dict, step: dict, action: dict, ev: list) -> None:
    """Jail the die; use the tile at the strength a group would have, or fight with the die (H6)."""
    steps.pop(state, step)
    seat, sec = step["seat"], step["plan"]["section"]
    die = pl.unused_die_of_value(state, seat, action["value"])
    level = pl.strength(state, sec, seat, extra=1)
    pl.to_jail(state, die, sec, ev, seat)
    pl.offer_uses(state, [("use_tile", seat, {"section": sec, "strength": level, "fighters": [die],
                                              "mode": "landing"})])


# -- the Warrior: pips one at a time (H8) ------------------------------------------------------------------------------
def push_pips(state: dict, seat: int, plan: dict, group: list[str]) -> None:
    """Ask for the Warrior's pips on the chosen dice (placed once they are legal and the player is done)."""
    steps.push(state, "hero_pips", seat, plan=plan, group=list(group))


def pip_targets(state: dict, step: dict) -> list[str]:
    """Group dice below the top face, one per value, while pips remain (H8: capped at 6 per die)."""
    if not step["plan"]["pips"]:
        return []
    seen: dict[int, str] = {}
    for d in step["group"]:
        if pl.value(state, d) < pl.max_face():
            seen.setdefault(pl.value(state, d), d)
    return list(seen.values())


def is_group_legal(state: dict, step: dict) -> bool:
    """The group as it stands now meets the placement rules (row 20); a Thief's jailed dice always do (row 67)."""
    if step["plan"].get("thief"):
        return True
    top = pl.top_values(state, step["plan"]["section"])
    return pl.is_legal_group(top, [pl.value(state, d) for d in step["group"]], step["plan"]["extra"])


def pips_legal(state: dict, step: dict) -> list[dict]:
    """`add_pip {die}`, and `done` once the group is legal (fewer than all pips allowed; the rest is lost)."""
    out = [{"type": "add_pip", "die": d, **w.label("label.add_pip", value=pl.value(state, d), pips=step["plan"]["pips"])}
           for d in pip_targets(state, step)]
    if is_group_legal(state, step):
        rest = ".keep" if step["plan"].get("keep") else ".lost"  # Dual Hero with the Warlord (row 67)
        verb = "label.pips_done.jail" if step["plan"].get("thief") else "label.pips_done.place"
        out.append({"type": "done", **w.label(verb + (rest if out else ""))})
    return out


def pips_apply(state: dict, step: dict, action: dict, ev: list) -> None:
    """Raise a die by one pip; once no pip can be added, or on `done`, place the group (H8)."""
    steps.pop(state, step)
    seat, plan = step["seat"], step["plan"]
    if action["type"] == "add_pip":
        state["dice"][action["die"]]["value"] += 1
        plan["pips"] -= 1
        ev.append(event("die_raised", seat, die=action["die"], value=pl.value(state, action["die"])))
        if pip_targets(state, step):
            push_pips(state, seat, plan, step["group"])
            return
    pl.finish(state, seat, plan, step["group"], ev)


steps.register("hero_kick", legal=kick_legal, apply=kick_apply)
steps.register("hero_jail", legal=jail_legal, apply=jail_apply)
steps.register("hero_phantom", legal=phantom_legal, apply=phantom_apply)
steps.register("hero_assassin", legal=assassin_legal, apply=assassin_apply)
steps.register("hero_assassin_die", legal=assassin_die_legal, apply=assassin_die_apply)
steps.register("hero_flip", legal=flip_legal, apply=flip_apply)
steps.register("hero_summon", legal=summon_legal, apply=summon_apply)
steps.register("hero_thief", legal=thief_legal, apply=thief_apply)
steps.register("hero_pips", legal=pips_legal, apply=pips_apply)

pl.HANDLERS["push_pips"] = push_pips  # the Warrior's pips before a group is placed (H8)
