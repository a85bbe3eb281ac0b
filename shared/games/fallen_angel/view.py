"""What each seat (or a spectator, None) may see: everything public plus the seat's own heroes.

Public: the board (Sections, dice, Hatches, Angel City and the gem bag's contents, objectives, the Land Map), the
Order Chamber, every player's mat, the monster bag's size, who has bid. Never another seat's hero ids (its hand,
drawn cards or deck: counts only), any deck order, the monster bag's order, another seat's bid before the reveal,
or a generator. A seat also sees its own hand, drawn cards and the deck cards it put back on top / at the bottom.
(Rulebook: Setup "Form the Hero Deck", Round Objective Bidding, Gem Mining "free to look at the contents of the
Gem Bag"; sampling.py says what is hidden.)
"""
from __future__ import annotations

from shared.games.fallen_angel import roulette, shadow, steps
from shared.games.fallen_angel.content import content
from shared.games.fallen_angel.sampling import hidden_ids, is_bidding

#: what stands in a decision's data for a card the viewer can't see
HIDDEN = "hidden"
#: player mat fields shown to everyone as they are
MAT_FIELDS = ("vp", "honor", "shields", "engine", "storage", "consumed", "cubes", "barracks", "bonus", "rerolls",
              "skulls", "chains", "batteries", "copied", "airship", "moved", "dice")


def heroes_view(heroes: dict, own: bool, open_hand: bool = False) -> dict:
    """Counts for everyone; the owner also sees its hand, drawn cards and known top / bottom deck cards; in the
    co-op (`open_hand`, row 55) everyone sees every hand and drawn card."""
    out = {"hand": len(heroes["hand"]), "drawn": len(heroes.get("drawn", [])), "deck": len(heroes["deck"])}
    if open_hand:
        out.update(hand_ids=list(heroes["hand"]), drawn_ids=list(heroes.get("drawn", [])))
    if own:
        out.update(hand_ids=list(heroes["hand"]), drawn_ids=list(heroes.get("drawn", [])),
                   known_top=list(heroes["known_top"]), known_bottom=list(heroes["known_bottom"]))
    return out


def player_view(state: dict, seat: int, viewer) -> dict:
    """One player's mat, airship and dice, and its heroes as `viewer` may see them."""
    p = state["players"][seat]
    out = {"seat": seat, **state["seats"][seat]}
    out.update({key: _copy(p[key]) for key in MAT_FIELDS})
    out["heroes"] = heroes_view(p["heroes"], viewer == seat, shadow.is_on(state))
    return out


def _copy(value):
    """A JSON-native deep copy of a small value."""
    if isinstance(value, dict):
        return {k: _copy(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_copy(v) for v in value]
    return value


def bids_view(state: dict, viewer) -> dict:
    """Who has bid (public) and the viewer's own bid while the bid is open (row 39: secret until revealed)."""
    bids = state["bids"]
    mine = bids.get(str(viewer)) if viewer is not None else None
    return {"open": is_bidding(state), "placed": sorted(int(s) for s in bids), "mine": mine}


def board_view(state: dict) -> dict:
    """Sections (tiles, groups bottom-up, jail, Monster Dice) and the Hatches' hero cards (top last)."""
    hatches = state.get("hatches", {})
    return {"sections": _copy(state["sections"]),
            "hatches": {h: _copy(hatches.get(h, [])) for h in content().hatches_by_id}}  # dual_hero: per slot


def _redact(value, hidden: set):
    """`value` with every card id hidden from the viewer replaced by "hidden"."""
    if isinstance(value, str):
        return HIDDEN if value in hidden else value
    if isinstance(value, list):
        return [_redact(v, hidden) for v in value]
    if isinstance(value, dict):
        return {k: _redact(v, hidden) for k, v in value.items()}
    return value


def decision_view(state: dict, viewer) -> dict | None:
    """The open decision: where (pending | step), kind, the seats it waits for, id and its public data."""
    found = steps.open_decision(state)
    if found is None or state["final"] is not None:
        return None
    where, item = found
    hidden = hidden_ids(state, viewer)
    data = {k: _redact(v, hidden) for k, v in item.items() if k not in ("kind", "seat", "id", "mode")}
    return {"where": where, "kind": item["kind"], "seats": steps.active_seats(state), "id": item["id"],
            "data": data}


def build_view(state: dict, viewer) -> dict:
    """Everything public plus `viewer`'s own heroes and bid; never the generators or another seat's secret."""
    return {
        "game": state["game"], "round": state["round"], "rounds": shadow.rounds(state), "phase": state["phase"],
        "over": state["final"] is not None, "options": dict(state["options"]),
        "order": list(state["order"]), "special_ties": _copy(state["special_ties"]), "main": _copy(state["main"]),
        "board": board_view(state),
        "dice": _copy(state["dice"]),
        "city": _copy(state["city"]),
        "objectives": roulette.objectives_view(state),  # face-down tokens read "hidden" (row 68)
        "monster_bag": len(state["monster_bag"]), "monster_discard": list(state["monster_discard"]),
        "land": _copy(state["land"]),
        "players": [player_view(state, s, viewer) for s in range(len(state["players"]))],
        "bids": bids_view(state, viewer),
        "decision": decision_view(state, viewer),
        "final": state["final"],
        "shadow": _copy(state.get("shadow")),  # the co-op's Shadow Player (rows 55-66), else None
    }
