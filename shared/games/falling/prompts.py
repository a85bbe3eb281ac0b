"""What a seat is deciding now, in words ({"kind", "text"}), and the key of that decision.

Prompts never name what the seat may not see: only its own cards, and public facts.
"""
from __future__ import annotations

from shared.engine import decisions
from shared.games.falling import solo
from shared.games.falling.automa import danda_actions
from shared.games.falling.content import NAMES, content
from shared.games.falling.effects import partner
from shared.games.falling.state import describe

#: pool of a "goods" decision -> (one unit, several units)
POOL_WORDS = {"Res": ("Resource", "Resources"), "Mat": ("Material", "Materials"), "BrFe": ("Brick or Iron",) * 2}


def _goods_text(item: dict) -> str:
    """Icon Reference: "X Resources" / "X Materials" / "1 Brick or 1 Iron"."""
    n, pool = item["n"], item["pool"]
    if pool == "BrFe":
        return f"Choose {n} Brick or Iron (any mix)" if n > 1 else "Choose 1 Brick or 1 Iron"
    one, many = POOL_WORDS.get(pool, (NAMES.get(pool, pool),) * 2)
    return f"Choose {n} {one if n == 1 else many}"


def pending_prompt(state: dict, s: int, item: dict) -> dict:
    """The open sub-decision in words (Rulebook: Icon Reference; Partner Tiles; Install a Device; Solo Game)."""
    kind = item["kind"]
    c = content()
    if kind == "goods":
        text = _goods_text(item)
    elif kind == "install":
        text = f"Choose the space and payment for your {c.devices[item['device']]['name']} Device " \
               f"on floor {state['seats'][s]['fm'][0]}"
    elif kind == "conv":
        text = "Resolve a Guild Conversion without placing a Skill Chip, or decline"
    elif kind == "recep":
        text = "Receptionist: take the Skill Chip, or resolve one of her conversions instead"
    elif kind == "appraise":
        text = f"Appraiser: keep 1 of the {len(item['cards'])} Victory Point cards you drew; the other goes to " \
               f"the bottom of the deck"
    elif kind == "alchemist":
        stages = [st for st in partner(state["seats"][s]).get("alchemist_income", ())
                  if st["from_round"] <= state["round"]]
        goods = describe(stages[item["stage"]]["goods"]) if item["stage"] < len(stages) else "the income"
        text = f"Alchemist income: take {goods}, or resolve a Guild Conversion without a Skill Chip"
    elif kind == "deliver_keep":
        text = f"Delivery Person: keep 2 of the {len(item['cards'])} revealed Victory Point cards"
    elif kind == "deliver_give":
        text = "Delivery Person: give one of the remaining Victory Point cards to each other player"
    elif kind == "retrieve":
        text = "Retrieve one of your installed Devices (gain its column space), or decline"
    elif kind == "danda_device":
        text = f"Choose the Device type Danda installs on floor {item['floor']}"
    else:
        text = f"Decide: {kind}"
    return {"kind": kind, "text": text}


def turn_prompt(state: dict, s: int) -> dict:
    """An Exploration turn (Rulebook: 3: Exploration Phase; Solo Game › Overwork Cost, 3. Exploration Phase)."""
    if solo.is_solo(state):
        sd = state["solo"]
        if s == sd["danda"]:
            steps = danda_actions(state, s)
            return {"kind": "danda", "text": steps[0]["label"] if steps else "Danda's turn"}
        if state["seats"][sd["danda"]]["pass"] is not None:
            if sd["ow"]:
                return {"kind": "turn", "text": "Overwork Cost paid: perform an Action (Ascend, Install or Negotiate)"}
            cost = describe(solo.overwork_cost(state))
            sub = "" if state["sub"] else "use a Guild effect first if you like, then "
            return {"kind": "overwork",
                    "text": f"Danda has passed: {sub}pay the Overwork Cost ({cost}) and perform an Action, or pass"}
    if state["sub"] or not state["seats"][s]["Chip"]:
        return {"kind": "turn", "text": "Your turn: Ascend, Install, Negotiate or Pass"}
    return {"kind": "turn",
            "text": "Your turn: you may first use a Guild effect (place a Skill Chip), then Ascend, Install, "
                    "Negotiate or Pass"}


def prompt(state: dict, s: int, active: list) -> dict | None:
    """What seat `s` decides now; None when it is not active."""
    if s not in active:
        return None
    item = decisions.front(state)
    if item is not None:
        return pending_prompt(state, s, item)
    step = state["step"]
    if step == "explore":
        return turn_prompt(state, s)
    if step == "supply":
        text = "Choose the orientation of your Resource and Guild cards"
        if state["round"] == content().rounds:
            text += ", and which Guild card to keep (the Round 4 card from setup or the one drawn now)"
        return {"kind": "supply", "text": text}
    pick = state["pick"]
    if pick["method"] == "draft":
        return {"kind": "partner", "text": "Draft a Partner tile: use its front or back, or take Jini Jini instead"}
    tile = content().partner_tiles[pick["offer"][s]]
    names = content().partners
    return {"kind": "partner", "text": f"Choose your Partner secretly: {names[tile['front']]['name']} (front), "
                                       f"{names[tile['back']]['name']} (back) or Jini Jini"}


def decision_key(state: dict, s: int):
    """What identifies `s`'s decision: the pending item's id; the round's Supply choice or the randomizer pick
    while `s` has not chosen (another seat's secret choice changes nothing for `s`); None otherwise."""
    if decisions.front(state) is not None:
        return decisions.decision_key(state, s)
    step = state["step"]
    if step == "supply" and state["seats"][s]["choice"] is None:
        return ["supply", state["round"]]
    pick = state["pick"]
    if step == "partner" and pick is not None and pick["method"] == "randomizer" and pick["choice"][s] is None:
        return ["partner"]
    return None
