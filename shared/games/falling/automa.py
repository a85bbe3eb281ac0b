"""Danda, the solo automa: NPC Action cards, their conditions and actions, install placement, passing.

Danda's turn is a sequence of steps, each one legal action of Danda's seat and its own event batch, so
`automa_delay_seconds` paces them: `npc_reveal` (reveal the round's top NPC card and pick the half whose
condition holds), then one step per action of that half, left to right (`npc_ascend`, `npc_ascend_to`,
`npc_install`, `npc_crystal`), then - once the round's card limit is reached - `npc_pass`.
An impossible action is still a step, reported as `danda_action_skipped` with the reason.
The Device type of an install is the human's choice: a pending `danda_device` decision of the human seat
(unless the `danda_device_policy` option fixes it, or only one type is left).

Solo state lives in state["solo"] (see solo.py); the NPC decks are state["decks"]["npc1".."npc4"] and the
Blockade deck state["decks"]["blockade"], so deck orders stay hidden like every other deck.
"""
from __future__ import annotations

import json
from functools import lru_cache

from shared.engine.decisions import ask
from shared.engine.errors import IllegalAction
from shared.engine.events import event
from shared.games.falling.actions import do_pass, space_problem
from shared.games.falling import wording as w
from shared.games.falling.content import CONTENT_DIR, ContentError, content, freeze

DIFFICULTIES = ("easy", "normal", "hard")
#: who picks the Device type Danda installs: the human ("ask") or a fixed order
DEVICE_POLICIES = ("ask", "in_order", "lowest_cost", "most_left")
CONDITIONS = ("lower", "higher", "same", "at_least", "below")
NPC_ACTIONS = ("ascend", "ascend_to", "install", "crystal")
#: Danda's Flying Machine stands beside the Tower, never on a space: its space index is OFF_BOARD
OFF_BOARD = -1
STEP_TYPES = ("npc_reveal", "npc_ascend", "npc_ascend_to", "npc_install", "npc_crystal", "npc_pass")


# -- content ------------------------------------------------------------------------------------------
def _check_condition(where: str, cond: dict) -> None:
    """One NPC card condition must be a known Behavior Condition (Rulebook: Solo Game › Behavior Conditions.)"""
    kind = cond.get("if")
    if kind not in CONDITIONS:
        raise ContentError(f"{where}: unknown condition {kind!r}")
    if kind in ("at_least", "below") and not 1 <= cond.get("floor", 0) <= content().floors:
        raise ContentError(f"{where}: condition {kind} needs a floor 1..{content().floors}")


def _check_action(where: str, act: dict) -> None:
    """One NPC card action must be a known NPC action (Rulebook: Solo Game › Icon Reference (NPC Action Cards).)"""
    kind = act.get("do")
    if kind not in NPC_ACTIONS:
        raise ContentError(f"{where}: unknown NPC action {kind!r}")
    if kind == "ascend_to" and not 1 <= act.get("floor", 0) <= content().floors:
        raise ContentError(f"{where}: ascend_to needs a floor 1..{content().floors}")
    if kind == "crystal" and act.get("side") not in ("left", "right"):
        raise ContentError(f"{where}: crystal needs side left or right")


