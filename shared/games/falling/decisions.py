"""Pending sub-decisions (state["pending"], a shared.engine.decisions queue): their legal lists and how each
choice resolves.

Every item is a one-seat decision {"id", "kind", "mode": "one", "seat", ...} asked with decisions.ask; only the
front item is active. New items created while one resolves are queued before the rest (resolve_front), so a
choice's consequences are settled before unrelated ones.
"""
from __future__ import annotations

from shared.engine.decisions import ask, front, resolve_front
from shared.engine.events import event
from shared.engine.words import items
from shared.games.falling.actions import conversion_options, do_convert, do_install_space, install_space_actions
from shared.games.falling import wording as w
from shared.games.falling.content import content
from shared.games.falling.effects import (CHOICE_POOLS, conversions, gain, keep_vp_card, partner,
                                          shuffle_to_bottom, vp_to_bottom)
from shared.games.falling.state import PAY_ORDER, parse_code, pay_code

#: declining a free conversion or a Retrieve icon (the same action, said for what is declined)
DECLINE_CONV = {"type": "decline", **w.label("label.decline.conv")}
DECLINE_RETRIEVE = {"type": "decline", **w.label("label.decline.retrieve")}
TAKE_CHIP = w.label("label.take_chip")


def _compositions(pool: tuple, n: int) -> list:
    """Every way to split n units over the goods in `pool`, as full holdings tuples."""
    if len(pool) == 1:
        return [{pool[0]: n}]
    out = []
    for x in range(n, -1, -1):
        for rest in _compositions(pool[1:], n - x):
            out.append({pool[0]: x, **rest})
    return out


def goods_actions(state, s, item):
    """Choices for an X Resources / X Materials / 1 Brick or 1 Iron reward (Rulebook: Icon Reference.)"""
    out = []
    for comp in _compositions(CHOICE_POOLS[item["pool"]], item["n"]):
        code = pay_code(tuple(comp.get(k, 0) for k in PAY_ORDER))
        out.append({"type": "take", "goods": code, **w.label("label.take", goods=w.goods(comp))})
    return out


def goods_apply(state, s, a, item, ev):
    """Gain the chosen split of the reward (Rulebook: Icon Reference.)"""
    got = {k: n for k, n in zip(PAY_ORDER, parse_code(a["goods"])) if n}
    gain(state, s, got, "choice", ev)


def _convs(seat, receptionist=False, exclude=None):
    out = []
    for key, conv in conversions(seat, receptionist):
        if key != exclude:
            out += conversion_options(seat, key, conv, "convert")
    return out


def conv_actions(state, s, item):
    """A free Guild Conversion (no Skill Chip placed) or decline (Rulebook: Icon Reference.)"""
    return _convs(state["seats"][s]) + [DECLINE_CONV]


def conv_apply(state, s, a, item, ev):
    """Resolve or decline the free conversion, then gain any deferred Skill Chip (Rulebook: Icon Reference.)"""
    if a["type"] == "convert":
        do_convert(state, s, a, ev)
    else:
        ev.append(event("conversion_declined", s))
    if item.get("then"):  # Icon Reference: "..., then gain 1 Skill Chip from the supply"
        gain(state, s, item["then"], "free_conversion", ev)


def recep_actions(state, s, item):
    """Take the Skill Chip or resolve a Guild Conversion instead (Rulebook: Partner Tiles › Receptionist.)"""
    return [{"type": "take_chip", **TAKE_CHIP}] + _convs(state["seats"][s], receptionist=True)


def recep_apply(state, s, a, item, ev):
    """Resolve the Receptionist choice (Rulebook: Partner Tiles › Receptionist.)"""
    if a["type"] == "take_chip":
        state["seats"][s]["Chip"] += 1
        ev.append(event("goods_gained", s, goods={"Chip": 1}, source="placement"))
    else:
        do_convert(state, s, a, ev)


