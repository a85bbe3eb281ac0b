"""What each seat may see, and which concrete ids must stay hidden from it."""
from __future__ import annotations

from shared.games.falling.decisions import private_pending
from shared.games.falling.solo import view as solo_view

PUBLIC_SEAT_KEYS = ("name", "kind", "role", "C", "G", "Br", "Fe", "Cr", "Chip", "vp", "fm", "partner", "pass")


def seat_view(state: dict, s: int, viewer) -> dict:
    """One seat as `viewer` sees it: holdings are public; VP cards, Round-4 card, hand and choices are not.
    (Rulebook: Resources and Materials; Victory Point Cards; Player Setup; 2: Supply Phase.)"""
    seat = state["seats"][s]
    out = {k: seat[k] for k in PUBLIC_SEAT_KEYS}
    out["fm"] = list(seat["fm"])
    out["dev"] = dict(seat["dev"])
    out["guild"] = [list(g) if g else None for g in seat["guild"]]
    out["used"] = dict(seat["used"])
    out["vp_cards"] = len(seat["vpc"])
    out["has_r4_card"] = seat["r4"] is not None
    out["supply_chosen"] = seat["choice"] is not None
    if viewer == s:
        out["vp_card_ids"] = list(seat["vpc"])
        out["r4"] = seat["r4"]
        out["hand"] = dict(seat["hand"]) if seat["hand"] else None
        out["choice"] = dict(seat["choice"]) if seat["choice"] else None
    return out


def pick_view(pick, viewer):
    """Partner choice: offers and draft tiles are public; randomizer choices only to their owner.
    (Rulebook: Setup › Select a Partner.)"""
    if pick is None:
        return None
    if pick["method"] == "draft":
        return {"method": "draft", "tiles": list(pick["tiles"]), "queue": list(pick["queue"])}
    return {"method": pick["method"], "offer": list(pick["offer"]),
            "chosen": [c is not None for c in pick["choice"]],
            "own_choice": pick["choice"][viewer] if viewer is not None else None}


def build_view(state: dict, viewer) -> dict:
    """Everything public plus `viewer`'s own secrets; never the generator or deck orders."""
    return {
        "n": state["n"], "options": dict(state["opts"]), "round": state["round"], "phase": state["phase"],
        "step": state["step"], "order": list(state["order"]), "turn": state["turn"], "sub_action_used": state["sub"],
        "tower": [{"tile": slot["tile"], "dev": [list(d) if d else None for d in slot["dev"]]}
                  for slot in state["tower"]],
        "negotiation": [list(x) if x else None for x in state["nego"]],
        "blockades": [list(b) for b in state["blockades"]],
        "deck_sizes": {k: len(v) for k, v in state["decks"].items()},
        "pending": [private_pending(item, viewer) for item in state["pending"]],
        "partner_pick": pick_view(state["pick"], viewer),
        "seats": [seat_view(state, s, viewer) for s in range(state["n"])],
        "final": state["final"],
        "solo": solo_view(state),
    }

