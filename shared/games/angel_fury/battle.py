"""Battles: the pre-battle order, rounds of simultaneous rolls, the battle-card window after each roll, damage
and prevention, casualties one unit at a time (the defender first), and the outcomes with the defender's, then
the attacker's, retreat.

The attacking troop (retreat.troop: {"colour", "minions", "leaders", "fresh"}) is lifted off the board by
command.py and held in the battle until it enters the area, retreats or dies. state["battle"] (None between
battles) = {"area", "from", "attacker": seat, "colour", "troop", "defenders": [colours], "round": 0 before
round 1, "no_retreat", "fx": {side: battle-long effects}, "rolls": {side: {face: n}} of this round,
"dealt": {side: damage dealt by that side now}, "prevent": {side: card prevention now}, "left": {side:
casualties still to take} | None}; side is "attacker" or "defender". Damage arithmetic, characters and seraph
cards: battle_effects.py; battle cards: battle_cards.py.
(AF-39..AF-46, AF-52, AF-53, AF-73; Rulebook: Battle, Retreating, Leaders.)
"""
from __future__ import annotations

from shared.engine import decisions
from shared.engine.events import event
from shared.engine.rng import Rng
from shared.games.angel_fury import battle_effects as fx
from shared.games.angel_fury import retreat, steps
from shared.games.angel_fury.battle_effects import (ATTACKER, DEFENDER, SIDES, aura_prevents,  # noqa: F401
                                                    other, seat_of, side_health, side_units)
from shared.games.angel_fury.content import content

PASS = {"type": "pass", "label": "Pass (play no battle card now)"}
STAY = {"type": "pass", "label": "Stay and fight on"}


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


def battle_seats(state: dict, b: dict) -> list:
    """The seats with units in the battle: the attacker first, then the defenders (AF-14, AF-41)."""
    seats = [b["attacker"]]
    for colour in fx.present_defenders(state, b):
        seat = seat_of(state, colour)
        if seat not in seats:
            seats.append(seat)
    return [s for s in seats if not is_tide(state, s)]  # the evil tide plays no cards (AF-58)


def is_tide(state: dict, seat: int) -> bool:
    """True for the evil tide's seat in the solo game (tide.py): no cards, never a retreat (AF-58, AF-62)."""
    return state.get("tide") is not None and state["tide"]["seat"] == seat


def push_round(state: dict, b: dict) -> None:
    """The next round; when the evil tide attacks, each round waits for its own automa step (tide.py, AF-62)."""
    steps.push(state, "tide_round" if is_tide(state, b["attacker"]) else "battle_round", b["attacker"])


def defender_seats(state: dict, b: dict) -> list:
    """The seats defending with units in the area."""
    return [s for s in battle_seats(state, b) if s != b["attacker"]]


def main_defender(state: dict, b: dict) -> int:
    """The defending seat that decides for the defenders: the one with the most units there (part 3)."""
    minions, _ = side_units(state, b, DEFENDER)
    colour = max(fx.present_defenders(state, b), key=lambda col: (minions.get(col, 0), col))
    return seat_of(state, colour)


def run_opening(state: dict, step: dict, ev: list) -> None:
    """The window before round 1 (AF-39): the attacker's Cup of Wrath (when it owns one), then the defenders'
    Disappear, Ambush and Entrenched (ks_battle.py, battle_cards.py)."""
    from shared.games.angel_fury import ks_battle  # imported here: ks_battle imports this module

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


# -- casualties (AF-43) ----------------------------------------------------------------------------------------
def run_casualties(state: dict, step: dict, ev: list) -> None:
    """Settle the damage (prevention, the aura), then remove casualties: the defender first, one unit at a
    time, asking only when the owner has a real choice (AF-42, AF-43)."""
    b = state["battle"]
    if b["left"] is None:
        b["left"] = {side: fx.settle(state, b, side) for side in SIDES}
        ev.append(event("damage_settled", b["attacker"], area=b["area"], round=b["round"],
                        damage={s: b["left"][s] for s in SIDES}))
    for side in (DEFENDER, ATTACKER):
        if not allocate_forced(state, b, side, ev):
            steps.push(state, "battle_casualties", b["attacker"])
            seat = b["attacker"] if side == ATTACKER else main_defender(state, b)
            decisions.ask(state, "battle_casualty", seat, side=side)
            return
    b["left"] = None
    b["dealt"], b["prevent"] = {ATTACKER: 0, DEFENDER: 0}, {ATTACKER: 0, DEFENDER: 0}


def allocate_forced(state: dict, b: dict, side: str, ev: list) -> bool:
    """Remove the casualties no choice decides (all die, or one kind of unit); False when the owner must choose."""
    while b["left"][side] > 0:
        options = casualty_options(state, b, side)
        if not options:
            b["left"][side] = 0
        elif b["left"][side] >= side_health(state, b, side) or len(options) == 1:
            take_casualty(state, b, side, options[0], ev, many=True)
        else:
            return False
    return True