def validate_solo(raw: dict) -> None:
    """Raise ContentError if solo.json is inconsistent (also: each split card has exactly one half per case).
    (Rulebook: Solo Game Components, Solo Game Setup, 3. Exploration Phase.)"""
    c = content()
    rounds, floors = c.rounds, c.floors
    if sorted(raw["summary"]) != sorted(DIFFICULTIES):
        raise ContentError(f"summary cards must be exactly {DIFFICULTIES}")
    per_round = {r: [x for x in raw["npc_cards"] if x["round"] == r] for r in range(1, rounds + 1)}
    if len({x["id"] for x in raw["npc_cards"]}) != len(raw["npc_cards"]):
        raise ContentError("duplicate NPC card ids")
    for name, card in raw["summary"].items():
        if len(card["npc_cards"]) != rounds:
            raise ContentError(f"summary {name}: one NPC card limit per round")
        for r, limit in enumerate(card["npc_cards"], start=1):
            if not 1 <= limit <= len(per_round[r]):
                raise ContentError(f"summary {name}: round {r} limit {limit} exceeds the deck")
        if len(card["overwork"]) != rounds:
            raise ContentError(f"summary {name}: one Overwork Cost per round")
        for cost in card["overwork"]:
            for k, v in cost.items():
                if k not in ("C", "G", "Res") or not isinstance(v, int) or v < 0:
                    raise ContentError(f"summary {name}: bad overwork cost {k}: {v}")
        th = [t["contribution"] for t in card["thresholds"]]
        if th != sorted(set(th)):
            raise ContentError(f"summary {name}: thresholds must increase")
        ev = [e["min"] for e in card["evaluation"]]
        if not ev or ev[0] != 0 or ev != sorted(set(ev)):
            raise ContentError(f"summary {name}: evaluation minimums must start at 0 and increase")
    for x in raw["npc_cards"]:
        if ("actions" in x) == ("halves" in x):
            raise ContentError(f"{x['id']}: an NPC card has either actions or halves")
        for i, act in enumerate(x.get("actions", [])):
            _check_action(f"{x['id']}.actions[{i}]", act)
        for h, half in enumerate(x.get("halves", [])):
            for i, cond in enumerate(half["when"]):
                _check_condition(f"{x['id']}.halves[{h}].when[{i}]", cond)
            for i, act in enumerate(half["actions"]):
                _check_action(f"{x['id']}.halves[{h}].actions[{i}]", act)
        if "halves" in x:
            if len(x["halves"]) != 2:  # Exploration Phase (Solo): "divided into upper and lower sections"
                raise ContentError(f"{x['id']}: a split card has an upper and a lower half")
            for d in range(1, floors + 1):
                for p in range(1, floors + 1):
                    hits = [h for h, half in enumerate(x["halves"]) if any(holds(cond, d, p) for cond in half["when"])]
                    if len(hits) != 1:
                        raise ContentError(f"{x['id']}: Danda on {d}, player on {p}: halves {hits} apply, need one")
    if len(raw["blockades"]) < rounds:
        raise ContentError("not enough Blockade cards for a whole game")
    for b in raw["blockades"]:
        if b["first"] not in ("npc", "player"):
            raise ContentError(f"{b['id']}: first must be npc or player")
        if len({tuple(t) for t in b["tokens"]}) != len(b["tokens"]):  # one Blockade Token per space
            raise ContentError(f"{b['id']}: two Blockade Tokens on the same space")
        for f, i in b["tokens"]:
            if not 2 <= f <= floors or not 0 <= i < len(c.fm_spaces[f - 1]):
                raise ContentError(f"{b['id']}: no Flying Machine space {i} on floor {f} (floor 1 is never blocked)")


class SoloContent:
    """Frozen lookups over solo.json."""

    def __init__(self, raw: dict):
        self.summary = freeze(raw["summary"])
        self.npc = freeze({x["id"]: x for x in raw["npc_cards"]})
        self.npc_round = freeze({r: [x["id"] for x in raw["npc_cards"] if x["round"] == r]
                                 for r in range(1, content().rounds + 1)})
        self.blockades = freeze({b["id"]: b for b in raw["blockades"]})
        self.blockade_ids = tuple(b["id"] for b in raw["blockades"])


def load_solo_raw() -> dict:
    with open(CONTENT_DIR / "solo.json", encoding="utf-8") as f:
        return json.load(f)


@lru_cache(maxsize=1)
def solo_content() -> SoloContent:
    """The validated, frozen solo content (loaded once)."""
    raw = load_solo_raw()
    validate_solo(raw)
    return SoloContent(raw)


def summary(state: dict):
    """The Solo Game Summary card of this game's difficulty. (Rulebook: Solo Game › Solo Game Setup.)"""
    return solo_content().summary[state["solo"]["difficulty"]]


