"""Shadow of Fallen Angel, the co-op (rows 55-61): its options, setup, and the small rule hooks base modules call.

The Shadow Player is the last seat, of kind "automa"; it never decides: every Shadow rule is scoring
(shadow_scoring.py) or a placement the active player carries out (shadow_dice.py). It has no player mat:
state["shadow"] = {"seat", "vp", "honor" (Actual Honor in the Angel City's centre), "skulls" (beside the Land
Map), "to_place" (Shadow Dice values waiting), "dice" (Shadow Dice made so far)}; every helper here is a no-op
or returns the base value when the co-op is off. Content: content/shadow.json.
(Rulebook: Variant: Shadow of Fallen Angel (Cooperative Mode); ../shared/rules/fallen-angel.md rows 55-66.)
"""
from __future__ import annotations

from functools import lru_cache

from shared.engine.errors import InvalidOptions
from shared.engine.events import event
from shared.engine.rng import Rng
from shared.games.fallen_angel import supply
from shared.games.fallen_angel.content import content, thaw

AUTOMA = "automa"
#: the options only the co-op takes (row 56, 57)
COOP_OPTIONS = ("difficulty", "coop_turn_order")
DEFAULT_DIFFICULTY = "normal"
#: options the rulebook applies to the original game only (Imperial Formation; "Chaotic Battlefield ... can be
#: applied to the original mode")
ORIGINAL_ONLY = ("imperial_formation", "objective_roulette", "clash_of_dominance", "dual_hero")


def rules() -> dict:
    """The co-op's numbers (content/shadow.json, loaded and replaceable with the rest of the content)."""
    return _rules_of(content())


@lru_cache(maxsize=2)
def _rules_of(loaded) -> dict:
    """A plain copy of one content's co-op numbers, made once."""
    return thaw(loaded.shadow)


def is_on(state: dict) -> bool:
    """True in a co-op game (an automa seat was set up)."""
    return "shadow" in state


def seat(state: dict) -> int | None:
    """The Shadow's seat, or None outside the co-op."""
    return state["shadow"]["seat"] if is_on(state) else None


def is_shadow(state: dict, who) -> bool:
    """True when `who` is the Shadow's seat."""
    return is_on(state) and who == state["shadow"]["seat"]


def rounds(state: dict) -> int:
    """3 rounds in the co-op, else the base game's (row 55)."""
    return rules()["rounds"] if is_on(state) else content().rounds


# -- options and seats (rows 55-57) ------------------------------------------------------------------------------
def human_count(seats: list) -> int:
    """Seats that play (every seat but the automa)."""
    return sum(1 for s in seats if s.kind != AUTOMA)


def validate(options: dict, opts: dict, seats: list) -> dict:
    """The co-op needs one automa seat, last, and 2-4 players; its options only with it; no original-only
    variant with it."""
    automa = [s for s in seats if s.kind == AUTOMA]
    if not automa:
        given = [k for k in COOP_OPTIONS if k in options]
        if given:
            raise InvalidOptions(f"{', '.join(given)}: only in the Shadow co-op (add the Shadow's automa seat)",
                                 options=given)
        return opts
    if len(automa) > 1 or automa[0].seat != len(seats) - 1:
        raise InvalidOptions("the co-op takes one automa seat (the Shadow), the last seat")
    if human_count(seats) not in content().player_counts:
        raise InvalidOptions(f"the Shadow co-op takes {min(content().player_counts)}-"
                             f"{max(content().player_counts)} players besides the Shadow")
    mixed = [k for k in ORIGINAL_ONLY if opts.get(k)]
    if mixed:
        raise InvalidOptions(f"{', '.join(mixed)}: the rulebook applies these variants to the original game only, "
                             "not the Shadow co-op", options=mixed)
    return opts


def difficulty(state: dict) -> str:
    """The co-op's difficulty (row 56)."""
    return state["options"].get("difficulty", DEFAULT_DIFFICULTY)


def gems(players: int, difficulty: str) -> dict:
    """{"per_colour", "per_region"} of a difficulty (row 56)."""
    return rules()["gems"][str(players)][difficulty]


