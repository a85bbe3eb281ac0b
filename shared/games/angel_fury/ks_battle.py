"""The battle parts of the Kickstarter add-on (AF-77, AF-123..AF-125, AF-128, AF-130, AF-132):

- Beelzebub: while his arch fights, his side deals 2 less damage in round 1 (never below 0, battle cards played
  after the roll still add) and the first damage to his side each battle is prevented (RULES.md K3).
- Camael: Charge +2 whenever his arch is in the attacking troop; Cup of Wrath, played by the attacker at the
  start of the battle (the opening window, before Disappear / Ambush), adds Charge +1 (3 in all with Camael, K5).
- Retreat: prevents 2 of the damage coming now, and its side must retreat after this round (after round 1 when
  played against a Charge), whatever else happened; Locust Tide's troops must retreat after round 1 (K6).
- Resilient Leader: after your roll, in a battle with Jophiel (your arch) or your seraph, each circle you rolled
  prevents 1.
- Disappear: played by a defender in the opening window, before any charge: every defending unit in the attacked
  area (yours and your co-players') returns to its owner's reinforcements; the attacker then enters (K8).
- The L3 cards need nothing here: they are ordinary damage / prevention cards (battle_cards.py).
battle.py, battle_result.py, battle_cards.py and battle_effects.py call these hooks; rules text:
../shared/rulebooks/angel-fury.txt (Kickstarter Archdemons & Archangels, Kickstarter Cards).
"""
from __future__ import annotations

from shared.engine.events import event
from shared.games.angel_fury import battle_sides, retreat, wording
from shared.games.angel_fury.battle_sides import ATTACKER, DEFENDER, SIDES
from shared.games.angel_fury.content import content

OVERLORD, ATTACK_CHARGE = "overlord", "attack_charge"
#: battle fx keys this module adds: the side must retreat after this round; Beelzebub's first prevention used
MUST_RETREAT, FIRST_USED = "must_retreat", "first_prevented"


def card(card_id: str):
    """The card's content record."""
    return content().card(card_id)


def arch_fights(state: dict, b: dict, side: str, seat: int, kind: str) -> dict:
    """The seat's ability when it is of `kind` and its arch fights on `side`, else {}."""
    power = battle_sides.ability(state, seat)
    if power.get("kind") == kind and battle_sides.has_leader(state, b, side, seat, "arch"):
        return power
    return {}


# -- Beelzebub (AF-77) -----------------------------------------------------------------------------------------------
def round_bonus(state: dict, b: dict, side: str) -> int:
    """Beelzebub's round-1 malus (negative) while he fights on the side (AF-77)."""
    if b["round"] != battle_sides.FIRST_ROUND:
        return 0
    return sum(arch_fights(state, b, side, s, OVERLORD).get("first_round_damage", 0)
               for s in battle_sides.side_seats(state, b, side))


def first_shield(state: dict, b: dict, side: str) -> int:
    """Beelzebub prevents the first damage his side takes each battle (AF-77)."""
    f = b["fx"][side]
    if f.get(FIRST_USED):
        return 0
    seats = battle_sides.side_seats(state, b, side)
    amount = sum(arch_fights(state, b, side, s, OVERLORD).get("prevent_first", 0) for s in seats)
    if amount:
        f[FIRST_USED] = True
    return amount


# -- setting up: Camael, Locust Tide (AF-77, AF-123) -----------------------------------------------------------------
def set_up(state: dict, b: dict, mods: dict) -> None:
    """Camael's Charge +2 when he attacks; Locust Tide's troop must retreat after round 1 (AF-77, AF-123)."""
    attack = b["fx"][ATTACKER]
    attack["charge"] += arch_fights(state, b, ATTACKER, b["attacker"], ATTACK_CHARGE).get("charge", 0)
    if any(e.get("retreat_after_round") for e in mods.get("effects", ())):
        attack[MUST_RETREAT] = True


# -- the opening window: Cup of Wrath, Disappear (AF-128, AF-132) ------------------------------------------------------
def owned(state: dict, seat: int) -> list:
    """The seat's cards: hand, draw pile, discard pile and reserve (a public set, RULES.md A18)."""
    p = state["players"][seat]
    return p["hand"] + p["deck"] + p["discard"] + p["reserve"]