def card_limit(state: dict) -> int:
    """How many NPC cards Danda resolves this round before passing. (Rulebook: Solo Game › 3. Exploration Phase.)"""
    return summary(state)["npc_cards"][state["round"] - 1]


# -- conditions ----------------------------------------------------------------------------------------
def holds(cond, danda_floor: int, player_floor: int) -> bool:
    """Whether one Behaviour Condition holds. (Rulebook: Solo Game › Behavior Conditions.)"""
    kind = cond["if"]
    if kind == "lower":
        return danda_floor < player_floor
    if kind == "higher":
        return danda_floor > player_floor
    if kind == "same":
        return danda_floor == player_floor
    if kind == "at_least":
        return danda_floor >= cond["floor"]
    if kind == "below":
        return danda_floor < cond["floor"]
    raise ValueError(kind)


def describe_condition(cond) -> str:
    """Human text for a condition."""
    return {"lower": "Danda is on a lower floor than you", "higher": "Danda is on a higher floor than you",
            "same": "Danda is on your floor"}.get(cond["if"]) or (
        f"Danda is on floor {cond['floor']} or higher" if cond["if"] == "at_least"
        else f"Danda is below floor {cond['floor']}")


def choose_half(card, danda_floor: int, player_floor: int):
    """(index of the half whose condition holds or None for a plain card, its actions).
    (Rulebook: Solo Game › 3. Exploration Phase.)"""
    if "actions" in card:
        return None, list(card["actions"])
    for h, half in enumerate(card["halves"]):
        if any(holds(cond, danda_floor, player_floor) for cond in half["when"]):
            return h, list(half["actions"])
    return None, []  # unreachable with validated content: each case has exactly one half


# -- seats -------------------------------------------------------------------------------------------
def danda(state: dict) -> int:
    return state["solo"]["danda"]


def human(state: dict) -> int:
    return state["solo"]["human"]


def danda_floor(state: dict) -> int:
    return state["seats"][danda(state)]["fm"][0]


def player_floor(state: dict) -> int:
    return state["seats"][human(state)]["fm"][0]


# -- install placement and Device type ----------------------------------------------------------------
def install_space(state: dict, floor: int):
    """Where Danda installs on `floor`: the blue-framed space if the tile is on floors 3-5 and it is empty,
    else the leftmost empty legal space. Player-count spaces count as occupied. None: no space.
    (Rulebook: Solo Game › Install.)"""
    spaces = content().tiles[state["tower"][floor - 1]["tile"]]["spaces"]

    def usable(i):
        return "min_players" not in spaces[i] and not space_problem(state, floor, i)
    if floor in content().blue_floors:
        for i, sp in enumerate(spaces):
            if sp.get("blue") and usable(i):
                return i
    for i in range(len(spaces)):
        if usable(i):
            return i
    return None


def devices_left(state: dict) -> list:
    """Device types Danda still has beside the board, in column order.
    (Rulebook: Solo Game › Behavior Conditions › Notes.)"""
    seat = state["seats"][danda(state)]
    devs = content().devices
    return [dt for dt in content().device_order if seat["dev"][dt] < devs[dt]["count"]]


def policy_device(policy: str, state: dict, types: list) -> str:
    """The Device type a fixed policy picks among `types` (non-empty)."""
    devs = content().devices
    order = content().device_order
    if policy == "lowest_cost":
        return min(types, key=lambda dt: (sum(devs[dt]["cost"].values()), order.index(dt)))
    if policy == "most_left":
        seat = state["seats"][danda(state)]
        return min(types, key=lambda dt: (seat["dev"][dt] - devs[dt]["count"], order.index(dt)))
    return types[0]