def appraise_actions(state, s, item):
    """Keep one of the drawn VP cards (Rulebook: Partner Tiles › Appraiser.)"""
    return [{"type": "keep_vp", "card": i,
             **w.label("label.keep_vp", card=w.comp(c), bonus=w.bonus(content().vp_cards[c]["bonus"]))}
            for i, c in enumerate(item["cards"])]


def appraise_apply(state, s, a, item, ev):
    """Keep the chosen card, the other face down to the deck bottom (Rulebook: Partner Tiles › Appraiser.)"""
    cards = list(item["cards"])
    kept = cards.pop(a["card"])
    vp_to_bottom(state, cards)
    ev.append(event("vp_card_returned", s, count=len(cards)))
    keep_vp_card(state, s, kept, ev)


def _alchemist_stages(state, seat):
    """Alchemist income stages of this round: the second from Round 3 (Rulebook: Partner Tiles › Alchemist.)"""
    return [st for st in partner(seat).get("alchemist_income", ()) if st["from_round"] <= state["round"]]


def alchemist_actions(state, s, item):
    """Take the stage's goods or a different Guild Conversion (Rulebook: Partner Tiles › Alchemist.)"""
    seat = state["seats"][s]
    goods = _alchemist_stages(state, seat)[item["stage"]]["goods"]
    take = w.label("label.alchemist_take", goods=w.goods(goods))
    return [{"type": "alchemist_take", **take}] + _convs(seat, exclude=item["used"])


def alchemist_apply(state, s, a, item, ev):
    """Alchemist: "You may immediately use any Resources or Materials gained during the Income Phase" - the
    next stage is queued after this stage's own choices (e.g. which Materials), so it can spend them.
    (Rulebook: Partner Tiles › Alchemist.)"""
    seat = state["seats"][s]
    stages = _alchemist_stages(state, seat)
    if a["type"] == "alchemist_take":
        gain(state, s, stages[item["stage"]]["goods"], "partner_income", ev)
    else:
        do_convert(state, s, a, ev)
    if item["stage"] + 1 < len(stages):
        nxt_used = a["effect"] if a["type"] == "convert" else item["used"]
        ask(state, "alchemist", s, stage=item["stage"] + 1, used=nxt_used)


def keep_actions(state, s, item):
    """Keep two of the revealed VP cards (Rulebook: Partner Tiles › Delivery Person.)"""
    cards = item["cards"]
    keep = partner(state["seats"][s]).get("delivery_keep", 2)
    if len(cards) <= keep:
        return [{"type": "deliver_keep", "a": 0, "b": len(cards) - 1,
                 **w.label("label.deliver_keep", cards=items([w.comp(c) for c in cards]))}]
    return [{"type": "deliver_keep", "a": i, "b": j,
             **w.label("label.deliver_keep", cards=items([w.comp(cards[i]), w.comp(cards[j])]))}
            for i in range(len(cards)) for j in range(i + 1, len(cards))]


def keep_apply(state, s, a, item, ev):
    """Gain the kept cards' bonuses; hand out or return the rest (Rulebook: Partner Tiles › Delivery Person.)"""
    cards = item["cards"]
    kept = sorted({a["a"], a["b"]})
    rest = [c for i, c in enumerate(cards) if i not in kept]
    ev.append(event("delivery_cards_kept", s, cards=[cards[i] for i in kept]))
    others = [t for t in state["order"] if t != s][:len(rest)]
    if rest and others:
        ask(state, "deliver_give", s, cards=rest, to=others, all=item["cards"])
    else:
        shuffle_to_bottom(state, item["cards"])
        ev.append(event("delivery_cards_returned", s, count=len(item["cards"])))
    for i in kept:
        gain(state, s, content().vp_cards[cards[i]]["bonus"], "delivery", ev)


def give_actions(state, s, item):
    """Give one remaining card to each other player (Rulebook: Partner Tiles › Delivery Person.)"""
    return [{"type": "deliver_give", "card": i, "to": t,
             **w.label("label.deliver_give", card=w.comp(c), player=w.seat(state, t))}
            for i, c in enumerate(item["cards"]) for t in item["to"]]


