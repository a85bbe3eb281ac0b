"""The solo game, the evil tide (scenario `evil_tide`): its setup, its turn as automa steps, its soul points, the
solo result, and the automa's choices.

The tide's seat is an automa: every decision of its turn is a step of that seat whose legal list holds exactly
the action the rules choose, so the service persists each one on its own (paced by automa_delay_seconds) and
`automa_action` just reads it:
  tide_turn  -> tide_move (the next group, AF-59..AF-64) | tide_refill (the next back-row card, AF-65)
                | tide_score (soul points, AF-66, then the angels' turn)
  tide_round -> a round of a battle the tide attacks in (the round's roll follows, AF-62)
The angels play by the normal rules; their decisions in the tide's battles (battle cards, casualties, retreats)
stay theirs. State: state["tide"] = {"seat", "deck": [card ids not yet drawn, sorted], "discard": [ids, in
draw order], "turns": tide turns begun, "destroyed": [areas whose mountain or fountain the tide destroyed]}.
(AF-58..AF-68; Rulebook: Solo game: The evil tide.)
"""
from __future__ import annotations

from shared.engine.events import event
from shared.engine.errors import IllegalAction, InvalidOptions
from shared.games.angel_fury import battle_result, flow, steps, tide_move, wording
from shared.games.angel_fury.content import content
from shared.games.angel_fury.tide_content import removed_terrain, scenario_name, tide_content
# who plays the tide (units.py: the turn flow, below this module, reads them too)
from shared.games.angel_fury.units import is_tide, is_tide_seat

DIFFICULTIES = ("normal", "hard")
EVIL, GOOD = "evil", "good"


def is_tide_scenario(options: dict) -> bool:
    """True when the options name the evil tide's scenario."""
    return options.get("scenario") == scenario_name()


# -- seats and options (AF-58) ------------------------------------------------------------------------------------
def default_scenario(seats: list) -> str | None:
    """The evil tide's scenario for a table with an automa seat (none otherwise)."""
    return scenario_name() if any(s.kind == "automa" for s in seats) else None


def automa_roles(seats: list) -> list:
    """An automa seat naming no colour plays the demons: the first evil colour (AF-58)."""
    from dataclasses import replace

    evil = content().colours_of(EVIL)[0]
    return [replace(s, role=evil) if s.kind == "automa" and s.role is None else s for s in seats]


def check_seats(options: dict, seats: list) -> None:
    """InvalidOptions unless the evil tide has one automa seat, playing evil, beside one other seat; and no other
    scenario has an automa seat (AF-58)."""
    automa = [s for s in seats if s.kind == "automa"]
    if not is_tide_scenario(options):
        if automa:
            raise InvalidOptions(f"only the scenario {scenario_name()} has an automa seat (the evil tide)")
        return
    if len(automa) != 1 or len(seats) != 2:
        raise InvalidOptions(f"{scenario_name()} is one player against one automa seat (the evil tide)")
    sides = {s.kind == "automa": content().side_of(s.role) for s in seats if s.role is not None}
    if sides.get(True, EVIL) != EVIL or sides.get(False, GOOD) != GOOD:
        raise InvalidOptions("the evil tide plays the demons and the player the angels: roles must match")


# -- setup (AF-58) -------------------------------------------------------------------------------------------------
def prepare(state: dict) -> None:
    """The solo setup on the laid-out Duel board: no terrain on the demon half, no tormentors, archdemon, cards or
    resources for the tide, only the angel training ground, both colours' miniatures for each side, and one
    reinforcement card's demons in each demon-half area (AF-58)."""
    seat = flow.seats_of_side(state, EVIL)[0]
    state["tide"] = {"seat": seat, "deck": sorted(tide_content().card_ids), "discard": [], "turns": 0,
                     "destroyed": []}
    for area in removed_terrain():
        state["areas"][area]["terrain"] = None
    state["players"][seat].update(offered=[], deck=[], hand=[], handsize=0, commands={"unused": 0, "used": 0})
    state["training"][EVIL] = {"deck": [], "offer": [], "lost": []}
    pool_miniatures(state)
    for area in tide_content().setup_areas:
        card = tide_move.draw(state, [])
        tide_move.place_at_setup(state, area, card)


