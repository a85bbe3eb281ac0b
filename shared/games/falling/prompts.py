"""What a seat is deciding now, in words ({"kind", "text", "template", "params"}: the catalog's `prompt.*`
templates, templates_prompts.py), and the key of that decision.

Prompts never name what the seat may not see: only its own cards, and public facts.
"""
from __future__ import annotations

from shared.engine import decisions
from shared.games.falling import solo
from shared.games.falling import wording as w
from shared.games.falling.automa import danda_actions
from shared.games.falling.content import content
from shared.games.falling.effects import partner


def said(kind: str, template_id: str, **params) -> dict:
    """A prompt of `kind` in words."""
    return {"kind": kind, **w.said(template_id, **params)}


def _alchemist(state: dict, s: int, item: dict) -> tuple:
    """Alchemist income: the stage's goods (Rulebook: Partner Tiles › Alchemist)."""
    stages = [st for st in partner(state["seats"][s]).get("alchemist_income", ())
              if st["from_round"] <= state["round"]]
    if item["stage"] < len(stages):
        return "prompt.alchemist", {"goods": w.goods(stages[item["stage"]]["goods"])}
    return "prompt.alchemist.income", {}


#: pending kind -> (state, seat, item) -> (template id, params)
PENDING = {
    # Icon Reference: "X Resources" / "X Materials" / "1 Brick or 1 Iron"
    "goods": lambda state, s, item: (f"prompt.goods.{item['pool']}", {"n": item["n"]}),
    "install": lambda state, s, item: ("prompt.install", {"device": w.comp(item["device"]),
                                                          "floor": state["seats"][s]["fm"][0]}),
    "conv": lambda state, s, item: ("prompt.conv", {}),
    "recep": lambda state, s, item: ("prompt.recep", {}),
    "appraise": lambda state, s, item: ("prompt.appraise", {"n": len(item["cards"])}),
    "alchemist": _alchemist,
    "deliver_keep": lambda state, s, item: ("prompt.deliver_keep", {
        "keep": partner(state["seats"][s]).get("delivery_keep", 2), "n": len(item["cards"])}),
    "deliver_give": lambda state, s, item: ("prompt.deliver_give", {}),
    "retrieve": lambda state, s, item: ("prompt.retrieve", {}),
    "danda_device": lambda state, s, item: ("prompt.danda_device", {"floor": item["floor"]}),
}


def pending_prompt(state: dict, s: int, item: dict) -> dict:
    """The open sub-decision in words (Rulebook: Icon Reference; Partner Tiles; Install a Device; Solo Game)."""
    found = PENDING.get(item["kind"])
    tid, params = found(state, s, item) if found else ("prompt.other", {})
    return said(item["kind"], tid, **params)


def solo_turn_prompt(state: dict, s: int) -> dict | None:
    """Danda's step, or the Overwork gate once Danda has passed; None for a plain turn.
    (Rulebook: Solo Game › Overwork Cost, 3. Exploration Phase.)"""
    sd = state["solo"]
    if s == sd["danda"]:
        steps = danda_actions(state, s)
        if steps:  # the step's own words: its label's template
            return {"kind": "danda", "text": steps[0]["label"], "template": steps[0]["template"],
                    "params": steps[0]["params"]}
        return said("danda", "prompt.danda.idle")
    if state["seats"][sd["danda"]]["pass"] is None:
        return None
    if sd["ow"]:
        return said("turn", "prompt.overwork.paid")
    cost = w.goods(solo.overwork_cost(state), True)
    return said("overwork", "prompt.overwork" if state["sub"] else "prompt.overwork.sub", cost=cost)


def turn_prompt(state: dict, s: int) -> dict:
    """An Exploration turn (Rulebook: 3: Exploration Phase; Solo Game › Overwork Cost, 3. Exploration Phase)."""
    found = solo_turn_prompt(state, s) if solo.is_solo(state) else None
    if found is not None:
        return found
    if state["sub"] or not state["seats"][s]["Chip"]:
        return said("turn", "prompt.turn")
    return said("turn", "prompt.turn.sub")


def partner_prompt(state: dict, s: int) -> dict:
    """Select a Partner: the draft, or the randomizer tile's two sides (Rulebook: Setup › Select a Partner)."""
    jini = w.comp(content().jini["id"])
    pick = state["pick"]
    if pick["method"] == "draft":
        return said("partner", "prompt.partner.draft", jini=jini)
    tile = content().partner_tiles[pick["offer"][s]]
    return said("partner", "prompt.partner", front=w.comp(tile["front"]), back=w.comp(tile["back"]), jini=jini)


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
        return said("supply", "prompt.supply.last" if state["round"] == content().rounds else "prompt.supply")
    return partner_prompt(state, s)


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
