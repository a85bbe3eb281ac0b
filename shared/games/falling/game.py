"""FallingGame: the engine-contract entry points, dispatching to flow / actions / decisions."""
from __future__ import annotations

from shared.engine.catalog import Option, chosen_seat, seat_option
from shared.engine.contract import Game, SeatSpec
from shared.engine.errors import InvalidOptions
from shared.games.falling import actions as act
from shared.games.falling import botvalue, flow, glossary, log, prompts, solo, wording
from shared.games.falling.automa import DEVICE_POLICIES, DIFFICULTIES
from shared.games.falling.content import content
from shared.games.falling.decisions import DECISIONS, pending_actions, resolve_pending
from shared.games.falling.explain import explain
from shared.games.falling.sampling import hidden_ids, sample_hidden
from shared.games.falling.view import build_view
from shared.games.falling.summary import lines as summary_lines

PARTNER_METHODS = ("recommended", "randomizer", "draft", "jini")
#: option first_player: drawn from the seed, or the seat that starts round 1 (Rulebook: Player Setup step 5)
MAX_SEATS = 4

#: action type -> handler(state, seat, action, events) for actions outside pending decisions
HANDLERS = {
    "choose_partner": flow.do_choose_partner, "draft_partner": flow.do_draft_partner,
    "choose_supply": flow.do_choose_supply, "use_effect": act.do_use_effect, "ascend": act.do_ascend,
    "install": act.do_install, "negotiate": act.do_negotiate, "pass": act.do_pass,
}
HANDLERS.update(solo.HANDLERS)  # solo: Danda's steps (npc_*) and the Overwork payment
DECISIONS.update(solo.DECISIONS)  # solo: the Device type Danda installs, chosen by the player


