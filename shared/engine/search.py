"""The search bot: single-observer Information Set MCTS (Cowling, Powley and Whitehouse, 2012) over the contract.

Every simulation starts from a world re-dealt by `game.sample_hidden(state, seat, ...)` from the bot's own seed, so
the bot never reads what its seat can't see, and a state whose hidden part was re-dealt yields the same worlds. The
tree is open loop, keyed by (seat, action): a turn of several decisions by the seat is a path through the tree, and
so are the other seats' decisions in between (their turns, simultaneous choices, windows), each chosen in the tree
for its own side's value (max^n). A simulation leaves the tree at the first new action, plays on with the default
policy for `depth` more decisions (and, settling, to the end of the last mover's chain), and is scored with the
seat's side's value against the best rival side (`side_margin`, so teams and co-op count as one).

What makes it strong without game-specific code (issue 31; docs/PERFORMANCE.md "The search bot"):
- the root's actions are ranked by the greedy bot's value through the seat's own chain (`chain_value`): untried
  actions are tried best first, only the best ones are open at first (progressive widening) and the ranking biases
  the choice while visits are few (progressive bias), so a small budget plays at least the greedy choice;
- the default policy plays the best of a few random legal actions by the side's value one step on, which makes
  rollouts informative where uniform play only adds noise;
- rollouts settle: values are read between actions, not halfway through a chain of decisions.

The budget is counted in simulations, never seconds (`Tuning`); the wall-clock cap only guards the worker, and
hitting it is logged and counted (`SearchBot.cap_hits`). The labels of simulated actions are not rendered
(`words.unspoken`): actions are matched by their data.
"""
from __future__ import annotations

import logging
import math
import random
import time
from dataclasses import asdict, dataclass, replace

import orjson

from shared.engine.value import chain_value, seat_value
from shared.engine.legal import strip_label
from shared.engine.rng import Rng, seed_state
from shared.engine.words import unspoken

log = logging.getLogger(__name__)
#: at most this many decisions past the depth to finish the chain the last mover is in (`settle`)
MAX_SETTLE = 20


def action_key(action: dict) -> bytes:
    """The identity of an action across worlds and simulations: its JSON without the words."""
    return orjson.dumps(strip_label(action), option=orjson.OPT_SORT_KEYS)


class Node:
    """Statistics of one action of the bot's in a tree path: visits, total value, and how often it was available."""

    __slots__ = ("visits", "total", "available", "children", "prior")

    def __init__(self):
        self.visits = 0
        self.total = 0.0
        self.available = 0
        self.children: dict[bytes, Node] = {}
        self.prior: dict[bytes, float] | None = None  # the root's: each action's one-step value, scaled to 0..1


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


@dataclass(frozen=True)
class Tuning:
    """A search level's settings; the budget is counted in simulations, never in seconds (issue 31 §2).

    - `simulations` per decision, each on one of `worlds` re-dealt copies drawn once per decision, cycled through;
    - `depth`: rollout decisions past the tree; with `settle` the rollout goes on (at most MAX_SETTLE more) while
      the last mover's chain of decisions continues (the game's `bot_lookahead`), so values are read between
      actions, not halfway through one;
    - `exploration`: the UCB constant on values normalised to the range seen in this decision;
    - `opponents_in_tree`: the other seats choose in the tree too (max^n), else by the default policy;
    - `bias`, `widen`: the root's progressive bias and widening on each action's greedy value (`prior_depth` steps
      of the seat's own chain), so a small budget plays at least the greedy choice and looks further from there;
    - `sample`: the default policy plays the best of `sample` random legal actions by the side's value one step on
      (1: uniform);
    - `cap_seconds`: the wall-clock guard; hitting it is logged and counted, never part of the budget.
    """

    simulations: int
    depth: int
    worlds: int = 16
    exploration: float = 0.7
    opponents_in_tree: bool = True
    settle: bool = False
    bias: float = 0.0
    widen: float = 0.0
    prior_depth: int = 2
    sample: int = 1
    cap_seconds: float = 10.0


