"""BlackAngelGame: the engine-contract entry points, dispatching through the step stack (steps.py).

Rules: ../shared/rulebooks/black-angel.txt; inventory ../shared/rules/black-angel.md; plan DESIGN.md.
"""
from __future__ import annotations

from shared.engine.catalog import Option, chosen_seat, seat_option
from shared.engine.contract import SeatSpec
from shared.engine.errors import InvalidOptions
from shared.engine.stackgame import StackGame
from shared.games.black_angel import dice, flow, hal, hal_turn, log, sequence_a, setup, steps, wording
from shared.games.black_angel import botvalue, glossary, prompts  # noqa: F401  (StackGame reaches them by name)
# imported for the step kinds they register at import (steps.STEPS), as flow and hal_turn above do
from shared.games.black_angel import (actions, advance, effects, grid, hal_end, hal_space, missions,  # noqa: F401
                                      sequence_b, space)
from shared.games.black_angel.content import content

#: option first_player: drawn from the seed, or the seat that starts (BA-7)
MAX_SEATS = 4
#: action types default_action prefers, in order (the least committal choice of a decision)
DEFAULT_TYPES = ("done", "decline", "skip", "store_debris")


class BlackAngelGame(StackGame):
    name = "black_angel"
    title = "Black Angel"
    registry = steps.REGISTRY
    package = "shared.games.black_angel"
    default_types = DEFAULT_TYPES
    min_seats = 2
    max_seats = MAX_SEATS
    #: the player colours (content board.json, BA-7); Hal takes a free one too (RULES.md, Hal)
    roles = content().player_colours
    modes = ("competitive", "solo")
    #: the solitaire automa (BA-39; hal.py)
    automa_name = "Hal"
    calibration_axis = "difficulty"
    #: largest state JSON seen: 9.3 kB (random self-play, 60 seeds x every sample config, every state); the bound
    #: leaves about 2.5x margin (decks, the space board and the player boards are the bulk)
    max_state_bytes = 24_000
    options = {
        "first_player": seat_option("Who takes the first turn: a seat drawn at random, or the seat you choose by "
                                    "number (1 is the first seat).", MAX_SEATS),
        "difficulty": Option("enum", "normal", "How many VP Hal, the solitaire opponent, starts with: the "
                             "harder the level, the more.", choices=hal.DIFFICULTIES, modes=("solo",)),
    }

    def validate_options(self, options, seats):
        """Seats numbered clockwise; first_player must be a seat of this game (BA-7)."""
        opts = super().validate_options(options, seats)
        if [s.seat for s in seats] != list(range(len(seats))):
            raise InvalidOptions("seats must be numbered 0..n-1 in clockwise order")
        if opts["first_player"] != "random" and chosen_seat(opts["first_player"]) >= len(seats):
            raise InvalidOptions(f"first_player must be random or a seat number from 1 to {len(seats)}, "
                                 f"not {opts['first_player']!r}", options=["first_player"])
        return hal.validate_options(options, opts, seats)  # solitaire seats and difficulty (BA-39)

    def setup(self, seed, options, seats):
        return setup.setup(seed, options, seats)

    def explain_illegal(self, state, seat, action, legal):
        """Why a turn-level action is refused, naming the rule; else the generic reason."""
        found = steps.open_decision(state)
        if found is not None and found[1]["kind"] == "turn" and action.get("type") in flow.TURN_HANDLERS:
            reason = explain_turn(state, seat, action)
            if reason:
                return reason
        return super().explain_illegal(state, seat, action, legal)

    def result(self, state):
        return state["final"]

    def templates(self):
        """The catalog: labels, prompts, log lines (wording.py)."""
        return wording.TEMPLATES

    def event_message(self, ev, names):
        """The log line of a served (redacted) event (log.py)."""
        return log.message_of(ev, names)

    def automa_action(self, state, seat):
        """Hal's next step: the single legal action of his open decision (hal_turn.py, BA-39)."""
        return hal_turn.automa_action(state, seat)

    def calibration_report(self, result, seat):
        """For `seraph calibrate`: the score and win; solitaire: the outcome as label, Hal's score and the rounds."""
        out = super().calibration_report(result, seat)
        solo = result["details"].get("solo")
        if solo is None:
            return out
        stats = {"hal_score": result["scores"][str(solo["automa"])], "rounds": solo["rounds"]}
        return {**out, "label": solo["outcome"], "stats": stats}

    def sample_configs(self):
        """2 players (with the neutral player, BA-38), 3 and 4 bot seats; solitaire against Hal at every
        difficulty, Hal at either seat (BA-39)."""
        def bots(n, roles=None):
            return [SeatSpec(i, f"Bot {i + 1}", "bot", role=roles[i] if roles else None) for i in range(n)]
        bot, hal0, hal1 = SeatSpec(0, "Bot", "bot"), SeatSpec(0, "Hal", "automa"), SeatSpec(1, "Hal", "automa")
        return [({}, bots(2)), ({"first_player": "2"}, bots(3)),
                ({"first_player": "random"}, bots(4, ["purple", "white", "red", "blue"])),
                ({"difficulty": "easy"}, [bot, hal1]),
                ({"difficulty": "normal"}, [hal0, SeatSpec(1, "Bot", "bot", role="white")]),
                ({"difficulty": "hard", "first_player": "0"}, [bot, hal1])]


