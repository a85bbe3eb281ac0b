"""Battles: the pre-battle order, rounds of simultaneous rolls, the battle-card window after each roll, damage
and prevention, casualties one unit at a time (the defender first), and the outcomes with the defender's, then
the attacker's, retreat.

The attacking troop (retreat.troop: {"colour", "minions", "leaders", "fresh"}) is lifted off the board by
command.py and held in the battle until it enters the area, retreats or dies. state["battle"] (None between
battles) = {"area", "from", "attacker": seat, "colour", "troop", "defenders": [colours], "round": 0 before
round 1, "no_retreat", "fx": {side: battle-long effects}, "rolls": {side: {face: n}} of this round,
"dealt": {side: damage dealt by that side now}, "prevent": {side: card prevention now}, "left": {side:
casualties still to take} | None}; side is "attacker" or "defender". Damage arithmetic, characters and seraph
cards: battle_effects.py (who fights: battle_sides.py); battle cards: battle_cards.py; the seats in a battle:
battle_seats.py; casualties: battle_casualties.py; after a round and the end: battle_result.py. This module
registers every battle step.
(AF-39..AF-46, AF-52, AF-53, AF-73; Rulebook: Battle, Retreating, Leaders.)
"""
from __future__ import annotations

from shared.engine import decisions
from shared.engine.events import event
from shared.engine.rng import Rng
from shared.games.angel_fury import battle_effects as fx
from shared.games.angel_fury import battle_cards, economy, ks_battle, retreat, steps, wording
# kill, end, enter, main_defender and aura_prevents stay reachable as battle.X (tests)
from shared.games.angel_fury.battle_casualties import (casualty_apply, casualty_legal, kill,  # noqa: F401
                                                       run_casualties)
from shared.games.angel_fury.battle_effects import (ATTACKER, DEFENDER, SIDES, aura_prevents,  # noqa: F401
                                                    other, side_units)
from shared.games.angel_fury.battle_result import (conclude_if_wiped, end, enter, push_round,  # noqa: F401
                                                   retreat_apply, retreat_legal, run_after_round, won_apply,
                                                   won_legal)
from shared.games.angel_fury.battle_seats import battle_seats, defender_seats, main_defender  # noqa: F401
from shared.games.angel_fury.content import content

PASS = {"type": "pass", **wording.label("label.battle.pass")}


# -- dice (AF-40) ----------------------------------------------------------------------------------------------
def roll(state: dict, n: int, values=None) -> list:
    """n dice faces from content (hit / circle / blank); `values` (a list of faces) replaces the draw (tests)."""
    if values is not None:
        return list(values)[:n]
    faces, rng = content().die_faces, Rng(state)
    return [faces[rng.below(len(faces))] for _ in range(n)]


def dice_count(state: dict, b: dict, side: str) -> int:
    """1 die per minion, 4 per seraph, 6 per arch, never more than 9 (AF-40, AF-52, AF-53)."""
    c = content()
    minions, leaders = side_units(state, b, side)
    n = sum(minions.values()) * c.dice_per_unit["minion"]
    n += sum(c.dice_per_unit[state["leaders"][lid]["kind"]] for lid in leaders)
    return min(n, c.max_dice)


def tally(faces: list) -> dict:
    """{face: count} over every face a die can show."""
    return {face: faces.count(face) for face in dict.fromkeys(content().die_faces)}


# -- start (AF-39) ---------------------------------------------------------------------------------------------
def start(state: dict, attacker_seat: int, troop: dict, from_area: str, area: str, ev: list, **mods) -> None:
    """Open the battle of a lifted troop entering `area` from `from_area`; `mods` carries the attacker's
    whole-battle effects (`charge`, `seraph_charge`, `damage_bonus`, `prevent`, `circle_damage`, `no_retreat`,
    or `effects`: card effect records), already played; other keys are ignored (AF-31, AF-39)."""
    colour = troop.get("colour") or state["players"][attacker_seat]["colour"]
    troop = retreat.troop(colour, troop["minions"], troop["leaders"], troop.get("fresh", 0), battled=True)
    b = {"area": area, "from": from_area, "attacker": attacker_seat, "colour": colour, "troop": troop,
         "defenders": fx.enemy_colours_in(state, area, colour), "round": 0, "no_retreat": False,
         "fx": {}, "rolls": None, "dealt": {ATTACKER: 0, DEFENDER: 0}, "prevent": {ATTACKER: 0, DEFENDER: 0},
         "left": None}
    state["battle"] = b
    fx.set_up(state, b, mods)
    ev.append(event("battle_started", attacker_seat, area=area, came_from=from_area, colour=colour,
                    minions=troop["minions"], leaders=list(troop["leaders"]), defenders=list(b["defenders"])))
    steps.push_seq(state, [(kind, attacker_seat, {}) for kind in
                           ("battle_pre", "battle_forced_retreat", "battle_charge")])


def run_opening(state: dict, step: dict, ev: list) -> None:
    """The window before round 1 (AF-39): the attacker's Cup of Wrath (when it owns one), then the defenders'
    Disappear, Ambush and Entrenched (ks_battle.py, battle_cards.py)."""
    b = state["battle"]
    if not fx.is_wiped(state, b, DEFENDER):
        seats = ks_battle.opening_attacker(state, b) + defender_seats(state, b)
        if seats:  # none when only the evil tide defends (it plays no cards, AF-58)
            decisions.open_window(state, "battle_opening", seats)