class FallingGame(Game):
    name = "falling"
    title = "Falling"
    min_seats = 2
    max_seats = MAX_SEATS
    #: the player colours (Rulebook: Components, "4 colors"; the names are content data, RULES.md A28)
    roles = content().colors
    modes = ("competitive", "solo")
    automa_name = "Danda"
    calibration_axis = "difficulty"
    #: largest state JSON seen: 4.6 kB (random self-play, 60 seeds x every sample config; greedy 4-seat games);
    #: the bound leaves about 2.5x margin (decks, VP cards and pending items are the bulk)
    max_state_bytes = 12_000
    #: the options' help says what each changes; the rulebook passages and ASSUME rows are in RULES.md ("Options")
    options = {
        "partner_method": Option("enum", "recommended", "How the Partners are chosen: the recommended Partners for "
                                 "the player count, a secret pick from a dealt Partner tile, a draft of the Partner "
                                 "tiles, or Jini Jini for everyone.", choices=PARTNER_METHODS),
        "original_turn_order": Option("bool", False, "Original Turn Order: the first player to pass starts the next "
                                      "round and the others follow clockwise, instead of following the Pass Track."),
        "first_player": seat_option("Who starts round 1: a player drawn at random, or the player chosen by seat "
                                    "number (1 is the first seat).", MAX_SEATS),
        "difficulty": Option("enum", "normal", "Solo: the Solo Game Summary card, which sets how many NPC cards "
                             "Danda plays each round, the Overwork Cost and the Contribution thresholds.",
                             choices=DIFFICULTIES, modes=("solo",)),
        "danda_device_policy": Option("enum", "ask", "Solo: who picks the Device type Danda installs: you, or a "
                                      "fixed rule (column order, the cheapest, or the type with the most left).",
                                      choices=DEVICE_POLICIES, modes=("solo",)),
    }

    def validate_options(self, options, seats):
        """Options and seats (Rulebook: Select a Partner; Optional Variant: Original Turn Order; Solo Game.)"""
        opts = super().validate_options(options, seats)
        if [s.seat for s in seats] != list(range(len(seats))):
            raise InvalidOptions("seats must be numbered 0..n-1 in clockwise order")
        # Player Setup step 5: the starting player is a seat of this game; in solo the Blockade card decides
        if opts["first_player"] != "random":
            if any(s.kind == "automa" for s in seats):
                raise InvalidOptions("first_player: in the solo game the Round 1 Blockade card decides who starts",
                                     options=["first_player"])
            if chosen_seat(opts["first_player"]) >= len(seats):
                raise InvalidOptions(f"first_player must be random or a seat number from 1 to {len(seats)}, "
                                     f"not {opts['first_player']!r}", options=["first_player"])
        return solo.validate_options(options, opts, seats)

    def setup(self, seed, options, seats):
        return flow.setup(seed, options, seats)

    def active_seats(self, state):
        """Who decides: simultaneous Supply/partner picks, else turn order (Rulebook: Game Flow, Select a Partner.)"""
        if state["step"] == "over":
            return []
        if state["pending"]:
            return [state["pending"][0]["seat"]]
        step = state["step"]
        if step == "explore":
            return [state["order"][state["turn"]]]
        if step == "supply":
            return [s for s, seat in enumerate(state["seats"]) if seat["choice"] is None]
        pick = state["pick"]
        if pick["method"] == "draft":
            return [pick["queue"][0]]
        return [s for s, ch in enumerate(pick["choice"]) if ch is None]

    def legal_actions(self, state, seat):
        step = state["step"]
        if step == "over":
            return []
        if state["pending"]:
            return pending_actions(state, seat)
        if step == "explore":
            if solo.is_solo(state):
                return solo.explore_legal(state, seat)
            return act.explore_actions(state, seat) if state["order"][state["turn"]] == seat else []
        if step == "supply":
            return flow.supply_actions(state, seat)
        return flow.partner_actions(state, seat)

    def apply_in_place(self, state, seat, action):
        ev = []
        if state["pending"]:
            resolve_pending(state, seat, action, ev)
        else:
            HANDLERS[action["type"]](state, seat, action, ev)
        flow.advance(state, ev)
        return ev

    def automa_action(self, state, seat):
        return solo.automa.automa_action(state, seat)

    def bot_value(self, state, seat):
        return botvalue.value(state, seat)  # for the greedy bot (shared.engine.bots)

    def bot_lookahead(self, state, seat):
        return botvalue.lookahead(state, seat)

    def view(self, state, seat):
        return build_view(state, seat)

    def hidden_from(self, state, viewer):
        return hidden_ids(state, viewer)

    def result(self, state):
        return state["final"]

    def explain_illegal(self, state, seat, action, legal):
        return (solo.explain(state, seat, action) or explain(state, seat, action, legal)
                or super().explain_illegal(state, seat, action, legal))

    def sample_hidden(self, state, viewer, rng):
        """Re-deal all `viewer` can't see (sampling.py; RULES.md "Hidden information and re-dealing")."""
        return sample_hidden(state, viewer, rng, self.clone)

    def prompt(self, state, seat):
        """What `seat` decides now, in words (prompts.py)."""
        return prompts.prompt(state, seat, self.active_seats(state))

    def decision_key(self, state, seat):
        """The pending item's id, or the unmade Supply / randomizer choice (prompts.py)."""
        return prompts.decision_key(state, seat)

    # -- words for players (issue 30) --------------------------------------------------------------------------
    def templates(self):
        """The catalog: labels, prompts, log lines (wording.py)."""
        return wording.TEMPLATES

    def event_message(self, ev, names):
        """The log line of a served (redacted) event (log.py)."""
        return log.message_of(ev, names)

    def summary(self, view, seat):
        return summary_lines(view, seat, self.glossary())  # for `seraph play`

    def calibration_report(self, result, seat):
        """For `seraph calibrate`: the score, and in a solo game the Guild Evaluation as the label."""
        solo = result["details"].get("solo")
        return {**super().calibration_report(result, seat), "label": solo["evaluation"] if solo else None}

    def glossary(self):
        """Every component id with a generated rules text, the abbreviations and the view fields (glossary.py)."""
        return glossary.glossary()

    def sample_configs(self):
        def bots(n, roles=None):
            return [SeatSpec(seat=i, name=f"Bot {i + 1}", kind="bot", role=roles[i] if roles else None)
                    for i in range(n)]
        return [
            ({"partner_method": "recommended", "original_turn_order": False}, bots(2)),
            ({"partner_method": "randomizer", "original_turn_order": False}, bots(3)),
            ({"partner_method": "draft", "original_turn_order": False, "first_player": "2"},
             bots(4, ["yellow", "green", "blue", "red"])),
            ({"partner_method": "jini", "original_turn_order": True}, bots(2)),
            ({"partner_method": "recommended", "original_turn_order": True}, bots(4)),
            ({"partner_method": "draft", "original_turn_order": True}, bots(3)),
            # solo: a bot plays the human seat against the automa Danda
            ({"partner_method": "recommended", "difficulty": "normal", "danda_device_policy": "ask"},
             [SeatSpec(0, "Bot", "bot", role="blue"), SeatSpec(1, "Danda", "automa", role="red")]),
            ({"partner_method": "draft", "difficulty": "hard", "danda_device_policy": "lowest_cost"},
             [SeatSpec(0, "Danda", "automa"), SeatSpec(1, "Bot", "bot")]),
            ({"partner_method": "randomizer", "difficulty": "easy", "danda_device_policy": "in_order",
              "original_turn_order": True}, [SeatSpec(0, "Bot", "bot"), SeatSpec(1, "Danda", "automa")]),
        ]
