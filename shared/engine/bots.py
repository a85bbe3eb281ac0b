"""Bots: strategy objects that choose among the legal actions, seeing only what their seat may see.

Each bot declares `p99_seconds`, its decision time at p99 on the 2-core reference machine (docs/PERFORMANCE.md),
and `slow`, whether the worker plays its decisions on the bots lane (issue 31 §3). `strongest_bot` picks the first
bot of an order (strongest first) that fits a deadline; the service orders each game's bots by what they measured
(shared/service/bot_ratings.py).
"""
import random
from dataclasses import replace

from shared.engine.errors import InvalidOptions
from shared.engine.legal import strip_label
from shared.engine.rng import Rng, seed_state
from shared.engine.search import SearchBot
from shared.engine.value import chain_value
from shared.engine.words import unspoken

DEFAULT_BOT = "random"


class RandomBot:
    """Chooses uniformly; seeded per decision so a game replays identically."""

    name = "random"
    text = "chooses uniformly among the legal actions"
    p99_seconds, slow = 0.001, False

    def choose(self, game, state: dict, seat: int, actions: list[dict], seed: str) -> dict:
        """One of `actions`, drawn with a local generator seeded by `seed`."""
        return random.Random(seed).choice(actions)


class GreedyBot:
    """Takes the legal action with the best immediate gain under the game's value function.

    A game opts in with `bot_value(state, seat) -> float` (how good `state` is for `seat`). The lookahead runs
    on `game.sample_hidden(state, seat, ...)`, a copy in which all the seat can't see (deck order, others'
    cards, the generator) is re-dealt from the bot's own seed, so the bot never peeks. When the game's
    `bot_lookahead(state, seat)` says the same seat has a follow-up decision that belongs to the action, the
    best follow-up is credited to it, up to `depth` further steps. Ties are broken with `seed`; a game
    without `bot_value` gets uniform choices, like the random bot.
    """

    name = "greedy"
    text = "takes the action with the best immediate gain, looking ahead on a re-dealt copy of what it can't see"
    p99_seconds, slow = 0.01, False

    def __init__(self, depth: int = 2):
        self.depth = depth

    def choose(self, game, state: dict, seat: int, actions: list[dict], seed: str) -> dict:
        rnd = random.Random(seed)
        if getattr(game, "bot_value", None) is None or len(actions) == 1:
            return rnd.choice(actions)
        seen = game.sample_hidden(state, seat, Rng({"rng": seed_state(rnd.getrandbits(63))}))
        with unspoken():  # the lookahead's labels are never read
            scored = [(chain_value(game, seen, seat, a, self.depth), i) for i, a in enumerate(actions)]
        top = max(v for v, _ in scored)
        return actions[rnd.choice([i for v, i in scored if v >= top - 1e-9])]

#: the search levels, named by what they measure (docs/PERFORMANCE.md, "The search bot"): budgets in simulations,
#: chosen so that a decision stays under 0.1 s (search-fast) and 1 s (search) at p99 on the 2-core reference machine
#: in the slowest game; both lean on the greedy value at the root (bias, widening), search-fast through one step
#: of the chain only (two cost Fallen Angel 0.2 s at p99), which leaves it below greedy in Black Angel (PERFORMANCE.md)
SEARCH_FAST = SearchBot("search-fast", "looks a dozen simulated futures past the greedy choice, on re-dealt copies "
                        "of what it can't see; quick", p99_seconds=0.1, simulations=12, depth=3, settle=True,
                        bias=1.0, widen=1.0, prior_depth=1)
SEARCH = SearchBot("search", "plans forty simulated futures played out by a sampling policy, on re-dealt copies "
                   "of what it can't see; the strongest", p99_seconds=1.0, simulations=40, depth=4, settle=True,
                   bias=1.0, widen=1.0, prior_depth=2, sample=3)
BOTS = {"random": RandomBot(), "greedy": GreedyBot(), "search-fast": SEARCH_FAST, "search": SEARCH}
#: the bots from strongest to weakest, as the bot timeout policy and takeover pick the strongest that fits
STRENGTH_ORDER = ("search", "search-fast", "greedy", "random")
#: a bot fits a deadline when its p99 decision time is at most this fraction of it: a takeover must never be the
#: reason a seat's next turn starts late, and the worker shares its cores with other games
FIT_FRACTION = 0.1


def strongest_bot(order, seconds_per_decision: float) -> str:
    """The first bot of `order` (strongest first) whose p99 decision time fits FIT_FRACTION of
    `seconds_per_decision`; the fastest bot when none fits."""
    for name in order:
        if BOTS[name].p99_seconds <= seconds_per_decision * FIT_FRACTION:
            return name
    return min(order, key=lambda name: BOTS[name].p99_seconds)


def is_slow(name: str | None) -> bool:
    """Whether the bot called `name` thinks long enough to be played on the bots lane."""
    return bool(getattr(BOTS.get(name or DEFAULT_BOT), "slow", False))


def get_bot(name: str = DEFAULT_BOT):
    """The bot strategy called `name`."""
    try:
        return BOTS[name]
    except KeyError:
        raise InvalidOptions(f"no bot called {name!r}; known: {', '.join(sorted(BOTS))}") from None


def fill_bots(seats: list) -> list:
    """Seats with the default bot on bot seats that name none; InvalidOptions for an unknown bot or a bot
    named on a seat that is not a bot."""
    out = []
    for spec in seats:
        if spec.kind == "bot":
            get_bot(spec.bot or DEFAULT_BOT)
            spec = replace(spec, bot=spec.bot or DEFAULT_BOT)
        elif spec.bot is not None:
            raise InvalidOptions(f"seat {spec.seat}: only a seat of kind bot names a bot")
        out.append(spec)
    return out


def decide(game, state: dict, seat: int, kind: str, seed: str, bot: str | None = None) -> dict:
    """The action an automa or bot seat takes now: the rules decide for automa, the seat's bot for bots."""
    if kind == "automa":
        return game.automa_action(state, seat)
    actions = game.legal_actions(state, seat)
    return get_bot(bot or DEFAULT_BOT).choose(game, state, seat, actions, seed)
