"""The solo game against Danda: options, setup, Preparation (Blockade cards), Overwork, solo final scoring.

state["solo"] (present only in a solo game):
  danda, human     seat numbers
  difficulty       easy | normal | hard (the Solo Game Summary card)
  policy           danda_device_policy: ask | in_order | lowest_cost | most_left
  blockade         the current round's Round Blockade card id (its tokens are in state["blockades"])
  first            round 1: "npc" or "player", from the Round 1 Blockade card
  card, half       the NPC card revealed last this round and the half resolved (None for a plain card)
  revealed         NPC card ids revealed this round (face up beside the deck)
  queue            actions of the revealed card still to resolve, left to right
  done             NPC cards resolved this round; must_pass: the limit is reached, Danda's next step passes
  ow               the human paid the Overwork Cost this turn (reset when the turn ends)

The hooks here are called from flow.py, game.py, effects.py, scoring.py and view.py (guarded by `is_solo`).
"""
from __future__ import annotations

from shared.engine.errors import InvalidOptions
from shared.engine.events import event
from shared.engine.result import game_ended, make_result
from shared.games.falling import automa
from shared.games.falling import wording as w
from shared.games.falling.actions import (PASS, ascend_actions, effect_actions, explore_actions, install_actions,
                                          negotiate_actions)
from shared.games.falling.automa import DEVICE_POLICIES, DIFFICULTIES, OFF_BOARD, solo_content, summary
from shared.games.falling.content import content
from shared.games.falling.effects import gain_vp
from shared.games.falling.scoring import contribution, leftovers
from shared.games.falling.state import describe, parse_code, pay_code, payments, score, shortfall, spend

SOLO_OPTIONS = {"difficulty": "normal", "danda_device_policy": "ask"}
#: Danda's (unused) supply choice: it draws no Resource or Guild card
NO_SUPPLY = {"automa": True}


def is_solo(state: dict) -> bool:
    return "solo" in state


# -- options -----------------------------------------------------------------------------------------
def validate_options(raw: dict | None, opts: dict, seats: list) -> dict:
    """Check the solo options and seats; a 2-4 player game drops them (and refuses explicit ones).
    (Rulebook: Solo Game; Solo Game Setup.)"""
    raw = raw or {}
    automas = [s for s in seats if s.kind == "automa"]
    if not automas:
        given = sorted(k for k in SOLO_OPTIONS if k in raw)
        if given:
            raise InvalidOptions(f"{', '.join(given)}: only for the solo game (one seat of kind automa)",
                                 options=given)
        return {k: v for k, v in opts.items() if k not in SOLO_OPTIONS}
    if len(seats) != 2 or len(automas) != 1:
        raise InvalidOptions("the solo game has exactly 2 seats: one player (human or bot) and Danda (automa)")
    if opts["difficulty"] not in DIFFICULTIES:
        raise InvalidOptions(f"difficulty must be one of {', '.join(DIFFICULTIES)}, not {opts['difficulty']!r}")
    if opts["danda_device_policy"] not in DEVICE_POLICIES:
        raise InvalidOptions(f"danda_device_policy must be one of {', '.join(DEVICE_POLICIES)}, "
                             f"not {opts['danda_device_policy']!r}")
    return opts


# -- setup and Preparation -----------------------------------------------------------------------------
def setup(state: dict, rng) -> None:
    """Solo setup, before the partner choice: shuffle the Blockade and NPC decks, reveal the Round 1
    Blockade card (it fixes round-1 turn order, so the seat bonuses follow it), place Danda beside floor 1.
    Danda takes no secret Round-4 Guild card (the one dealt is put back on top of its deck).
    (Rulebook: Solo Game › Solo Game Setup, 1. Preparation Phase (Round 1 Only).)"""
    sc = solo_content()
    seats = state["seats"]
    d = next(s for s, seat in enumerate(seats) if seat["kind"] == "automa")
    h = 1 - d
    decks = state["decks"]
    decks["blockade"] = rng.shuffle(list(sc.blockade_ids))
    for r, ids in sc.npc_round.items():
        decks[f"npc{r}"] = rng.shuffle(list(ids))
    opts = state["opts"]
    state["solo"] = {"danda": d, "human": h, "difficulty": opts["difficulty"], "policy": opts["danda_device_policy"],
                     "blockade": None, "first": None, "card": None, "half": None, "revealed": [], "queue": [],
                     "done": 0, "must_pass": False, "ow": False}
    reveal_blockade(state)
    first = sc.blockades[state["solo"]["blockade"]]["first"]
    state["solo"]["first"] = first
    state["order"] = [d, h] if first == "npc" else [h, d]
    seat = seats[d]
    if seat["r4"] is not None:
        decks[content().setup_guild_deck].append(seat["r4"])
        seat["r4"] = None
    seat["choice"] = dict(NO_SUPPLY)
    seats[h]["fm"] = [1, 0]
    seat["fm"] = [1, OFF_BOARD]


