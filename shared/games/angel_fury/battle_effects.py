"""Battle arithmetic: who fights on each side, damage from the dice and every bonus, and prevention (the shielding
aura, Resistant, Holy Fury, Battle Prayer, cards), with the battle sides of characters and seraph cards.

Each side's battle-long effects live in state["battle"]["fx"][side] = {"charge", "bonus" (extra damage in round
1), "malus" (less damage left to deal, Dark Portal II), "pool" (prevention left for the battle), "circle_damage"
(per circle, Brutal Assault), "aura_used", "resistant_used"}. Damage dealt by a side is settled against the
other side's prevention in this order: the malus, the aura, Resistant, the battle pool, then the cards of the
moment (assumption, RULES.md). Characters: Michael, Gabriel (round-1 damage), Baal (a forced retreat); seraph
cards: Legendary Warrior, Powerful, Resistant, Battle Prayer's stored bonus.
(AF-39..AF-43, AF-52, AF-69, AF-70, AF-73, AF-84, AF-86, AF-107, AF-108, AF-110, AF-114; Rulebook: Battle,
Shielding aura, Archangels, Archdemons, Seraph/Tormentor cards.)
"""
from __future__ import annotations

from shared.games.angel_fury import capacity, ks_battle
# who fights (battle_sides.py), read as fx.X by the battle modules
from shared.games.angel_fury.battle_sides import (ATTACKER, DEFENDER, FIRST_ROUND, SIDES, ability,  # noqa: F401
                                                  enemy_colours_in, has_leader, has_units_on, is_wiped, other,
                                                  present_defenders, seat_of, side_health, side_seats,
                                                  side_units, unit_names)
from shared.games.angel_fury.content import content

#: turn flag holding Battle Prayers paid for and not yet used this turn (the cards owner stores them)
BATTLE_PRAYER = "battle_prayer"


# -- seraph cards ---------------------------------------------------------------------------------------------
def seraph_effects(state: dict, seat: int, family: str) -> list:
    """The effects of the seat's seraph cards of a family in its slots (AF-24)."""
    c = content()
    return [c.card(card)["effect"] for card in state["players"][seat]["seraph_cards"]
            if card is not None and c.card(card)["family"] == family]


def with_seraph(state: dict, b: dict, side: str, seat: int, family: str) -> list:
    """The seat's seraph-card effects of a family that apply: its seraph fights on the side (AF-52)."""
    if not has_leader(state, b, side, seat, "seraph"):
        return []
    return seraph_effects(state, seat, family)


def round_bonus(state: dict, b: dict, side: str) -> int:
    """Extra damage this round: in round 1 the side's stored bonus (Holy Fury, Battle Prayer) and Michael in the
    battle; in their round Gabriel's angels defending a resource area and a Powerful tormentor (AF-69, AF-70,
    AF-84, AF-108, AF-110)."""
    first = b["round"] == FIRST_ROUND
    total = b["fx"][side]["bonus"] if first else 0
    for seat in side_seats(state, b, side):
        power = ability(state, seat)
        if first and power.get("kind") == "first_round_damage" and has_leader(state, b, side, seat, "arch"):
            total += power["damage"]
        if (power.get("kind") == "resource_defence_damage" and side == DEFENDER and power["round"] == b["round"]
                and capacity.is_resource(state, b["area"]) and has_units_on(state, b, side, seat)):
            total += power["damage"]
        total += sum(e["damage"] for e in with_seraph(state, b, side, seat, "powerful") if e["round"] == b["round"])
    return total + ks_battle.round_bonus(state, b, side)  # Beelzebub's round-1 malus (AF-77)


def circle_damage(state: dict, b: dict, side: str) -> int:
    """Damage per circle: Brutal Assault for the whole battle, Legendary Warrior while its seraph fights
    (AF-81, AF-107)."""
    total = b["fx"][side]["circle_damage"]
    for seat in side_seats(state, b, side):
        total += sum(e["circle_damage"] for e in with_seraph(state, b, side, seat, "legendary_warrior"))
    return total


def forced_retreats(state: dict, b: dict, side: str) -> int:
    """Enemy minions that retreat before round 1 because Baal fights on `side` (AF-73)."""
    total = 0
    for seat in side_seats(state, b, side):
        power = ability(state, seat)
        if power.get("kind") == "forced_retreat" and has_leader(state, b, side, seat, "arch"):
            total += power["units"]
    return total


# -- setting up (AF-39) ----------------------------------------------------------------------------------------
def mod_totals(mods: dict) -> dict:
    """The attacker's whole-battle modifiers: top-level keys plus card effect records in `effects`."""
    records = [dict(e) for e in mods.get("effects", ())]
    def total(key: str, card_key: str) -> int:
        return mods.get(key, 0) + sum(e.get(card_key, 0) for e in records)
    return {"charge": total("charge", "charge"), "damage": total("damage_bonus", "damage"),
            "prevent": total("prevent", "prevent"), "circle_damage": total("circle_damage", "circle_damage"),
            "no_retreat": bool(mods.get("no_retreat")) or any(e.get("no_retreat") for e in records)}


