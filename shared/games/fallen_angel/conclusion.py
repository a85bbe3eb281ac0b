"""The Conclusion phase in order (Explosion, Salvage, Air Supremacy, the objective bid, Enlistment), then Reset
or, after the last round, the end.

Each part is an automatic step; the decisions it needs go to state["pending"] (served before the stack), so the
next part runs once they are answered. Scores come from scoring.py (present owner); installing a tech from
techs.py (airship owner). (rows 11, 34-44; Rulebook: Conclusion Phase, Reset Phase, End Game.)
"""
from __future__ import annotations

from shared.engine import decisions
from shared.engine.events import event, private_event
from shared.engine.result import game_ended
from shared.engine.rng import Rng
from shared.games.fallen_angel import enlist, preparation, resources, roulette, scoring, shadow, steps, supply, techs
from shared.games.fallen_angel import shadow_dice, shadow_scoring
from shared.games.fallen_angel.content import content
from shared.games.fallen_angel import wording as w

PARTS = ("explosion", "explosion_end", "salvage", "air_supremacy", "objective", "objective_end", "enlistment",
         "round_end")


def begin(state: dict, ev: list) -> None:
    """Queue the Conclusion's parts in order (row 11)."""
    state["phase"] = "conclusion"
    ev.append(event("conclusion_started", None, round=state["round"]))
    steps.push_seq(state, [(kind, None, {}) for kind in PARTS])


# -- Monster Explosion (row 34) --------------------------------------------------------------------------------------
def monster_dice_left(state: dict) -> int:
    """The Monster Dice still beside the Monster tiles."""
    return sum(len(sec["monster_dice"]) for sec in state["sections"].values())


def run_explosion(state: dict, step: dict, ev: list) -> None:
    """Each seat loses 1 VP per Monster Die left; in Order Chamber order, a seat with Shields decides how many
    to spend to block it 1:1 (row 34)."""
    if shadow.is_on(state):  # row 62: no damage; the Shadow scores instead
        shadow_scoring.explosion(state, monster_dice_left(state), ev)
        return
    damage = monster_dice_left(state) * content().explosion_vp_per_die
    ev.append(event("monsters_exploded", None, dice=monster_dice_left(state), damage=damage))
    if not damage:
        return
    for seat in state["order"]:
        if state["players"][seat]["shields"] > 0:
            decisions.ask(state, "explosion_shields", seat, damage=damage)
        else:
            resources.lose_vp(state, seat, damage, ev, "explosion")


def explosion_legal(state: dict, item: dict) -> list:
    """Spend 0..min(damage, Shields) Shields (row 34)."""
    most = min(item["damage"], state["players"][item["seat"]]["shields"])
    return [{"type": "block", "shields": n,
             **w.label("label.block", shields=n, damage=item["damage"], lost=item["damage"] - n)}
            for n in range(most + 1)]


def explosion_apply(state: dict, item: dict, action: dict, ev: list) -> None:
    """Pay the Shields, lose the rest of the damage in VP (row 34; VP may go below 0, row 50)."""
    seat, blocked = item["seat"], action["shields"]
    if blocked:
        resources.spend(state, seat, ev, "explosion", shields=blocked)
    resources.lose_vp(state, seat, item["damage"] - blocked, ev, "explosion")
    decisions.record(state, seat)


def run_explosion_end(state: dict, step: dict, ev: list) -> None:
    """All Monster Dice are discarded; the Monster tiles stay (row 34)."""
    for sec in state["sections"].values():
        sec["monster_dice"] = []


# -- Technology Salvage (rows 35, 36) -------------------------------------------------------------------------------
def monster_sections(state: dict) -> list[str]:
    """The Sections holding a Monster tile, in board order."""
    return [s for s in content().section_ids if state["sections"][s]["tile"]["kind"] == "monster"]


