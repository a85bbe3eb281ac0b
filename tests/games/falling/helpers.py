"""Fixture builders for Falling tests: small states with chosen values."""
from shared.engine import SeatSpec, get_game
from shared.engine.contract import strip_label
from shared.games.falling.content import content

GAME = get_game("falling")
GOODS = ("C", "G", "Br", "Fe", "Cr", "Chip")


def seats(n, kind="human"):
    return [SeatSpec(i, f"P{i}", kind) for i in range(n)]


def new(n=3, method="jini", seed=0, original=False, first="0"):
    """A fresh game (at the Supply phase for jini/recommended, partner choice otherwise); seat `first` starts
    (the worked examples name their starting player: option first_player, Rulebook: Player Setup step 5)."""
    return GAME.new_game(seed, {"partner_method": method, "original_turn_order": original, "first_player": first},
                         seats(n))


def first_legal_until(state, done, limit=500):
    """Let active seats take their first legal action until `done(state)`."""
    for _ in range(limit):
        if done(state):
            return state
        s = GAME.active_seats(state)[0]
        state = GAME.apply(state, s, GAME.legal_actions(state, s)[0]).state
    raise AssertionError("condition never reached")


def exploring(state):
    return state["step"] == "explore" and not state["pending"]


def explore_state(n=3, partners=None, seed=0, goods=None, original=False):
    """A state at the start of round-1 Exploration; all goods zeroed (then `goods` for every seat)."""
    state = new(n, "jini", seed, original)
    state = first_legal_until(state, exploring)
    for s in range(n):
        seat = blank_seat(state["seats"][s], goods)
        if partners:
            seat["partner"] = partners[s] if isinstance(partners, list) else partners
    return state


def blank_seat(seat, goods=None):
    """Zero a seat's goods, VP and Guild cards, then give it `goods`."""
    for k in GOODS:
        seat[k] = 0
    seat["vp"] = 0
    seat["vpc"] = []
    seat["guild"] = [None] * len(seat["guild"])
    if goods:
        seat.update(goods)
    return seat


def set_goods(state, s, **goods):
    seat = state["seats"][s]
    for k in GOODS:
        seat[k] = 0
    seat.update(goods)


def set_tile(state, floor, tile_id):
    """Put tile `tile_id` (empty) on `floor`."""
    state["tower"][floor - 1] = {"tile": tile_id, "dev": [None] * len(content().tiles[tile_id]["spaces"])}


def turn_to(state, s):
    """Make seat `s` the active Exploration seat with a fresh turn."""
    state["turn"] = state["order"].index(s)
    state["acted"] = False
    state["sub"] = False
    return state


def find(state, s, type_, **kw):
    """The legal action of `type_` matching `kw`, or None."""
    for a in GAME.legal_actions(state, s):
        if a["type"] == type_ and all(a.get(k) == v for k, v in kw.items()):
            return a
    return None


def act(state, s, type_, **kw):
    """Apply the (validated) action; returns (new state, events)."""
    a = find(state, s, type_, **kw)
    assert a is not None, f"no legal {type_} {kw}; legal: {[strip_label(x) for x in GAME.legal_actions(state, s)]}"
    tr = GAME.apply(state, s, a)
    return tr.state, tr.events


def refused(state, s, action):
    """The IllegalAction reason for `action`."""
    from shared.engine import IllegalAction
    try:
        GAME.apply(state, s, action)
    except IllegalAction as e:
        return e.reason
    raise AssertionError(f"{action} was accepted")


def top_vp(state, *cards):
    """Put `cards` on top of the VP deck (the last one is drawn first)."""
    deck = [c for c in state["decks"]["vp"] if c not in cards]
    state["decks"]["vp"] = deck + list(reversed(cards))


def place(state, floor, space, s, dt):
    """Put a Device of seat `s` on the tower (counted as installed on its board)."""
    state["tower"][floor - 1]["dev"][space] = [s, dt]
    state["seats"][s]["dev"][dt] += 1


def set_hand(state, s, res, guild):
    """Give seat `s` these Supply cards, swapping them with its drawn ones in the decks."""
    hand = state["seats"][s]["hand"]
    for old, new_id in ((hand["res"], res), (hand["guild"], guild)):
        for deck in state["decks"].values():
            if new_id in deck:
                deck[deck.index(new_id)] = old
        for other in state["seats"]:
            if other["hand"] and other is not state["seats"][s]:
                for k, v in other["hand"].items():
                    if v == new_id:
                        other["hand"][k] = old
    state["seats"][s]["hand"] = {"res": res, "guild": guild}