def new_fx(totals: dict) -> dict:
    """A side's battle-long effects from its modifier totals."""
    damage = totals.get("damage", 0)
    return {"charge": totals.get("charge", 0), "bonus": max(damage, 0), "malus": max(-damage, 0),
            "pool": totals.get("prevent", 0), "circle_damage": totals.get("circle_damage", 0),
            "aura_used": False, "resistant_used": False}


def set_up(state: dict, b: dict, mods: dict) -> None:
    """Both sides' battle-long effects: the attacker's cards (`seraph_charge` counts when a seraph attacks), and
    a stored Battle Prayer of a seat whose seraph fights (AF-39, AF-84, AF-86, AF-108, AF-111)."""
    totals = mod_totals(mods)
    if has_leader(state, b, ATTACKER, b["attacker"], "seraph"):
        totals["charge"] += mods.get("seraph_charge", 0)  # Cavalry Leader: a seraph rides (AF-111)
    b["no_retreat"] = totals["no_retreat"]
    b["fx"] = {ATTACKER: new_fx(totals), DEFENDER: new_fx({})}
    for side in SIDES:
        for seat in side_seats(state, b, side):
            use_battle_prayer(state, b, side, seat)
    ks_battle.set_up(state, b, mods)  # Camael's Charge, Locust Tide's retreat (AF-77, AF-123)


def use_battle_prayer(state: dict, b: dict, side: str, seat: int) -> None:
    """A Battle Prayer paid this turn adds its damage and prevention to this battle of the seat's seraph (AF-108)."""
    flags = state["players"][seat]["turn_flags"]
    if not flags.get(BATTLE_PRAYER) or not has_leader(state, b, side, seat, "seraph"):
        return
    flags[BATTLE_PRAYER] -= 1
    effect = content().card_type(BATTLE_PRAYER)["effect"]
    b["fx"][side]["bonus"] += effect["damage"]
    b["fx"][side]["pool"] += effect["prevent"]


def charge(state: dict, b: dict) -> int:
    """The attacker's Charge, summed from every source (AF-39)."""
    return b["fx"][ATTACKER]["charge"]


# -- damage and prevention (AF-40..AF-42) ---------------------------------------------------------------------
def rolled_damage(state: dict, b: dict, side: str) -> int:
    """Damage a side's roll deals: hits, circles that count, and the round's bonuses (AF-40)."""
    rolled = b["rolls"][side]
    return max(0, rolled["hit"] + rolled["circle"] * circle_damage(state, b, side) + round_bonus(state, b, side))


def aura_amount(kind: str) -> int:
    """What the shielding aura prevents: in a battle (`battle`) or of a non-battle effect (`effect`) (AF-42)."""
    return content().board_rules["aura"][kind]


def has_seraph_of(state: dict, area: str, colour: str) -> bool:
    """True when a living seraph of `colour` stands in the area."""
    return any(state["leaders"][lid]["kind"] == "seraph" and state["leaders"][lid]["colour"] == colour
               for lid in state["areas"][area]["leaders"])


def aura_prevents(state: dict, area: str, colour: str) -> int:
    """Damage a non-battle effect (Archers, Backstab, Locusts...) on `colour` in the area loses to the aura of a
    seraph of that colour there (AF-42; Rulebook: Shielding aura)."""
    return aura_amount("effect") if has_seraph_of(state, area, colour) else 0


def shields(state: dict, b: dict, side: str, incoming: int) -> int:
    """Battle-long prevention the side uses on `incoming` damage: the aura and Resistant on the first damage of
    the battle while its seraph fights, then the pool (Holy Fury, Battle Prayer) (AF-42, AF-84, AF-114)."""
    f, prevented = b["fx"][side], 0
    seraph_seats = [s for s in side_seats(state, b, side) if has_leader(state, b, side, s, "seraph")]
    if seraph_seats and not f["aura_used"]:
        f["aura_used"] = True
        prevented += aura_amount("battle")
    resistant = [e for s in seraph_seats for e in seraph_effects(state, s, "resistant")]
    if resistant and not f["resistant_used"]:
        f["resistant_used"] = True
        prevented += sum(e["prevent"] for e in resistant)
    prevented += ks_battle.first_shield(state, b, side)  # Beelzebub (AF-77)
    used = min(f["pool"], max(0, incoming - prevented))
    f["pool"] -= used
    return prevented + used


def settle(state: dict, b: dict, side: str) -> int:
    """The damage `side` takes now: what the other side dealt, less its malus, the side's battle-long shields and
    the prevention cards played now (unused prevention is lost) (AF-41, AF-42, AF-105)."""
    dealer = b["fx"][other(side)]
    incoming = max(0, b["dealt"][other(side)])
    # Dark Portal II "you cause 2 less damage in the battle": a Charge's damage too, as the aura's "first damage
    # in each battle (... including charge damage)" counts it in the battle (AF-86, AF-E9; RULES.md A34)
    less = min(dealer["malus"], incoming)
    dealer["malus"] -= less
    incoming -= less
    if not incoming:
        return 0
    incoming -= shields(state, b, side, incoming)
    return max(0, incoming - b["prevent"][side])
