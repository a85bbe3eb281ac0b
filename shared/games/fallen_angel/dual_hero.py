"""Dual Hero Operation (option `dual_hero`): two-slot Hatches, and up to two Hero cards with one placement.

The turn entry names the first card with its Landing Section (a Jester also its Hatch and slot: it goes down
first and copies the top card of that slot); a `dual_second` step offers a card of a higher number, or none; a
`dual_slot` step puts the cards in the landing Hatch's slots; then the powers resolve in card-number order
(dual_powers.py). A single card plays as in the base game (heroes.py, hero_powers.py). Whether a combination can
complete is looked ahead over the "before placement" effects (II-V) with what-if changes to the landing Section.
(row 67; Rulebook: Variant: Chaotic Battlefield "1. Dual Hero Operation", "Clarifications for Dual Hero Operation
Effects"; Appendix "Hero Cards"; RULES.md DH1-DH12.)
"""
from __future__ import annotations

from itertools import permutations

from shared.engine.events import event
from shared.games.fallen_angel import heroes as hz
from shared.games.fallen_angel import placement as pl
from shared.games.fallen_angel import steps
from shared.games.fallen_angel.content import content
from shared.games.fallen_angel.heroes import (ASSASSIN, ILLUSIONIST, JESTER, NINJA, PALADIN, SUMMONER, THIEF,
                                              WARLORD, WARRIOR)
from shared.games.fallen_angel import wording as w

OPTION = "dual_hero"
#: the powers that change the landing Section or the group before the placement, in card-number order (II-V)
BEFORE = (PALADIN, ASSASSIN, ILLUSIONIST, SUMMONER)


def is_on(state: dict) -> bool:
    """The Dual Hero module is in play (row 67)."""
    return bool(state["options"].get(OPTION))


# -- two-slot Hatches (row 67: "2 windows" side up) -------------------------------------------------------------------
def windows() -> int:
    """Hero card slots on a Hatch's 2-window side (content)."""
    return content().dual_hero["windows"]


def slot_cards(state: dict, hatch: str, slot: int) -> list[str]:
    """The cards in one slot of a Hatch, top last."""
    return state["hatches"][hatch][slot]


def slot_power(state: dict, hatch: str, slot: int) -> str | None:
    """What a Jester put in this slot copies: the top card's power; none over a Jester or nothing (H1, DH2)."""
    cards = slot_cards(state, hatch, slot)
    if not cards or hz.hero_id(cards[-1]) == JESTER:
        return None
    return hz.hero_id(cards[-1])


def put_card(state: dict, seat: int, card: str, hatch: str, slot: int, power: str | None, ev: list,
             where: dict) -> None:
    """Lay a played card on top of a Hatch slot for good (row 67: one slot per card of the placement)."""
    slot_cards(state, hatch, slot).append(card)
    ev.append(event("hero_played", seat, card=card, hero=hz.hero_id(card), hatch=hatch, slot=slot, power=power,
                    section=where.get("section"), region=where.get("region")))


def slot_param(hatch: str, slot: int) -> dict:
    """'Top Hatch slot 2' as a nested message."""
    return w.message("part.slot", hatch=w.comp(hatch), slot=slot + 1)


# -- powers in card-number order and what a combination needs ----------------------------------------------------------
def number(power: str) -> int:
    """A power's card number (I-X), the order of resolution."""
    return content().heroes[power]["number"]


def ordered(powers) -> list[str]:
    """The powers in use (None: a powerless Jester left out), in card-number order."""
    return sorted((p for p in powers if p), key=number)


def modifiers(powers: list[str], paired: bool) -> dict:
    """What the later powers do to the placement: Thief mode, Ninja dice, Warrior pips, a die kept for the
    Warlord's Phantom when it follows a placement (H6-H8, H10; DH5, DH8)."""
    return {"thief": THIEF in powers, "extra": hz.param(NINJA, "extra_dice") if NINJA in powers else 0,
            "pips": hz.param(WARRIOR, "pips") if WARRIOR in powers else 0,
            "keep": 1 if paired and WARLORD in powers else 0}