def run_salvage(state: dict, step: dict, ev: list) -> None:
    """Each Monster tile goes to its winner (scoring.salvage_winners), who chooses; no winner: discarded.
    Winners decide in Order Chamber order (row 35)."""
    winners = {sec: seat for sec, seat in scoring.salvage_winners(state).items()}
    for sec in monster_sections(state):
        if shadow.is_on(state) and shadow_scoring.is_lost(state, winners.get(sec)):  # row 63: to the Shadow
            shadow_scoring.salvage_lost(state, sec, ev)
            winners[sec] = None
        elif winners.get(sec) is None:
            tile = state["sections"][sec]["tile"]["id"]
            state["monster_discard"].append(tile)
            ev.append(event("monster_tile_discarded", None, section=sec, tile=tile))
    claimed = [sec for sec in monster_sections(state) if winners.get(sec) is not None]
    for sec in sorted(claimed, key=lambda s: state["order"].index(winners[s])):
        decisions.ask(state, "salvage_choice", winners[sec], section=sec, tile=state["sections"][sec]["tile"]["id"])


def salvage_legal(state: dict, item: dict) -> list:
    """Take 3 VP and discard the tile, or install its tech on a chain that keeps them within 1 tile (row 36)."""
    vp = content().salvage_vp
    tile = w.comp(item["tile"])
    out = [{"type": "take_vp", **w.label("label.take_vp", tile=tile, vp=vp)}]
    for chain in techs.valid_chains(state["players"][item["seat"]]):
        out.append({"type": "install", "chain": chain, **w.label("label.install", tile=tile, chain=chain + 1)})
    return out + (shadow_scoring.install_targets(state, item) if shadow.is_on(state) else [])  # row 63


def salvage_apply(state: dict, item: dict, action: dict, ev: list) -> None:
    """Score the VP (tile discarded) or install the tech for the rest of the game (row 36)."""
    seat, tile = item["seat"], item["tile"]
    if action["type"] == "take_vp":
        state["monster_discard"].append(tile)
        ev.append(event("monster_tile_salvaged", seat, tile=tile, section=item["section"], choice="vp"))
        resources.gain(state, seat, ev, "salvage", vp=content().salvage_vp)
    else:
        ev.append(event("monster_tile_salvaged", seat, tile=tile, section=item["section"], choice="install",
                        chain=action["chain"]))
        techs.install(state, action.get("target", seat), tile, action["chain"])  # row 63: any player's (co-op)
    decisions.record(state, seat)


# -- Air Supremacy (rows 37, 38) ------------------------------------------------------------------------------------
def run_air_supremacy(state: dict, step: dict, ev: list) -> None:
    """Score each Region's tiers (scoring.air_supremacy: {seat: vp}) (rows 37, 38)."""
    awarded = scoring.air_supremacy(state)
    ev.append(event("air_supremacy", None, vp={str(s): vp_of(v) for s, v in awarded.items()}))
    for seat, value in sorted(awarded.items(), key=lambda kv: int(kv[0])):
        if vp_of(value):
            resources.gain(state, int(seat), ev, "air_supremacy", vp=vp_of(value))
    if shadow.is_on(state):  # row 64: the Shadow Dice's tiers, times the black gems
        shadow_scoring.air_supremacy(state, ev)


def vp_of(value) -> int:
    """The VP of a scoring entry (an int, or a breakdown with "vp")."""
    return value["vp"] if isinstance(value, dict) else value


# -- the objective bid (row 39) ---------------------------------------------------------------------------------------
def run_objective(state: dict, step: dict, ev: list) -> None:
    """Show every seat's Honor, then all bid secretly at once for the objective below Angel City (row 39)."""
    if not state["objectives"]:
        return
    if shadow.is_on(state):  # row 65: no bid; Honor against the Shadow's
        shadow_scoring.objective(state, ev)
        return
    if roulette.is_on(state):  # row 68: open bidding in Order Chamber order instead (roulette.py)
        roulette.open_bidding(state, ev)
        return
    seats = list(range(len(state["players"])))
    state["bids"] = {}
    ev.append(event("bidding_opened", None, objective=state["objectives"][0],
                    honor={str(s): state["players"][s]["honor"] for s in seats}))
    decisions.ask_all(state, "bid", seats, objective=state["objectives"][0])


def bid_legal(state: dict, item: dict, seat: int) -> list:
    """Bid 0..your Honor (row 39)."""
    return [{"type": "bid", "honor": n, **w.label("label.bid", honor=n)}
            for n in range(state["players"][seat]["honor"] + 1)]


def bid_apply(state: dict, item: dict, action: dict, ev: list, seat: int) -> None:
    """Record the bid, secret until every seat has bid (row 39; the issue: never visible before the reveal)."""
    state["bids"][str(seat)] = action["honor"]
    ev.append(private_event("bid_made", seat, [seat], {"honor": action["honor"]}, {}))
    preparation.record_answer(state, seat)


