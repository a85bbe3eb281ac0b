"""Technologies: the Honor/Tech action, chains and Batteries, every starting and monster tech, installing.

A player's `chains` hold physical tile ids (starting tiles `st-...`, installed Monster tiles `mt-...`); a
starting tile's tech is the side the game uses. The Honor/Tech action (`honor_tech` {quotas}) spends a quota on
`gain_honor` or `activate_chain {chain}` (a charged chain; its Battery is exhausted even if nothing is used).
An activated chain (`chain` {chain, left}) offers `use_tech {tile}` for each of its techs once, in any order,
and `done`. A tech with `times` uses (`tech_use` {tile, left, used}) offers its choices; the first use is
committed, later ones are optional (`done`). When a use has exactly one choice it happens at once.
M2 and M3 ask the giving opponent (`give_gem` / `give_cube` in state["pending"]) when they have a choice.
(Rows 32, 36; T1-T10, M1-M8; Rulebook: Action: Honor / Technology, Technology Salvage, Appendix.)
"""
from __future__ import annotations

from shared.engine.events import event
from shared.games.fallen_angel import resources, shadow, steps, supply
from shared.games.fallen_angel.content import content

#: an action's words, left out of what a tech use performs
WORDS = ("label", "template", "params")
from shared.games.fallen_angel import wording as w

#: Honor gained by the Honor/Tech action's first sub-action (row 32)
HONOR_TECH_HONOR = "honor_tech_honor"


# -- reading ---------------------------------------------------------------------------------------------------
def tech_of(state: dict, tile: str):
    """The tech a physical tile gives in this game (its side for a starting tile; row 4)."""
    return content().tech_of(tile, supply.tech_side(state))


def tech_param(state: dict, tile: str) -> dict:
    """The tech a tile gives, as a component param."""
    tech = tech_of(state, tile)
    return w.named(tech["id"], tech["name"])


def tech_name(state: dict, tile: str) -> str:
    """'Engine Boost'."""
    return tech_of(state, tile)["name"]


def opponents(state: dict, seat: int) -> list[int]:
    """Every other seat, passed ones included (row 18: passed players can still be targeted)."""
    return [s for s in range(len(state["players"])) if s != seat]


def seat_name(state: dict, seat: int) -> str:
    """The seat's name."""
    return state["seats"][seat]["name"]


def owner_of(state: dict, tile: str) -> int:
    """The seat whose airship holds the tile."""
    for seat, player in enumerate(state["players"]):
        if any(tile in chain for chain in player["chains"]):
            return seat
    raise ValueError(f"tile {tile} is in no airship")


# -- installing (row 36) ---------------------------------------------------------------------------------------
def valid_chains(player: dict) -> list[int]:
    """Chains a new tile may join: afterwards the longest is at most 1 tile longer than the shortest (row 36)."""
    sizes = [len(chain) for chain in player["chains"]]
    out = []
    for i in range(len(sizes)):
        after = sizes[:i] + [sizes[i] + 1] + sizes[i + 1:]
        if max(after) - min(after) <= 1:
            out.append(i)
    return out


def install(state: dict, seat: int, tech_id: str, chain: int) -> None:
    """Attach a salvaged Monster tile to a chain for good; Batteries go back on charged (row 36)."""
    player = state["players"][seat]
    if chain not in valid_chains(player):
        raise ValueError(f"chain {chain} would make the chains differ by more than 1 tile")
    player["chains"][chain].append(tech_id)
    player["batteries"] = [True] * len(player["chains"])


# -- the Honor/Tech action (row 32) ----------------------------------------------------------------------------
def start(state: dict, seat: int, quotas: int, ev: list) -> None:
    """Open an Honor/Tech action with 1/2/3 quotas (row 32)."""
    ev.append(event("honor_tech_started", seat, quotas=quotas))
    push_honor_tech(state, seat, quotas)


def push_honor_tech(state: dict, seat: int, quotas: int) -> None:
    """Offer the next quota while any is left."""
    if quotas > 0:
        steps.push(state, "honor_tech", seat, quotas=quotas)


def charged_chains(player: dict) -> list[int]:
    """Chains with a tile and a charged Battery (row 32: once per chain per round)."""
    return [i for i, chain in enumerate(player["chains"]) if chain and player["batteries"][i]]


def honor_tech_legal(state: dict, step: dict) -> list:
    """`gain_honor`, `activate_chain {chain}` per charged chain, or `done` (row 32)."""
    seat, quotas = step["seat"], step["quotas"]
    player = state["players"][seat]
    out = [{"type": "gain_honor", **w.label("label.gain_honor", honor=honor_tech_honor(), quotas=quotas)}]
    for i in charged_chains(player):
        names = w.items([tech_param(state, t) for t in player["chains"][i]])
        out.append({"type": "activate_chain", "chain": i, **w.label("label.activate_chain", chain=i + 1, techs=names)})
    out.append({"type": "done", **w.label("label.quotas_done")})
    return out


def honor_tech_honor() -> int:
    """Honor per `gain_honor` quota (row 32; content key honor_tech_honor)."""
    return getattr(content(), HONOR_TECH_HONOR)


def honor_tech_apply(state: dict, step: dict, action: dict, ev: list) -> None:
    """Spend a quota: gain Honor, or activate a chain (its techs run before the next quota; row 32)."""
    steps.pop(state, step)
    if action["type"] == "done":
        return
    seat = step["seat"]
    push_honor_tech(state, seat, step["quotas"] - 1)
    if action["type"] == "gain_honor":
        resources.gain(state, seat, ev, "honor_tech", honor=honor_tech_honor())
    else:
        activate(state, seat, action["chain"], ev)