def is_present(change: dict, die: str) -> bool:
    """The die is still free in the what-if (not kicked)."""
    return change.get(die, 0) is not None


def kick_options(state: dict, seat: int, sec: str, change: dict, pool: list, fixed: list) -> list:
    """Paladin: an opponent's free die of the landing Section leaves for a jail (H2)."""
    return [({"type": "kick", "die": d}, {**change, d: None}, pool, fixed)
            for d in pl.opponent_free_dice(state, sec, seat) if is_present(change, d)]


def assassin_options(state: dict, seat: int, sec: str, change: dict, pool: list, fixed: list) -> list:
    """Assassin: an opponent's free die takes an unused value, which leaves the pool (H3)."""
    out = []
    for d in pl.opponent_free_dice(state, sec, seat):
        for face in sorted(set(pool)) if is_present(change, d) else ():
            rest = list(pool)
            rest.remove(face)
            out.append(({"type": "assassin", "die": d, "value": face}, {**change, d: face}, rest, fixed))
    return out


def flip_options(state: dict, seat: int, sec: str, change: dict, pool: list, fixed: list) -> list:
    """Illusionist: a free die turned bottom up, or a Monster Die (one per value; no change to the top) (H4)."""
    total = pl.flip_total()
    out = [({"type": "flip", "die": d}, {**change, d: total - change.get(d, pl.value(state, d))}, pool, fixed)
           for d in pl.free_dice(state, sec) if is_present(change, d)]
    seen: set = set()
    for index, face in enumerate(state["sections"][sec]["monster_dice"]):
        if face not in seen:
            seen.add(face)
            out.append(({"type": "flip_monster", "monster_index": index}, change, pool, fixed))
    return out


def summon_options(state: dict, seat: int, sec: str, change: dict, pool: list, fixed: list) -> list:
    """Summoner: one of the seat's free dice outside the landing Section joins the group (H5; DH4)."""
    return [({"type": "summon", "die": d}, change, pool, fixed + [pl.value(state, d)])
            for s in content().section_ids if s != sec for d in pl.free_dice(state, s)
            if state["dice"][d]["owner"] == seat]


OPTIONS = {PALADIN: kick_options, ASSASSIN: assassin_options, ILLUSIONIST: flip_options, SUMMONER: summon_options}


def can_finish(state: dict, sec: str, mods: dict, change: dict, pool: list, fixed: list) -> bool:
    """The placement can be made after the what-if: a legal group, or the Thief's 1 (Ninja: 2) dice for the
    jail; either way with a die left for the Phantom when the Warlord follows (rows 20, 67; H6, H7)."""
    if mods["thief"]:
        need = 1 + mods["extra"] - len(fixed)
        return need >= 0 and len(pool) >= need + mods["keep"]
    usable = pool[:len(pool) - mods["keep"]]  # highest first: the Phantom takes the lowest
    return pl.can_place(pl.top_values(state, sec, change), usable, mods["extra"], fixed, mods["pips"])


def is_feasible(state: dict, seat: int, sec: str, queue: list, mods: dict, change: dict, pool: list,
                fixed: list) -> bool:
    """Some choice of each queued "before" effect, in order, leaves a placement that can be made."""
    if not queue:
        return can_finish(state, sec, mods, change, pool, fixed)
    return any(is_feasible(state, seat, sec, queue[1:], mods, c, p, f)
               for _, c, p, f in OPTIONS[queue[0]](state, seat, sec, change, pool, fixed))


def can_combine(state: dict, seat: int, sec: str, powers, paired: bool, memo: dict | None = None) -> bool:
    """These powers together (or one alone) can complete a placement landing in `sec` (rows 20, 67)."""
    order = ordered(powers)
    key = (sec, tuple(order), paired)
    if memo is not None and key in memo:
        return memo[key]
    found = is_feasible(state, seat, sec, [p for p in order if p in BEFORE], modifiers(order, paired), {},
                        pl.unused_values(state, seat), [])
    if memo is not None:
        memo[key] = found
    return found