def opening_attacker(state: dict, b: dict) -> list:
    """[the attacker] when it owns a start-of-battle Charge card (Cup of Wrath), else []: asking depends on its
    public card set, never on its hand (RULES.md A23)."""
    seat = b["attacker"]
    if any(card(c)["kind"] == "battle" and "charge" in card(c)["effect"] for c in owned(state, seat)):
        return [seat]
    return []


def opening_actions(state: dict, seat: int, side: str | None) -> list:
    """Cup of Wrath for the attacker; Disappear for a defender (AF-128, AF-132)."""
    out, hand = [], list(dict.fromkeys(state["players"][seat]["hand"]))
    for c, shown in zip(hand, wording.cards(hand)):
        e = card(c)["effect"]
        if side == ATTACKER and card(c)["kind"] == "battle" and "charge" in e:
            out.append(action(c, "label.battle_card.charge", card=shown, n=e["charge"]))
        elif side == DEFENDER and card(c)["family"] == "disappear":
            out.append(action(c, "label.battle_card.disappear", card=shown))
    return out


def action(card_id: str, template_id: str, **params) -> dict:
    """A `battle_card` action."""
    return {"type": "battle_card", "card": card_id, **wording.label(template_id, **params)}


# -- after a roll: Resilient Leader (AF-125) ---------------------------------------------------------------------------
def may_play(state: dict, b: dict, seat: int, side: str, card_id: str) -> bool:
    """Resilient Leader only in a battle with the seat's arch (Jophiel) or seraph on its side (AF-125)."""
    if card(card_id)["family"] != "resilient_leader":
        return True
    return any(battle_sides.has_leader(state, b, side, seat, kind) for kind in ("arch", "seraph"))


# -- playing ---------------------------------------------------------------------------------------------------------
def play(state: dict, b: dict, seat: int, side: str, card_id: str, ev: list) -> bool:
    """Carry out a Kickstarter battle card's own part; False when battle_cards' generic effect does it all."""
    e, family = card(card_id)["effect"], card(card_id)["family"]
    if family == "disappear":
        disappear(state, b, ev)
    elif "charge" in e:
        b["fx"][ATTACKER]["charge"] += e["charge"]
    elif e.get("must_retreat"):
        b["prevent"][side] += e["prevent"]
        b["fx"][side][MUST_RETREAT] = True
    else:
        return False
    return True


def disappear(state: dict, b: dict, ev: list) -> None:
    """Every defending unit in the attacked area returns to its owner's reinforcements (AF-132)."""
    area = state["areas"][b["area"]]
    for colour in battle_sides.present_defenders(state, b):
        minions = area["units"].get(colour, {}).get("minions", 0)
        leaders = [lid for lid in area["leaders"] if state["leaders"][lid]["colour"] == colour]
        retreat.to_reinforcements(state, retreat.lift(state, b["area"], colour, minions, leaders), ev, "disappear")


# -- after the round: Retreat, Locust Tide (AF-123, AF-124) ------------------------------------------------------------
def withdraw(state: dict, b: dict, ev: list) -> str | None:
    """A side bound to retreat goes after this round, even when the other side was wiped out or would have
    retreated: the outcome the battle ends with then ("attacker_retreated", "defender_retreated": the attacker
    enters; battle_result.withdraw ends it), else None (AF-123, AF-124; RULES.md K6)."""
    bound = [s for s in SIDES if b["fx"][s].get(MUST_RETREAT) and not battle_sides.is_wiped(state, b, s)]
    if ATTACKER in bound:
        ev.append(event("must_retreat", b["attacker"], area=b["area"], side=ATTACKER))
        retreat.attacker_back(state, b["attacker"], b["troop"], b["from"], ev)
        b["troop"] = retreat.troop(b["colour"])
        return "attacker_retreated"
    if DEFENDER in bound and not battle_sides.is_wiped(state, b, ATTACKER):
        ev.append(event("must_retreat", b["attacker"], area=b["area"], side=DEFENDER))
        retreat.retreat_defender(state, b["area"], b["from"], ev)
        return "defender_retreated"
    return None
