"""Seraph/tormentor cards that act on the turn menu (the battle ones - Legendary Warrior, Battle Prayer's bonus,
Powerful, Resistant - are battle_effects.py's; Cavalry Leader: tactics.start_cavalry; Archery Leader:
archers.circles_cancel).

A slotted card applies to both of the seat's seraphs/tormentors (inventory AF-52 assumption):
- Coordinator: once per turn deploy up to 2 of your reinforcements into an area you control adjacent or diagonal
  to your seraph; they may be commanded this turn (AF-106).
- Inspiration / Barbed Whip: once per turn, with your seraph orthogonally next to a resource area you control, gain
  2 / 3 of its resource; the Whip also destroys 1 of your demons there (AF-109).
- Merciless: once per turn, 1 command: destroy 1 of your demons in your tormentor's area and 2 angels in an area
  orthogonally adjacent to it; not a battle, unpreventable (AF-113).
- Battle Prayer: 1 command: +1 damage and prevent 1 in the next battle with your seraph this turn (the flag
  battle_effects.BATTLE_PRAYER, which the battle uses up) (AF-108).
(AF-106, AF-108, AF-109, AF-113; Rulebook: Seraph/Tormentor cards.)
"""
from __future__ import annotations

from shared.engine.events import event
from shared.games.angel_fury import board, cards, deploy, other_cards, steps, wording
from shared.games.angel_fury.battle_effects import BATTLE_PRAYER
from shared.games.angel_fury.content import content

SERAPH_CARD = "seraph_card"
TURN_TYPES = (SERAPH_CARD,)
#: families acting on the turn menu, and those used once per turn
MENU_FAMILIES = ("coordinator", "inspiration", "barbed_whip", "merciless", "battle_prayer")


def used_key(family: str) -> str:
    """The turn flag of a once-per-turn seraph card."""
    return f"seraph_card:{family}"


def seraph_areas(state: dict, seat: int) -> list:
    """The areas of the seat's living seraphs/tormentors on the board."""
    return [state["leaders"][lid]["area"] for lid in cards.own_leaders(state, seat, "seraph")]


# -- targets -----------------------------------------------------------------------------------------------------
def coordinator_options(state: dict, seat: int, e) -> list:
    """(area, count): a controlled area adjacent or diagonal to a seraph, up to 2 of your reinforcements (AF-106)."""
    near = {a for s in seraph_areas(state, seat) for a in board.around(state, s)}
    most = min(e["deploy"], cards.player_of(state, seat)["reinforcements"])
    return [[a, n] for a in cards.controlled(state, seat) if a in near
            for n in range(1, cards.room_for(state, seat, a, most) + 1)]


def inspiration_options(state: dict, seat: int, e) -> list:
    """(resource area, None): a resource area you control orthogonally next to a seraph (the Whip: with one of
    your demons to destroy there) (AF-109)."""
    colour = cards.player_of(state, seat)["colour"]
    near = {a for s in seraph_areas(state, seat) for a in board.neighbours(state, s)}
    return [[a, None] for a in sorted(near) if state["areas"][a]["terrain"] and cards.controls(state, seat, a)
            and (not e["destroy_own"] or cards.minions(state, a, colour) >= e["destroy_own"])]


def merciless_options(state: dict, seat: int, e) -> list:
    """(tormentor area, target area:colour): one of your demons with the tormentor, angels orthogonally next to it."""
    colour = cards.player_of(state, seat)["colour"]
    return [[s, f"{a}:{c}"] for s in seraph_areas(state, seat) if cards.minions(state, s, colour) >= e["destroy_own"]
            for a in board.neighbours(state, s) for c in cards.enemy_minion_colours(state, seat, a)]


OPTIONS = {"coordinator": coordinator_options, "inspiration": inspiration_options,
           "barbed_whip": inspiration_options, "merciless": merciless_options}


def options(state: dict, seat: int, card_id: str) -> list:
    """The card's possible targets now ([None] for Battle Prayer, which has none)."""
    family = cards.card(card_id)["family"]
    if family == "battle_prayer":
        return [None] if seraph_areas(state, seat) else []
    return OPTIONS[family](state, seat, cards.effect(card_id))