# -- Danda's legal step ----------------------------------------------------------------------------
def step_action(item) -> dict:
    """The legal action for the next queued NPC action. (Rulebook: Solo Game › Icon Reference (NPC Action Cards).)"""
    kind = item["do"]
    if kind == "ascend":
        return {"type": "npc_ascend", **w.label("label.npc.ascend")}
    if kind == "ascend_to":
        return {"type": "npc_ascend_to", "floor": item["floor"],
                **w.label("label.npc.ascend_to", floor=item["floor"])}
    if kind == "install":
        return {"type": "npc_install", **w.label("label.npc.install")}
    return {"type": "npc_crystal", "side": item["side"],
            **w.label("label.npc.crystal", side=w.key(item["side"]))}


def danda_actions(state: dict, s: int) -> list:
    """Danda's single legal step now (the rules decide it, so the list has one entry).
    (Rulebook: Solo Game › 3. Exploration Phase.)"""
    if state["step"] != "explore" or state["pending"] or state["order"][state["turn"]] != s:
        return []
    solo = state["solo"]
    if state["seats"][s]["pass"] is not None:
        return []
    if solo["queue"]:
        return [step_action(solo["queue"][0])]
    if solo["must_pass"]:
        return [{"type": "npc_pass", **w.label("label.npc.pass")}]
    said = w.label("label.npc.reveal", number=solo["done"] + 1, limit=card_limit(state))
    return [{"type": "npc_reveal", **said}]


def automa_action(state: dict, s: int) -> dict:
    """The action the rules choose for Danda now."""
    actions = danda_actions(state, s)
    if not actions:
        raise IllegalAction("Danda has nothing to do now")
    return actions[0]


# -- apply ------------------------------------------------------------------------------------------
def finish_card(state: dict, ev: list) -> None:
    """The revealed card is resolved: pass next if the round's limit is reached, else end Danda's turn.
    (Rulebook: Solo Game › 3. Exploration Phase.)"""
    solo = state["solo"]
    solo["done"] += 1
    ev.append(event("npc_card_resolved", danda(state), card=solo["card"], resolved=solo["done"],
                    limit=card_limit(state)))
    if solo["done"] >= card_limit(state):
        solo["must_pass"] = True
    else:
        state["acted"] = True


def do_npc_reveal(state: dict, s: int, a: dict, ev: list) -> None:
    """Reveal the round's top NPC card; queue the actions of the half whose condition holds.
    (Rulebook: Solo Game › 3. Exploration Phase.)"""
    solo = state["solo"]
    cid = state["decks"][f"npc{state['round']}"].pop()
    card = solo_content().npc[cid]
    d, p = danda_floor(state), player_floor(state)
    half, acts = choose_half(card, d, p)
    solo["card"] = cid
    solo["half"] = half
    solo["revealed"].append(cid)
    solo["queue"] = [dict(x) for x in acts]
    data = {"card": cid, "number": solo["done"] + 1, "limit": card_limit(state), "danda_floor": d,
            "player_floor": p, "half": half, "actions": [dict(x) for x in acts]}
    if half is not None:
        data["condition"] = " or ".join(describe_condition(c) for c in card["halves"][half]["when"])
    ev.append(event("npc_card_revealed", s, **data))
    if not solo["queue"]:
        finish_card(state, ev)


def skip(state: dict, kind: str, reason: str, ev: list) -> None:
    """Record an NPC action Danda cannot perform as skipped (Rulebook: Solo Game › Behavior Conditions.)"""
    ev.append(event("danda_action_skipped", danda(state), action=kind, reason=reason))


def move_danda(state: dict, to: int, ev: list) -> None:
    """Move Danda's Flying Machine beside the Tower, gaining nothing (Rulebook: Solo Game › Basic Rules for NPCs.)"""
    seat = state["seats"][danda(state)]
    frm = seat["fm"][0]
    seat["fm"] = [to, OFF_BOARD]
    ev.append(event("danda_ascended", danda(state), frm=frm, floor=to))


