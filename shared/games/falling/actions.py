"""Exploration-phase actions: legal lists and apply handlers for the Sub-action and the four Actions."""
from __future__ import annotations

from functools import lru_cache

from shared.engine.decisions import ask
from shared.engine.events import event
from shared.games.falling.content import content
from shared.games.falling import wording as w
from shared.games.falling.effects import chip_effects, effect_by_key, gain, is_craftsman, partner
from shared.games.falling.state import add_cost, parse_code, pay_code, payments, spend, sub_cost

#: the Pass action's words (the same every time)
PASS = w.label("label.pass")


# -- costs with partner modifiers -----------------------------------------------------------------------
@lru_cache(maxsize=64)
def ascend_base(frm: int, to: int) -> dict:
    """The sum of the red boxes between floor `frm` and floor `to` (1-based). (Rulebook: Ascend.)"""
    total = {}
    for box in content().ascend_costs[frm - 1:to - 1]:
        total = add_cost(total, box)
    return total


def ascend_cost(seat: dict, frm: int, to: int) -> dict:
    """Ascend cost for this seat (Pilot: less Gas once per Ascend action). (Rulebook: Ascend; Partner Tiles › Pilot.)"""
    cost = ascend_base(frm, to)
    disc = partner(seat).get("ascend_discount")
    return sub_cost(cost, disc) if disc else cost


def install_cost(seat: dict, dt: str, invest: str = "none") -> dict:
    """Install cost for this seat: column cost, Architect discount, Fuel Engineer surcharge, Investor extra.
    (Rulebook: 3: Exploration Phase › Install a Device; Partner Tiles › Architect, Fuel Engineer, Investor.)"""
    p = partner(seat)
    cost = content().devices[dt]["cost"]
    if "install_discount" in p:
        cost = sub_cost(cost, p["install_discount"])
    if "install_surcharge" in p and dt in p["surcharge_devices"]:
        cost = add_cost(cost, p["install_surcharge"])
    if invest != "none":
        cost = add_cost(cost, {invest: 1})
    return cost


def invest_options(seat: dict, dt: str) -> tuple:
    """'none' plus, for an Investor, each of Brick/Iron included in the Device's cost.
    (Rulebook: Partner Tiles › Investor.)"""
    if "invest_floor_bonus" not in partner(seat):
        return ("none",)
    base = content().devices[dt]["cost"]
    return ("none",) + tuple(k for k in ("Br", "Fe") if base.get(k))


# -- occupancy ------------------------------------------------------------------------------------------
def fm_occupied(state: dict) -> set:
    """(floor, space) pairs covered by a Flying Machine or a blockade token.
    (Rulebook: 3: Exploration Phase › Ascend; Solo Game › 1. Preparation Phase.)"""
    occ = {tuple(seat["fm"]) for seat in state["seats"]}
    occ.update(tuple(b) for b in state["blockades"])
    return occ


def space_problem(state: dict, floor: int, i: int) -> str:
    """Why a Device may not go on space `i` of the tile on `floor` ('' if it may).
    (Rulebook: 3: Exploration Phase › Install a Device › Placement Limitations.)"""
    slot = state["tower"][floor - 1]
    spaces = content().tiles[slot["tile"]]["spaces"]
    if not 0 <= i < len(spaces):
        return f"the tile on floor {floor} has no space {i}"
    sp = spaces[i]
    if slot["dev"][i] is not None:
        return "space occupied"
    need = sp.get("min_players", 0)
    if need > state["n"]:
        top = max(content().rank_vp)
        counts = f"{need}" if need >= top else f"{need}-{top}"
        return f"{counts}-player space in a {state['n']}-player game"
    if sp.get("blue") and floor not in content().blue_floors:
        return f"space is blue-framed and the tile is on floor {floor}"
    return ""


def free_spaces(state: dict, floor: int) -> list:
    """Spaces of the tile on `floor` where a Device may be installed now.
    (Rulebook: 3: Exploration Phase › Install a Device › Placement Limitations.)"""
    n = len(state["tower"][floor - 1]["dev"])
    return [i for i in range(n) if not space_problem(state, floor, i)]


