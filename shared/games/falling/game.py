"""FallingGame: the engine-contract entry points, dispatching to flow / actions / decisions."""
from __future__ import annotations

from shared.engine.contract import Game, SeatSpec
from shared.engine.errors import InvalidOptions
from shared.games.falling import actions as act
from shared.games.falling import botvalue, flow, solo
from shared.games.falling.decisions import DECISIONS, pending_actions, resolve_pending
from shared.games.falling.explain import explain
from shared.games.falling.view import build_view, hidden_ids

PARTNER_METHODS = ("recommended", "randomizer", "draft", "jini")

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
    max_seats = 4
    option_defaults = {"partner_method": "recommended", "original_turn_order": False, **solo.SOLO_OPTIONS}

    def validate_options(self, options, seats):
        """Options and seats (Rulebook: Select a Partner; Optional Variant: Original Turn Order; Solo Game.)"""
        opts = super().validate_options(options, seats)
        if opts["partner_method"] not in PARTNER_METHODS:
            raise InvalidOptions(f"partner_method must be one of {', '.join(PARTNER_METHODS)}, "
                                 f"not {opts['partner_method']!r}")
        if not isinstance(opts["original_turn_order"], bool):
            raise InvalidOptions("original_turn_order must be true or false")
        if [s.seat for s in seats] != list(range(len(seats))):
            raise InvalidOptions("seats must be numbered 0..n-1 in clockwise order (seat 0 starts)")
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

    def sample_configs(self):
        def bots(n):
            return [SeatSpec(seat=i, name=f"Bot {i + 1}", kind="bot") for i in range(n)]
        return [
            ({"partner_method": "recommended", "original_turn_order": False}, bots(2)),
            ({"partner_method": "randomizer", "original_turn_order": False}, bots(3)),
            ({"partner_method": "draft", "original_turn_order": False}, bots(4)),
            ({"partner_method": "jini", "original_turn_order": True}, bots(2)),
            ({"partner_method": "recommended", "original_turn_order": True}, bots(4)),
            ({"partner_method": "draft", "original_turn_order": True}, bots(3)),
            # solo: a bot plays the human seat against the automa Danda
            ({"partner_method": "recommended", "difficulty": "normal", "danda_device_policy": "ask"},
             [SeatSpec(0, "Bot", "bot"), SeatSpec(1, "Danda", "automa")]),
            ({"partner_method": "draft", "difficulty": "hard", "danda_device_policy": "lowest_cost"},
             [SeatSpec(0, "Danda", "automa"), SeatSpec(1, "Bot", "bot")]),
            ({"partner_method": "randomizer", "difficulty": "easy", "danda_device_policy": "in_order",
              "original_turn_order": True}, [SeatSpec(0, "Bot", "bot"), SeatSpec(1, "Danda", "automa")]),
        ]