def is_usable(state: dict, seat: int, card_id: str) -> bool:
    """Not used this turn (once per turn), a command paid where it costs one, and a target (AF-106..AF-113)."""
    e = cards.effect(card_id)
    if e.get("per_turn") and cards.flags(state, seat).get(used_key(cards.card(card_id)["family"])):
        return False
    if e.get("command_cost") and not cards.has_command(state, seat):
        return False
    return bool(options(state, seat, card_id))


# -- the turn menu (hand-off: flow -> seraph_cards) --------------------------------------------------------------------
def turn_actions(state: dict, seat: int) -> list:
    """`seraph_card {card}` per slotted card that can act now."""
    if state["turn"]["seat"] != seat:
        return []
    return [{"type": SERAPH_CARD, "card": c, **wording.label("label.seraph_card", card=wording.card(c))}
            for c in cards.player_of(state, seat)["seraph_cards"]
            if c is not None and cards.card(c)["family"] in MENU_FAMILIES and is_usable(state, seat, c)]


def start_action(state: dict, seat: int, action: dict, ev: list) -> None:
    """Pay the command, mark the use; Battle Prayer takes effect at once, the others ask for the target."""
    card_id = action["card"]
    family, e = cards.card(card_id)["family"], cards.effect(card_id)
    if e.get("command_cost"):
        cards.spend_command(state, seat, ev, family)
    if e.get("per_turn"):
        cards.flags(state, seat)[used_key(family)] = True
    if family == "battle_prayer":
        flags = cards.flags(state, seat)
        flags[BATTLE_PRAYER] = flags.get(BATTLE_PRAYER, 0) + 1
        ev.append(event("battle_prayer", seat, pending=flags[BATTLE_PRAYER]))
        return
    steps.push(state, "seraph_card_target", seat, card=card_id, options=options(state, seat, card_id))


def target_legal(state: dict, step: dict) -> list:
    """`seraph_target {area, what}` per target listed when the card was used."""
    return [{"type": "seraph_target", "area": a, "what": w, **target_label(step["card"], a, w)}
            for a, w in step["options"]]


def target_label(card_id: str, area: str, what) -> dict:
    """Coordinator: how many deploy where; Merciless: the angels destroyed next to the tormentor (`what` is
    "area:colour"); Inspiration, the Whip: the resource area (AF-106..AF-113)."""
    card = wording.card(card_id)
    if isinstance(what, int):
        return wording.label("label.seraph_target.coordinator", card=card, n=what, area=wording.area(area))
    if isinstance(what, str):
        target, enemy = what.split(":")
        return wording.label("label.seraph_target.merciless", card=card, area=wording.area(area),
                             victims=wording.coloured(enemy, cards.effect(card_id)["destroy"]),
                             target=wording.area(target))
    return wording.label("label.seraph_target.resource", card=card, area=wording.area(area))


def target_apply(state: dict, step: dict, action: dict, ev: list) -> None:
    """Carry the card out on the chosen target."""
    steps.pop(state, step)
    seat, card_id, area, what = step["seat"], step["card"], action["area"], action["what"]
    family, e = cards.card(card_id)["family"], cards.effect(card_id)
    colour = cards.player_of(state, seat)["colour"]
    if family == "coordinator":
        cards.player_of(state, seat)["reinforcements"] -= what
        deploy.place_minions(state, area, colour, what, fresh=True)
        ev.append(event("deployed", seat, area=area, count=what, commanded=False, reason="coordinator"))
    elif family == "merciless":
        target, enemy = what.split(":")
        cards.destroy_minions(state, area, colour, e["destroy_own"], ev, "merciless")
        cards.destroy_minions(state, target, enemy, e["destroy"], ev, "merciless")
    else:
        gives = content().terrain[state["areas"][area]["terrain"]]["gives"]
        cards.destroy_minions(state, area, colour, e["destroy_own"], ev, family)
        other_cards.gain(state, seat, {gives: e["gain"]}, ev, family)


steps.register("seraph_card_target", legal=target_legal, apply=target_apply)
