"""FallenAngelGame: the engine-contract entry points, dispatching through the step stack and the pending queue.

Rules: ../shared/rulebooks/fallen-angel.txt; inventory ../shared/rules/fallen-angel.md; plan DESIGN.md.
Simultaneous (`ask_all`) decision kinds take the answering seat as their last argument: legal(state, item, seat)
and apply(state, item, action, ev, seat); every other kind is legal(state, step) / apply(state, step, action, ev).
"""
from __future__ import annotations

import importlib

from shared.engine.catalog import Option
from shared.engine.contract import SeatSpec
from shared.engine.errors import IllegalAction, InvalidOptions
from shared.engine.stackgame import StackGame
from shared.games.fallen_angel import botvalue, glossary, preparation, prompts, setup, shadow, steps  # noqa: F401
from shared.games.fallen_angel import conclusion, coop_order, enlist, flow  # noqa: F401  (register their step kinds)
from shared.games.fallen_angel import tech_effects  # noqa: F401  (fills techs.OPTIONS / PERFORM, its steps)
from shared.games.fallen_angel import log, wording
# these fill placement.HANDLERS (the dice steps hand over to them by name)
from shared.games.fallen_angel import dual_hero, dual_powers, fight, hero_powers, heroes  # noqa: F401
from shared.games.fallen_angel.content import content

#: modules whose step kinds register at import (flow, preparation, conclusion and enlist above too)
STEP_MODULES = ("placement", "fight", "heroes", "tile_actions", "mining", "conversions", "movement", "techs")
#: the variants' modules (rows 51-54 Imperial Formation, 68 Objective Roulette, 69 Clash of Dominance)
VARIANT_MODULES = ("imperial", "roulette", "clash", "shadow", "shadow_dice")  # + the co-op (rows 55-66)
for _name in VARIANT_MODULES:
    importlib.import_module(f"shared.games.fallen_angel.{_name}")
for _name in STEP_MODULES:
    importlib.import_module(f"shared.games.fallen_angel.{_name}")

#: action types default_action prefers, in order (the least committal choice of a decision)
DEFAULT_TYPES = ("pass", "keep", "done", "decline", "skip", "stop", "agree")


class FallenAngelGame(StackGame):
    name = "fallen_angel"
    title = "Fallen Angel"
    registry = steps.REGISTRY
    package = "shared.games.fallen_angel"
    default_types = DEFAULT_TYPES
    #: 2-4 players (content player counts; row 1); the co-op adds the Shadow's automa seat (row 55)
    min_seats = min(content().player_counts)
    max_seats = max(content().player_counts)
    #: `seraph --automa` without --players: the co-op's fewest players (row 55)
    automa_min_players = min(content().player_counts)
    modes = ("competitive", "coop")
    #: the co-op's Shadow Player: a seat that never decides (rows 55-66; shadow.py)
    automa_name = "the Shadow"
    calibration_axis = "difficulty"
    #: the player colours (content board.json; row 1)
    roles = tuple(content().colours)
    #: largest state JSON seen: 10.7 kB (random self-play, 30 seeds x every sample config, every state); the bound
    #: leaves about 2.5x margin (the 9 Sections, the Land Map cubes and the dice are the bulk)
    max_state_bytes = 27_000
    rng_keys = ("rng", "seat_rng")
    #: the options' help says what each changes; the rule rows and rulebook passages are in RULES.md ("Options")
    options = {
        "starting_techs": Option("enum", content().tech_sides[0], "The side every player's Starting Technology "
                                 "tiles show for the whole game.", choices=tuple(content().tech_sides)),
        "imperial_formation": Option("bool", False, "Imperial Formation: no Reroll tokens; each round's single "
                                     "roll is balanced between high and low faces and capped per group, and the "
                                     "dice set the turn order."),
        "objective_roulette": Option("bool", False, "Objective Roulette: the objective tokens lie face down until "
                                     "their round, and the bid is open, in Order Chamber order."),
        "clash_of_dominance": Option("bool", False, "Clash of Dominance: after a Movement action, pay Shields to "
                                     "replace an opponent's House token on the final Location; the owner may pay "
                                     "to counter."),
        "difficulty": Option("enum", shadow.DEFAULT_DIFFICULTY, "Shadow co-op: how many gems of each colour each "
                             "Region starts with, by player count.", choices=tuple(shadow.rules()["difficulties"]),
                             modes=("coop",)),
        "coop_turn_order": Option("enum", coop_order.DEFAULT_ORDER, "Shadow co-op: the turn order proposed to the "
                                  "team each round, which the players then agree on or change: by the Order "
                                  "Chamber, by seat every round, or with the first seat moving on each round.",
                                  choices=tuple(shadow.rules()["turn_orders"]), modes=("coop",)),
        "dual_hero": Option("bool", False, "Dual Hero Operation: the Hatch tiles show their two-window side and a "
                            "placement may use up to two Hero cards, one per slot, resolved in card-number order."),
    }

    def validate_options(self, options, seats):
        """Seats numbered 0..n-1 (the Order Chamber orders them each round)."""
        players = [s for s in seats if s.kind != shadow.AUTOMA]  # the seat count is the players' (row 55)
        opts = super().validate_options(options, players)
        if [s.seat for s in seats] != list(range(len(seats))):
            raise InvalidOptions("seats must be numbered 0..n-1")
        return shadow.validate(options or {}, opts, seats)

    def mode_of(self, options, seats):
        """coop when the Shadow's automa seat is present (row 55), else competitive."""
        return "coop" if any(s.kind == shadow.AUTOMA for s in seats) else "competitive"

    def fill_roles(self, seats, mode):
        """Player colours for the players; the Shadow's seat takes none (it owns black dice only)."""
        players = super().fill_roles([s for s in seats if s.kind != shadow.AUTOMA], mode)
        return players + [s for s in seats if s.kind == shadow.AUTOMA]

    def teams(self, state):
        """Co-op: the players together against the Shadow; else every seat alone."""
        if not shadow.is_on(state):
            return super().teams(state)
        return [list(range(len(state["players"]))), [shadow.seat(state)]]

    def bot_team_value(self, state, seat):
        """The greedy bot's value for the seat's side: the co-op team's shared value, computed once (coop_value);
        else the seat's own (every seat plays alone)."""
        return botvalue.team_value(state, seat)

    def calibration_report(self, result, seat):
        """Co-op: won, plus the ending (crash / won / lost) as the label and the worst player's margin."""
        out = super().calibration_report(result, seat)
        if result["mode"] != "coop":
            return out
        d = result["details"]
        label = "crash" if d["ending"] == "crash" else ("won" if d["players_won"] else "lost")
        return {**out, "label": label, "stats": {"margin": d["margin"], "shadow": d["shadow"]["total"]}}

    def setup(self, seed, options, seats):
        return setup.setup(seed, options, seats)

    # -- decisions ---------------------------------------------------------------------------------------------


    def automa_action(self, state, seat):
        """Never needed: the Shadow is never active; its rules are carried out by the players (rows 55-66)."""
        raise IllegalAction("the Shadow never decides: the active player carries out its rules")

    def explain_illegal(self, state, seat, action, legal):
        """Why a turn-level action is refused, naming the rule; else the generic reason."""
        reason = explain(state, seat, action)
        return reason or super().explain_illegal(state, seat, action, legal)

    def result(self, state):
        return state["final"]

    # -- words for players (issue 30) --------------------------------------------------------------------------
    def templates(self):
        """The catalog: labels, prompts, log lines (wording.py)."""
        return wording.TEMPLATES

    def event_message(self, ev, names):
        """The log line of a served (redacted) event (log.py)."""
        return log.message_of(ev, names)


    def sample_configs(self):
        """2, 3 and 4 bot seats, each with both starting-tech sides (row 4); then the variants (variant_configs)."""
        def bots(n):
            return [SeatSpec(i, f"Bot {i + 1}", "bot") for i in range(n)]
        return [({"starting_techs": side}, bots(n)) for n in content().player_counts
                for side in content().tech_sides] + variant_configs(bots)


