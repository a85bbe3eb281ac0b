"""What each seat (or a spectator, None) may see: everything public plus the seat's own cards.

Never another seat's hand ids, face-down slot card ids or tucked ids, any deck order, or the generator; their
public attributes instead (Mission colours in hand, slot type and colour, tucked type and colour, deck sizes).
(Rulebook: Sequence A 1, "these cards are facedown ... card type (Mission or Ravager) and color"; sampling.py.)
"""
from __future__ import annotations

from shared.games.black_angel import hal, steps
from shared.games.black_angel.content import content
from shared.games.black_angel.geometry import K_VALUES
from shared.games.black_angel.sampling import hidden_ids

BA_LANE = 0  # the Black Angel always stands on the middle hex of its strip (BA-2)


def card_face(card_id: str) -> dict:
    """The public back of a face-down card: its type and (a Mission's) colour."""
    c = content()
    if c.is_mission(card_id):
        return {"type": "mission", "colour": c.mission(card_id)["colour"]}
    return {"type": "ravager", "colour": None}


def hand_view(player: dict) -> dict:
    """Another seat's hand as anyone may see it: Missions per colour, the Ravager count."""
    counts = {colour: 0 for colour in content().colours}
    for cid in player["hand"]["missions"]:
        counts[content().mission(cid)["colour"]] += 1
    return {"missions": counts, "ravagers": len(player["hand"]["ravagers"])}


def player_view(state: dict, seat: int, viewer) -> dict:
    """One player board: storage, robots, grid, card slots (type and colour), tucked pile, ejected and advanced
    tiles, filed Missions, the hand by colour; the seat's own card ids only for the seat itself."""
    p = state["players"][seat]
    own = viewer == seat
    out = {"seat": seat, **state["seats"][seat], "vp": p["vp"], "resources": p["resources"], "ships": p["ships"],
           "debris": p["debris"], "robots": {**p["robots"], "work": dict(p["robots"]["work"])},
           "grid": [[dict(cell) if cell else None for cell in row] for row in p["grid"]],
           "slots": {name: _slot(slot, own) for name, slot in p["slots"].items()},
           "tucked": [card_face(cid) for cid in p["tucked"]], "ejected": list(p["ejected"]),
           "advanced": dict(p["advanced"]), "aside": list(p["aside"]),
           "filed": {colour: list(ids) for colour, ids in p["filed"].items()}, "hand": hand_view(p)}
    if own:
        out["hand_ids"] = {"missions": list(p["hand"]["missions"]), "ravagers": list(p["hand"]["ravagers"])}
        out["tucked_ids"] = list(p["tucked"])
    return out


def _slot(slot, own: bool):
    if slot is None:
        return None
    out = {"type": slot["type"], "colour": slot["colour"]}
    return {**out, "card": slot["card"]} if own else out


def board_view(state: dict) -> dict:
    """The Black Angel board: actions (cubes, damaged, face-up Ravager stack, top last), display, advanced."""
    c = content()
    board = state["board"]
    actions = {aid: {"cubes": a["cubes"], "damaged": a["cubes"] >= c.damage_spaces, "ravagers": list(a["ravagers"])}
               for aid, a in board["actions"].items()}
    return {"actions": actions, "display": list(board["display"]), "display_costs": list(c.display_costs),
            "advanced": list(board["advanced"])}


def strip_view(p: int, strip: dict) -> dict:
    """One strip at position p: its hexes, cards and ships keyed by k (str), and the same cards and ships as
    lists beside `hexes` (index i is k = K_VALUES[i]), so a client draws each on its hex without knowing k."""
    keys = [str(k) for k in K_VALUES]
    return {"p": p, "id": strip["id"], "side": strip["side"], "hexes": list(strip["hexes"]),
            "spes_token": strip["spes_token"], "spes_tile": strip["spes_tile"],
            "cards": {k: dict(v) for k, v in strip["cards"].items()},
            "ships": {k: list(v) for k, v in strip["ships"].items()},
            "hex_cards": [dict(strip["cards"][k]) if k in strip["cards"] else None for k in keys],
            "hex_ships": [list(strip["ships"].get(k, ())) for k in keys]}


def space_view(state: dict) -> dict:
    """The Space board: strips by position p (1 = nearest the BA board), hexes, cards with owners, ships; the
    BA's strip position and its hex [p, k] (always the middle hex, k = 0: BA-2)."""
    space = state["space"]
    strips = [strip_view(p, s) for p, s in enumerate(space["strips"], 1)]
    return {"strips": strips, "ba": space["ba"], "ba_hex": [space["ba"], BA_LANE],
            "ba_strip": space["strips"][space["ba"] - 1]["id"], "at_spes": space["at_spes"]}


def decks_view(state: dict) -> dict:
    """Deck sizes (never their order) and the public discard piles."""
    d = state["decks"]
    return {"missions": {colour: len(ids) for colour, ids in d["missions"].items()},
            "ravagers": len(d["ravagers"]), "tiles": {colour: len(ids) for colour, ids in d["tiles"].items()},
            "advanced": len(d["advanced"]), "exhausted": list(d["exhausted"]),
            "mission_discard": {colour: list(ids) for colour, ids in d["mission_discard"].items()},
            "ravager_discard": list(d["ravager_discard"]), "tile_discard": list(d["tile_discard"])}


def _mentions(value, hidden: set) -> bool:
    """True when a step field names a hidden id anywhere inside it."""
    if isinstance(value, str):
        return value in hidden
    if isinstance(value, list):
        return any(_mentions(v, hidden) for v in value)
    if isinstance(value, dict):
        return any(_mentions(v, hidden) for v in value.values())
    return False


def decision_view(state: dict, viewer) -> dict | None:
    """The open decision: where (pending or step), kind, seat, id and its data minus anything hidden."""
    found = steps.open_decision(state)
    if found is None:
        return None
    where, item = found
    hidden = hidden_ids(state, viewer)
    data = {k: v for k, v in item.items()
            if k not in ("kind", "seat", "id", "mode") and not _mentions(v, hidden)}
    return {"where": where, "kind": item["kind"], "seat": steps.active_seats(state)[0], "id": item["id"],
            "data": data}


def build_view(state: dict, viewer) -> dict:
    """Everything public plus `viewer`'s own cards; never the generator, a deck order or another's secret."""
    turn = state["turn"]
    return {
        "game": state["game"], "round": turn["round"], "first": state["first"],
        "turn": {"seat": turn["seat"], "seq": turn["seq"], "die": turn["die"], "card_played": turn["card_played"],
                 "bought": list(turn["bought"])},
        "end": dict(state["end"]), "over": state["final"] is not None,
        "board": board_view(state),
        "dice": {die_id: dict(die) for die_id, die in state["dice"].items()},
        "space": space_view(state),
        "players": [player_view(state, s, viewer) for s in range(len(state["players"]))],
        "neutral": None if state["neutral"] is None else {"robots": dict(state["neutral"]["robots"])},
        "hal": hal.view(state),
        "decks": decks_view(state),
        "decision": decision_view(state, viewer),
        "final": state["final"],
    }
