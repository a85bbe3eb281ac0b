"""AngelFuryGame: the engine-contract entry points, dispatching through the step stack and the pending queue.

Rules: ../shared/rulebooks/angel-fury.txt; inventory ../shared/rules/angel-fury.md; rules notes RULES.md.
Simultaneous (`ask_all`) decision kinds take the answering seat as their last argument: legal(state, item, seat)
and apply(state, item, action, ev, seat); every other kind is legal(state, step) / apply(state, step, action, ev).
The presentation hooks (view, prompts, glossary, sampling, summary, botvalue) come from StackGame, by module name.
"""
from __future__ import annotations

import importlib
from dataclasses import replace

from shared.engine.catalog import Option
from shared.engine.contract import SeatSpec
from shared.engine.errors import InvalidOptions
from shared.engine.stackgame import StackGame
from shared.games.angel_fury import deploy, economy, flow, setup, steps  # noqa: F401  (register their step kinds)
from shared.games.angel_fury.content import content

#: the other owners' modules whose step kinds register at import (present's hooks are imported when used)
STEP_MODULES = ("command", "retreat", "capacity", "battle", "battle_cards", "cards", "tactics", "archers",
                "other_cards", "abilities", "seraph_cards")
for _name in STEP_MODULES:
    flow.optional(_name)

#: action types default_action prefers, in order (the least committal choice of a decision)
DEFAULT_TYPES = ("pass", "decline", "end_turn")
#: the kit's Duel seatings: every colour, evil and good in either seat order
SEAT_ORDERS = (("black", "yellow"), ("white", "red"))
#: scenarios this issue builds (content boards.json marks them playable); the next issues add the others
SCENARIOS = content().playable_scenarios


class AngelFuryGame(StackGame):
    name = "angel_fury"
    title = "Angel Fury"
    registry = steps.REGISTRY
    package = "shared.games.angel_fury"
    default_types = DEFAULT_TYPES
    #: the Duel: one evil and one good seat (AF-56); the team scenarios come with the next issue
    min_seats = 2
    max_seats = 2
    #: the colours (content board.json); a seat's side follows from its colour
    roles = content().colours
    modes = ("competitive",)
    #: largest state JSON seen: 5.8 kB (random self-play, 30 seeds x every sample config, every state); the bound
    #: leaves about 2.5x margin (the 25 areas, the leaders, the decks and the training grounds are the bulk)
    max_state_bytes = 15_000
    options = {
        "scenario": Option("enum", content().default_scenario, "the scenario: duel (2 players, small board side A; "
                           "AF-56; Rulebook: Scenarios)", choices=SCENARIOS),
    }

    # -- seats, roles, teams --------------------------------------------------------------------------------------
    def fill_roles(self, seats, mode):
        """A seat naming no colour takes the first colour of a scenario seat whose side no named colour took."""
        self.validate_roles(seats, mode)
        taken = {content().side_of(s.role) for s in seats if s.role is not None}
        slots = content().scenario(content().default_scenario)["seats"]
        free = [slot["colours"][0] for slot in slots if slot["side"] not in taken]
        return [spec if spec.role is not None else replace(spec, role=free.pop(0)) for spec in seats]

    def validate_roles(self, seats, mode):
        """Known, distinct colours, and no two seats of one side in a 2-seat game (AF-56)."""
        super().validate_roles(seats, mode)
        sides = [content().side_of(s.role) for s in seats if s.role is not None]
        if len(sides) != len(set(sides)):
            raise InvalidOptions("the Duel needs one evil seat (black or red) and one good seat (yellow or white)")

    def validate_options(self, options, seats):
        """Seats numbered 0..n-1."""
        opts = super().validate_options(options, seats)
        if [s.seat for s in seats] != list(range(len(seats))):
            raise InvalidOptions("seats must be numbered 0..n-1")
        return opts

    def teams(self, state):
        """Seats win or lose with their side (AF-14)."""
        return [flow.seats_of_side(state, side) for side in content().sides if flow.seats_of_side(state, side)]

    def setup(self, seed, options, seats):
        return setup.setup(seed, options, seats)

    # -- decisions ----------------------------------------------------------------------------------------------------


    def explain_illegal(self, state, seat, action, legal):
        """Why an action of the turn menu is refused, naming the rule; else the generic reason."""
        reason = explain(state, seat, action)
        return reason or super().explain_illegal(state, seat, action, legal)

    def is_point_of_no_return(self, before, after, seat):
        """A training deck got shorter: a card was turned up from a hidden order, so the move can't be taken back."""
        return any(len(after["training"][side]["deck"]) < len(ground["deck"])
                   for side, ground in before["training"].items())

    def result(self, state):
        return state["final"]


    def sample_configs(self):
        """The Duel with bot seats in every colour, evil and good in either seat order.

        The characters are dealt (2 of 4 per side, from the seed alone) and chosen in play, so the character
        pairings are covered by seeds, not by options: the kit's 40 seeds deal every one of the 16 archdemon x
        archangel pairings to the table, and the 1,000-seed sweep (make soak) plays every one of them
        (test_selfplay checks both)."""
        def bots(roles):
            return [SeatSpec(i, f"Bot {i + 1}", "bot", role=r) for i, r in enumerate(roles)]
        return [({"scenario": "duel"}, bots(roles)) for roles in SEAT_ORDERS]


# -- why an action is refused ------------------------------------------------------------------------------------------
def refusals() -> dict:
    """Turn-menu action type -> the rule that limits it, in words."""
    c = content()
    return {
        "upgrade": (f"an upgrade costs {c.upgrade_price['C']} C and commands and handsize stop at "
                    f"{c.commands['max']} and {c.handsize['max']} (AF-17, AF-18; Rulebook: Buy upgrades)"),
        "buy": "you can buy only a card of your training ground's offer that you can pay for (AF-19, AF-22)",
        "deploy": ("you may deploy only at your spawn points (your altars without enemies, your seraphs), as many "
                   "as fit, from your reinforcements (AF-15, AF-12; Rulebook: Deploy units)"),
        "swap_reserve": "a level 2 card may only replace its level 1 card from your hand (AF-22, AF-23)",
        "discard_offer": f"discarding the offer costs {c.offer_discard_price['C']} C (AF-20)",
        "rebuy_seraph": (f"a destroyed seraph costs {c.seraph_rebuy_price['R']} R + {c.seraph_rebuy_price['C']} C "
                         "and appears only at your own altar without a large piece (AF-26)"),
    }


def explain(state: dict, seat: int, action: dict) -> str | None:
    """The rule that refuses a turn-menu action, or None."""
    found = steps.open_decision(state)
    if found is None or found[1]["kind"] != "turn" or found[1]["seat"] != seat:
        return None
    return refusals().get(action.get("type"))
