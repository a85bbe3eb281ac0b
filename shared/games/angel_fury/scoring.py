"""The result of a game: the side that has 7 soul points or more at the end of a turn wins, with every seat of it.

Teams are the sides (seats in seat order, sides in content order): one seat per side makes a `competitive`
result (the Duel), several a `team` one (the 2v2 and 3p scenarios of the next issue). A seat scores its side's
soul points; `ranking` orders seats by score, ties by seat number. `details` = `soul_points` per side, the
winning `sides`, and per seat its side, colours, character, resources and units (what stands on the board, its
reinforcements and leaders, its arch's health). (AF-48; Rulebook: Resource Phase "Score Soul points", End of the
Game; shared.engine.result.)
"""
from __future__ import annotations

from shared.engine.result import make_result
from shared.games.angel_fury.content import content

COMPETITIVE, TEAM = "competitive", "team"


def seats_of(state: dict, side: str) -> list:
    """The seats playing `side`, in seat order."""
    return [s for s, p in enumerate(state["players"]) if p["side"] == side]


def sides_teams(state: dict) -> list:
    """One team per side that has seats, in content order (AF-10, AF-14)."""
    return [seats_of(state, side) for side in content().sides if seats_of(state, side)]


def winning_sides(state: dict) -> list:
    """The sides at the target or above; of several (never in play: only the side whose turn ends scores), the
    ones with the most soul points (AF-48)."""
    points = state["soul_points"]
    reached = [side for side in content().sides if points[side] >= content().soul_points_to_win]
    best = max((points[side] for side in reached), default=None)
    return [side for side in reached if points[side] == best]


def units_of(state: dict, seat: int) -> dict:
    """What the seat has left: minions on the board, reinforcements, living seraphs, its arch's health."""
    colours = state["players"][seat]["colours"]
    on_board = sum(u["minions"] for area in state["areas"].values()
                   for col, u in area["units"].items() if col in colours)
    mine = [leader for leader in state["leaders"].values() if leader["colour"] in colours]
    seraphs = sum(1 for leader in mine if leader["kind"] == "seraph" and leader["alive"])
    arch = next((leader for leader in mine if leader["kind"] == "arch"), None)
    return {"minions": on_board, "reinforcements": state["players"][seat]["reinforcements"], "seraphs": seraphs,
            "arch_health": arch["health"] if arch is not None and arch["alive"] else 0}


def seat_details(state: dict, seat: int) -> dict:
    """A seat's side, colours, character, resources and units at the end."""
    player = state["players"][seat]
    return {"side": player["side"], "colours": list(player["colours"]), "character": player["character"],
            "resources": {"C": player["crystals"], "R": player["reinforcements"]},
            "units": units_of(state, seat)}


def result(state: dict) -> dict:
    """The standard result of the state as it stands (flow.finish calls it once a side reached the target)."""
    teams = sides_teams(state)
    won = winning_sides(state)
    scores = {s: state["soul_points"][p["side"]] for s, p in enumerate(state["players"])}
    ranking = sorted(scores, key=lambda s: (-scores[s], s))
    winners = [s for s, p in enumerate(state["players"]) if p["side"] in won]
    mode = COMPETITIVE if all(len(team) == 1 for team in teams) else TEAM
    details = {"soul_points": dict(state["soul_points"]), "sides": won,
               "seats": {str(s): seat_details(state, s) for s in range(len(state["players"]))}}
    return make_result(mode, scores, ranking, winners, teams, details)
