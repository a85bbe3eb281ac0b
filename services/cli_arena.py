"""`seraph arena`: bot A against bot B with A rotated through every seat (shared/engine/arena.py plays the games).

Games run in worker processes in interleaved chunks, like `seraph calibrate`. With `--out FILE` every finished game is
appended to FILE as a JSON line, after a first line that records the row's settings; a later run with the same
settings and FILE plays only the games FILE lacks, so a long row can span sessions (issue 31 §5).
"""
from __future__ import annotations

import os
from concurrent.futures import ProcessPoolExecutor
from dataclasses import asdict

import click
import orjson

from services.cli_common import UserError
from services.cli_seats import _options, _rules, _seat_layout


@click.command()
@click.option("--game", default="falling", show_default=True, help="The game's id.")
@click.option("--players", type=int, default=None, help="Seats besides the automa (default: the game's minimum).")
@click.option("--automa", is_flag=True, help="Add the game's automa seat: a solo or co-op row.")
@click.option("--bot", "a", required=True, help="Bot A, rotated through every seat.")
@click.option("--against", "b", required=True, help="Bot B, on every other seat (A's team-mates in co-op).")
@click.option("--games", "count", default=200, show_default=True, help="Games in the row.")
@click.option("--seed", default=0, show_default=True, help="First seed (seeds seed..seed+games-1).")
@click.option("--workers", default=2, show_default=True, help="Worker processes.")
@click.option("--options", default="{}", help="Game options, as a JSON object.")
@click.option("--out", "out", default=None, type=click.Path(dir_okay=False),
              help="Append each game to this file and resume from it.")
def arena(game, players, automa, a, b, count, seed, workers, options, out) -> None:
    """Play bot A against bot B and print one JSON object: games, win_rate (A's share of wins, a tie counting as
    A's share), score_margin_median (A minus the best other side) and A's decision_seconds."""
    from shared.engine.arena import summarize

    rules, opts = _rules(game), _options(options)
    seats = _seat_layout(rules, players, automa, None, None, human=False, default_players=rules.min_seats)
    if count < 1 or workers < 1:
        raise UserError("--games and --workers must be at least 1")
    seats = _prepared(rules, opts, seats, a, b)
    header = {"game": game, "seats": [asdict(s) for s in seats], "bot": a, "against": b, "seed": seed,
              "options": opts}
    done = _resume(out, header) if out else {}
    todo = [i for i in range(count) if i not in done]
    for index, row in _play(rules.name, todo, seed, opts, header["seats"], a, b, workers):
        done[index] = row
        if out:
            with open(out, "ab") as f:
                f.write(orjson.dumps({"index": index, "row": row}) + b"\n")
    rows = [done[i] for i in range(count)]
    click.echo(orjson.dumps(dict(summarize(rows, count), bot=a, against=b, game=game, players=len(seats))).decode())


def _prepared(rules, opts: dict, seats: list, a: str, b: str) -> list:
    """The seats as the game fills them in (roles); unknown bots and options the game refuses are one line, not a
    traceback in a worker."""
    from dataclasses import replace

    from shared.engine import EngineError
    from shared.engine.bots import get_bot

    try:
        get_bot(a), get_bot(b)
        return rules.prepare(opts, [replace(s, bot=a) if s.kind == "bot" else s for s in seats])[1]
    except EngineError as exc:
        raise UserError(exc.reason) from None


def _resume(path: str, header: dict) -> dict:
    """The games FILE already holds, by index; a new FILE gets the header. FILE of other settings is an error."""
    if not os.path.exists(path) or os.path.getsize(path) == 0:
        with open(path, "wb") as f:
            f.write(orjson.dumps({"header": header}) + b"\n")
        return {}
    with open(path, "rb") as f:
        lines = [orjson.loads(line) for line in f if line.strip()]
    if lines[0].get("header") != header:
        raise UserError(f"{path} holds a row of other settings: {orjson.dumps(lines[0].get('header')).decode()}")
    return {line["index"]: tuple(line["row"]) for line in lines[1:]}


def _play(game_name: str, indexes: list, seed: int, opts: dict, seats: list, a: str, b: str, workers: int):
    """Yield (index, (share, margin, seconds)) as games finish; chunks of one game, so each lands as it ends."""
    from concurrent.futures import as_completed

    from shared.engine.arena import play_batch

    if workers == 1:
        for i in indexes:
            yield i, play_batch(game_name, [i], seed, opts, seats, a, b)[0]
        return
    with ProcessPoolExecutor(workers) as pool:
        futures = {pool.submit(play_batch, game_name, [i], seed, opts, seats, a, b): i for i in indexes}
        for future in as_completed(futures):
            yield futures[future], future.result()[0]