# -- legal lists ----------------------------------------------------------------------------------------
def explore_actions(state: dict, s: int) -> list:
    """Everything the active seat may do at this point of its Exploration turn. (Rulebook: 3: Exploration Phase.)"""
    seat = state["seats"][s]
    out = []
    if not state["sub"] and seat["Chip"] > 0:
        out += effect_actions(seat)
    out += ascend_actions(state, seat)
    out += install_actions(state, seat)
    out += negotiate_actions(state, seat)
    out.append({"type": "pass", **PASS})
    return out


def conversion_options(seat: dict, key: str, conv, type_: str) -> list:
    """One action per distinct (concrete payment, gain alternative) of a conversion.
    (Rulebook: Sub-action: Use Guild Effect › Guild Card — Guild Conversion; Partner Tiles › Processing Craftsman.)"""
    out, seen = [], set()
    crafts = is_craftsman(seat)
    tid = "label.chip.conversion" if type_ == "use_effect" else "label.convert"
    eff = w.effect(seat, key)
    for cost in conv["cost"]:
        for pay in payments(seat, cost, crafts):
            code = pay_code(pay)
            for gi, g in enumerate(conv["gain"]):
                if (code, gi) not in seen:
                    seen.add((code, gi))
                    out.append({"type": type_, "effect": key, "pay": code, "gain": gi,
                                **w.label(tid, effect=eff, pay=w.pay(code), gain=w.goods(g))})
    return out


def effect_actions(seat: dict) -> list:
    """Sub-action options: place a Skill Chip on an effect with an empty Chip space.

    Sub-action: the placed Chip is no longer held, so it cannot also pay a conversion's cost.
    (Rulebook: 3: Exploration Phase › Sub-action: Use Guild Effect.)"""
    out = []
    used = seat["used"]
    placed = dict(seat, Chip=seat["Chip"] - 1)
    for key, eff in chip_effects(seat):
        if used.get(key, 0) >= eff.get("spaces", 1):
            continue
        if eff.get("kind") == "income":
            words = w.label("label.chip.income", effect=w.effect(seat, key), gain=w.goods(eff["chip_reward"]))
            out.append({"type": "use_effect", "effect": key, "pay": "free", "gain": 0, **words})
        else:
            out += conversion_options(placed, key, eff, "use_effect")
    return out


def ascend_actions(state: dict, seat: dict) -> list:
    """Ascend to any empty space on any higher floor the seat can pay for. (Rulebook: 3: Exploration Phase › Ascend.)"""
    out = []
    frm = seat["fm"][0]
    occ = fm_occupied(state)
    crafts = is_craftsman(seat)
    spaces = content().fm_spaces
    for to in range(frm + 1, content().floors + 1):
        pays = payments(seat, ascend_cost(seat, frm, to), crafts)
        if not pays:
            continue
        for i, bonus in enumerate(spaces[to - 1]):
            if (to, i) in occ:
                continue
            gains = w.bonus(bonus)
            for pay in pays:
                code = pay_code(pay)
                words = w.label("label.ascend", floor=to, space=i + 1, bonus=gains, pay=w.pay(code))
                out.append({"type": "ascend", "floor": to, "space": i, "pay": code, **words})
    return out


def can_install(state: dict, seat: dict, dt: str) -> bool:
    """A Device of type `dt` is left, a space is free on the FM's floor and the cost is affordable.
    (Rulebook: 3: Exploration Phase › Install a Device.)"""
    if seat["dev"][dt] >= content().devices[dt]["count"]:
        return False
    if not free_spaces(state, seat["fm"][0]):
        return False
    return bool(payments(seat, install_cost(seat, dt), is_craftsman(seat)))


def install_actions(state: dict, seat: dict) -> list:
    """Step 1 of Install: choose the Device type. (Rulebook: 3: Exploration Phase › Install a Device.)"""
    return [{"type": "install", "device": dt, **w.label("label.install", device=w.comp(dt))}
            for dt in content().device_order if can_install(state, seat, dt)]


