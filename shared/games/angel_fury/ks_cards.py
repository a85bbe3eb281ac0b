"""The Kickstarter non-battle cards played from the turn menu (AF-120..AF-123, AF-126, AF-129, AF-131):

- Foul Flies (Beelzebub): 1 command; every enemy minion in one resource area retreats backwards (to
  reinforcements when it can't) (RULES.md K9).
- Locusts (Apollyon): 1 damage to each enemy area adjacent or diagonal to your living arch; the aura applies.
- Swarm (Apollyon): gain 1 minion into each of up to 3 different areas you control where it fits.
- Locust Tide (Apollyon, tactic): 2 troops, 1 command each, move by Cavalry's rules (2 steps, friendly areas
  passable); each must retreat after round 1 of its battle (ks_battle.withdraw).
- Jophiel's Call: 1 minion to your reinforcements per fountain holding one of your minions.
- Hope (Zadkiel): enemy minions on the soul: 2 of them retreat backwards; else gain 2 minions there.
- Sanctified Waters / Defiled Crystals (add-on): 2 damage to the enemy units in a fountain / mountain area; not a
  battle (no battle cards), the aura applies.
Back to the Abyss is played with Blinding Light (tactics.blind_legal). Gains come from the finite reserve (AF-5).
Rules text: ../shared/rulebooks/angel-fury.txt, Kickstarter Archdemons & Archangels, Kickstarter Cards.
"""
from __future__ import annotations

from shared.games.angel_fury import abilities, archers, board, capacity, cards, economy, retreat, steps, wording

SWARM, TARGET = "swarm_area", "ks_target"


def terrain_of(card_id: str) -> str | None:
    """The terrain a targeted card names (Sanctified Waters: fountain, Defiled Crystals: mountain; Foul Flies: any
    resource area, None)."""
    return cards.effect(card_id).get("terrain")


def enemy_in(state: dict, seat: int, area: str, minions_only: bool) -> list:
    """The enemy colours with minions (or, unless `minions_only`, any unit) in the area."""
    if minions_only:
        return cards.enemy_minion_colours(state, seat, area)
    return [c for c in cards.enemy_colours(state, seat) if archers.unit_choices(state, area, [c])]


# -- Foul Flies, Sanctified Waters, Defiled Crystals (AF-120, AF-131) --------------------------------------------------
def targets(state: dict, seat: int, card_id: str) -> list:
    """Resource areas (of the card's terrain) with enemy units: minions for Foul Flies."""
    terrain, flies = terrain_of(card_id), cards.card(card_id)["family"] == "foul_flies"
    return [a for a in board.areas(state) if capacity.is_resource(state, a)
            and (terrain is None or state["areas"][a]["terrain"] == terrain) and enemy_in(state, seat, a, flies)]


def can_target(state: dict, seat: int, card_id: str) -> bool:
    """A target, and a command when the card costs one."""
    paid = cards.effect(card_id).get("command_cost", 0) == 0 or cards.has_command(state, seat)
    return paid and bool(targets(state, seat, card_id))


def start_target(state: dict, seat: int, card_id: str, ev: list) -> None:
    """Choose the area."""
    steps.push(state, TARGET, seat, card=card_id)


def target_legal(state: dict, step: dict) -> list:
    """`card_area {area}` per target."""
    card = wording.card(step["card"])
    return [{"type": "card_area", "area": a, **wording.label("label.ks_target", card=card, area=wording.area(a))}
            for a in targets(state, step["seat"], step["card"])]


def target_apply(state: dict, step: dict, action: dict, ev: list) -> None:
    """Foul Flies: pay 1 command, the enemy minions retreat; the others: their damage (AF-120, AF-131)."""
    steps.pop(state, step)
    seat, card_id, area = step["seat"], step["card"], action["area"]
    e = cards.effect(card_id)
    if cards.card(card_id)["family"] == "foul_flies":
        cards.spend_command(state, seat, ev, "foul_flies")
        for colour in enemy_in(state, seat, area, True):
            retreat.retreat_backwards(state, area, colour, cards.minions(state, area, colour), [], ev,
                                      reason="foul_flies")
        return
    archers.damage_area(state, area, enemy_in(state, seat, area, False), e["damage"], ev, cards.card(card_id)["family"])


# -- Locusts (AF-121) -------------------------------------------------------------------------------------------------
def locust_areas(state: dict, seat: int) -> list:
    """Enemy areas adjacent or diagonal to the seat's living arch on the board (AF-121)."""
    here = abilities.moloch_area(state, seat)
    if here is None:
        return []
    return [a for a in sorted(board.around(state, here)) if enemy_in(state, seat, a, False)]


def start_locusts(state: dict, seat: int, card_id: str, ev: list) -> None:
    """1 damage to each such area, one after the other; the aura of a seraph there prevents it (AF-121)."""
    for area in locust_areas(state, seat):
        archers.damage_area(state, area, enemy_in(state, seat, area, False), cards.effect(card_id)["damage"], ev,
                            "locusts")


