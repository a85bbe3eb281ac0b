"""Fixture builders for the solo game against Danda."""
from shared.engine import SeatSpec
from shared.games.falling.automa import OFF_BOARD, solo_content

from tests.games.falling.helpers import GAME, blank_seat, first_legal_until

HUMAN, DANDA = 0, 1
SOLO = [SeatSpec(HUMAN, "You", "human"), SeatSpec(DANDA, "Danda", "automa")]


def solo_new(seed=0, **options):
    """A fresh solo game (Jini Jini unless `partner_method` is given)."""
    return GAME.new_game(seed, {"partner_method": "jini", **options}, SOLO)


def seed_with_first(first):
    """A seed whose Round 1 Blockade card shows `first` ('npc' or 'player')."""
    for seed in range(200):
        if solo_new(seed)["solo"]["first"] == first:
            return seed
    raise AssertionError(first)


def solo_explore(seed=0, goods=None, **options):
    """A solo state at the start of round-1 Exploration, the human's goods zeroed (then `goods`)."""
    state = first_legal_until(solo_new(seed, **options),
                              lambda s: s["step"] == "explore" and not s["pending"])
    blank_seat(state["seats"][HUMAN], goods)
    return state


def to_turn(state, s):
    """Make seat `s` the active Exploration seat with a fresh turn and no open NPC card."""
    state["turn"] = state["order"].index(s)
    state["acted"] = False
    state["sub"] = False
    state["solo"]["queue"] = []
    return state


def danda_at(state, floor):
    state["seats"][DANDA]["fm"] = [floor, OFF_BOARD]


def human_at(state, floor, space=0):
    state["seats"][HUMAN]["fm"] = [floor, space]


def top_npc(state, card_id):
    """Put NPC card `card_id` on top of its round's deck (the deck is drawn from its end)."""
    r = solo_content().npc[card_id]["round"]
    deck = state["decks"][f"npc{r}"]
    if card_id in deck:
        deck.remove(card_id)
    deck.append(card_id)
    state["round"] = r


def card_with(pred):
    """The first NPC card id satisfying `pred(card)`."""
    for cid, card in solo_content().npc.items():
        if pred(card):
            return cid
    raise AssertionError("no such card")


def plain_card(*kinds):
    """A card whose only actions are `kinds` (action 'do' names), in that order."""
    return card_with(lambda c: "actions" in c and [a["do"] for a in c["actions"]] == list(kinds))


def danda_steps(state, limit=20):
    """Apply Danda's rule-chosen steps while Danda is active; returns (state, [events per step])."""
    batches = []
    for _ in range(limit):
        if GAME.active_seats(state) != [DANDA]:
            return state, batches
        tr = GAME.apply(state, DANDA, GAME.automa_action(state, DANDA))
        state = tr.state
        batches.append(tr.events)
    raise AssertionError("Danda never finished")


def types(events):
    return [e["type"] for e in events]


def flat(batches):
    return [e for b in batches for e in b]
