"""Hero cards H1-H10: where each card can be played (its power must be able to complete there) and playing it onto
a Hatch; the powers' steps are hero_powers.py's.

At most one hero per placement (row 33), played face up on the Hatch of the landing Region on top of its stack
and kept there for the game; state["hatches"] = {hatch id: [card ids, top last]}. A placement's `plan`
(placement.new_plan) carries the landing Section, the card and the power in use. With Dual Hero (option
`dual_hero`, row 67) the Hatches have two slots, {hatch id: [[slot 1 cards], [slot 2 cards]]}, and
dual_hero.py / dual_powers.py add a second hero in card-number order: before placement (II-V), the placement
(VI-VIII), after it (IX, X). (row 33, H1-H10; Rulebook: Main Phase "Use of Hero Cards", Appendix "Hero Cards", Chaotic Battlefield
"Clarifications for Dual Hero Operation Effects" for the ordering.)
"""
from __future__ import annotations

from shared.engine.events import event
from shared.games.fallen_angel import placement as pl
from shared.games.fallen_angel import steps
from shared.games.fallen_angel.content import content
from shared.games.fallen_angel import wording as w

JESTER, PALADIN, ASSASSIN, ILLUSIONIST, SUMMONER = "jester", "paladin", "assassin", "illusionist", "summoner"
THIEF, NINJA, WARRIOR, ARCHER, WARLORD = "thief", "ninja", "warrior", "archer", "warlord"


# -- cards and Hatches -----------------------------------------------------------------------------------------------
def hero_id(card: str) -> str:
    """The hero a card shows ("paladin")."""
    return content().hero_cards[card]["hero"]


def hero_name(hero: str | None) -> str:
    """'Human Paladin' (None: 'no power')."""
    return content().heroes[hero]["name"] if hero else "no power"


def hatch_of(region: str) -> str:
    """The Hatch tile of a Region."""
    return content().hatch_of_region[region]


def hatch_cards(state: dict, hatch: str) -> list[str]:
    """The cards on a Hatch, top last."""
    return state.get("hatches", {}).get(hatch, [])


def copied_power(state: dict, hatch: str) -> str | None:
    """The power a Jester played on `hatch` copies: the covered card's, none over a Jester or nothing (H1)."""
    cards = hatch_cards(state, hatch)
    if not cards or hero_id(cards[-1]) == JESTER:
        return None
    return hero_id(cards[-1])


def param(hero: str, key: str) -> int:
    """A hero's number from content (Warrior pips, Ninja extra dice and bonus level)."""
    return content().heroes[hero][key]


# -- where each power can be used (the turn's hero entries) ----------------------------------------------------------
def hero_entries(state: dict, seat: int, pool: list[int], tops: dict) -> list[dict]:
    """`play_hero` per card and landing Section (Warlord: Region) where it can complete; a Jester per Hatch (H1)."""
    out = []
    for card in state["players"][seat]["heroes"]["hand"]:
        if hero_id(card) != JESTER:
            out += entries_for(state, seat, card, hero_id(card), pool, tops, None)
            continue
        for region in content().regions:
            hatch = hatch_of(region)
            out += entries_for(state, seat, card, copied_power(state, hatch), pool, tops, hatch)
    return out


def entries_for(state: dict, seat: int, card: str, power: str | None, pool: list[int], tops: dict,
                hatch: str | None) -> list:
    """The entries of one card using `power` (a Jester's `hatch` added to each); `tops`: each Section's topmost."""
    extra = {"hatch": hatch} if hatch else {}
    how = {"hero": w.hero(hero_id(card)), **({"hatch": w.comp(hatch), "power": w.hero(power)} if hatch else {})}
    if power == WARLORD:
        at = "label.play_hero.copy_region" if hatch else "label.play_hero.region"
        return [{"type": "play_hero", "card": card, "region": r, **extra, **w.label(at, **how, region=w.region(r))}
                for r in content().regions]
    at = "label.play_hero.copy_section" if hatch else "label.play_hero.section"
    return [{"type": "play_hero", "card": card, "section": sec, **extra, **w.label(at, **how, section=w.comp(sec))}
            for sec in content().section_ids if can_use(state, seat, power, sec, pool, tops[sec])]


def can_use(state: dict, seat: int, power: str | None, sec: str, pool: list[int], top: list[int]) -> bool:
    """The power can be carried out landing in `sec` (topmost `top`) and leave a legal placement (rows 20, 33)."""
    if power == THIEF:
        return bool(pool)  # any unused die can go to the landing tile's jail (H6)
    if power == NINJA:
        return pl.can_place(top, pool, extra=param(NINJA, "extra_dice"))
    if power == WARRIOR:
        return pl.can_place(top, pool, pips=param(WARRIOR, "pips"))
    check = LOOKAHEAD.get(power)
    return pl.can_place(top, pool) if check is None else check(state, seat, sec, pool)


def can_paladin(state: dict, seat: int, sec: str, pool: list[int]) -> bool:
    """Some opponent's free die in `sec` can be kicked and a group still placed (H2)."""
    return bool(paladin_targets(state, seat, sec, pool))


def paladin_targets(state: dict, seat: int, sec: str, pool: list[int]) -> list[str]:
    """The opponents' free dice whose kick leaves a legal placement (H2: "not your own colour")."""
    return [d for d in pl.opponent_free_dice(state, sec, seat)
            if pl.can_place(pl.top_values(state, sec, {d: None}), pool)]


def can_assassin(state: dict, seat: int, sec: str, pool: list[int]) -> bool:
    """An opponent's die to replace and an unused die to spare, leaving a legal placement (H3)."""
    return any(assassin_values(state, sec, target, pool) for target in pl.opponent_free_dice(state, sec, seat))