def space_label(seat: dict, dt: str, floor: int, i: int, gains, code: str, inv: str) -> dict:
    """'Place a Refinery Device on floor 1, space 2 (gain 1 Coin), paying 2 Coins and 1 Crystal'; an Investor's
    extra Material is named, since two investments can share a payment. (Rulebook: Partner Tiles › Investor.)"""
    params = {"device": w.comp(dt), "floor": floor, "space": i + 1, "bonus": w.bonus(gains), "pay": w.pay(code)}
    if inv == "none":
        return w.label("label.install_space", **params)
    return w.label("label.install_space.invest", **params, invest=w.goods({inv: 1}),
                   extra=partner(seat)["invest_floor_bonus"])


def install_space_actions(state: dict, s: int, item: dict) -> list:
    """Step 2 of Install: choose the space, the payment and (Investor) the extra Material.
    (Rulebook: 3: Exploration Phase › Install a Device; Partner Tiles › Investor.)"""
    seat = state["seats"][s]
    dt = item["device"]
    floor = seat["fm"][0]
    spaces = content().tiles[state["tower"][floor - 1]["tile"]]["spaces"]
    crafts = is_craftsman(seat)
    out = []
    for inv in invest_options(seat, dt):
        pays = payments(seat, install_cost(seat, dt, inv), crafts)
        for i in free_spaces(state, floor):
            for pay in pays:
                code = pay_code(pay)
                words = space_label(seat, dt, floor, i, spaces[i]["bonus"], code, inv)
                out.append({"type": "install_space", "space": i, "pay": code, "invest": inv, **words})
    return out


def negotiate_actions(state: dict, seat: dict) -> list:
    """Negotiate: a Crystal (Craftsman: or Brick/Iron) or a Skill Chip on an empty Negotiation space.
    (Rulebook: 3: Exploration Phase › Negotiation; Partner Tiles › Processing Craftsman.)"""
    pieces = [p for p in ("Cr", "Chip") if seat[p] > 0]
    if is_craftsman(seat):
        pieces += [p for p in ("Br", "Fe") if seat[p] > 0]
    out = []
    for i, occ in enumerate(state["nego"]):
        if occ is None:
            reward = w.bonus(content().negotiation[i])
            out += [{"type": "negotiate", "space": i, "piece": p,
                     **w.label("label.negotiate", space=i + 1, piece=w.key(p), reward=reward)} for p in pieces]
    return out


# -- apply handlers ---------------------------------------------------------------------------------------
def do_use_effect(state: dict, s: int, a: dict, ev: list) -> None:
    """Sub-action: place a Skill Chip on the effect and resolve it once.
    (Rulebook: 3: Exploration Phase › Sub-action: Use Guild Effect (and Guild Income).)"""
    seat = state["seats"][s]
    key = a["effect"]
    eff = effect_by_key(seat, key)
    seat["Chip"] -= 1
    seat["used"][key] = seat["used"].get(key, 0) + 1
    state["sub"] = True
    ev.append(event("guild_effect_used", s, effect=key, pay=a["pay"]))
    if eff.get("kind") == "income":
        gain(state, s, eff["chip_reward"], "guild_chip", ev)
    else:
        spend(seat, parse_code(a["pay"]))
        gain(state, s, eff["gain"][a["gain"]], "conversion", ev)


def do_convert(state: dict, s: int, a: dict, ev: list) -> None:
    """Resolve one conversion without placing a Skill Chip. (Rulebook: Icon Reference.)"""
    seat = state["seats"][s]
    eff = effect_by_key(seat, a["effect"])
    spend(seat, parse_code(a["pay"]))
    ev.append(event("conversion_resolved", s, effect=a["effect"], pay=a["pay"]))
    gain(state, s, eff["gain"][a["gain"]], "conversion", ev)


def do_ascend(state: dict, s: int, a: dict, ev: list) -> None:
    """Pay, move the Flying Machine, gain the space's bonus. (Rulebook: 3: Exploration Phase › Ascend.)"""
    seat = state["seats"][s]
    spend(seat, parse_code(a["pay"]))
    frm = seat["fm"][0]
    seat["fm"] = [a["floor"], a["space"]]
    state["acted"] = True
    ev.append(event("flying_machine_ascended", s, frm=frm, floor=a["floor"], space=a["space"], pay=a["pay"]))
    gain(state, s, content().fm_spaces[a["floor"] - 1][a["space"]], "ascend", ev)