def casualty_options(state: dict, b: dict, side: str) -> list:
    """One action per distinct unit that may take the next damage: a minion of a colour, or a leader (AF-43)."""
    minions, leaders = side_units(state, b, side)
    names = fx.unit_names(state, b, side)
    out = [{"type": "casualty", "unit": "minion", "colour": col, "label": f"Lose a {col} {names['minion']}"}
           for col in sorted(minions) if minions[col]]
    for lid in leaders:
        leader = state["leaders"][lid]
        what = ("1 health of your " + names["arch"] + f" ({leader['health']} left)" if leader["kind"] == "arch"
                else "your " + names["seraph"])
        out.append({"type": "casualty", "unit": leader["kind"], "leader": lid, "label": f"Lose {what} ({lid})"})
    return out


def take_casualty(state: dict, b: dict, side: str, action: dict, ev: list, many: bool = False) -> None:
    """One damage (`many`: as many as there are minions of that colour, when no choice is left): a minion or a
    seraph dies, an arch loses 1 health and is destroyed at 0 (AF-43, AF-53)."""
    if action["unit"] == "minion":
        n = min(b["left"][side], side_units(state, b, side)[0][action["colour"]]) if many else 1
        b["left"][side] -= n
        kill(state, b, side, action["colour"], None, ev, n)
        return
    b["left"][side] -= 1
    leader = state["leaders"][action["leader"]]
    if leader["kind"] == "arch":
        leader["health"] -= 1
        ev.append(event("arch_damaged", seat_of(state, leader["colour"]), leader=action["leader"],
                        health=leader["health"]))
        if leader["health"] > 0:
            return
    kill(state, b, side, leader["colour"], action["leader"], ev)


def kill(state: dict, b: dict, side: str, colour: str, leader: str | None, ev: list, minions: int = 1) -> None:
    """Destroy minions (to the general reserve) or a leader (a seraph may be rebought, an arch is gone for good,
    its card's income and effects go on) (AF-5, AF-43, AF-53)."""
    from shared.games.angel_fury import flow  # imported here: flow imports the step modules

    minions = 0 if leader else minions
    if side == DEFENDER:
        flow.lose_unit(state, b["area"], colour, ev, minions=minions, leader=leader, cause="battle")
        return
    t = b["troop"]
    t["minions"] -= minions
    t["fresh"] = min(t["fresh"], t["minions"])
    state["reserve"]["minions"][colour] += minions
    if leader is not None:
        t["leaders"].remove(leader)
        state["leaders"][leader].update(area=None, alive=False, commanded=False)
    ev.append(event("units_lost", None, area=b["area"], colour=colour, minions=minions, leader=leader,
                    cause="battle"))


def casualty_legal(state: dict, item: dict) -> list:
    """Which unit takes the next damage (AF-43)."""
    return casualty_options(state, state["battle"], item["side"])


def casualty_apply(state: dict, item: dict, action: dict, ev: list) -> None:
    """Take the chosen casualty; the casualties step goes on with the rest."""
    b = state["battle"]
    decisions.record(state, item["seat"])
    take_casualty(state, b, item["side"], action, ev)


# -- the windows (AF-41, AF-104, AF-116; reserve swaps AF-23) --------------------------------------------------
def window_legal(state: dict, item: dict) -> list:
    """The battle cards the seat may play now, its reserve swaps, or pass."""
    from shared.games.angel_fury import battle_cards, economy  # imported here: both import this module

    seat = decisions.item_seats(item)[0]
    cards = (battle_cards.opening_actions(state, seat) if item["kind"] == "battle_opening"
             else battle_cards.window_actions(state, seat))
    return cards + economy.swap_actions(state, seat) + [dict(PASS)]


def window_apply(state: dict, item: dict, action: dict, ev: list) -> None:
    """Play the card or swap (the window goes round again), or pass (AF-41)."""
    from shared.games.angel_fury import battle_cards, economy

    seat = decisions.item_seats(item)[0]
    if action["type"] == "battle_card":
        battle_cards.play(state, seat, action, ev)
    elif action["type"] == "swap_reserve":
        economy.swap(state, seat, action, ev)
    decisions.record(state, seat, passed=action["type"] == "pass")


# -- after a round (AF-44) -------------------------------------------------------------------------------------
def run_after_round(state: dict, step: dict, ev: list) -> None:
    """A side bound to retreat goes (Retreat, Locust Tide); a wiped-out side ends the battle; else the defender
    may retreat (then the attacker enters) (AF-44, AF-123, AF-124)."""
    from shared.games.angel_fury import ks_battle

    b = state["battle"]
    if not ks_battle.withdraw(state, b, ev) and not conclude_if_wiped(state, b, ev):
        defender = main_defender(state, b)
        if is_tide(state, defender):  # the tide never retreats: as if it stayed (AF-62)
            after_stay(state, b)
        else:
            decisions.ask(state, "battle_retreat", defender, side=DEFENDER)


def after_stay(state: dict, b: dict) -> None:
    """The defender stayed: the attacker may retreat, unless it may not (AF-44)."""
    if b["no_retreat"]:
        push_round(state, b)
    else:
        decisions.ask(state, "battle_retreat", b["attacker"], side=ATTACKER)