def after_partner_setup(state: dict) -> None:
    """Danda has no Partner: it is recorded as Jini Jini (no ability; Danda gains none of its goods).
    (Rulebook: Solo Game › Basic Rules for NPCs.)"""
    d = state["solo"]["danda"]
    jini = content().jini["id"]
    state["seats"][d]["partner"] = jini
    pick = state["pick"]
    if pick is not None:
        if pick["method"] == "draft":
            pick["queue"] = [s for s in pick["queue"] if s != d]
        else:
            pick["choice"][d] = "jini"


def reveal_blockade(state: dict) -> None:
    """Draw the next Round Blockade card and put the Blockade Tokens on its Flying Machine spaces.
    (Rulebook: Solo Game › 1. Preparation Phase.)"""
    cid = state["decks"]["blockade"].pop()
    state["solo"]["blockade"] = cid
    state["blockades"] = [list(t) for t in solo_content().blockades[cid]["tokens"]]


def prepare_round(state: dict, r: int, ev: list) -> None:
    """Preparation: previous Blockade and NPC cards go to the box, a new Blockade card (round 1: the one
    revealed at setup), Danda's marker back beside floor 1, its card count reset.
    (Rulebook: Solo Game › 1. Preparation Phase.)"""
    solo = state["solo"]
    if r > 1:
        reveal_blockade(state)
    solo.update(card=None, half=None, revealed=[], queue=[], done=0, must_pass=False, ow=False)
    state["seats"][solo["danda"]]["fm"] = [1, OFF_BOARD]
    data = {"card": solo["blockade"], "tokens": [list(t) for t in state["blockades"]]}
    if r == 1:
        data["first"] = solo["first"]
    ev.append(event("blockade_revealed", None, **data))


# -- Exploration: Danda's steps and the human's Overwork -------------------------------------------------
def overwork_cost(state: dict):
    """The Overwork Cost of the current round (Summary card). (Rulebook: Solo Game › Overwork Cost.)"""
    return summary(state)["overwork"][max(1, state["round"]) - 1]


def explore_legal(state: dict, s: int) -> list:
    """Solo Exploration actions: Danda's step; for the human after Danda passed, the Overwork gate (pay, then
    an Action - Pass is no longer offered - or pass without paying). (Rulebook: Solo Game › Overwork Cost.)"""
    solo = state["solo"]
    if s == solo["danda"]:
        return automa.danda_actions(state, s)
    if state["order"][state["turn"]] != s:
        return []
    if state["seats"][solo["danda"]]["pass"] is None:
        return explore_actions(state, s)
    if solo["ow"]:  # Overwork Cost: "either pay the Overwork Cost and perform an Action, or pass" - not both
        return [a for a in explore_actions(state, s) if a["type"] != "pass"]
    seat = state["seats"][s]
    out = effect_actions(seat) if not state["sub"] and seat["Chip"] > 0 else []
    cost = overwork_cost(state)
    for pay in payments(seat, cost):
        if not action_after(state, s, pay):
            continue  # paying would leave no Action to perform, and Pass is not allowed after paying
        code = pay_code(pay)
        words = w.label("label.overwork", cost=w.goods(cost, True), pay=w.pay(code))
        out.append({"type": "overwork", "pay": code, **words})
    out.append({"type": "pass", **PASS})
    return out


def action_after(state: dict, s: int, pay: tuple) -> bool:
    """True when seat `s` can still perform an Action (Ascend, Install, Negotiate) after paying `pay`.
    (Rulebook: Solo Game › Overwork Cost: "pay the Overwork Cost and perform an Action".)"""
    seat = dict(state["seats"][s])
    spend(seat, pay)
    seats = list(state["seats"])
    seats[s] = seat
    view = {**state, "seats": seats}
    return bool(ascend_actions(view, seat) or install_actions(view, seat) or negotiate_actions(view, seat))


def do_overwork(state: dict, s: int, a: dict, ev: list) -> None:
    """Pay the Overwork Cost; the Action follows (no Sub-action after it). (Rulebook: Solo Game › Overwork Cost.)"""
    spend(state["seats"][s], parse_code(a["pay"]))
    state["solo"]["ow"] = True
    state["sub"] = True
    ev.append(event("overwork_paid", s, pay=a["pay"]))


