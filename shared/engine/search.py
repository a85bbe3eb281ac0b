"""The search bot: single-observer Information Set MCTS (Cowling, Powley and Whitehouse, 2012) over the contract.

Every simulation starts from a world re-dealt by `game.sample_hidden(state, seat, ...)` from the bot's own seed, so
the bot never reads what its seat can't see, and a state whose hidden part was re-dealt yields the same worlds. The
tree is open loop, keyed by (seat, action): a turn of several decisions by the seat is a path through the tree, and
so are the other seats' decisions in between (their turns, simultaneous choices, windows), each chosen in the tree
for its own side's value (max^n); with `opponents_in_tree=False` the others are played by the default policy. A simulation leaves the tree at the first new action, plays on with the
default policy for `depth` more decisions, and is scored with the seat's side's value against the best rival side
(`seat_value`, so teams and co-op count as one). The budget is counted in simulations, never seconds; the wall-clock
cap only guards the worker, and hitting it is logged and counted (`SearchBot.cap_hits`).
"""
from __future__ import annotations

import logging
import math
import random
import time

import orjson

from shared.engine.value import seat_value
from shared.engine.legal import strip_label
from shared.engine.rng import Rng, seed_state

log = logging.getLogger(__name__)


def action_key(action: dict) -> bytes:
    """The identity of an action across worlds and simulations: its JSON without the words."""
    return orjson.dumps(strip_label(action), option=orjson.OPT_SORT_KEYS)


class Node:
    """Statistics of one action of the bot's in a tree path: visits, total value, and how often it was available."""

    __slots__ = ("visits", "total", "available", "children")

    def __init__(self):
        self.visits = 0
        self.total = 0.0
        self.available = 0
        self.children: dict[bytes, Node] = {}


def rival_seats(game, state: dict, seat: int) -> list[int]:
    """One seat of each other side that is not an automa (the automa's strength shows in the side's own value)."""
    kinds = [s.get("kind") if isinstance(s, dict) else None for s in state.get("seats", [])]
    out = []
    for team in game.teams(state):
        if seat not in team and not all(s < len(kinds) and kinds[s] == "automa" for s in team):
            out.append(team[0])
    return out


def side_margin(game, state: dict, seat: int) -> float:
    """The seat's side's value minus the best rival side's: maximising it is playing to win, not to score."""
    own = seat_value(game, state, seat)
    rivals = rival_seats(game, state, seat)
    return own - max(seat_value(game, state, r) for r in rivals) if rivals else own


class SearchBot:
    """Plans with ISMCTS on re-dealt worlds; `simulations` per decision, rollouts cut `depth` decisions past the tree.

    `worlds` re-dealt copies are drawn once per decision and cycled through; `exploration` is the UCB constant on
    values normalised to the range seen in this decision. A game may offer `bot_rollout(state, seat, actions, rnd)`
    (a cheaper or wiser default policy); without it the default policy is uniform."""

    def __init__(self, name: str, text: str, simulations: int, depth: int, worlds: int = 16,
                 exploration: float = 0.7, cap_seconds: float = 10.0, opponents_in_tree: bool = True):
        self.name, self.text = name, text
        self.simulations, self.depth, self.worlds = simulations, depth, worlds
        self.exploration, self.cap_seconds = exploration, cap_seconds
        self.opponents_in_tree = opponents_in_tree
        self.cap_hits = 0

    def with_budget(self, simulations: int, depth: int | None = None) -> SearchBot:
        """The same bot with another budget (the kit's tests use tiny ones)."""
        return SearchBot(self.name, self.text, simulations, self.depth if depth is None else depth,
                         min(self.worlds, simulations), self.exploration, self.cap_seconds, self.opponents_in_tree)

    def choose(self, game, state: dict, seat: int, actions: list[dict], seed: str) -> dict:
        if len(actions) == 1:
            return actions[0]
        rnd = random.Random(seed)
        worlds = [game.sample_hidden(state, seat, Rng({"rng": seed_state(rnd.getrandbits(63))}))
                  for _ in range(max(1, min(self.worlds, self.simulations)))]
        root, bounds = Node(), [math.inf, -math.inf]
        started = time.perf_counter()
        for i in range(self.simulations):
            self._simulate(game, game.clone(worlds[i % len(worlds)]), seat, root, bounds, rnd)
            if time.perf_counter() - started > self.cap_seconds:
                self.cap_hits += 1
                log.warning("bot %s hit its %.1f s cap after %d of %d simulations (%s)", self.name,
                            self.cap_seconds, i + 1, self.simulations, game.name)
                break
        return self._best(root, seat, actions)

    def _best(self, root: Node, seat: int, actions: list[dict]) -> dict:
        """The most visited root action, then the best mean; the first listed on a full tie."""
        def rank(i):
            node = root.children.get(b"%d:" % seat + action_key(actions[i]))
            return (node.visits, node.total / node.visits) if node and node.visits else (0, -math.inf)
        return actions[max(range(len(actions)), key=lambda i: (rank(i), -i))]

    def _simulate(self, game, world: dict, seat: int, root: Node, bounds: list, rnd: random.Random) -> float:
        """One simulation from `world`: down the tree, one expansion, a rollout; each node on the path is credited
        with the value for the seat that chose it (every side plays to win in the tree: max^n)."""
        path, node, steps = [], root, 0
        while not game.is_over(world) and steps < self.depth:
            active = game.active_seats(world)
            mover = seat if seat in active else (active[0] if len(active) == 1 else rnd.choice(active))
            if node is not None and (mover == seat or self.opponents_in_tree):
                legal = game.legal_actions(world, mover)
                action, node = self._select(node, mover, legal, bounds, rnd)
                path.append((mover, node))
                if node.visits == 0:
                    node = None  # a new action: the tree grows by one node per simulation
            else:
                action = self._default(game, world, mover, rnd)
                steps += 1
            game.apply_in_place(world, mover, strip_label(action))
        values = {s: side_margin(game, world, s) for s in {seat, *(m for m, _ in path)}}
        for mover, n in path:
            n.visits += 1
            n.total += values[mover]
        root.visits += 1
        bounds[0], bounds[1] = min(bounds[0], *values.values()), max(bounds[1], *values.values())
        return values[seat]

    def _select(self, node: Node, mover: int, legal: list[dict], bounds: list, rnd: random.Random):
        """An untried legal action of `mover` (drawn with `rnd`), else the legal child with the best UCB on normalised
        values (Nodes are keyed by the seat and the action, so two seats' choices never share statistics)."""
        keys = [b"%d:" % mover + action_key(a) for a in legal]
        fresh = [i for i, k in enumerate(keys) if k not in node.children or node.children[k].visits == 0]
        for k in keys:
            node.children.setdefault(k, Node()).available += 1
        if fresh:
            i = rnd.choice(fresh)
            return legal[i], node.children[keys[i]]
        low, span = bounds[0], max(bounds[1] - bounds[0], 1e-9)

        def ucb(i):
            child = node.children[keys[i]]
            mean = (child.total / child.visits - low) / span
            return mean + self.exploration * math.sqrt(math.log(child.available) / child.visits)
        i = max(range(len(legal)), key=ucb)
        return legal[i], node.children[keys[i]]

    def _default(self, game, state: dict, seat: int, rnd: random.Random) -> dict:
        """The rollout policy: the game's `bot_rollout` hint when it has one, else uniform."""
        legal = game.legal_actions(state, seat)
        hint = getattr(game, "bot_rollout", None)
        return hint(state, seat, legal, rnd) if hint is not None else rnd.choice(legal)