def place_device(state: dict, floor: int, i: int, dt: str, ev: list, chosen_by: str) -> None:
    """Danda's Device on floor `floor` space `i`; Danda gains and pays nothing.
    (Rulebook: Solo Game › Install; Basic Rules for NPCs.)"""
    s = danda(state)
    state["tower"][floor - 1]["dev"][i] = [s, dt]
    state["seats"][s]["dev"][dt] += 1
    ev.append(event("danda_installed", s, device=dt, floor=floor, space=i, chosen_by=chosen_by))


def do_npc_step(state: dict, s: int, a: dict, ev: list) -> None:
    """Resolve the next queued action of the revealed card (skipped when impossible).
    (Rulebook: Solo Game › Icon Reference (NPC Action Cards); Behavior Conditions.)"""
    solo = state["solo"]
    item = solo["queue"].pop(0)
    kind = item["do"]
    d = danda_floor(state)
    top = content().floors
    waiting = False
    if kind == "ascend":
        if d >= top:
            skip(state, kind, "Danda is already on the top floor", ev)
        else:
            move_danda(state, d + 1, ev)
    elif kind == "ascend_to":
        if d >= item["floor"]:
            skip(state, kind, f"Danda is already on floor {d}, not below floor {item['floor']}", ev)
        else:
            move_danda(state, item["floor"], ev)
    elif kind == "install":
        waiting = npc_install(state, d, ev)
    else:
        nego = state["nego"]
        free = [i for i, x in enumerate(nego) if x is None]
        if not free:
            skip(state, kind, "every Negotiation space is occupied", ev)
        else:
            i = free[0] if item["side"] == "left" else free[-1]
            nego[i] = [s, "Cr"]
            ev.append(event("danda_negotiated", s, space=i, side=item["side"]))
    if not waiting and not solo["queue"]:
        finish_card(state, ev)


def npc_install(state: dict, floor: int, ev: list) -> bool:
    """Install on Danda's floor; True when the human must first choose the Device type.
    (Rulebook: Solo Game › Install; Behavior Conditions › Notes.)"""
    i = install_space(state, floor)
    if i is None:
        skip(state, "install", f"no empty legal space on the floor {floor} tile", ev)
        return False
    types = devices_left(state)
    if not types:
        skip(state, "install", "Danda has no Device left", ev)
        return False
    policy = state["solo"]["policy"]
    if len(types) == 1 or policy != "ask":
        place_device(state, floor, i, policy_device(policy, state, types), ev,
                     "only type left" if len(types) == 1 else policy)
        return False
    ask(state, "danda_device", human(state), floor=floor, space=i, devices=types)
    ev.append(event("danda_device_requested", human(state), floor=floor, space=i, devices=types))
    return True


def do_npc_pass(state: dict, s: int, a: dict, ev: list) -> None:
    """Danda passes onto the Pass Track (leftmost free column, top space); it gains nothing.
    (Rulebook: Solo Game › 3. Exploration Phase.)"""
    state["solo"]["must_pass"] = False
    do_pass(state, s, {"type": "pass"}, ev)


# -- the human's decision on Danda's behalf -------------------------------------------------------------
def device_choice_actions(state: dict, s: int, item: dict) -> list:
    """The player picks the Device type Danda installs (Rulebook: Solo Game › Behavior Conditions › Notes.)"""
    return [{"type": "danda_device", "device": dt,
             **w.label("label.danda_device", device=w.comp(dt), floor=item["floor"], space=item["space"] + 1)}
            for dt in item["devices"]]


def device_choice_apply(state: dict, s: int, a: dict, item: dict, ev: list) -> None:
    """Install the chosen Device type for Danda (Rulebook: Solo Game › Behavior Conditions › Notes.)"""
    place_device(state, item["floor"], item["space"], a["device"], ev, "player")
    if not state["solo"]["queue"]:
        finish_card(state, ev)


HANDLERS = {"npc_reveal": do_npc_reveal, "npc_ascend": do_npc_step, "npc_ascend_to": do_npc_step,
            "npc_install": do_npc_step, "npc_crystal": do_npc_step, "npc_pass": do_npc_pass}
DECISIONS = {"danda_device": (device_choice_actions, device_choice_apply)}