def activate(state: dict, seat: int, chain: int, ev: list) -> None:
    """Exhaust the chain's Battery and make each of its techs usable once (row 32: Technology Chain Reaction)."""
    player = state["players"][seat]
    player["batteries"][chain] = False
    ev.append(event("chain_activated", seat, chain=chain, tiles=list(player["chains"][chain])))
    push_chain(state, seat, chain, list(player["chains"][chain]))


def push_chain(state: dict, seat: int, chain: int, left: list) -> None:
    """Offer the chain's unused techs while one of them can be used now."""
    if any(can_use(state, seat, tile) for tile in left):
        steps.push(state, "chain", seat, chain=chain, left=left)


def chain_legal(state: dict, step: dict) -> list:
    """`use_tech {tile}` per usable tech not used yet in this activation, then `done` (row 32)."""
    seat = step["seat"]
    out = [{"type": "use_tech", "tile": t, **w.label("label.use_tech", tech=tech_param(state, t))}
           for t in step["left"] if can_use(state, seat, t)]
    out.append({"type": "done", **w.label("label.chain_done")})
    return out


def chain_apply(state: dict, step: dict, action: dict, ev: list) -> None:
    """Use one tech; the chain's others stay available after it (row 32: any order)."""
    steps.pop(state, step)
    if action["type"] == "done":
        return
    seat, tile = step["seat"], action["tile"]
    steps.push(state, "chain_next", seat, chain=step["chain"], left=[t for t in step["left"] if t != tile])
    begin_use(state, seat, tile, ev)


def run_chain_next(state: dict, step: dict, ev: list) -> None:
    """After a tech: the chain's remaining ones."""
    push_chain(state, step["seat"], step["chain"], step["left"])


# -- using a tech ------------------------------------------------------------------------------------------------
def can_use(state: dict, seat: int, tile: str) -> bool:
    """The tech has at least one possible use now (its cost payable, a target there)."""
    return bool(options(state, seat, tile))


def begin_use(state: dict, seat: int, tile: str, ev: list, copied_from: int | None = None) -> None:
    """Use a tech: its first use is committed (T1-T10, M1-M8)."""
    tech = tech_of(state, tile)
    ev.append(event("tech_used", seat, tile=tile, tech=tech["id"], copied_from=copied_from))
    push_use(state, seat, tile, tech["times"], 0, ev)


def push_use(state: dict, seat: int, tile: str, left: int, used: int, ev: list) -> None:
    """The next use: at once when it is the committed first one with a single choice, else a decision."""
    if left <= 0:
        return
    opts = options(state, seat, tile)
    if not opts:
        return
    if used == 0 and len(opts) == 1:
        use_once(state, seat, tile, opts[0], left, used, ev)
    else:
        steps.push(state, "tech_use", seat, tile=tile, left=left, used=used)


def use_once(state: dict, seat: int, tile: str, action: dict, left: int, used: int, ev: list) -> None:
    """One use of the tech; its next use is offered after the decisions this one opens."""
    tech = tech_of(state, tile)
    steps.push(state, "tech_next", seat, tile=tile, left=left - 1, used=used + 1)
    if "cost" in tech:
        resources.spend(state, seat, ev, tech["id"], **tech["cost"])
        shadow.tech_honor_paid(state, tech["cost"], ev)  # row 61 (co-op): the Honor goes to the Shadow
    PERFORM[tech["effect"]](state, seat, tech, action, ev)


def tech_use_legal(state: dict, step: dict) -> list:
    """The tech's choices for this use; `done` once it has been used at least once."""
    out = list(options(state, step["seat"], step["tile"]))
    if step["used"]:
        out.append({"type": "done", **w.label("label.stop_tech", tech=tech_param(state, step["tile"]))})
    return out


def tech_use_apply(state: dict, step: dict, action: dict, ev: list) -> None:
    """Perform the chosen use, or stop."""
    steps.pop(state, step)
    if action["type"] != "done":
        strip = {k: v for k, v in action.items() if k not in WORDS}
        use_once(state, step["seat"], step["tile"], strip, step["left"], step["used"], ev)


def run_tech_next(state: dict, step: dict, ev: list) -> None:
    """After a use: the next one, if any is left and possible."""
    push_use(state, step["seat"], step["tile"], step["left"], step["used"], ev)


def options(state: dict, seat: int, tile: str) -> list:
    """The choices of one use of the tile's tech now ([] when it can't be used)."""
    tech = tech_of(state, tile)
    if not resources.can_spend(state["players"][seat], **tech.get("cost", {})):
        return []
    return OPTIONS[tech["effect"]](state, seat, tech)


#: effect id (content techs.json) -> the choices of one use, and what a choice does: tech_effects.py, a layer
#: above this machinery, fills both at its import (game.py imports it), so the effects are looked up by name
OPTIONS: dict = {}
PERFORM: dict = {}

steps.register("honor_tech", legal=honor_tech_legal, apply=honor_tech_apply)
steps.register("chain", legal=chain_legal, apply=chain_apply)
steps.register("chain_next", run=run_chain_next)
steps.register("tech_use", legal=tech_use_legal, apply=tech_use_apply)
steps.register("tech_next", run=run_tech_next)