def explain(state: dict, s: int, action: dict) -> str | None:
    """Why a solo-specific action (or an Action skipping the Overwork Cost) is refused; None otherwise.
    (Rulebook: Solo Game › Overwork Cost.)"""
    if not is_solo(state) or state["step"] != "explore" or state["pending"]:
        return None
    solo = state["solo"]
    t = action.get("type")
    if t in automa.STEP_TYPES:
        return "that is one of Danda's steps: the solo rules play them" if s != solo["danda"] else None
    if s != solo["human"] or state["order"][state["turn"]] != s:
        return None
    passed = state["seats"][solo["danda"]]["pass"] is not None
    cost = overwork_cost(state)
    if t == "overwork":
        if not passed:
            return "no Overwork Cost is due while Danda is still playing"
        if solo["ow"]:
            return "the Overwork Cost is already paid this turn: take your Action"
        why = shortfall(state["seats"][s], cost)
        if why:
            return f"cannot pay the Overwork Cost ({describe(cost)}): {why}"
        pays = {pay_code(p): p for p in payments(state["seats"][s], cost)}
        if action.get("pay") in pays and not action_after(state, s, pays[action["pay"]]):
            return "after paying the Overwork Cost that way no Action would be possible: pass instead"
        return "that payment does not match the Overwork Cost"
    if t == "pass" and passed and solo["ow"]:
        return "the Overwork Cost is paid this turn: perform an Action (no Pass after paying)"
    if t in ("ascend", "install", "negotiate") and passed and not solo["ow"]:
        return f"Danda has passed: pay the Overwork Cost ({describe(cost)}) before taking an Action, or pass"
    return None


def end_turn(state: dict) -> None:
    """Called when a turn ends: the Overwork payment covered that turn only. (Rulebook: Solo Game › Overwork Cost.)"""
    state["solo"]["ow"] = False


# -- final scoring ----------------------------------------------------------------------------------
def threshold_vp(state: dict, points: int) -> int:
    """VP of the highest Contribution threshold reached on the Summary card (0 below the first).
    (Rulebook: Solo Game › End of the Game (Solo).)"""
    vp = 0
    for t in summary(state)["thresholds"]:
        if points >= t["contribution"]:
            vp = t["vp"]
    return vp


def evaluation(difficulty: str, total: int) -> str:
    """The Guild Evaluation title for a final score. (Rulebook: Solo Game › Guild Evaluation.)"""
    title = None
    for e in solo_content().summary[difficulty]["evaluation"]:
        if total >= e["min"]:
            title = e["title"]
    return title


def final_scoring(state: dict, ev: list) -> None:
    """Solo end: threshold VP instead of the ranking, then goods and Skill Chips as usual; the Evaluation.
    (Rulebook: Solo Game › End of the Game (Solo), Guild Evaluation.)"""
    h = state["solo"]["human"]
    seat = state["seats"][h]
    points = contribution(state)[h][0]
    tvp = threshold_vp(state, points)
    before = score(seat)
    extra = leftovers(seat)
    for amount in (tvp, extra["resources"], extra["materials"], extra["chips"]):
        if amount:
            gain_vp(state, h, amount, ev, final=True)
    total = score(seat)
    difficulty = state["solo"]["difficulty"]
    title = evaluation(difficulty, total)
    seats = {str(h): {"before_final": before, "contribution_points": points, "threshold_vp": tvp, **extra,
                      "vp_cards": len(seat["vpc"]), "track": seat["vp"], "total": total}}
    # Guild Evaluation only: no winner; Danda is not scored (its score is 0: it never gains VP) nor ranked
    scores = {s: score(x) for s, x in enumerate(state["seats"])}
    teams = [[s] for s in range(state["n"])]
    state["final"] = make_result("solo", scores, [h], [], teams, {"seats": seats},
                                 solo={"difficulty": difficulty, "score": total, "evaluation": title})
    ev.append(game_ended(state["final"]))


# -- view -----------------------------------------------------------------------------------------------
def view(state: dict) -> dict | None:
    """Public solo information: difficulty, Summary card of the round, Blockade card, revealed NPC cards."""
    if not is_solo(state):
        return None
    solo = state["solo"]
    card = summary(state)
    r = max(1, state["round"])
    return {"danda": solo["danda"], "human": solo["human"], "difficulty": solo["difficulty"],
            "device_policy": solo["policy"], "blockade": solo["blockade"], "first": solo["first"],
            "npc_card": solo["card"], "npc_half": solo["half"], "npc_revealed": list(solo["revealed"]),
            "npc_queue": [dict(x) for x in solo["queue"]], "npc_resolved": solo["done"],
            "npc_limit": card["npc_cards"][r - 1], "overwork_cost": dict(overwork_cost(state)),
            "overwork_paid": solo["ow"], "thresholds": [dict(t) for t in card["thresholds"]]}


HANDLERS = dict(automa.HANDLERS, overwork=do_overwork)
DECISIONS = automa.DECISIONS
