"""Chaotic Battlefield module 2, Objective Roulette (option `objective_roulette`): the four objective tokens lie
face down, each turned up at the beginning of its round's Preparation, and the round's bid is open.

Face down: state["roulette"]["revealed"] lists the tokens turned up so far; the others on their spots are hidden
from every seat (views show "hidden"; `redeal` gives them, for sampling.py, out of the tokens of their kind that
nobody has seen: orange-ribbon ones on the orange spots, as setup.objectives draws them; the unused tokens are
set aside unseen). The open bid: every seat's Honor is shown, then in Order Chamber order each seat still in
bids more than the high bid (at least `min_bid`) or passes, and a pass is final; a seat whose Honor can't beat
the high bid passes at once. It ends when only the high bidder is left, who pays the bid and scores the
objective (the others pay nothing), or when every seat has passed: then nobody scores (inventory ASSUME). A seat
left alone without a bid still bids or passes. The token is discarded either way. Each bid or pass is a one-seat
`roulette_bid` item; the bidding (state["roulette"]["bidding"], copied into each item) is public.
(Row 68; Rulebook: Variant: Chaotic Battlefield, 2. Objective Roulette.)
"""
from __future__ import annotations

from shared.engine import decisions
from shared.engine.events import event
from shared.games.fallen_angel import resources, scoring, steps
from shared.games.fallen_angel.content import content
from shared.games.fallen_angel import wording as w

OPTION = "objective_roulette"
KIND = "roulette_bid"
#: what a view shows for a face-down token
HIDDEN = "hidden"


def is_on(state: dict) -> bool:
    """True when the game uses Objective Roulette (row 68)."""
    return bool(state["options"].get(OPTION))


def lay_face_down(state: dict) -> None:
    """Setup: the four chosen tokens go on their spots face down (row 68)."""
    if is_on(state):
        state["roulette"] = {"revealed": []}


# -- face-down tokens (hidden information) ---------------------------------------------------------------------
def revealed(state: dict) -> list[str]:
    """The tokens turned up so far (discarded ones included)."""
    return state["roulette"]["revealed"] if is_on(state) else []


def face_down(state: dict) -> list[str]:
    """The tokens on their spots not turned up yet; none without the option (row 68)."""
    if not is_on(state):
        return []
    shown = set(revealed(state))
    return [o for o in state["objectives"] if o not in shown]


def objectives_view(state: dict) -> list[str]:
    """The tokens on their spots as every viewer sees them: a face-down one reads "hidden"."""
    down = set(face_down(state))
    return [HIDDEN if o in down else o for o in state["objectives"]]


def reveal(state: dict, ev: list) -> None:
    """The beginning of the Preparation: this round's token is turned up (row 68)."""
    if not is_on(state) or not state["objectives"] or state["objectives"][0] in revealed(state):
        return
    state["roulette"]["revealed"].append(state["objectives"][0])
    ev.append(event("objective_revealed", None, objective=state["objectives"][0], round=state["round"]))


def is_orange_spot(state: dict, index: int) -> bool:
    """True when the token at `index` of the spots left lies on an orange-ribbon spot (row 9)."""
    c = content()
    return c.objective_spots - len(state["objectives"]) + index < c.orange_spots


def redeal(state: dict, rng) -> None:
    """Give the face-down tokens anew out of the unseen tokens of their kind (for sampling.py)."""
    down = face_down(state)
    if not down:
        return
    c, seen = content(), set(revealed(state))
    pools = {True: [o for o in c.orange_objectives if o not in seen],
             False: [o for o in c.objective_ids if o not in c.orange_objectives and o not in seen]}
    pools = {orange: rng.shuffle(sorted(ids)) for orange, ids in pools.items()}
    for i, token in enumerate(state["objectives"]):
        if token not in seen:
            state["objectives"][i] = pools[is_orange_spot(state, i)].pop()


# -- the open bid (row 68) ------------------------------------------------------------------------------------
def bidding(state: dict) -> dict:
    """{"objective", "high", "leader", "passed"} of the open bid."""
    return state["roulette"]["bidding"]


