"""Non-battle character abilities on the turn menu: Uriel (once per turn gain 1 angel into an area you control; it
may not move this turn), Moloch (once per turn destroy a demon of your side in Moloch's area or one adjacent or
diagonal to it, for +2 crystals or 2 health on Moloch) and Apollyon (once per turn destroy 1 angel in an area
adjacent or diagonal to him, unpreventable; AF-77). Beelzebub's single step is units.arch_steps (read by
command.steps_for, below the cards). The Kickstarter characters' other abilities: Azazel in economy.grounds /
may_buy, Jophiel's discount with Mammon's, Zadkiel's spawn point in deploy.is_spawn_leader and his soul point in
flow.prepare_player, Beelzebub's and Camael's battle parts in ks_battle.py.

The other non-battle abilities live where they act: Mammon's discount in economy.base_price, Raphael's and
Asmodeus's exempt tactic in cards.counts_as_tactic, and the +1 handsize of Uriel, Mammon and Asmodeus in
flow.prepare_player (character bonus). An ability outlives the arch unless it acts from the arch (Moloch).
(AF-71, AF-72, AF-74..AF-76; Rulebook: Archangels, Archdemons.)
"""
from __future__ import annotations

from shared.games.angel_fury import board, cards, other_cards, steps, units, wording
from shared.games.angel_fury.content import content

ABILITY = "ability"
TURN_TYPES = (ABILITY,)
#: turn flag: the character's once-per-turn ability was used
USED = "ability_used"
GAIN, SACRIFICE, DESTROY = "gain_per_turn", "sacrifice", "destroy_per_turn"
#: the ability kinds with a turn-menu entry (their words: templates_labels.py `label.ability`)
TEXTS = (GAIN, SACRIFICE, DESTROY)


def power(state: dict, seat: int) -> dict:
    """The seat's character ability ({} before the choice)."""
    return cards.ability(state, seat)


# -- Uriel (AF-72) ---------------------------------------------------------------------------------------------------
def gain_areas(state: dict, seat: int) -> list:
    """Areas the seat controls where a minion from the reserve fits (AF-72)."""
    return [a for a in cards.controlled(state, seat) if cards.gain_most(state, seat, a, 1)]


# -- Moloch (AF-75) --------------------------------------------------------------------------------------------------
def moloch_area(state: dict, seat: int) -> str | None:
    """Where the seat's living arch stands, or None."""
    arch = units.arch_of(state, seat)
    leader = state["leaders"].get(arch) if arch else None
    return leader["area"] if leader and leader["alive"] else None


def sacrifices(state: dict, seat: int) -> list:
    """(area, colour) with a demon of the seat's side in the arch's area or adjacent or diagonal to it (AF-75)."""
    here = moloch_area(state, seat)
    if here is None:
        return []
    side_colours = content().colours_of(cards.player_of(state, seat)["side"])
    return [(a, c) for a in sorted((here,) + board.around(state, here)) for c in side_colours
            if cards.minions(state, a, c)]


def rewards(state: dict, seat: int) -> list:
    """Moloch's choice: the crystals, or the heal while he is hurt."""
    out = ["crystals"]
    return out + (["heal"] if other_cards.can_heal(state, seat, None) else [])


# -- Apollyon (AF-77) ------------------------------------------------------------------------------------------------
def victims(state: dict, seat: int) -> list:
    """(area, colour) with an enemy minion adjacent or diagonal to the seat's living arch (AF-77: Apollyon)."""
    here = moloch_area(state, seat)
    if here is None:
        return []
    return [(a, c) for a in sorted(board.around(state, here)) for c in cards.enemy_minion_colours(state, seat, a)]


# -- the turn menu (hand-off: flow -> abilities) -----------------------------------------------------------------------
def possible(state: dict, seat: int, kind: str) -> list:
    """The targets the once-per-turn ability has now."""
    return {GAIN: gain_areas, SACRIFICE: sacrifices, DESTROY: victims}[kind](state, seat)


def turn_actions(state: dict, seat: int) -> list:
    """`ability` when the seat's once-per-turn ability can act now (AF-72, AF-75, AF-77)."""
    kind = power(state, seat).get("kind")
    if state["turn"]["seat"] != seat or cards.flags(state, seat).get(USED) or kind not in TEXTS:
        return []
    if not possible(state, seat, kind):
        return []
    character = wording.character(cards.player_of(state, seat)["character"])
    return [{"type": ABILITY, **wording.label("label.ability", character=character, kind=kind)}]


def start_action(state: dict, seat: int, action: dict, ev: list) -> None:
    """Mark the ability used this turn and ask for its target."""
    cards.flags(state, seat)[USED] = True
    steps.push(state, "ability_target", seat)


def target_legal(state: dict, step: dict) -> list:
    """Uriel: `ability_area {area}`; Moloch: `sacrifice {area, colour, reward}`."""
    seat = step["seat"]
    if power(state, seat)["kind"] == GAIN:
        return [{"type": "ability_area", "area": a, **wording.label("label.ability_area", area=wording.area(a))}
                for a in gain_areas(state, seat)]
    if power(state, seat)["kind"] == DESTROY:
        return [{"type": "destroy", "area": a, "colour": c, **wording.label(
            "label.ability_destroy", colour=wording.colour(c), side=wording.side_of(c), area=wording.area(a))}
                for a, c in victims(state, seat)]
    p = power(state, seat)
    crystals = wording.resource("C", p["gain"]["C"])
    return [{"type": "sacrifice", "area": a, "colour": c, "reward": r, **wording.label(
        "label.sacrifice", colour=wording.colour(c), side=wording.side_of(c), area=wording.area(a), reward=r,
        heal=p["heal"], crystals=crystals)}
            for a, c in sacrifices(state, seat) for r in rewards(state, seat)]


def target_apply(state: dict, step: dict, action: dict, ev: list) -> None:
    """Uriel's minion arrives commanded; Moloch's demon dies for the reward (AF-72, AF-75)."""
    steps.pop(state, step)
    seat, p = step["seat"], power(state, step["seat"])
    if action["type"] == "ability_area":
        cards.gain_units(state, seat, action["area"], p["gain"], ev, fresh=p["may_move"], reason="uriel")
        return
    if action["type"] == "destroy":  # Apollyon: unpreventable, so no aura (AF-77)
        cards.destroy_minions(state, action["area"], action["colour"], p["destroy"], ev, "apollyon")
        return
    cards.destroy_minions(state, action["area"], action["colour"], p["destroy_own"], ev, "moloch")
    if action["reward"] == "heal":
        units.heal(state, seat, p["heal"], ev)
    else:
        other_cards.gain(state, seat, p["gain"], ev, "moloch")


steps.register("ability_target", legal=target_legal, apply=target_apply)