# -- Swarm (AF-122) ---------------------------------------------------------------------------------------------------
def swarm_areas(state: dict, seat: int, used: list) -> list:
    """Areas the seat controls, not used yet, where a minion from the reserve fits."""
    return [a for a in cards.controlled(state, seat) if a not in used and cards.gain_most(state, seat, a, 1)]


def start_swarm(state: dict, seat: int, card_id: str, ev: list) -> None:
    """Choose the areas, one at a time."""
    steps.push(state, SWARM, seat, card=card_id, left=cards.effect(card_id)["areas"], used=[])


def swarm_legal(state: dict, step: dict) -> list:
    """`card_area {area}` per area left; or stop."""
    card = wording.card(step["card"])
    return [{"type": "card_area", "area": a, **wording.label("label.swarm", card=card, area=wording.area(a))}
            for a in swarm_areas(state, step["seat"], step["used"])] + [cards.done("label.swarm.done")]


def swarm_apply(state: dict, step: dict, action: dict, ev: list) -> None:
    """Gain 1 minion there (it may be commanded, as deployed units may), then the next area (AF-122)."""
    steps.pop(state, step)
    if action["type"] == cards.DECLINE:
        return
    seat = step["seat"]
    cards.gain_units(state, seat, action["area"], cards.effect(step["card"])["gain"], ev, fresh=True, reason="swarm")
    if step["left"] > 1 and swarm_areas(state, seat, step["used"] + [action["area"]]):
        steps.push(state, SWARM, seat, card=step["card"], left=step["left"] - 1, used=step["used"] + [action["area"]])


# -- Locust Tide (AF-123) ---------------------------------------------------------------------------------------------
def start_locust_tide(state: dict, seat: int, card_id: str, ev: list) -> None:
    """2 troops become cavalry (1 command each); their battles end with a retreat after round 1 (AF-123)."""
    e = cards.effect(card_id)
    mods = {"steps": e["steps"], "pass_friendly": True, "effects": [dict(e)]}
    cards.start_card_command(state, seat, card_id, mods, troops=e["troops"])


# -- Jophiel's Call (AF-126) ------------------------------------------------------------------------------------------
def held_fountains(state: dict, seat: int) -> list:
    """Fountain areas where the seat has a minion (AF-126)."""
    colour = cards.player_of(state, seat)["colours"]
    return [a for a in board.areas(state) if state["areas"][a]["terrain"] == "fountain"
            and any(cards.minions(state, a, c) for c in colour)]


def start_call(state: dict, seat: int, card_id: str, ev: list) -> None:
    """Gain 1 minion to reinforcements per such fountain, from the reserve (AF-5, AF-126)."""
    n = cards.effect(card_id)["gain_per_fountain"] * len(held_fountains(state, seat))
    economy.gain(state, seat, ev, reinforcements=n, reason="jophiels_call")


# -- Hope (AF-129) ----------------------------------------------------------------------------------------------------
def can_hope(state: dict, seat: int, card_id: str) -> bool:
    """Enemy minions on the soul to drive back, or room and reserve to gain there."""
    soul = board.soul(state)
    return bool(cards.enemy_minion_colours(state, seat, soul)) or (
        not enemy_in(state, seat, soul, False) and cards.gain_most(state, seat, soul, 1) > 0)


def start_hope(state: dict, seat: int, card_id: str, ev: list) -> None:
    """Demons on the soul: 2 retreat backwards (the colour with most first); else gain 2 minions there (AF-129)."""
    soul, e = board.soul(state), cards.effect(card_id)
    left = e["retreat"]
    for colour in sorted(cards.enemy_minion_colours(state, seat, soul), key=lambda c: -cards.minions(state, soul, c)):
        n = min(left, cards.minions(state, soul, colour))
        retreat.retreat_backwards(state, soul, colour, n, [], ev, reason="hope")
        left -= n
    if left == e["retreat"] and not enemy_in(state, seat, soul, False):
        cards.gain_units(state, seat, soul, cards.gain_most(state, seat, soul, e["gain"]), ev, fresh=True,
                         reason="hope")


cards.register(("foul_flies", "sanctified_waters", "defiled_crystals"), can_target, start_target)
cards.register(("locusts",), lambda s, seat, c: bool(locust_areas(s, seat)), start_locusts)
cards.register(("swarm",), lambda s, seat, c: bool(swarm_areas(s, seat, [])), start_swarm)
cards.register(("locust_tide",), cards.can_command_card, start_locust_tide)
cards.register(("jophiels_call",), lambda s, seat, c: bool(held_fountains(s, seat)), start_call)
cards.register(("hope",), can_hope, start_hope)
steps.register(TARGET, legal=target_legal, apply=target_apply)
steps.register(SWARM, legal=swarm_legal, apply=swarm_apply)