def pool_miniatures(state: dict) -> None:
    """Each side plays the minions of both its colours as one (AF-58): its reserve holds them all, less those
    on the board."""
    c = content()
    for colour in list(state["reserve"]["minions"]):
        stock = c.units_per_colour["minions"] * len(c.colours_of(c.side_of(colour)))
        state["reserve"]["minions"][colour] += stock - c.units_per_colour["minions"]


# -- the tide's turn (AF-59..AF-66) --------------------------------------------------------------------------------
def start_turn(state: dict, seat: int, ev: list) -> None:
    """The tide's turn begins: every demon may move once (AF-59)."""
    state["tide"]["turns"] += 1
    steps.push(state, "tide_turn", seat, at=0, refills=0)


def turn_legal(state: dict, step: dict) -> list:
    """The one thing the rules do next: move the next group, refill the next back-row area, or score (AF-59)."""
    found = tide_move.next_move(state, step["at"])
    if found is not None:
        _, area, to = found
        tid = "label.tide.attack" if tide_move.has_angels(state, to) else "label.tide.move"
        return [{"type": "tide_move", "area": area, "to": to,
                 **wording.label(tid, area=wording.area(area), to=wording.area(to))}]
    back = tide_content().back_row
    if step["refills"] < len(back):
        area = back[step["refills"]]
        return [{"type": "tide_refill", "area": area, **wording.label("label.tide.refill", area=wording.area(area))}]
    return [{"type": "tide_score", **wording.label("label.tide.score")}]


def turn_apply(state: dict, step: dict, action: dict, ev: list) -> None:
    """Carry out the step; a fresh turn step (a new decision) waits below any battle it starts."""
    steps.pop(state, step)
    seat = step["seat"]
    if action["type"] == "tide_move":
        steps.push(state, "tide_turn", seat, at=tide_move.order(state).index(action["area"]) + 1,
                   refills=step["refills"])
        tide_move.move_group(state, action["area"], action["to"], ev)
    elif action["type"] == "tide_refill":
        steps.push(state, "tide_turn", seat, at=step["at"], refills=step["refills"] + 1)
        tide_move.refill(state, action["area"], ev)
    else:
        end_turn(state, seat, ev)


def end_turn(state: dict, seat: int, ev: list) -> None:
    """Soul points for the soul and the angel altar, victory at 7; then the angels' turn (AF-66, AF-68)."""
    ev.append(event("turn_ended", seat, number=state["turn"]["number"]))
    flow.score_soul_points(state, EVIL, ev)
    if flow.winners(state):
        flow.finish(state, ev)
        return
    state["turn"]["number"] += 1
    flow.start_turn(state, flow.next_seat(state, seat), ev)


# -- battles (AF-62) -----------------------------------------------------------------------------------------------
def round_kind(state: dict, b: dict) -> str:
    """The step before a round: the tide's own step when it attacks (one persisted step per round)."""
    return "tide_round" if is_tide_seat(state, b["attacker"]) else "battle_round"


def round_legal(state: dict, step: dict) -> list:
    """Fight the next round (the tide never retreats)."""
    b = state["battle"]
    return [{"type": "tide_round", **wording.label("label.tide.round", round=b["round"] + 1,
                                                   area=wording.area(b["area"]))}]


def round_apply(state: dict, step: dict, action: dict, ev: list) -> None:
    """Roll the round (battle.run_round)."""
    steps.pop(state, step)
    steps.push(state, "battle_round", step["seat"])


def never_retreats(state: dict, seat: int) -> bool:
    """The tide stays in every battle (AF-62)."""
    return is_tide_seat(state, seat)


def enter_after_battle(state: dict, b: dict, troop: dict, ev: list) -> None:
    """The tide won: its survivors enter as demons do (tide_move.enter; from off the board, the surplus is lost)."""
    tide_move.enter(state, troop["minions"], b["area"], b["from"], ev)


