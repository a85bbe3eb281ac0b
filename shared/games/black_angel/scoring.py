"""Final scoring: the track, the Advanced Technology tiles with their caps, the Spes bonus; ties share the win.

An advanced tile scores `vp` per element it counts (content `scorer`), capped: in the grid or set aside at
`advanced_cap`; in an advanced space at `advanced_cap` + `advanced_cap_per_filed` x the Missions filed beside
that space's colour. Copies of one scorer must count different elements, so they share one pool of elements,
allocated to maximise the player's score. Debris on tiles counts as storage debris at the end.
(BA-37; Rulebook: The Game Ends, "If you have multiple copies of the same Advanced Technology tile".)
In a solitaire game the result sets the player's score against Hal's (hal_end.hal_score, BA-39).
"""
from __future__ import annotations

from shared.engine.result import make_result
from shared.games.black_angel import grid, hal, hal_end
from shared.games.black_angel.content import content


# -- elements an advanced tile counts -------------------------------------------------------------------------
def grid_cells(player: dict) -> list:
    """The occupied cells of the player's grid, row by row."""
    return [cell for row in player["grid"] for cell in row if cell is not None]


def starting_tiles_in_grid(player: dict) -> int:
    """Starting tiles still in the grid."""
    return sum(1 for cell in grid_cells(player) if content().tile(cell["tile"])["tier"] == "starting")


def advanced_held(player: dict) -> list:
    """(tile id, where) for every advanced tile the player holds: "grid", "aside" or an advanced space colour."""
    c = content()
    out = [(cell["tile"], "grid") for cell in grid_cells(player) if c.is_advanced(cell["tile"])]
    out += [(tile, colour) for colour, tile in player["advanced"].items() if tile is not None]
    return out + [(tile, "aside") for tile in player["aside"]]


def end_debris(player: dict) -> int:
    """Storage debris plus the debris on tiles, which moves to storage at the end (BA-37)."""
    return player["debris"] + sum(1 for cell in grid_cells(player) if cell["debris"])


def in_space(state: dict, seat: int) -> tuple[int, int]:
    """(ships of `seat` in space, Missions in space `seat` owns)."""
    ships = owned = 0
    for strip in state["space"]["strips"]:
        ships += sum(seats.count(seat) for seats in strip["ships"].values())
        owned += sum(1 for card in strip["cards"].values() if card["owner"] == seat)
    return ships, owned


def element_count(state: dict, seat: int, scorer) -> int:
    """How many elements of the scorer's kind the player has at the end (advanced scorers, DESIGN.md)."""
    p = state["players"][seat]
    what = scorer["what"]
    if what == "grid_tiles":
        return grid.tile_count(p, scorer["colour"])
    if what in ("ships_in_space", "owned_missions_in_space"):
        return in_space(state, seat)[what == "owned_missions_in_space"]
    counts = {
        "hand_ravagers": lambda: len(p["hand"]["ravagers"]),
        "hand_missions": lambda: len(p["hand"]["missions"]),
        "workstation_robots": lambda: sum(p["robots"]["work"].values()),
        "ejected_tiles": lambda: sum(1 for t in p["ejected"] if not content().is_advanced(t)),
        "debris": lambda: end_debris(p),
        "resources": lambda: p["resources"],
        "full_lines": lambda: len(grid.full_lines(p)),
        "tucked_cards": lambda: len(p["tucked"]),
        "starting_tiles_in_grid": lambda: starting_tiles_in_grid(p),
        "filed_missions": lambda: sum(len(cards) for cards in p["filed"].values()),
        "other_advanced": lambda: len(advanced_held(p)),
    }
    return counts[what]()


# -- caps and the allocation of shared elements ---------------------------------------------------------------
def cap(player: dict, where: str) -> int:
    """The most a tile may score where it lies: grid or aside flat; an advanced space + per filed Mission."""
    c = content()
    if where in ("grid", "aside"):
        return c.advanced_cap
    return c.advanced_cap + c.advanced_cap_per_filed * len(player["filed"][where])


def allocate(caps: list, vp: int, pool: int, limit: int) -> list:
    """Elements per tile (each at most `limit`, all together at most `pool`) maximising sum(min(cap, vp x n));
    a small knapsack, so copies of one tile use different elements (BA-37)."""
    best = {0: (0, [])}  # elements used -> (points, counts per tile so far)
    for c in caps:
        nxt: dict = {}
        for used, (points, counts) in best.items():
            for n in range(min(limit, pool - used) + 1):
                cand = (points + min(c, vp * n), counts + [n])
                key = used + n
                if key not in nxt or cand[0] > nxt[key][0]:
                    nxt[key] = cand
        best = nxt
    return max(best.items(), key=lambda kv: (kv[1][0], kv[0]))[1][1]


