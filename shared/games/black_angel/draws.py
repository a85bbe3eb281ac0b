"""The decks and end triggers every step shares: drawing Missions and Ravagers, the end of the game being
triggered. Below the steps and the turn flow, so that the steps need not import flow.py.
(BA-32, BA-36; Rulebook: The Game Ends, when a deck runs out.)
"""
from __future__ import annotations

from shared.engine.events import event, private_event
from shared.engine.rng import Rng
from shared.games.black_angel.content import content


# -- end triggers ------------------------------------------------------------------------------------------
def trigger_end(state: dict, cause: str, ev: list) -> None:
    """Finish this round, then play one more; only the first trigger counts (BA-36)."""
    end = state["end"]
    if end["trigger"] is not None:
        return
    end.update({"trigger": cause, "final_round": state["turn"]["round"] + 1})
    ev.append(event("end_triggered", None, cause=cause, final_round=end["final_round"]))


def draw_ravager(state: dict, ev: list) -> str | None:
    """The top Ravager card, or None when none can be drawn. The deck running out triggers the end; after
    the trigger the discard pile is reshuffled into a new deck for further draws (BA-36)."""
    decks = state["decks"]
    if not decks["ravagers"]:
        trigger_end(state, "ravagers", ev)
        decks["ravagers"] = Rng(state).shuffle(decks["ravager_discard"])
        decks["ravager_discard"] = []
        if decks["ravagers"]:
            ev.append(event("ravagers_reshuffled", None, count=len(decks["ravagers"])))
    if not decks["ravagers"]:
        return None
    card = decks["ravagers"].pop()
    if not decks["ravagers"]:
        trigger_end(state, "ravagers", ev)
    return card


# -- Missions ------------------------------------------------------------------------------------------------------
def draw_mission(state: dict, seat: int, colour: str, ev: list) -> str | None:
    """Draw a Mission of `colour` into `seat`'s hand; an empty deck reshuffles that colour's discard pile, and
    with no discards the colour is exhausted for the rest of the game (BA-32; Rulebook: "no more Mission
    cards of that type in the game")."""
    decks = state["decks"]
    if colour in decks["exhausted"]:
        return None
    if not decks["missions"][colour]:
        decks["missions"][colour] = Rng(state).shuffle(decks["mission_discard"][colour])
        decks["mission_discard"][colour] = []
    if not decks["missions"][colour]:
        decks["exhausted"].append(colour)
        ev.append(event("missions_exhausted", None, colour=colour))
        return None
    card = decks["missions"][colour].pop()
    state["players"][seat]["hand"]["missions"].append(card)
    ev.append(private_event("mission_drawn", seat, [seat], {"card": card, "colour": colour}, {"colour": colour}))
    return card