def assassin_values(state: dict, sec: str, target: str, pool: list[int]) -> list[int]:
    """The unused values that can replace `target` and still leave a legal placement with the rest (H3)."""
    out = []
    for face in sorted(set(pool)):
        rest = list(pool)
        rest.remove(face)
        if pl.can_place(pl.top_values(state, sec, {target: face}), rest):
            out.append(face)
    return out


def can_illusionist(state: dict, seat: int, sec: str, pool: list[int]) -> bool:
    """A free or Monster die in `sec` can be flipped and a group still placed (H4)."""
    return bool(flip_dice(state, sec, pool)) or bool(flip_monsters(state, sec, pool))


def flip_dice(state: dict, sec: str, pool: list[int]) -> list[str]:
    """Free dice in `sec` (any colour, H4 remarks) whose flip leaves a legal placement."""
    total = pl.flip_total()
    return [d for d in pl.free_dice(state, sec)
            if pl.can_place(pl.top_values(state, sec, {d: total - pl.value(state, d)}), pool)]


def flip_monsters(state: dict, sec: str, pool: list[int]) -> list[int]:
    """Indexes of the Monster Dice in `sec`, one per value, when a group can still be placed (H4)."""
    if not pl.can_place(pl.top_values(state, sec), pool):
        return []
    seen: dict[int, int] = {}
    for index, face in enumerate(state["sections"][sec]["monster_dice"]):
        seen.setdefault(face, index)
    return sorted(seen.values())


def can_summoner(state: dict, seat: int, sec: str, pool: list[int]) -> bool:
    """One of the seat's free dice elsewhere can join a legal group here (H5)."""
    return bool(summon_dice(state, seat, sec, pool))


def summon_dice(state: dict, seat: int, sec: str, pool: list[int]) -> list[str]:
    """The seat's free dice outside `sec` (jail dice are not free) that complete a legal group (H5)."""
    top = pl.top_values(state, sec)
    return [d for s in content().section_ids if s != sec for d in pl.free_dice(state, s)
            if state["dice"][d]["owner"] == seat and pl.can_place(top, pool, fixed=[pl.value(state, d)])]


#: powers that change the landing Section before placing, so their check looks ahead (H2-H5)
LOOKAHEAD = {PALADIN: can_paladin, ASSASSIN: can_assassin, ILLUSIONIST: can_illusionist, SUMMONER: can_summoner}


# -- playing a card --------------------------------------------------------------------------------------------------
def play(state: dict, seat: int, action: dict, ev: list) -> None:
    """Put the card on its Hatch (a Jester: the chosen one, copying the covered card), then begin its power (row 33)."""
    card = action["card"]
    own = hero_id(card)
    if own == JESTER:
        hatch = action["hatch"]
        power = copied_power(state, hatch)
    else:
        region = action.get("region") or content().region_of(action["section"])
        hatch, power = hatch_of(region), own
    state["players"][seat]["heroes"]["hand"].remove(card)
    state.setdefault("hatches", {}).setdefault(hatch, []).append(card)
    ev.append(event("hero_played", seat, card=card, hero=own, hatch=hatch, power=power,
                    section=action.get("section"), region=action.get("region")))
    plan = pl.new_plan(action.get("section"), card, power)
    BEGIN.get(power, begin_plain)(state, seat, plan, action, ev)


def begin_plain(state: dict, seat: int, plan: dict, action: dict, ev: list) -> None:
    """No power before placing (a powerless Jester, the Archer): choose the dice."""
    pl.push_dice(state, seat, plan)


def begin_ninja(state: dict, seat: int, plan: dict, action: dict, ev: list) -> None:
    """The group takes exactly the Skeleton die more (H7)."""
    plan["extra"] = param(NINJA, "extra_dice")
    pl.push_dice(state, seat, plan)


def begin_warrior(state: dict, seat: int, plan: dict, action: dict, ev: list) -> None:
    """Choose the dice, then raise them pip by pip (H8)."""
    plan["pips"] = param(WARRIOR, "pips")
    pl.push_dice(state, seat, plan)


def begin_step(kind: str):
    """A power that opens with a decision step of `kind`."""
    def begin(state: dict, seat: int, plan: dict, action: dict, ev: list) -> None:
        steps.push(state, kind, seat, plan=plan, region=action.get("region"))
    return begin


BEGIN = {NINJA: begin_ninja, WARRIOR: begin_warrior, PALADIN: begin_step("hero_kick"),
         ASSASSIN: begin_step("hero_assassin"), ILLUSIONIST: begin_step("hero_flip"),
         SUMMONER: begin_step("hero_summon"), THIEF: begin_step("hero_thief"), WARLORD: begin_step("hero_phantom")}


def plan_uses(seat: int, plan: dict, sec: str, level: int, group: list[str]) -> list:
    """The tile uses a placed group offers: its landing tile (the Archer: another tile, H9), and the Ninja's
    Skeleton die a bonus action (H7)."""
    mode = "archer" if plan["power"] == ARCHER else "landing"
    uses = [("use_tile", seat, {"section": sec, "strength": level, "fighters": group, "mode": mode})]
    if plan["power"] == NINJA:  # the Skeleton die's extra action (H7)
        bonus = param(NINJA, "bonus_level")
        uses.append(("use_tile", seat, {"section": sec, "strength": bonus, "fighters": [], "mode": "bonus"}))
    return uses


pl.HANDLERS.update(hero_entries=hero_entries, hero_play=play, plan_uses=plan_uses)