def run_forced_retreat(state: dict, step: dict, ev: list) -> None:
    """Baal: before round 1, an enemy angel (not a seraph or arch) retreats (AF-73; Rulebook: Baal)."""
    b = state["battle"]
    for side in SIDES:
        units = fx.forced_retreats(state, b, side)
        if units:
            force_retreat(state, b, other(side), units, ev)


def force_retreat(state: dict, b: dict, side: str, units: int, ev: list) -> None:
    """`units` minions of `side` retreat by its retreat rules; the colour with the most minions goes."""
    minions, _ = side_units(state, b, side)
    if not any(minions.values()):
        return
    colour = max(minions, key=lambda col: (minions[col], col))
    n = min(units, minions[colour])
    ev.append(event("forced_retreat", b["attacker"], side=side, colour=colour, minions=n))
    if side == DEFENDER:
        retreat.retreat_backwards(state, b["area"], colour, n, [], ev, b["from"], reason="forced")
        return
    t = b["troop"]
    fresh = min(n, t["fresh"])
    t["minions"], t["fresh"] = t["minions"] - n, t["fresh"] - fresh
    retreat.attacker_back(state, b["attacker"], retreat.troop(colour, n, [], fresh), b["from"], ev, "forced")


def run_charge(state: dict, step: dict, ev: list) -> None:
    """Charge, summed from every source, hits the defenders before round 1; the window may prevent it, then
    casualties; then round 1 (AF-39, AF-42; Rulebook: Battle, Charge)."""
    b = state["battle"]
    charge = fx.charge(state, b)
    if charge and not fx.is_wiped(state, b, DEFENDER):
        b["dealt"] = {ATTACKER: charge, DEFENDER: 0}
        ev.append(event("charged", b["attacker"], area=b["area"], damage=charge))
        open_damage_window(state, b, "battle_after_charge")
        return
    steps.push(state, "battle_after_charge", b["attacker"])


def open_damage_window(state: dict, b: dict, then: str) -> None:
    """The battle-card window on the damage just dealt, then casualties and `then` (AF-41)."""
    steps.push_seq(state, [("battle_casualties", b["attacker"], {}), (then, b["attacker"], {})])
    decisions.open_window(state, "battle_window", battle_seats(state, b))


def run_after_charge(state: dict, step: dict, ev: list) -> None:
    """A side wiped out by the charge (or emptied by Baal) ends the battle; else round 1 (AF-44)."""
    b = state["battle"]
    if not conclude_if_wiped(state, b, ev):
        push_round(state, b)


# -- a round (AF-40, AF-41) ------------------------------------------------------------------------------------
def run_round(state: dict, step: dict, ev: list) -> None:
    """Both sides roll at once; hits (and bonuses) become damage; then the battle-card window (AF-40, AF-41)."""
    b = state["battle"]
    b["round"] += 1
    counts = {side: dice_count(state, b, side) for side in SIDES}
    b["rolls"] = {side: tally(roll(state, counts[side])) for side in SIDES}
    b["dealt"] = {side: fx.rolled_damage(state, b, side) for side in SIDES}
    b["prevent"] = {ATTACKER: 0, DEFENDER: 0}
    ev.append(event("battle_rolled", b["attacker"], area=b["area"], round=b["round"], dice=counts,
                    rolls={s: dict(r) for s, r in b["rolls"].items()}, damage=dict(b["dealt"])))
    open_damage_window(state, b, "battle_after_round")


# -- the windows (AF-41, AF-104, AF-116; reserve swaps AF-23) --------------------------------------------------
def window_legal(state: dict, item: dict) -> list:
    """The battle cards the seat may play now, its reserve swaps, or pass."""
    seat = decisions.item_seats(item)[0]
    cards = (battle_cards.opening_actions(state, seat) if item["kind"] == "battle_opening"
             else battle_cards.window_actions(state, seat))
    return cards + economy.swap_actions(state, seat) + [dict(PASS)]


def window_apply(state: dict, item: dict, action: dict, ev: list) -> None:
    """Play the card or swap (the window goes round again), or pass (AF-41)."""
    seat = decisions.item_seats(item)[0]
    if action["type"] == "battle_card":
        battle_cards.play(state, seat, action, ev)
    elif action["type"] == "swap_reserve":
        economy.swap(state, seat, action, ev)
    decisions.record(state, seat, passed=action["type"] == "pass")


steps.register("battle_pre", run=run_opening)
steps.register("battle_opening", legal=window_legal, apply=window_apply)
steps.register("battle_window", legal=window_legal, apply=window_apply)
steps.register("battle_forced_retreat", run=run_forced_retreat)
steps.register("battle_charge", run=run_charge)
steps.register("battle_after_charge", run=run_after_charge)
steps.register("battle_round", run=run_round)
steps.register("battle_casualties", run=run_casualties)
steps.register("battle_after_round", run=run_after_round)
steps.register("battle_casualty", legal=casualty_legal, apply=casualty_apply)
steps.register("battle_retreat", legal=retreat_legal, apply=retreat_apply)
steps.register("battle_won", legal=won_legal, apply=won_apply)
