"""Bots: strategy objects that choose among the legal actions."""
import random


class RandomBot:
    """Chooses uniformly; seeded per decision so a game replays identically."""

    name = "random"

    def choose(self, game, state: dict, seat: int, actions: list[dict], seed: str) -> dict:
        """One of `actions`, drawn with a local generator seeded by `seed`."""
        return random.Random(seed).choice(actions)


BOTS = {"random": RandomBot()}


def get_bot(name: str = "random"):
    """The bot strategy called `name`."""
    return BOTS[name]


def decide(game, state: dict, seat: int, kind: str, seed: str, bot: str = "random") -> dict:
    """The action an automa or bot seat takes now: the rules decide for automa, a bot for bots."""
    if kind == "automa":
        return game.automa_action(state, seat)
    actions = game.legal_actions(state, seat)
    return get_bot(bot).choose(game, state, seat, actions, seed)
