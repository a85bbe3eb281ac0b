"""Battle cards, played in a battle where the seat has units, even on the opponent's turn: Flaming Sword / War Axe
(+damage after a roll), Breastplate of Righteousness / Hide in Darkness (each circle rolled prevents 1 this
round), Shield of Faith / Armour (prevent, any time damage is coming; unused prevention is lost), and before
round 1 the defender's Ambush! (deploy reinforcements into the attacked area) and Entrenched (remove an attacking
minion, unpreventable). A played card goes from the hand to the discard pile (the 12-card deck holds, AF-25).
Action: `battle_card {card}` (Ambush adds `count`). The L3 cards play as their L1/L2; the other Kickstarter battle
cards (Cup of Wrath, Disappear, Retreat, Resilient Leader) add their own parts through ks_battle.py.
(AF-28, AF-41, AF-102..AF-105, AF-116; Rulebook: Card Appendix, Battle cards; Raphael.)
"""
from __future__ import annotations

from shared.engine.events import event
from shared.games.angel_fury import battle_casualties, capacity, deploy, ks_battle, wording
from shared.games.angel_fury import battle_effects as fx
from shared.games.angel_fury.battle_effects import ATTACKER, DEFENDER, other
from shared.games.angel_fury.content import content

#: effect keys of the cards played in the window after a roll (or a charge), and before round 1
WINDOW_KEYS = ("damage", "prevent", "circle_prevent")
OPENING_KEYS = ("deploy", "remove")


def battle_side(state: dict, b: dict, seat: int) -> str | None:
    """The side the seat fights on, or None when it has no unit in the battle (AF-14, AF-28)."""
    if seat == b["attacker"]:
        return ATTACKER
    return DEFENDER if fx.has_units_on(state, b, DEFENDER, seat) else None


def hand_cards(state: dict, seat: int, keys: tuple) -> list:
    """(card id, effect) of the seat's battle cards in hand whose effect has one of `keys`."""
    c, out = content(), []
    for card in state["players"][seat]["hand"]:
        rec = c.card(card)
        if rec["kind"] == "battle" and any(k in rec["effect"] for k in keys):
            out.append((card, rec["effect"]))
    return out


def shown_hand(state: dict, seat: int) -> dict:
    """Card id -> its param, for the seat's hand: copies of one card tell their place ('Armour (copy 2)')."""
    hand = state["players"][seat]["hand"]
    return dict(zip(hand, wording.cards(hand)))


# -- after a roll or a charge (AF-102, AF-103, AF-105) ---------------------------------------------------------
def window_actions(state: dict, seat: int) -> list:
    """The battle cards the seat may play now: damage after a roll, prevention while damage is coming at it
    (circles only after a roll) (AF-41, AF-102, AF-103, AF-105)."""
    b = state["battle"]
    side = battle_side(state, b, seat) if b else None
    if side is None:
        return []
    out, shown = [], None
    for card, effect in hand_cards(state, seat, WINDOW_KEYS):
        found = playable_text(b, side, effect) if ks_battle.may_play(state, b, seat, side, card) else None
        if found:
            shown = shown or shown_hand(state, seat)
            out.append({"type": "battle_card", "card": card, **wording.label(found[0], card=shown[card], n=found[1])})
    return out


def playable_text(b: dict, side: str, effect) -> tuple | None:
    """What the card would do now (its label's template and number), or None when it can't be played now."""
    rolled = b["round"] > 0
    coming = b["dealt"][other(side)] > 0
    if "damage" in effect and rolled:
        return "label.battle_card.damage", effect["damage"]
    if "prevent" in effect and coming:
        return "label.battle_card.prevent", effect["prevent"]
    if "circle_prevent" in effect and rolled and coming and b["rolls"][side]["circle"]:
        return "label.battle_card.circles", effect["circle_prevent"] * b["rolls"][side]["circle"]
    return None


# -- before round 1 (AF-104, AF-116) ---------------------------------------------------------------------------
def defending_size(state: dict, b: dict) -> int:
    """Slots the defending units take (the troop-size limit of Ambush, AF-104)."""
    minions, leaders = fx.side_units(state, b, DEFENDER)
    return sum(minions.values()) + sum(capacity.piece_size(state["leaders"][lid]["kind"]) for lid in leaders)


def ambush_most(state: dict, b: dict, seat: int, effect) -> int:
    """Reinforcements the seat may ambush with: up to the card's number, its reinforcements, and a troop of at
    most 9 (a resource area may overfill until the battle ends) (AF-104)."""
    room = effect["troop_max"] - defending_size(state, b)
    return max(0, min(effect["deploy"], state["players"][seat]["reinforcements"], room))


def opening_actions(state: dict, seat: int) -> list:
    """Ambush (1..n reinforcements) and Entrenched, for a defender before round 1 (AF-104, AF-116)."""
    b = state["battle"]
    side = battle_side(state, b, seat) if b else None
    out = ks_battle.opening_actions(state, seat, side)  # Cup of Wrath, Disappear (AF-128, AF-132)
    if side != DEFENDER:
        return out
    shown, own, where = shown_hand(state, seat), state["players"][seat]["side"], wording.area(b["area"])
    for card, effect in hand_cards(state, seat, OPENING_KEYS):
        if "deploy" in effect:
            out += [{"type": "battle_card", "card": card, "count": n,
                     **wording.label("label.battle_card.ambush", card=shown[card], minions=wording.minions(own, n),
                                     area=where)}
                    for n in range(1, ambush_most(state, b, seat, effect) + 1)]
        elif b["troop"]["minions"]:
            out.append({"type": "battle_card", "card": card,
                        **wording.label("label.battle_card.entrench", card=shown[card], n=effect["remove"])})
    return out


# -- playing (AF-25, AF-28) ------------------------------------------------------------------------------------
def play(state: dict, seat: int, action: dict, ev: list) -> None:
    """The card goes from the hand to the discard pile and takes effect (AF-25, AF-102..AF-105, AF-116)."""
    b, card = state["battle"], action["card"]
    player = state["players"][seat]
    player["hand"].remove(card)
    player["discard"].append(card)
    effect = content().card(card)["effect"]
    side = battle_side(state, b, seat)
    ev.append(event("battle_card_played", seat, card=card, name=content().card(card)["name"], side=side))
    if ks_battle.play(state, b, seat, side, card, ev):
        return
    if "deploy" in effect:
        ambush(state, b, seat, action["count"], ev)
    elif "remove" in effect:
        entrench(state, b, effect["remove"], ev)
    elif "damage" in effect:
        b["dealt"][side] += effect["damage"]
    elif "prevent" in effect:
        b["prevent"][side] += effect["prevent"]
    else:
        b["prevent"][side] += effect["circle_prevent"] * b["rolls"][side]["circle"]


def ambush(state: dict, b: dict, seat: int, n: int, ev: list) -> None:
    """Deploy n of the seat's reinforcements into the attacked area (AF-104)."""
    player = state["players"][seat]
    present = [col for col in player["colours"] if col in fx.present_defenders(state, b)]
    colour = (present or [player["colour"]])[0]
    player["reinforcements"] -= n
    deploy.place_minions(state, b["area"], colour, n)
    ev.append(event("ambushed", seat, area=b["area"], colour=colour, minions=n))


def entrench(state: dict, b: dict, n: int, ev: list) -> None:
    """Remove n attacking minions before the battle; no prevention applies (AF-116)."""
    battle_casualties.kill(state, b, ATTACKER, b["colour"], None, ev, min(n, b["troop"]["minions"]))
