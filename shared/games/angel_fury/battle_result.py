"""After a battle round: another round, the defender's then the attacker's retreat, or the end with its outcome
(AF-44, AF-104)."""
from __future__ import annotations

from shared.engine import decisions
from shared.engine.events import event
from shared.games.angel_fury import arrival, capacity, ks_battle, retreat, steps, wording
from shared.games.angel_fury import battle_effects as fx
from shared.games.angel_fury.battle_effects import ATTACKER, DEFENDER
from shared.games.angel_fury.battle_seats import is_tide, main_defender

STAY = {"type": "pass", **wording.label("label.stay")}
#: what the end of a battle hands over to, by name: the cards the winner may play before its survivors enter
#: ("after_battle_actions", "after_battle_apply": Breakthrough, AF-80) and the evil tide's own entry ("tide_enter",
#: AF-63, AF-64). tactics.py and tide.py, layers above the battle, fill it at import, so this module imports neither.
HANDLERS: dict = {}


def push_round(state: dict, b: dict) -> None:
    """The next round; when the evil tide attacks, each round waits for its own automa step (tide.py, AF-62)."""
    steps.push(state, "tide_round" if is_tide(state, b["attacker"]) else "battle_round", b["attacker"])


# -- after a round (AF-44) -------------------------------------------------------------------------------------
def run_after_round(state: dict, step: dict, ev: list) -> None:
    """A side bound to retreat goes (Retreat, Locust Tide); a wiped-out side ends the battle; else the defender
    may retreat (then the attacker enters) (AF-44, AF-123, AF-124)."""
    b = state["battle"]
    if not withdraw(state, b, ev) and not conclude_if_wiped(state, b, ev):
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


def withdraw(state: dict, b: dict, ev: list) -> bool:
    """A side bound to retreat (Retreat, Locust Tide) went: the battle ends, or the attacker enters; True when
    so (ks_battle.withdraw, AF-123, AF-124)."""
    outcome = ks_battle.withdraw(state, b, ev)
    if outcome == "attacker_retreated":
        end(state, b, outcome, ev)
    elif outcome == "defender_retreated":
        enter(state, b, outcome, ev)
    return outcome is not None


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
    if item["side"] == DEFENDER:
        said = wording.label("label.retreat.defender", area=wording.area(b["area"]))
    elif b["from"] is None:
        said = wording.label("label.retreat.attacker.off", area=wording.area(b["area"]))
    else:
        said = wording.label("label.retreat.attacker", area=wording.area(b["area"]), to=wording.area(b["from"]))
    return [{"type": "retreat", **said}, dict(STAY)]


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
    """The attacker won: it may first play a card for after the battle (Breakthrough, HANDLERS
    "after_battle_actions"), then every survivor must move into the area (AF-44, AF-80)."""
    troop, b["troop"] = b["troop"], retreat.troop(b["colour"])
    end(state, b, outcome, ev)
    if is_tide(state, b["attacker"]):  # the tide's survivors enter by its own rules (tide.py, AF-63, AF-64)
        HANDLERS["tide_enter"](state, b, troop, ev)
        return
    decisions.ask(state, "battle_won", b["attacker"], troop=troop, area=b["area"], came_from=b["from"])


def move_in(state: dict, seat: int, troop: dict, area: str, from_area: str, ev: list) -> None:
    """The survivors enter the won area (capacity and the resource bonus: arrival.py) (AF-37, AF-38, AF-44)."""
    arrival.enter_after_battle(state, seat, troop, area, from_area, ev)


def won_legal(state: dict, item: dict) -> list:
    """The cards the winner may play now (Breakthrough, tactics.py), or enter the area (AF-44, AF-80)."""
    return HANDLERS["after_battle_actions"](state, item["seat"], item) + [
        {"type": "pass", **wording.label("label.move_in", area=wording.area(item["area"]))}]


def won_apply(state: dict, item: dict, action: dict, ev: list) -> None:
    """Enter, or hand the troop to the card played (tactics.breakthrough moves it on, AF-80)."""
    decisions.record(state, item["seat"])
    if action["type"] == "pass":
        move_in(state, item["seat"], item["troop"], item["area"], item["came_from"], ev)
    else:
        HANDLERS["after_battle_apply"](state, item, action, ev)


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
    for colour in fx.present_defenders(state, b):
        surplus = -capacity.free_slots(state, b["area"])
        minions = state["areas"][b["area"]]["units"].get(colour, {}).get("minions", 0)
        if surplus > 0 and minions:
            retreat.retreat_backwards(state, b["area"], colour, min(surplus, minions), [], ev, b["from"],
                                      reason="overfull")