# -- setup (row 55) ------------------------------------------------------------------------------------------------
def setup(state: dict, seats: list) -> None:
    """The co-op's setup changes, after the base setup: the Shadow, 3 orange objectives, the removed Monster
    tiles, the difficulty's gems, no Reroll tokens (row 55, 56)."""
    if not any(s.kind == AUTOMA for s in seats):
        return
    r, rng = rules(), Rng(state)
    state["shadow"] = {"seat": len(seats) - 1, "vp": r["start"]["vp"], "honor": r["start"]["honor"], "skulls": 0,
                       "to_place": [], "dice": 0}
    state["objectives"] = rng.shuffle(sorted(content().orange_objectives))[:r["objectives"]]
    drawn = [state["sections"][sec]["tile"]["id"] for sec in content().monster_sections]
    kept = [t for t in state["monster_bag"] + drawn if t not in r["removed_monster_tiles"]]
    state["monster_bag"] = rng.shuffle(sorted(kept))
    for sec in content().monster_sections:
        state["sections"][sec].update(tile=None, monster_dice=[])
    supply.draw_monsters(state, rng)
    count = gems(len(state["players"]), difficulty(state))
    state["city"] = {"regions": {g: supply.zero_colours() for g in content().regions}, "cap": count["per_region"],
                     "bag": {c: count["per_colour"] for c in content().gem_colours}, "revealed": False}
    supply.refill_city(state["city"], rng)
    for player in state["players"]:
        player["rerolls"] = 0


def hero_draft(state: dict) -> dict:
    """The starting hand: draw 3 keep 1 in the co-op, else the base draft (rows 5, 55)."""
    return rules()["hero_draft"] if is_on(state) else content().hero_draft["setup"]


# -- rule hooks (rows 58-61) -----------------------------------------------------------------------------------------
def black_in_city(state: dict) -> int:
    """Black gems in the Angel City's Regions (rows 62, 64, 65)."""
    black = content().black
    return sum(g.get(black, 0) for g in state["city"]["regions"].values())


def multiplier(state: dict) -> int:
    """The black-gem multiplier, at least 1 (rows 62, 64)."""
    return max(rules()["min_black_multiplier"], black_in_city(state))


def gain_vp(state: dict, vp: int, ev: list, reason: str) -> None:
    """The Shadow gains VP."""
    if vp:
        state["shadow"]["vp"] += vp
        ev.append(event("shadow_scored", state["shadow"]["seat"], vp=vp, total=state["shadow"]["vp"],
                        reason=reason))


def gain_honor(state: dict, honor: int, ev: list, reason: str) -> None:
    """Honor goes to the Angel City's centre as the Shadow's Actual Honor (rows 61, 65)."""
    if honor:
        state["shadow"]["honor"] += honor
        ev.append(event("shadow_honor_gained", state["shadow"]["seat"], honor=honor, reason=reason))


def black_mined(state: dict, colour: str, ev: list) -> None:
    """A black gem mined in any way gives the Shadow 8/4/2 VP in rounds 1/2/3 (row 59)."""
    if is_on(state) and colour == content().black:
        table = rules()["black_gem_vp"]
        gain_vp(state, table[min(state["round"], len(table)) - 1], ev, "black_gem_mined")


def tech_honor_paid(state: dict, cost: dict, ev: list) -> None:
    """Honor paid to use a technology goes to the Shadow (row 61)."""
    if is_on(state) and cost.get("honor"):
        gain_honor(state, cost["honor"], ev, "technology")


def convertible(state: dict, colours: list) -> list:
    """The stored colours a conversion may take: black gems never in the co-op (row 59)."""
    return [c for c in colours if not (is_on(state) and c == content().black)]


def is_skull(state: dict, loc) -> bool:
    """True when a Skull covers the Location: no House token may go there (row 60)."""
    return loc in state["land"].get("skulls", ())


def cover_empty(state: dict, seat_: int, ev: list) -> None:
    """After a Movement action, every Location in play with no cubes and no House token gets a Skull (row 60)."""
    from shared.games.fallen_angel import landmap

    land = state["land"]
    skulls = land.setdefault("skulls", [])
    for loc in landmap.locations(len(state["players"])):
        if loc not in skulls and loc not in land["houses"] and not any(land["cubes"][loc].values()):
            skulls.append(loc)
            ev.append(event("location_skulled", seat_, location=loc))


def run_skulls(state: dict, step: dict, ev: list) -> None:
    """The automatic step after a Movement action's end (row 60)."""
    cover_empty(state, step["seat"], ev)


def is_must_fight(state: dict) -> bool:
    """Fights are mandatory while a die can destroy a Monster Die (row 57)."""
    return is_on(state)


from shared.games.fallen_angel import steps  # noqa: E402

steps.register("shadow_skulls", run=run_skulls)