def explain_turn(state: dict, seat: int, action: dict) -> str | None:
    """The rule that refuses a turn-level action (BA-8..BA-11, BA-36), or None."""
    kind, turn = action["type"], state["turn"]
    if kind in ("sequence_b", "pass") and turn["seq"] is not None:
        return "Sequence A has begun this turn; finish it (BA-8: one sequence per turn)"
    if kind == "pass":
        return "you may pass only on your final-round turn, instead of Sequence B (BA-36; Rulebook: The Game Ends)"
    if kind == "take_die":
        return explain_take(state, seat, action.get("die"))
    if not sequence_a.is_sequence_a_possible(state, seat):
        return ("no die can be taken and used, even after a card play, so Sequence A is impossible: do Sequence B "
                "(BA-8)")
    if kind == "flip":
        return explain_flip(state, seat, action.get("die"))
    if kind == "play_card":
        return explain_card(state, seat, action)
    return None


def explain_take(state: dict, seat: int, die_id) -> str:
    """Why this die can't be taken (BA-11, BA-12, BA-38)."""
    if die_id not in state["dice"]:
        return f"there is no die {die_id!r} in this game"
    offer = dice.price(state, seat, die_id)
    if offer is None:
        if state["dice"][die_id]["at"] == dice.SUPPLY:
            return "that die is in the supply; take one of yours or buy another's (BA-11)"
        return "that die is reserved in its owner's high-security area and can't be bought (BA-11, BA-33)"
    if offer[0] > state["players"][seat]["resources"]:
        return f"buying that die costs {offer[0]} resource and you have too few (BA-11, BA-38)"
    return ("that die has no use now: it needs a board action of its colour or an activation Mission of its "
            "colour with your robot or ship on it; a star only serves Command Your Ships (BA-12, BA-13)")


def explain_flip(state: dict, seat: int, die_id) -> str:
    """Why this flip is refused (BA-9)."""
    if state["players"][seat]["debris"] < content().flip_price:
        return f"a flip costs {content().flip_price} debris from your storage (BA-9)"
    if die_id in dice.flippable_dice(state, seat) and not sequence_a.is_possible_without_card(state, seat):
        return "no flip makes a die usable now; only a card play can, so play it first (BA-8, BA-9, BA-10)"
    return "you may flip only your own compartment dice, not a die bought this turn nor a neutral die (BA-9)"


def explain_card(state: dict, seat: int, action: dict) -> str:
    """Why this card play is refused (BA-10)."""
    player = state["players"][seat]
    if state["turn"]["card_played"]:
        return "you have already put a card on your board this turn (BA-10: one card in A.1)"
    if player["slots"].get(action.get("slot"), 0) is not None:
        return "that slot is not an empty card slot of your board; slots empty in B.2 (BA-10, BA-34)"
    if action.get("card") not in player["hand"]["missions"] + player["hand"]["ravagers"]:
        return "that card is not in your hand (BA-10)"
    return ("no die is usable without A.1, and that card in that slot makes none usable, so it can't begin "
            "Sequence A (BA-8, BA-10)")