def scorer_key(scorer) -> tuple:
    """Tiles with equal keys are copies of one tile: they share their elements."""
    return scorer["what"], scorer.get("colour")


def advanced_scores(state: dict, seat: int) -> list:
    """Per advanced tile: {tile, name, where, what, count, cap, points}; copies share their elements (BA-37)."""
    c = content()
    player = state["players"][seat]
    held = advanced_held(player)
    groups: dict = {}
    for i, (tile, _where) in enumerate(held):
        groups.setdefault(scorer_key(c.tile(tile)["scorer"]), []).append(i)
    out = [None] * len(held)
    for members in groups.values():
        scorer = c.tile(held[members[0]][0])["scorer"]
        pool = element_count(state, seat, scorer)
        # "other advanced tile": a tile never counts itself, so each copy sees at most all others
        limit = pool - 1 if scorer["what"] == "other_advanced" else pool
        caps = [cap(player, held[i][1]) for i in members]
        for i, n, top in zip(members, allocate(caps, scorer["vp"], pool, max(limit, 0)), caps):
            tile, where = held[i]
            out[i] = {"tile": tile, "name": c.tile(tile)["name"], "where": where, "what": scorer["what"],
                      "count": n, "cap": top, "points": min(top, scorer["vp"] * n)}
    return out


# -- totals and the result ------------------------------------------------------------------------------------
def spes_bonus(state: dict, seat: int) -> dict:
    """At Spes: floor((break-room robots + resources + ships in storage) / divisor), else nothing (BA-37)."""
    p = state["players"][seat]
    items = {"robots": p["robots"]["break"], "resources": p["resources"], "ships": p["ships"]}
    at_spes = bool(state["space"]["at_spes"])
    points = sum(items.values()) // content().spes_divisor if at_spes else 0
    return {"at_spes": at_spes, **items, "points": points}


def final_score(state: dict, seat: int) -> tuple[int, dict]:
    """(total, breakdown): track VP + advanced tiles + the Spes bonus (BA-37; Rulebook: The Game Ends)."""
    player = state["players"][seat]
    tiles = advanced_scores(state, seat)
    spes = spes_bonus(state, seat)
    advanced = sum(t["points"] for t in tiles)
    total = player["vp"] + advanced + spes["points"]
    breakdown = {"track": player["vp"], "advanced": tiles, "advanced_total": advanced, "spes": spes,
                 "debris": end_debris(player), "total": total}
    return total, breakdown


def final_result(state: dict) -> dict:
    """The competitive result: ranking by score, every tied top seat a winner; details per seat (BA-37)."""
    if hal.is_solo(state):  # solitaire: Hal's own score (BA-39)
        return solo_result(state)
    n = len(state["players"])
    scored = {s: final_score(state, s) for s in range(n)}
    scores = {s: scored[s][0] for s in range(n)}
    ranking = sorted(range(n), key=lambda s: (-scores[s], s))
    top = scores[ranking[0]]
    winners = [s for s in ranking if scores[s] == top]
    details = {"seats": {str(s): scored[s][1] for s in range(n)}}
    return make_result("competitive", scores, ranking, winners, [[s] for s in range(n)], details)


# -- the solitaire result (BA-39) -------------------------------------------------------------------------
def outcome(scores: dict, human: int, seat: int) -> str:
    """won / lost / tied, for the player."""
    if scores[human] == scores[seat]:
        return "tied"
    return "won" if scores[human] > scores[seat] else "lost"


def solo_result(state: dict) -> dict:
    """The solitaire result: both scores, the higher wins, a tie is shared; details per seat (BA-37, BA-39)."""
    seat, human = hal.hal_seat(state), hal.human_seat(state)
    human_total, human_detail = final_score(state, human)
    hal_total, hal_detail = hal_end.hal_score(state)
    scores = {human: human_total, seat: hal_total}
    ranking = sorted(scores, key=lambda s: (-scores[s], s))
    winners = [s for s in ranking if scores[s] == scores[ranking[0]]]
    details = {"seats": {str(human): human_detail, str(seat): hal_detail}}
    solo = {"difficulty": state["hal"]["difficulty"], "automa": seat, "human": human,
            "outcome": outcome(scores, human, seat), "rounds": state["turn"]["round"]}
    return make_result("solo", scores, ranking, winners, [[s] for s in range(len(state["players"]))], details,
                       solo=solo)