# -- the turn's hero entries (first card) ------------------------------------------------------------------------------
def partners(state: dict, seat: int, card: str, power: str | None) -> list[str]:
    """Cards that may join `card`: a higher number, and never the same effect twice (DH1)."""
    own = content().hero_cards[card]["number"]
    return [c for c in state["players"][seat]["heroes"]["hand"]
            if content().hero_cards[c]["number"] > own and hz.hero_id(c) != power]


def can_open(state: dict, seat: int, sec: str, card: str, power: str | None, memo: dict) -> bool:
    """The card can land in `sec` alone (not a Warlord: it places nothing) or with some partner (DH5)."""
    if power != WARLORD and can_combine(state, seat, sec, [power], False, memo):
        return True
    return any(can_combine(state, seat, sec, [power, hz.hero_id(c)], True, memo)
               for c in partners(state, seat, card, power))


def entries(state: dict, seat: int) -> list[dict]:
    """`play_hero` per first card and Landing Section (Warlord alone: Region); a Jester per Hatch slot (row 67)."""
    memo: dict = {}
    out: list = []
    for card in state["players"][seat]["heroes"]["hand"]:
        if hz.hero_id(card) == JESTER:
            out += jester_entries(state, seat, card, memo)
        else:
            out += card_entries(state, seat, card, hz.hero_id(card), {}, memo)
    return out


def jester_entries(state: dict, seat: int, card: str, memo: dict) -> list[dict]:
    """The Jester on each slot of each Hatch, copying that slot's top card (H1; DH2)."""
    out = []
    for hatch in content().hatches_by_id:
        for slot in range(windows()):
            out += card_entries(state, seat, card, slot_power(state, hatch, slot), {"hatch": hatch, "slot": slot},
                                memo)
    return out


def card_entries(state: dict, seat: int, card: str, power: str | None, extra: dict, memo: dict) -> list[dict]:
    """A card's entries using `power`: Sections where it can open, and Regions for a Warlord played alone."""
    how = {"hero": w.hero(hz.hero_id(card))}
    if extra:
        how.update(slot=slot_param(extra["hatch"], extra["slot"]), power=w.hero(power))
    at_section, at_region = (("label.dual.slot_section", "label.dual.slot_region") if extra else
                             ("label.play_hero.section", "label.dual.region"))
    out = [{"type": "play_hero", "card": card, "section": sec, **extra,
            **w.label(at_section, **how, section=w.comp(sec))}
           for sec in content().section_ids if can_open(state, seat, sec, card, power, memo)]
    if power == WARLORD:
        out += [{"type": "play_hero", "card": card, "region": r, **extra,
                 **w.label(at_region, **how, region=w.region(r))} for r in content().regions]
    return out


# -- playing: the first card, the second, the slots --------------------------------------------------------------------
def play(state: dict, seat: int, action: dict, ev: list) -> None:
    """Take the first card; a Jester goes down at once (DH1); then the second card, or the slots (row 67)."""
    card = action["card"]
    state["players"][seat]["heroes"]["hand"].remove(card)
    combo = {"cards": [card], "section": action.get("section"), "region": action.get("region"), "jester": None}
    if hz.hero_id(card) == JESTER:
        power = slot_power(state, action["hatch"], action["slot"])
        combo["jester"] = {"hatch": action["hatch"], "slot": action["slot"], "power": power}
        put_card(state, seat, card, action["hatch"], action["slot"], power, ev, combo)
    if combo["section"] is None:
        place_cards(state, seat, combo, ev)
    else:
        steps.push(state, "dual_second", seat, combo=combo)


def powers_of(combo: dict) -> list:
    """The power of each card of the combination (a Jester's is the one it copies)."""
    jester = combo["jester"]
    return [jester["power"] if jester and hz.hero_id(c) == JESTER else hz.hero_id(c) for c in combo["cards"]]