# -- the result ------------------------------------------------------------------------------------------------
def solo_result(state: dict, result: dict) -> dict:
    """The standard result as a solo one, with the tide's facts: who won, the difficulty, the turns, the margin."""
    points = state["soul_points"]
    outcome = "angels_won" if GOOD in result["details"]["sides"] else "tide_won"
    solo = {"automa": state["tide"]["seat"], "outcome": outcome, "difficulty": state["options"].get("difficulty"),
            "demon_turns": state["tide"]["turns"], "margin": points[GOOD] - points[EVIL],
            "destroyed": list(state["tide"]["destroyed"])}
    return {**result, "mode": "solo", "details": {**result["details"], "solo": solo}}


# -- the automa ------------------------------------------------------------------------------------------------
def automa_action(state: dict, seat: int) -> dict:
    """The tide's next step: the single legal action of its own steps; elsewhere (a window it is asked in) the
    least committal choice: pass, stay (AF-62)."""
    found = steps.open_decision(state)
    if state["final"] is not None or found is None or not is_tide_seat(state, seat) \
            or seat not in steps.active_seats(state):
        raise IllegalAction("the evil tide has nothing to do now")
    where, item = found
    spec = steps.STEPS[item["kind"]]
    legal = spec.legal(state, item, seat) if where == "pending" and item["mode"] == "all" else spec.legal(state, item)
    return next((a for a in legal if a["type"] == "pass"), legal[0])


# -- presentation ----------------------------------------------------------------------------------------------
def view_part(state: dict) -> dict | None:
    """The tide's public facts: cards not yet drawn (their order is not kept: each draw is at random), cards
    drawn since the last reshuffle, turns, destroyed terrain; None outside the solo game."""
    if not is_tide(state):
        return None
    t = state["tide"]
    return {"seat": t["seat"], "deck": list(t["deck"]), "discard": list(t["discard"]), "turns": t["turns"],
            "destroyed": list(t["destroyed"])}


def _arrive(n: int) -> str:
    return {0: "No demon arrives", 1: "1 demon arrives"}.get(n, f"{n} demons arrive")


def components() -> list:
    """The glossary's entries for the tide's content: each reinforcement card, path and diversion (tide.json)."""
    t = tide_content()
    cards = [{"id": c["id"], "kind": "tide_card", "name": f"Evil tide reinforcement card {i}",
              "text": _arrive(c["demons"][0]) + (f" ({c['demons'][1]} on hard)" if len(c["demons"]) > 1 else "")}
             for i, c in enumerate(t.cards, 1)]
    paths = [{"id": p["id"], "kind": "tide_path", "name": f"Evil tide path, column {i}",
              "text": "From " + ", then ".join(wording.area_name(a) for a in p["areas"])
                      + ": one area per demon turn; at the angel altar they stay"}
             for i, p in enumerate(t.paths, 1)]
    words = {"angels_there": "while angels stand there", "no_demons_there": "while no demon stands there"}
    diversions = [{"id": d["id"], "kind": "tide_diversion",
                   "name": f"Evil tide diversion to {wording.area_name(d['target'])}",
                   "text": f"demons in {' and '.join(map(wording.area_name, d['from']))} go to "
                           f"{wording.area_name(d['target'])} {words[d['when']]}"}
                  for d in t.diversions]
    return cards + paths + diversions


PROMPTS = {
    "tide_turn": lambda s, it, seat: wording.said("prompt.tide_turn"),
    "tide_round": lambda s, it, seat: wording.said("prompt.tide_round"),
}
VIEW = {"tide": "solo: the evil tide (null otherwise): seat, deck (card ids not yet drawn; each draw is at random), "
                "discard (cards drawn since the last reshuffle), turns (tide turns begun), destroyed (areas whose "
                "mountain or fountain it destroyed)"}

steps.register("tide_turn", legal=turn_legal, apply=turn_apply)
steps.register("tide_round", legal=round_legal, apply=round_apply)
battle_result.HANDLERS["tide_enter"] = enter_after_battle  # its survivors enter by its own rules (AF-63, AF-64)
flow.HANDLERS.update(tide_turn=start_turn, solo_result=solo_result)  # its turn and its result (AF-59, AF-68)
