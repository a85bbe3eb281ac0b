"""Bots: strategy objects that choose among the legal actions."""
import random

from shared.engine.contract import strip_label


class RandomBot:
    """Chooses uniformly; seeded per decision so a game replays identically."""

    name = "random"

    def choose(self, game, state: dict, seat: int, actions: list[dict], seed: str) -> dict:
        """One of `actions`, drawn with a local generator seeded by `seed`."""
        return random.Random(seed).choice(actions)


class GreedyBot:
    """Takes the legal action with the best immediate gain under the game's value function.

    A game opts in with `bot_value(state, seat) -> float` (how good `state` is for `seat`, e.g. its score
    plus its holdings at fixed exchange rates). The gain of an action is bot_value after it minus before it.
    When the game's `bot_lookahead(state, seat)` says the same seat has a follow-up decision that belongs to
    the action (e.g. the space after choosing what to build), the best follow-up is credited to the action,
    up to `depth` further steps. Ties are broken by a generator seeded with `seed`; a game without
    `bot_value` gets uniform choices, like the random bot.
    """

    name = "greedy"

    def __init__(self, depth: int = 2):
        self.depth = depth

    def choose(self, game, state: dict, seat: int, actions: list[dict], seed: str) -> dict:
        rnd = random.Random(seed)
        value = getattr(game, "bot_value", None)
        if value is None or len(actions) == 1:
            return rnd.choice(actions)
        scored = [(self._best(game, state, seat, a, self.depth), i) for i, a in enumerate(actions)]
        top = max(v for v, _ in scored)
        return actions[rnd.choice([i for v, i in scored if v >= top - 1e-9])]

    def _best(self, game, state: dict, seat: int, action: dict, depth: int) -> float:
        after = game.clone(state)
        game.apply_in_place(after, seat, strip_label(action))
        follow = getattr(game, "bot_lookahead", None)
        if depth > 0 and follow is not None and not game.is_over(after) and follow(after, seat):
            nxt = game.legal_actions(after, seat)
            if nxt:
                return max(self._best(game, after, seat, a, depth - 1) for a in nxt)
        return game.bot_value(after, seat)


BOTS = {"random": RandomBot(), "greedy": GreedyBot()}


def get_bot(name: str = "random"):
    """The bot strategy called `name`."""
    return BOTS[name]


def decide(game, state: dict, seat: int, kind: str, seed: str, bot: str = "random") -> dict:
    """The action an automa or bot seat takes now: the rules decide for automa, a bot for bots."""
    if kind == "automa":
        return game.automa_action(state, seat)
    actions = game.legal_actions(state, seat)
    return get_bot(bot).choose(game, state, seat, actions, seed)