class SearchBot:
    """Plans with ISMCTS on re-dealt worlds, as its `Tuning` says. A game may offer `bot_rollout(state, seat, actions,
    rnd)` (a cheaper or wiser default policy) in place of the sampled one."""

    #: a search decision is slow (tenths of a second and more): the worker plays it on the bots lane (issue 31 §3)
    slow = True

    def __init__(self, name: str, text: str, p99_seconds: float = 1.0, **tuning):
        self.name, self.text, self.p99_seconds = name, text, p99_seconds
        self.tuning = Tuning(**tuning)
        self.cap_hits = 0

    def __getattr__(self, key):  # bot.simulations, bot.depth...: the tuning's
        tuning = self.__dict__.get("tuning")
        if tuning is None or key not in Tuning.__dataclass_fields__:
            raise AttributeError(key)
        return getattr(tuning, key)

    def with_budget(self, simulations: int, depth: int | None = None) -> SearchBot:
        """The same bot with another budget (the kit's tests use tiny ones)."""
        changed = dict(simulations=simulations, worlds=min(self.worlds, simulations),
                       depth=self.depth if depth is None else depth)
        return SearchBot(self.name, self.text, self.p99_seconds, **asdict(replace(self.tuning, **changed)))

    def choose(self, game, state: dict, seat: int, actions: list[dict], seed: str) -> dict:
        if len(actions) == 1:
            return actions[0]
        rnd = random.Random(seed)
        worlds = [game.sample_hidden(state, seat, Rng({"rng": seed_state(rnd.getrandbits(63))}))
                  for _ in range(max(1, min(self.worlds, self.simulations)))]
        root, bounds = Node(), [math.inf, -math.inf]
        started = time.perf_counter()
        with unspoken():  # the simulations' labels are never read
            root.prior = self._priors(game, worlds[0], seat, actions) if self.bias or self.widen else None
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
        path, node, steps, mover = [], root, 0, seat
        follow = getattr(game, "bot_lookahead", None) if self.settle else None
        while not game.is_over(world) and (steps < self.depth or (
                follow is not None and steps < self.depth + MAX_SETTLE and follow(world, mover))):
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

    def _priors(self, game, world: dict, seat: int, actions: list[dict]) -> dict[bytes, float]:
        """Each root action's value as the greedy bot measures it (through the seat's chain of decisions), scaled
        to 0..1: progressive bias and widening lean on it, so a small budget plays at least the greedy choice."""
        raw = {b"%d:" % seat + action_key(a): chain_value(game, world, seat, a, self.prior_depth) for a in actions}
        low, high = min(raw.values()), max(raw.values())
        return {k: (v - low) / (high - low) if high > low else 0.5 for k, v in raw.items()}

    def _select(self, node: Node, mover: int, legal: list[dict], bounds: list, rnd: random.Random):
        """An untried legal action of `mover` (drawn with `rnd`; at the root the one with the best prior), else the
        legal child with the best UCB on normalised values, plus the root's progressive bias (Nodes are keyed by
        the seat and the action, so two seats' choices never share statistics)."""
        keys = [b"%d:" % mover + action_key(a) for a in legal]
        prior = node.prior
        if prior is not None and self.widen:  # progressive widening: the best-prior actions, more as visits grow
            width = max(2, int(self.widen * math.sqrt(node.visits + 1)))
            keep = sorted(range(len(keys)), key=lambda i: -prior.get(keys[i], 0.0))[:width]
            legal, keys = [legal[i] for i in keep], [keys[i] for i in keep]
        fresh = [i for i, k in enumerate(keys) if k not in node.children or node.children[k].visits == 0]
        for k in keys:
            node.children.setdefault(k, Node()).available += 1
        if fresh:
            i = max(fresh, key=lambda j: prior.get(keys[j], 0.0)) if prior is not None else rnd.choice(fresh)
            return legal[i], node.children[keys[i]]
        low, span = bounds[0], max(bounds[1] - bounds[0], 1e-9)

        def ucb(i):
            child = node.children[keys[i]]
            mean = (child.total / child.visits - low) / span
            bonus = self.bias * prior.get(keys[i], 0.0) / (child.visits + 1) if prior is not None else 0.0
            return mean + bonus + self.exploration * math.sqrt(math.log(child.available) / child.visits)
        i = max(range(len(legal)), key=ucb)
        return legal[i], node.children[keys[i]]

    def _default(self, game, state: dict, seat: int, rnd: random.Random) -> dict:
        """The rollout policy: the game's `bot_rollout` hint when it has one; else the best of `sample` actions
        drawn at random by the side's value one step on (uniform with sample 1)."""
        legal = game.legal_actions(state, seat)
        hint = getattr(game, "bot_rollout", None)
        if hint is not None:
            return hint(state, seat, legal, rnd)
        if self.sample <= 1 or len(legal) == 1:
            return rnd.choice(legal)
        drawn = rnd.sample(legal, min(self.sample, len(legal)))
        return max(drawn, key=lambda a: self._after(game, state, seat, a))

    @staticmethod
    def _after(game, state: dict, seat: int, action: dict) -> float:
        after = game.clone(state)
        game.apply_in_place(after, seat, strip_label(action))
        return seat_value(game, after, seat)
