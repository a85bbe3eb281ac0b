"""State helpers: the seat record, goods arithmetic, payment enumeration and payment codes.

State layout (JSON-native; see RULES.md "State layout"):
  state["seats"][s]  per-seat record (goods, VP track, VP cards, devices, Flying Machine, partner, guild slots ...)
  state["pending"]   queue of sub-decisions [{"id", "kind", "mode": "one", "seat", ...}] (shared.engine.decisions;
                     ids count in state["pending_seq"]); the front one is the only active decision
"""
from __future__ import annotations

from functools import lru_cache

from shared.games.falling.content import NAMES, content

RES = ("C", "G")
MAT = ("Br", "Fe", "Cr")
PAY_ORDER = ("C", "G", "Br", "Fe", "Cr", "Chip")
#: which held Material can stand in for one unit of a Material requirement
#: (Rulebook: Resources and Materials › Rare Ore Crystal; Partner Tiles › Processing Craftsman)
SUBSTITUTES = {"Br": ("Br", "Cr"), "Fe": ("Fe", "Cr"), "BrFe": ("Br", "Fe", "Cr"), "Mat": ("Br", "Fe", "Cr"),
               "Cr": ("Cr",)}
CRAFTSMAN_SUBSTITUTES = dict(SUBSTITUTES, Cr=("Cr", "Br", "Fe"))


def new_seat(spec, devices_order) -> dict:
    """A fresh seat record."""
    return {"name": spec.name, "kind": spec.kind, "role": spec.role, "C": 0, "G": 0, "Br": 0, "Fe": 0, "Cr": 0, "Chip": 0,
            "vp": 0, "vpc": [], "dev": {dt: 0 for dt in devices_order}, "fm": [1, 0], "partner": None,
            "guild": [None] * content().rounds, "used": {}, "r4": None, "hand": None, "choice": None,
            "pass": None}


def holdings(seat: dict) -> tuple:
    """(C, G, Br, Fe, Cr, Chip) held."""
    return (seat["C"], seat["G"], seat["Br"], seat["Fe"], seat["Cr"], seat["Chip"])


def cost_key(cost) -> tuple:
    """A hashable, ordered form of a cost mapping (zero entries dropped)."""
    return tuple(sorted((k, v) for k, v in cost.items() if v))


def add_cost(cost, extra) -> dict:
    """cost + extra (both mappings)."""
    out = dict(cost)
    for k, v in extra.items():
        out[k] = out.get(k, 0) + v
    return out


def sub_cost(cost, minus) -> dict:
    """cost - minus, never below zero per entry."""
    out = dict(cost)
    for k, v in minus.items():
        if k in out:
            out[k] = max(0, out[k] - v)
    return out


@lru_cache(maxsize=65536)
def _payments(ckey: tuple, held: tuple, craftsman: bool) -> tuple:
    """Every distinct concrete payment (C, G, Br, Fe, Cr, Chip) of cost `ckey` affordable with `held`.
    (Rulebook: Resources and Materials › Rare Ore Crystal; Partner Tiles › Processing Craftsman.)"""
    cost = dict(ckey)
    subs = CRAFTSMAN_SUBSTITUTES if craftsman else SUBSTITUTES
    c0, g0, r = cost.get("C", 0), cost.get("G", 0), cost.get("Res", 0)
    chip = cost.get("Chip", 0)
    if chip > held[5]:
        return ()
    res = [(c0 + x, g0 + r - x) for x in range(r + 1) if c0 + x <= held[0] and g0 + r - x <= held[1]]
    if not res:
        return ()
    mats = {(0, 0, 0)}
    for key in ("Br", "Fe", "Cr", "BrFe", "Mat"):
        for _ in range(cost.get(key, 0)):
            nxt = set()
            for b, f, c in mats:
                for m in subs[key]:
                    t = (b + (m == "Br"), f + (m == "Fe"), c + (m == "Cr"))
                    if t[0] <= held[2] and t[1] <= held[3] and t[2] <= held[4]:
                        nxt.add(t)
            mats = nxt
            if not mats:
                return ()
    return tuple((c, g, b, f, cr, chip) for c, g in res for b, f, cr in sorted(mats))


def payments(seat: dict, cost, craftsman: bool = False) -> tuple:
    """Every distinct concrete way `seat` can pay `cost` now (empty if unaffordable).
    (Rulebook: Resources and Materials › Rare Ore Crystal.)"""
    return _payments(cost_key(cost), holdings(seat), craftsman)


@lru_cache(maxsize=4096)
def pay_code(pay: tuple) -> str:
    """A short code for a concrete payment, e.g. 'C2-Fe1'; 'free' for nothing."""
    parts = [f"{k}{n}" for k, n in zip(PAY_ORDER, pay) if n]
    return "-".join(parts) or "free"


@lru_cache(maxsize=4096)
def parse_code(code: str) -> tuple:
    """The concrete payment tuple of a pay code."""
    vals = dict.fromkeys(PAY_ORDER, 0)
    if code != "free":
        for part in code.split("-"):
            i = 1 if part[1].isdigit() else (4 if part.startswith("Chip") else 2)
            vals[part[:i]] = int(part[i:])
    return tuple(vals[k] for k in PAY_ORDER)


def spend(seat: dict, pay: tuple) -> None:
    """Remove a concrete payment from the seat's holdings."""
    for k, n in zip(PAY_ORDER, pay):
        if n:
            seat[k] -= n


def describe(goods) -> str:
    """Human text for a goods/cost mapping, e.g. '2 Coin + 1 Iron'."""
    parts = [f"{n} {NAMES.get(k, k)}" for k, n in goods.items() if n]
    return " + ".join(parts) or "nothing"


def shortfall(seat: dict, cost, craftsman: bool = False) -> str:
    """Why `seat` cannot pay `cost` (the first missing good), or '' if it can."""
    if payments(seat, cost, craftsman):
        return ""
    for k in ("C", "G", "Chip"):
        if cost.get(k, 0) > seat[k]:
            return f"need {cost[k]} {NAMES[k]}, have {seat[k]}"
    if cost.get("C", 0) + cost.get("G", 0) + cost.get("Res", 0) > seat["C"] + seat["G"]:
        return f"need {cost.get('C', 0) + cost.get('G', 0) + cost.get('Res', 0)} Resources, have {seat['C'] + seat['G']}"
    return f"not enough Materials: need {describe({k: cost.get(k, 0) for k in ('Br', 'Fe', 'Cr', 'BrFe', 'Mat')})}, " \
           f"have {seat['Br']} Brick, {seat['Fe']} Iron, {seat['Cr']} Crystal"


def score(seat: dict) -> int:
    """The current total score: VP cards x card value + the track position. (Rulebook: Final Scoring › Final Score.)"""
    return len(seat["vpc"]) * content().card_value + seat["vp"]