def variant_configs(bots) -> list:
    """Imperial Formation, Objective Roulette, Clash of Dominance and Dual Hero each alone, then all four together
    (rows 51-54, 67-69)."""
    generic, unique = content().tech_sides[0], content().tech_sides[-1]
    alone = [({"starting_techs": generic, "imperial_formation": True}, bots(3)),
             ({"starting_techs": generic, "objective_roulette": True}, bots(4)),
             ({"starting_techs": unique, "clash_of_dominance": True}, bots(3)),
             ({"starting_techs": generic, "dual_hero": True}, bots(2))]  # row 67: Dual Hero alone
    together = {"starting_techs": unique, "imperial_formation": True, "objective_roulette": True,
                "clash_of_dominance": True, "dual_hero": True}
    return alone + [(together, bots(4))] + coop_configs(bots)


def coop_configs(bots) -> list:
    """The Shadow co-op with 2, 3 and 4 players (rows 55-66): 2p easy, 3p normal, 4p insane."""
    def table(n):
        return bots(n) + [SeatSpec(n, "the Shadow", shadow.AUTOMA)]
    return [({"difficulty": "easy", "coop_turn_order": "seat_order"}, table(2)),
            ({"difficulty": "normal"}, table(3)),
            ({"difficulty": "insane", "coop_turn_order": "rotate", "starting_techs": content().tech_sides[-1]},
             table(4))]


# -- why an action is refused ---------------------------------------------------------------------------------------
def explain(state: dict, seat: int, action: dict) -> str | None:
    """The rule that refuses an action of the preparation, main turn or conclusion, or None."""
    found = steps.open_decision(state)
    if found is None or seat not in steps.active_seats(state):
        return None
    kind, player = found[1]["kind"], state["players"][seat]
    wanted = action.get("type")
    if kind == "main_turn" and not preparation.unused_dice(state, seat) and wanted != "pass":
        return "you have no unused dice, so you must pass (row 18; Rulebook: Turns)"
    if wanted == "discard_for_reroll" and not player["skulls"]:
        return "you have no Skull to flip back to a Reroll token (row 18)"
    if kind == "reroll" and wanted == "reroll":
        return ("your total is 22 or more and you have no Reroll token left (rows 13, 14; Rulebook: Reroll "
                "Token)")
    if kind == "bid" and wanted == "bid":
        return f"you may bid from 0 to the {player['honor']} Honor you hold (row 39)"
    if kind == "explosion_shields" and wanted == "block":
        return "you may spend from 0 Shields up to the damage or the Shields you hold (row 34)"
    if kind == "enlist" and wanted == "fill":
        return ("that slot is filled or your cubes can't complete its pattern (black + 2 different pairs / "
                "4 different colours / 4 of one colour; all or nothing) (row 40)")
    return None