def do_install(state: dict, s: int, a: dict, ev: list) -> None:
    """Install step 1: remember the Device type; the space is the next decision. (Rulebook: Install a Device.)"""
    ask(state, "install", s, device=a["device"])
    ev.append(event("device_type_chosen", s, device=a["device"]))


def do_install_space(state: dict, s: int, a: dict, item: dict, ev: list) -> None:
    """Install step 2: pay, place the lowest Device, gain the Placement and Floor Bonus.
    (Rulebook: 3: Exploration Phase › Install a Device; Partner Tiles › Investor, Fuel Engineer.)"""
    seat = state["seats"][s]
    dt, i = item["device"], a["space"]
    floor = seat["fm"][0]
    slot = state["tower"][floor - 1]
    spend(seat, parse_code(a["pay"]))
    seat["dev"][dt] += 1
    slot["dev"][i] = [s, dt]
    state["acted"] = True
    ev.append(event("device_installed", s, device=dt, floor=floor, space=i, pay=a["pay"], invest=a["invest"]))
    gain(state, s, content().tiles[slot["tile"]]["spaces"][i]["bonus"], "placement", ev)
    p = partner(seat)
    bonus = content().floor_bonus[floor - 1]
    if a["invest"] != "none" and bonus:
        first = next(iter(bonus))
        bonus = add_cost(bonus, {first: p["invest_floor_bonus"]})
    gain(state, s, bonus, "floor", ev)
    if "install_gain" in p and dt in p["surcharge_devices"]:
        gain(state, s, p["install_gain"], "partner", ev)


def do_negotiate(state: dict, s: int, a: dict, ev: list) -> None:
    """Place a Crystal or Skill Chip on a Negotiation space and gain its reward (Negotiator: +VP).
    (Rulebook: 3: Exploration Phase › Negotiation; Partner Tiles › Negotiator.)"""
    seat = state["seats"][s]
    piece = a["piece"]
    seat[piece] -= 1
    state["nego"][a["space"]] = [s, "Chip" if piece == "Chip" else "Cr"]
    state["acted"] = True
    ev.append(event("negotiated", s, space=a["space"], piece=piece))
    gain(state, s, content().negotiation[a["space"]], "negotiation", ev)
    bonus = partner(seat).get("negotiate_bonus")
    if bonus:
        gain(state, s, bonus, "partner", ev)


def free_pass_column(state: dict) -> int:
    """The leftmost Pass Track column without a cylinder. (Rulebook: 3: Exploration Phase › Pass.)"""
    taken = {seat["pass"][0] for seat in state["seats"] if seat["pass"] is not None}
    return min(c for c in range(len(content().pass_columns)) if c not in taken)


def do_pass(state: dict, s: int, a: dict, ev: list) -> None:
    """Pass: cylinder to the top of the leftmost free column, gain its reward (Craftsman discards first).
    (Rulebook: 3: Exploration Phase › Pass; Partner Tiles › Processing Craftsman.)"""
    seat = state["seats"][s]
    if partner(seat).get("discard_materials_on_pass"):
        lost = {k: seat[k] for k in ("Br", "Fe", "Cr") if seat[k]}
        for k in lost:
            seat[k] = 0
        if lost:
            ev.append(event("materials_returned", s, goods=lost))
    col = free_pass_column(state)
    seat["pass"] = [col, 0]
    state["passed"] += 1
    state["acted"] = True
    ev.append(event("passed", s, column=col, row=0))
    gain(state, s, content().pass_columns[col][0], "pass", ev)


def pass_step(state: dict, s: int, ev: list) -> None:
    """A passed seat's turn: move down one space and gain it, or at the bottom gain the reward beside it.
    (Rulebook: 3: Exploration Phase › Pass.)"""
    seat = state["seats"][s]
    col, row = seat["pass"]
    column = content().pass_columns[col]
    if row + 1 < len(column):
        seat["pass"] = [col, row + 1]
        ev.append(event("pass_track_stepped", s, column=col, row=row + 1))
        gain(state, s, column[row + 1], "pass", ev)
    else:
        ev.append(event("pass_track_stepped", s, column=col, row=row, bottom=True))
        gain(state, s, content().pass_beside_bottom, "pass", ev)