def give_apply(state, s, a, item, ev):
    """Receiver gains the card's bonus; then all go to the deck bottom (Rulebook: Partner Tiles › Delivery Person.)"""
    card = item["cards"][a["card"]]
    rest = [c for i, c in enumerate(item["cards"]) if i != a["card"]]
    to = [t for t in item["to"] if t != a["to"]]
    ev.append(event("delivery_card_given", s, card=card, to=a["to"]))
    if rest and to:
        ask(state, "deliver_give", s, cards=rest, to=to, all=item["all"])
    else:
        shuffle_to_bottom(state, item["all"])
        ev.append(event("delivery_cards_returned", s, count=len(item["all"])))
    gain(state, a["to"], content().vp_cards[card]["bonus"], "delivery", ev)


def retrieve_actions(state, s, item):
    """Retrieve a Device: any own installed Device, or decline (Rulebook: Icon Reference.)"""
    out = []
    seat = state["seats"][s]
    for f, slot in enumerate(state["tower"], start=1):
        for i, d in enumerate(slot["dev"]):
            if d is not None and d[0] == s:
                back = content().devices[d[1]]["retrieve"][seat["dev"][d[1]] - 1]  # the top-most empty space's
                words = w.label("label.retrieve", device=w.comp(d[1]), floor=f, space=i + 1, gain=w.bonus(back))
                out.append({"type": "retrieve", "floor": f, "space": i, **words})
    return out + [DECLINE_RETRIEVE]


def retrieve_device(state, f: int, i: int, ev: list, source: str = "retrieval") -> str:
    """Return the Device on floor f space i to its owner's top-most empty column space; gain that space.
    (Rulebook: 5: Progress Phase › 5a: Remove Floor 1 and 2 Tiles and Retrieve their Devices.)"""
    slot = state["tower"][f - 1]
    s, dt = slot["dev"][i]
    slot["dev"][i] = None
    seat = state["seats"][s]
    k = seat["dev"][dt]
    seat["dev"][dt] = k - 1
    ev.append(event("device_retrieved", s, device=dt, floor=f, space=i, column_space=k))
    gain(state, s, content().devices[dt]["retrieve"][k - 1], source, ev)
    return dt


def retrieve_apply(state, s, a, item, ev):
    """Retrieve the chosen Device or decline (Rulebook: Icon Reference.)"""
    if a["type"] == "retrieve":
        retrieve_device(state, a["floor"], a["space"], ev)
    else:
        ev.append(event("retrieve_declined", s))


def install_apply(state, s, a, item, ev):
    do_install_space(state, s, a, item, ev)


#: kind -> (legal list builder, apply)
DECISIONS = {
    "install": (install_space_actions, install_apply),
    "goods": (goods_actions, goods_apply),
    "conv": (conv_actions, conv_apply),
    "recep": (recep_actions, recep_apply),
    "appraise": (appraise_actions, appraise_apply),
    "alchemist": (alchemist_actions, alchemist_apply),
    "deliver_keep": (keep_actions, keep_apply),
    "deliver_give": (give_actions, give_apply),
    "retrieve": (retrieve_actions, retrieve_apply),
}


def pending_actions(state: dict, s: int) -> list:
    """Legal actions for the front pending decision (empty unless it belongs to `s`)."""
    item = front(state)
    if item["seat"] != s:
        return []
    return DECISIONS[item["kind"]][0](state, s, item)


def resolve_pending(state: dict, s: int, a: dict, ev: list) -> None:
    """Resolve the front pending decision with action `a`; new decisions go before the older ones."""
    resolve_front(state, s, lambda item: DECISIONS[item["kind"]][1](state, s, a, item, ev))


def private_pending(item: dict, viewer) -> dict:
    """A pending item as `viewer` may see it (Appraiser's drawn cards are the owner's secret).
    (Rulebook: Partner Tiles › Appraiser.)"""
    if item["kind"] == "appraise" and viewer != item["seat"]:
        return {"id": item["id"], "kind": "appraise", "mode": item["mode"], "seat": item["seat"],
                "count": len(item["cards"])}
    return item