def conclude_if_wiped(state: dict, b: dict, ev: list) -> bool:
    """Attacker wiped: over (both wiped: the area is empty); defender wiped: the attacker enters (AF-44)."""
    if fx.is_wiped(state, b, ATTACKER):
        end(state, b, "both_wiped" if fx.is_wiped(state, b, DEFENDER) else "attacker_wiped", ev)
    elif fx.is_wiped(state, b, DEFENDER):
        enter(state, b, "defender_wiped", ev)
    else:
        return False
    return True


def retreat_legal(state: dict, item: dict) -> list:
    """Retreat or stay (AF-44)."""
    b = state["battle"]
    where = ("backwards toward your side" if item["side"] == DEFENDER else f"back to {b['from']}")
    return [{"type": "retreat", "label": f"Retreat from {b['area']} {where}"}, dict(STAY)]


def retreat_apply(state: dict, item: dict, action: dict, ev: list) -> None:
    """The defender retreats (the attacker must enter) or stays (the attacker may retreat); the attacker
    retreats (over) or stays (another round) (AF-44..AF-46)."""
    b, side = state["battle"], item["side"]
    decisions.record(state, item["seat"])
    if action["type"] == "retreat" and side == DEFENDER:
        retreat.retreat_defender(state, b["area"], b["from"], ev)
        enter(state, b, "defender_retreated", ev)
    elif action["type"] == "retreat":
        retreat.attacker_back(state, b["attacker"], b["troop"], b["from"], ev)
        b["troop"] = retreat.troop(b["colour"])
        end(state, b, "attacker_retreated", ev)
    elif side == DEFENDER and not b["no_retreat"]:
        decisions.ask(state, "battle_retreat", b["attacker"], side=ATTACKER)
    else:
        push_round(state, b)


# -- the end (AF-44, AF-104) -----------------------------------------------------------------------------------
def enter(state: dict, b: dict, outcome: str, ev: list) -> None:
    """The attacker won: it may first play a card for after the battle (Breakthrough, when the cards owner
    offers `cards.after_battle_actions`), else every survivor must move into the area (AF-44, AF-80)."""
    from shared.games.angel_fury import flow  # imported here: flow imports the step modules

    troop, b["troop"] = b["troop"], retreat.troop(b["colour"])
    end(state, b, outcome, ev)
    if is_tide(state, b["attacker"]):  # the tide's survivors enter by its own rules (tide.py, AF-63, AF-64)
        flow.optional("tide").enter_after_battle(state, b, troop, ev)
        return
    cards = flow.optional("cards")
    if cards is not None and hasattr(cards, "after_battle_actions"):
        decisions.ask(state, "battle_won", b["attacker"], troop=troop, area=b["area"], came_from=b["from"])
    else:
        move_in(state, b["attacker"], troop, b["area"], b["from"], ev)


def move_in(state: dict, seat: int, troop: dict, area: str, from_area: str, ev: list) -> None:
    """The survivors enter the won area (capacity and the resource bonus: command.py) (AF-37, AF-38, AF-44)."""
    from shared.games.angel_fury import command  # imported here: command imports this module

    command.enter_after_battle(state, seat, troop, area, from_area, ev)


def won_legal(state: dict, item: dict) -> list:
    """The cards the winner may play now (the cards owner's), or enter the area (AF-44, AF-80)."""
    from shared.games.angel_fury import flow

    return flow.optional("cards").after_battle_actions(state, item["seat"], item) + [
        {"type": "pass", "label": f"Move every survivor into {item['area']}"}]


def won_apply(state: dict, item: dict, action: dict, ev: list) -> None:
    """Enter, or hand the troop to the card played (cards.after_battle_apply moves it on, AF-80)."""
    from shared.games.angel_fury import flow

    decisions.record(state, item["seat"])
    if action["type"] == "pass":
        move_in(state, item["seat"], item["troop"], item["area"], item["came_from"], ev)
    else:
        flow.optional("cards").after_battle_apply(state, item, action, ev)


def end(state: dict, b: dict, outcome: str, ev: list) -> None:
    """Close the battle; defenders left in a resource area they overfilled (Ambush) retreat the surplus
    (AF-44, AF-104)."""
    state["battle"] = None
    shed_overfill(state, b, ev)
    won = outcome in ("defender_wiped", "defender_retreated")
    ev.append(event("battle_ended", b["attacker"], area=b["area"], outcome=outcome, won=won, rounds=b["round"]))


def shed_overfill(state: dict, b: dict, ev: list) -> None:
    """Defenders still standing in an area they overfilled (Ambush in a resource area) retreat the minions that
    don't fit, by the defender's retreat rules (AF-12, AF-104)."""
    from shared.games.angel_fury import capacity

    for colour in fx.present_defenders(state, b):
        surplus = -capacity.free_slots(state, b["area"])
        minions = state["areas"][b["area"]]["units"].get(colour, {}).get("minions", 0)
        if surplus > 0 and minions:
            retreat.retreat_backwards(state, b["area"], colour, min(surplus, minions), [], ev, b["from"],
                                      reason="overfull")


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