def second_legal(state: dict, step: dict) -> list[dict]:
    """`second {card}` for each partner that completes with the first card here, and `alone` when it can."""
    combo, seat = step["combo"], step["seat"]
    first, sec = combo["cards"][0], combo["section"]
    (power,) = powers_of(combo)
    out = [{"type": "second", "card": c, **w.label("label.second", hero=w.hero(hz.hero_id(c)))}
           for c in partners(state, seat, first, power)
           if can_combine(state, seat, sec, [power, hz.hero_id(c)], True)]
    if power != WARLORD and can_combine(state, seat, sec, [power], False):
        out.append({"type": "alone", **w.label("label.alone", hero=w.hero(hz.hero_id(first)))})
    return out


def second_apply(state: dict, step: dict, action: dict, ev: list) -> None:
    """Take the second card, if any; then the slots."""
    steps.pop(state, step)
    combo = step["combo"]
    if action["type"] == "second":
        state["players"][step["seat"]]["heroes"]["hand"].remove(action["card"])
        combo["cards"].append(action["card"])
    place_cards(state, step["seat"], combo, ev)


def landing_hatch(combo: dict) -> str:
    """The Hatch of the Landing Region (a Warlord alone: of the Region it affects, A10)."""
    return hz.hatch_of(combo["region"] or content().region_of(combo["section"]))


def slot_choices(state: dict, combo: dict) -> list[tuple]:
    """Ways to put the non-Jester cards in distinct slots of the landing Hatch, not the Jester's (row 67)."""
    cards = [c for c in combo["cards"] if hz.hero_id(c) != JESTER]
    hatch, jester = landing_hatch(combo), combo["jester"]
    free = [s for s in range(windows()) if not (jester and jester["hatch"] == hatch and jester["slot"] == s)]
    return list(permutations(free, len(cards)))


def place_cards(state: dict, seat: int, combo: dict, ev: list) -> None:
    """Ask for the slots when there is a choice, else lay the cards and begin the powers."""
    options = slot_choices(state, combo)
    if len(options) > 1:
        steps.push(state, "dual_slot", seat, combo=combo)
        return
    lay(state, seat, combo, options[0] if options else (), ev)


def slot_legal(state: dict, step: dict) -> list[dict]:
    """`slots {slots}`: one slot per card of the placement (in card order), on the landing Hatch."""
    combo = step["combo"]
    cards = [c for c in combo["cards"] if hz.hero_id(c) != JESTER]
    hatch = landing_hatch(combo)
    return [{"type": "slots", "slots": list(choice), **w.label("label.slots", placements=w.items(
        [w.message("part.in_slot", hero=w.hero(hz.hero_id(c)), slot=slot_param(hatch, s))
         for c, s in zip(cards, choice)]))} for choice in slot_choices(state, combo)]


def slot_apply(state: dict, step: dict, action: dict, ev: list) -> None:
    """Lay the cards in the chosen slots, then begin the powers."""
    steps.pop(state, step)
    lay(state, step["seat"], step["combo"], tuple(action["slots"]), ev)


def lay(state: dict, seat: int, combo: dict, slots: tuple, ev: list) -> None:
    """Put each non-Jester card in its slot, then resolve the powers (dual_powers.begin)."""
    cards = [c for c in combo["cards"] if hz.hero_id(c) != JESTER]
    for card, slot in zip(cards, slots):
        put_card(state, seat, card, landing_hatch(combo), slot, hz.hero_id(card), ev, combo)
    pl.HANDLERS["dual_begin"](state, seat, combo, powers_of(combo), ev)  # dual_powers.py, the layer above


steps.register("dual_second", legal=second_legal, apply=second_apply)
steps.register("dual_slot", legal=slot_legal, apply=slot_apply)
pl.HANDLERS.update(dual_entries=entries, dual_play=play)
