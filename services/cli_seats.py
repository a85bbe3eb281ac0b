"""The seats, game and options that `play`, `selfplay` and `calibrate` take on the command line, checked into the
game's rules, options and seats (a mistake is a UserError)."""
from __future__ import annotations

import click
import orjson

from services.cli_common import UserError

SEAT_KEYS = ("name", "kind", "role", "bot")


def _rules(game: str):
    from shared.engine import EngineError, get_game

    try:
        return get_game(game)
    except EngineError as exc:
        raise UserError(exc.reason) from None


def _options(text: str) -> dict:
    try:
        options = orjson.loads(text)
    except orjson.JSONDecodeError as exc:
        raise UserError(f"--options is not valid JSON ({exc})") from None
    if not isinstance(options, dict):
        raise UserError("--options must be a JSON object, e.g. '{\"difficulty\": \"hard\"}'")
    return options


def _seat_layout(rules, players: int | None, automa: bool, seats_json: str | None, bot: str | None, *,
                 human: bool, default_players: int) -> list:
    """The seats from --seats, or from --players (plus the game's automa with --automa): with `human`, seat 0
    is you and the others are bots. --bot names the bot of bot seats that name none."""
    from dataclasses import replace

    from shared.engine.contract import SeatSpec

    if seats_json is not None:
        if players is not None or automa:
            raise UserError("--seats gives the whole layout; leave out --players and --automa")
        seats = _parse_seats(rules, seats_json)
    else:
        if automa and rules.automa_name is None:
            raise UserError(f"{rules.name} has no automa")
        # with --automa: one player, or the game's fewest players against its automa (e.g. a co-op's)
        fewest = getattr(rules, "automa_min_players", 1)
        n = players if players is not None else (fewest if automa else default_players)
        if n < 1:
            raise UserError(f"--players must be at least 1, not {n}")
        seats = [SeatSpec(i, "You" if human and i == 0 else f"Bot {i if human else i + 1}",
                          "human" if human and i == 0 else "bot") for i in range(n)]
        if automa:
            seats.append(SeatSpec(n, rules.automa_name, "automa"))
    if bot is not None:
        seats = [replace(s, bot=s.bot or bot) if s.kind == "bot" else s for s in seats]
    return seats


def _parse_seats(rules, text: str) -> list:
    from shared.engine.contract import SEAT_KINDS, SeatSpec

    try:
        raw = orjson.loads(text)
    except orjson.JSONDecodeError as exc:
        raise UserError(f"--seats is not valid JSON ({exc})") from None
    if not isinstance(raw, list) or not raw:
        raise UserError('--seats must be a JSON list of seats, e.g. \'[{"name": "Ann"}, {"kind": "bot"}]\'')
    seats = []
    for i, seat in enumerate(raw):
        if not isinstance(seat, dict):
            raise UserError(f"--seats: seat {i} must be an object with name, kind, role, bot")
        unknown = sorted(set(seat) - set(SEAT_KEYS))
        if unknown:
            raise UserError(f"--seats: seat {i} has unknown key(s) {', '.join(unknown)}; known: {', '.join(SEAT_KEYS)}")
        kind = seat.get("kind") or "human"
        if kind not in SEAT_KINDS:
            raise UserError(f"--seats: seat {i}: kind must be one of {', '.join(SEAT_KINDS)}, not {kind!r}")
        if kind == "automa" and rules.automa_name is None:
            raise UserError(f"--seats: seat {i}: {rules.name} has no automa")
        name = seat.get("name") or rules.seat_name(i, kind)
        seats.append(SeatSpec(i, str(name), kind, seat.get("role"), seat.get("bot")))
    return seats


def _setup(game, players, automa, seats_json, bot, options, *, human: bool, default_players: int):
    """The game, the options and the validated seats (roles and bots filled in), or a UserError."""
    from shared.engine import EngineError

    rules = _rules(game)
    opts = _options(options)
    seats = _seat_layout(rules, players, automa, seats_json, bot, human=human,
                         default_players=min(max(default_players, rules.min_seats), rules.max_seats))
    try:
        _, seats = rules.prepare(opts, seats)
    except EngineError as exc:
        raise UserError(exc.reason) from None
    return rules, opts, seats


def seat_options(default_players: str):
    """The options `selfplay` and `play` share: the game, its seats and its options."""
    def wrap(f):
        for opt in reversed([
            click.option("--game", default="falling", show_default=True, help="The game's id (see GET /v1/rules)."),
            click.option("--players", type=int, default=None,
                         help=f"Seats besides the automa (default {default_players})."),
            click.option("--automa", is_flag=True, help="Add the game's automa seat (e.g. Falling's Danda)."),
            click.option("--seats", "seats_json", default=None,
                         help='Any layout, as the HTTP API takes it: \'[{"name", "kind", "role", "bot"}, ...]\'.'),
            click.option("--options", default="{}", help="Game options as a JSON object."),
        ]):
            f = opt(f)
        return f
    return wrap


def _seat_text(spec) -> str:
    """A seat in one short string: "Bot 1: bot random, red"."""
    return f"{spec.name}: " + ", ".join(x for x in (" ".join(filter(None, (spec.kind, spec.bot))), spec.role) if x)
