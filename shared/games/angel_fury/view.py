"""What each seat (or a spectator, None) may see: everything public plus the seat's own hand and choice.

Public: the board (units per colour with their fresh counts, leaders, terrain, altars, the soul), soul points,
the general reserve, the training grounds' offers and lost piles (deck sizes only), every seat's discard pile,
reserve of bought cards, seraph cards, resources, commands, handsize, hand and draw-pile sizes, the battle in
progress and any troop on the move. A seat also sees its own hand, its dealt characters and its choice. A draw
pile's order is shown only when it is public (`deck_known`: an unshuffled refill). Never another seat's hand,
an unknown deck order, a training deck's order, the character not chosen (nor the dealt pair, nor another seat's
choice before all have chosen), or the generator. (Rulebook: Setup 7, 8, 10; Buy cards; Draw Cards;
sampling.py says what is hidden and why.)
"""
from __future__ import annotations

from shared.games.angel_fury import board, steps
from shared.games.angel_fury.content import content
from shared.games.angel_fury.sampling import hidden_ids, is_choosing, is_other

#: what stands in a decision's data for an id the viewer can't see
HIDDEN = "hidden"
#: player fields shown to everyone as they are
PUBLIC_FIELDS = ("colour", "colours", "side", "crystals", "reinforcements", "handsize", "deck_known",
                 "tactics_played")


def _copy(value):
    """A JSON-native deep copy of a small value."""
    if isinstance(value, dict):
        return {k: _copy(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_copy(v) for v in value]
    return value


def _redact(value, hidden: set):
    """`value` with every id hidden from the viewer replaced by "hidden"."""
    if isinstance(value, str):
        return HIDDEN if value in hidden else value
    if isinstance(value, list):
        return [_redact(v, hidden) for v in value]
    if isinstance(value, dict):
        return {k: _redact(v, hidden) for k, v in value.items()}
    return value


# -- players --------------------------------------------------------------------------------------------------
def character_view(player: dict, own: bool) -> dict:
    """The character: public once every seat has chosen; the seat itself sees its dealt pair and choice (AF-7)."""
    choosing = is_choosing(player)
    out = {"character": player["character"] if own or not choosing else None, "choosing": choosing,
           "chosen": player["character"] is not None}
    if own:
        out["offered"] = list(player["offered"])
    return out


def player_view(state: dict, seat: int, viewer, hidden: set) -> dict:
    """One player board: resources, commands, handsize, card counts and public piles; own hand for the seat."""
    p = state["players"][seat]
    own = not is_other(state, seat, viewer)  # the seat itself, or a teammate (A27)
    out = {"seat": seat, **state["seats"][seat]}
    out.update({key: _copy(p[key]) for key in PUBLIC_FIELDS})
    out.update(character_view(p, own))
    out.update(commands=dict(p["commands"]), hand=len(p["hand"]), deck=len(p["deck"]),
               deck_order=list(p["deck"]) if p["deck_known"] else None, discard=list(p["discard"]),
               reserve=list(p["reserve"]), seraph_cards=list(p["seraph_cards"]),
               turn_flags=_redact(p["turn_flags"], hidden))
    if own:
        out["hand_ids"] = list(p["hand"])
    return out


# -- the board, the battle, the decision ----------------------------------------------------------------------
def board_view(state: dict) -> dict:
    """The board's id, size, soul and altars (colour per area in this game)."""
    b = content().board(state["board"])
    return {"id": state["board"], "rows": b["rows"], "cols": b["cols"], "soul": board.soul(state),
            "altars": dict(state["altars"])}


def areas_view(state: dict) -> dict:
    """Per area: terrain, units per colour ({minions, fresh}), leader ids."""
    return {a: {"terrain": rec["terrain"], "units": _copy(rec["units"]), "leaders": list(rec["leaders"])}
            for a, rec in state["areas"].items()}


def training_view(state: dict) -> dict:
    """Per side: the deck's size (never its order), the four offered cards, the lost pile (AF-6, AF-19, AF-21)."""
    return {side: {"deck": len(g["deck"]), "offer": list(g["offer"]), "lost": list(g["lost"])}
            for side, g in state["training"].items()}


def moving_view(state: dict) -> list:
    """Troops lifted off the board by a move in progress (the battle's attacking troop is in `battle`):
    {seat, kind, at, troop} per step or pending decision holding one."""
    return [{"seat": item.get("seat"), "kind": item["kind"], "at": item.get("at", item.get("area")),
             "troop": _copy(item["troop"])}
            for item in state["steps"] + state["pending"] if isinstance(item.get("troop"), dict)]


def decision_view(state: dict, hidden: set, viewer=None) -> dict | None:
    """The open decision: where (pending | step), kind, the seats it waits for, id and its public data; a team
    round's picks only for the seats of that side (RULES.md A28)."""
    found = steps.open_decision(state)
    if found is None or state["final"] is not None:
        return None
    where, item = found
    data = {k: _redact(v, hidden) for k, v in item.items() if k not in ("kind", "seat", "id", "mode")}
    if "picks" in data and (viewer is None or state["players"][viewer]["side"] != item.get("side")):
        data["picks"] = {seat: HIDDEN for seat in data["picks"]}
    return {"where": where, "kind": item["kind"], "seats": steps.active_seats(state), "id": item["id"],
            "data": data}


def build_view(state: dict, viewer) -> dict:
    """Everything public plus `viewer`'s own hand and choice; never the generator or another seat's secret."""
    hidden = hidden_ids(state, viewer)
    turn = state["turn"]
    return {
        "game": state["game"], "scenario": state["scenario"], "options": dict(state["options"]),
        "turn": {"seat": turn["seat"], "number": turn["number"], "side": state["players"][turn["seat"]]["side"]},
        "over": state["final"] is not None, "final": state["final"],
        "soul_points": dict(state["soul_points"]), "soul_points_to_win": content().soul_points_to_win,
        "board": board_view(state), "areas": areas_view(state), "leaders": _copy(state["leaders"]),
        "reserve": _copy(state["reserve"]), "training": training_view(state),
        "players": [player_view(state, s, viewer, hidden) for s in range(len(state["players"]))],
        "battle": _redact(state["battle"], hidden), "moving": moving_view(state),
        "decision": decision_view(state, hidden, viewer), "tide": tide_view(state),
    }


def tide_view(state: dict) -> dict | None:
    """The evil tide's public facts in the solo game (tide.view_part), else None."""
    from shared.games.angel_fury import tide  # imported here: tide imports the rules modules

    return tide.view_part(state)