def run_objective_end(state: dict, step: dict, ev: list) -> None:
    """Reveal the bids; the top bid(s) win; winners pay their whole bid, the others half rounded up; then the
    winners score the objective (O1 counts the Honor kept), the token is discarded and Angel City moves down
    (row 39; scoring.bid_winners / honor_lost / objective_outcome)."""
    if roulette.is_on(state):  # row 68: the last bidder pays and scores (roulette.py)
        roulette.settle(state, ev)
        return
    if not state["objectives"] or not state["bids"]:
        return
    bids = {s: state["bids"][s] for s in sorted(state["bids"], key=int)}
    winners = scoring.bid_winners(bids)
    ev.append(event("bids_revealed", None, bids=dict(bids), winners=winners))
    for s, lost in scoring.honor_lost(bids, winners).items():
        if lost:
            resources.spend(state, int(s), ev, "bid", honor=lost)
    outcome = scoring.objective_outcome(state, bids)
    for s, vp in sorted(outcome["vp"].items(), key=lambda kv: int(kv[0])):
        if vp and int(s) in winners:
            resources.gain(state, int(s), ev, "objective", vp=vp)
    objective = state["objectives"].pop(0)
    state["bids"] = {}
    ev.append(event("objective_scored", None, objective=objective, winners=winners,
                    vp={str(s): v for s, v in outcome["vp"].items()}))


# -- the end of the round: Reset (rows 41-44) or the end of the game ------------------------------------------------
def run_round_end(state: dict, step: dict, ev: list) -> None:
    """Rounds 1-3: Reset and the next round; after the last round: the final scoring (rows 11, 41-50)."""
    if state["round"] >= shadow.rounds(state):  # the co-op plays 3 rounds (row 55)
        finish(state, ev)
        return
    reset(state, ev)
    state["round"] += 1
    preparation.begin_round(state, ev)


def finish(state: dict, ev: list) -> None:
    """Score the game (scoring.final_result) and record the result (rows 46-50)."""
    state["phase"] = "over"
    scorer = shadow_scoring.final_result if shadow.is_on(state) else scoring.final_result  # row 66: the co-op
    state["final"] = scorer(state)
    ev.append(game_ended(state["final"]))


def reset(state: dict, ev: list) -> None:
    """Dice back, Batteries charged, Action tiles re-paired, new Monster tiles, Angel City refilled (rows 41-44)."""
    state["phase"] = "reset"
    rng = Rng(state)
    return_dice(state)
    shadow_dice.clear(state)  # row 58: the Shadow Dice leave with the rest
    for player in state["players"]:
        player["batteries"] = [True] * len(player["batteries"])
    supply.pair_action_tiles(state, rng)
    supply.draw_monsters(state, rng)
    supply.refill_city(state["city"], rng)
    if state["round"] in content().bag_reveal_rounds:
        state["city"]["revealed"] = True
    ev.append(event("reset", None, round=state["round"], sections=public_sections(state),
                    city={r: dict(g) for r, g in state["city"]["regions"].items()}))


def public_sections(state: dict) -> dict:
    """The Sections' new tiles, for the reset event."""
    out = {}
    for sec_id, sec in state["sections"].items():
        tile = dict(sec["tile"])
        out[sec_id] = {**tile, "monster_dice": list(sec["monster_dice"])}
    return out


def return_dice(state: dict) -> None:
    """Every player die on the board, in a jail or discarded comes back unused; Sections empty (row 41)."""
    for die in state["dice"].values():
        if die["at"] != enlist.BARRACKS:
            die.update({"at": "unused", "value": None})
    for sec in state["sections"].values():
        sec["groups"], sec["jail"] = [], []


steps.register("explosion", run=run_explosion)
steps.register("explosion_end", run=run_explosion_end)
steps.register("salvage", run=run_salvage)
steps.register("air_supremacy", run=run_air_supremacy)
steps.register("objective", run=run_objective)
steps.register("objective_end", run=run_objective_end)
steps.register("round_end", run=run_round_end)
steps.register("explosion_shields", legal=explosion_legal, apply=explosion_apply)
steps.register("salvage_choice", legal=salvage_legal, apply=salvage_apply)
steps.register("bid", legal=bid_legal, apply=bid_apply)