def open_bidding(state: dict, ev: list) -> None:
    """Show every seat's Honor; the first seat of the Order Chamber bids or passes first (row 68)."""
    objective = state["objectives"][0]
    state["roulette"]["bidding"] = {"objective": objective, "high": 0, "leader": None, "passed": []}
    ev.append(event("bidding_opened", None, objective=objective, open=True,
                    honor={str(s): p["honor"] for s, p in enumerate(state["players"])}))
    ask_next(state, None, ev)


def minimum(state: dict) -> int:
    """The lowest bid allowed now: above the high bid, at least min_bid (row 68)."""
    return max(content().objective_roulette["min_bid"], bidding(state)["high"] + 1)


def next_bidder(state: dict, after: int | None) -> int | None:
    """The next seat still in after `after` in Order Chamber order (the first when None); None once only the
    high bidder is left or everyone has passed (row 68)."""
    bid, order = bidding(state), state["order"]
    left = [s for s in order if s not in bid["passed"] and s != bid["leader"]]
    if not left:
        return None
    start = 0 if after is None else order.index(after) + 1
    turns = [order[(start + i) % len(order)] for i in range(len(order))]
    return next(seat for seat in turns if seat in left)


def ask_next(state: dict, after: int | None, ev: list) -> None:
    """Ask the next seat still in; a seat whose Honor can't beat the high bid passes at once (row 68)."""
    seat = next_bidder(state, after)
    while seat is not None and state["players"][seat]["honor"] < minimum(state):
        pass_bid(state, seat, ev, forced=True)
        seat = next_bidder(state, seat)
    if seat is not None:
        bid = bidding(state)
        decisions.ask(state, KIND, seat, objective=bid["objective"], high=bid["high"], leader=bid["leader"],
                      passed=list(bid["passed"]))


def pass_bid(state: dict, seat: int, ev: list, forced: bool = False) -> None:
    """The seat leaves the bidding for good (row 68: "they may not reenter")."""
    bidding(state)["passed"].append(seat)
    ev.append(event("bid_passed", seat, high=bidding(state)["high"], forced=forced))


def bid_legal(state: dict, item: dict) -> list:
    """Bid from the minimum up to your Honor, or pass for good (row 68)."""
    seat = item["seat"]
    out = [{"type": "raise", "honor": n, **w.label("label.raise", honor=n)}
           for n in range(minimum(state), state["players"][seat]["honor"] + 1)]
    out.append({"type": "pass", **w.label("label.roulette_pass")})
    return out


def bid_apply(state: dict, item: dict, action: dict, ev: list) -> None:
    """Raise the high bid or pass; then the next seat still in (row 68)."""
    seat = item["seat"]

    def resolve(_item: dict) -> None:
        if action["type"] == "raise":
            bidding(state).update(high=action["honor"], leader=seat)
            ev.append(event("bid_raised", seat, honor=action["honor"]))
        else:
            pass_bid(state, seat, ev)
        ask_next(state, seat, ev)

    decisions.resolve_front(state, seat, resolve)


def settle(state: dict, ev: list) -> None:
    """The last bidder pays the bid and scores the objective; with every seat passed nobody scores; the token
    is discarded (row 68; inventory ASSUME)."""
    if "bidding" not in state["roulette"]:
        return
    bid = state["roulette"].pop("bidding")
    winner, vp = bid["leader"], {}
    if winner is not None:
        resources.spend(state, winner, ev, "bid", honor=bid["high"])
        vp[str(winner)] = scoring.objective_vp(state, winner, bid["objective"])
        if vp[str(winner)]:
            resources.gain(state, winner, ev, "objective", vp=vp[str(winner)])
    state["objectives"].pop(0)
    ev.append(event("objective_scored", None, objective=bid["objective"], bid=bid["high"],
                    winners=[winner] if winner is not None else [], vp=vp))


steps.register(KIND, legal=bid_legal, apply=bid_apply)
