"""AngelFuryGame: the engine-contract entry points, dispatching through the step stack and the pending queue.

Rules: ../shared/rulebooks/angel-fury.txt; inventory ../shared/rules/angel-fury.md; rules notes RULES.md.
Simultaneous (`ask_all`) decision kinds take the answering seat as their last argument: legal(state, item, seat)
and apply(state, item, action, ev, seat); every other kind is legal(state, step) / apply(state, step, action, ev).
The presentation hooks (view, prompts, glossary, sampling, summary, botvalue) come from StackGame, by module name.
"""
from __future__ import annotations

from dataclasses import replace

from shared.engine.catalog import Option
from shared.engine.contract import SeatSpec
from shared.engine.errors import InvalidOptions
from shared.engine.stackgame import StackGame
# the rules modules: their step kinds, card effects and hand-offs (steps.REGISTRY, cards.EFFECTS, flow.HANDLERS,
# battle_result.HANDLERS) register at import; present's hooks (view, sampling...) come from StackGame by name
from shared.games.angel_fury import (abilities, archers, battle, battle_cards, capacity, cards, command,  # noqa: F401
                                     deploy, economy, flow, glossary, ks_battle, ks_cards, log, other_cards,
                                     prompts, retreat, scenarios, seraph_cards, setup, steps, tactics, teams, thunder,
                                     tide, wording)
from shared.games.angel_fury.content import content

prompts.TEXTS.update(tide.PROMPTS)  # the tide's steps, in words
glossary.VIEW.update(tide.VIEW)  # the view's `tide` field

#: action types default_action prefers, in order (the least committal choice of a decision)
DEFAULT_TYPES = ("pass", "decline", "end_turn", "done")  # done: a teammate's end of its part (teams.py)
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
    #: the Duel and the Epic Duel (2), Protection of the Soul (3), Battle for the Soul (4) (AF-54..AF-57)
    min_seats = 2
    max_seats = 4
    #: the colours (content board.json); a seat's side follows from its colour
    roles = content().colours
    #: one seat per side is competitive; a side of two seats makes a team result (scoring.result)
    modes = ("competitive", "team", "solo")
    #: the solo game's automa, the demons (AF-58..AF-68; tide.py)
    automa_name = "the evil tide"
    calibration_axis = "difficulty"
    #: largest state JSON seen: 5.8 kB in the Duel, 9.7 kB in Battle for the Soul (random self-play, every state of
    #: 4 seeds per team config); the bound leaves about 2.5x margin over the 4-player game (the 49 areas of the large
    #: board, the leaders, four decks and the training grounds are the bulk)
    max_state_bytes = 25_000
    #: option help in players' words (issue 30); the rules each option follows are in RULES.md, "Options"
    options = {
        "scenario": Option("enum", content().default_scenario, "Which scenario the table plays: the Duel or the "
                           "Epic Duel for two players, Protection of the Soul for three, Battle for the Soul for four, "
                           "or the evil tide for one player against the demons; by default the one that fits the "
                           "number of seats.", choices=SCENARIOS),
        "kickstarter": Option("bool", True, "Whether the Kickstarter add-on is in the game: its six characters "
                              "(Beelzebub, Apollyon, Azazel, Jophiel, Camael, Zadkiel) join the base ones and its "
                              "cards join the training decks."),
    }

    options.update({
        "difficulty": Option("enum", "normal", "How strong the evil tide is: on hard, every reinforcement card "
                             "with two values brings the larger number of demons.", choices=tide.DIFFICULTIES,
                             modes=("solo",)),
        "demons_on_soul_stay": Option("bool", False, "Whether demons that reach the human soul stay there instead "
                                      "of moving on down their column.", modes=("solo",)),
    })

    # -- seats, roles, teams --------------------------------------------------------------------------------------
    def fill_roles(self, seats, mode):
        """A seat naming no colour takes the first colour of a free scenario seat of a side that needs one."""
        self.validate_roles(seats, mode)
        if mode == "solo":
            seats = tide.automa_roles(seats)  # the evil tide plays the demons (AF-58)
        roles = scenarios.fill([s.role for s in seats])
        return [replace(spec, role=role) for spec, role in zip(seats, roles)]

    def validate_roles(self, seats, mode):
        """Known, distinct colours, and no more seats of a side than the table has (AF-54..AF-57)."""
        super().validate_roles(seats, mode)
        scenarios.check_roles([s.role for s in seats])

    def validate_options(self, options, seats):
        """Seats numbered 0..n-1; the scenario by seat count unless named, and seating as many (AF-54..AF-57)."""
        named = "scenario" in (options or {})
        opts = super().validate_options(options, seats)
        if [s.seat for s in seats] != list(range(len(seats))):
            raise InvalidOptions("seats must be numbered 0..n-1")
        if not named:
            opts["scenario"] = tide.default_scenario(seats) or scenarios.default_for(len(seats))
        scenarios.check_scenario(opts["scenario"], len(seats))
        tide.check_seats(opts, seats)  # an automa seat is the evil tide's, and only there (AF-58)
        return opts

    def mode_of(self, options, seats):
        """`team` when a side has several seats (Battle for the Soul, Protection of the Soul), else the contract's."""
        name = (options or {}).get("scenario") or scenarios.default_for(len(seats))
        if name in content().scenarios and scenarios.has_team(name):
            return "team"
        return super().mode_of(options, seats)

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

    def templates(self):
        """The catalog: labels, prompts, log lines (wording.py)."""
        return wording.TEMPLATES

    def event_message(self, ev, names):
        """The log line of a served (redacted) event (log.py)."""
        return log.message_of(ev, names)

    def glossary(self):
        """The game's glossary with the evil tide's cards, paths and diversions (tide.components)."""
        out = super().glossary()
        out["components"] += tide.components()
        return out

    def automa_action(self, state, seat):
        """The evil tide's next step: the single legal action of its open step (tide.py, AF-59..AF-66)."""
        return tide.automa_action(state, seat)

    def calibration_report(self, result, seat):
        """For `seraph calibrate`: the angels' soul points and win; solo: the outcome as label, the margin (angel
        minus demon soul points), the tide's soul points and the demon turns."""
        out = super().calibration_report(result, seat)
        solo = result["details"].get("solo")
        if solo is None:
            return out
        stats = {"margin": solo["margin"], "tide_score": result["scores"][str(solo["automa"])],
                 "demon_turns": solo["demon_turns"]}
        return {**out, "label": solo["outcome"], "stats": stats}


    def sample_configs(self):
        """The Duel with bot seats in every colour, evil and good in either seat order.

        The characters are dealt (2 of 4 per side, from the seed alone) and chosen in play, so the character
        pairings are covered by seeds, not by options: seeds 0..39 deal every one of the 16 archdemon x
        archangel pairings to the table, and the 1,000-seed sweep (make soak) plays every one of them
        (test_selfplay checks both)."""
        return [config for config in self._all_configs() if not is_soak_only(config)]

    def soak_configs(self):
        """The other Kickstarter-on/off variants: `make soak` sweeps them; `make test` plays each team scenario
        once and the Duel in both seat orders, one with the content on and one off (a 4-player game costs ~8 Duels)."""
        return [config for config in self._all_configs() if is_soak_only(config)]

    @staticmethod
    def _all_configs():
        def bots(roles):
            return [SeatSpec(i, f"Bot {i + 1}", "bot", role=r) for i, r in enumerate(roles)]
        return [({"scenario": "duel", "kickstarter": ks}, bots(roles)) for roles in SEAT_ORDERS
                for ks in (True, False)] + tide_configs() + team_configs()


#: the Kickstarter value `make test` plays per scenario (and per Duel seat order); the other is soak-only
KIT_KICKSTARTER = {"battle_for_the_soul": True, "protection_of_the_soul": False, "epic_duel": True}


def is_soak_only(config) -> bool:
    """True for a Kickstarter variant that only `make soak` plays (see KIT_KICKSTARTER)."""
    options, seats = config
    if "kickstarter" not in options:
        return False
    if options["scenario"] == "duel":
        first_order = [s.role for s in seats] == list(SEAT_ORDERS[0])
        return options["kickstarter"] != first_order
    return options["kickstarter"] != KIT_KICKSTARTER.get(options["scenario"], options["kickstarter"])


def team_configs() -> list:
    """Battle for the Soul, Protection of the Soul and the Epic Duel, with and without the Kickstarter content, in
    seatings other than the scenario's order (AF-54, AF-55, AF-57); scenarios.SEATINGS."""
    return [({"scenario": name, "kickstarter": ks}, [SeatSpec(i, f"Bot {i + 1}", "bot", role=r)
                                                      for i, r in enumerate(roles)])
            for name, roles in scenarios.SEATINGS.items() for ks in (True, False)]


def tide_configs() -> list:
    """The evil tide at both difficulties, the automa in either seat, with and without demons staying on the soul
    (AF-58..AF-68)."""
    bot, automa = SeatSpec(0, "Bot", "bot"), SeatSpec(1, "the evil tide", "automa")
    return [({"scenario": "evil_tide", "difficulty": "normal"}, [bot, automa]),
            ({"scenario": "evil_tide", "difficulty": "hard", "demons_on_soul_stay": True},
             [SeatSpec(0, "the evil tide", "automa"), SeatSpec(1, "Bot", "bot", role="white")])]


# -- why an action is refused ------------------------------------------------------------------------------------------
def refusals() -> dict:
    """Turn-menu action type -> the rule that limits it, in words."""
    c = content()
    return {
        "upgrade": (f"an upgrade costs {c.upgrade_price['C']} C and commands and handsize stop at "
                    f"{c.commands['max']} and {c.handsize['max']} (AF-17, AF-18; Rulebook: Buy upgrades)"),
        "buy": "you can buy only a card of your training ground's offer that you can pay for (AF-19, AF-22)",
        "deploy": ("you may deploy only at your spawn points (your side's altars without enemies, your seraphs), as "
                   "many as fit, from your reinforcements (AF-15, AF-12; Rulebook: Deploy units)"),
        "swap_reserve": "a level 2 card may only replace its level 1 card from your hand (AF-22, AF-23)",
        "discard_offer": f"discarding the offer costs {c.offer_discard_price['C']} C (AF-20)",
        "rebuy_seraph": (f"a destroyed seraph costs {c.seraph_rebuy_price['R']} R + {c.seraph_rebuy_price['C']} C "
                         "and appears only at an altar of your side without a large piece (AF-26)"),
    }


def explain(state: dict, seat: int, action: dict) -> str | None:
    """The rule that refuses a turn-menu action, or None."""
    found = steps.open_decision(state)
    if found is None or found[1]["kind"] not in ("turn", teams.TEAM_TURN) or seat not in steps.active_seats(state):
        return None
    return refusals().get(action.get("type"))
