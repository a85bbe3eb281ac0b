"""`seraph calibrate`: the score distribution of each bot per value of a game's calibration axis
(services/calibrate.py plays the sweep)."""
from __future__ import annotations

import click
import orjson

from services.cli_common import UserError
from services.cli_seats import _options, _rules, _seat_layout


@click.command()
@click.option("--game", default="falling", show_default=True, help="The game's id.")
@click.option("--automa", is_flag=True, help="Add the game's automa seat (a solo calibration).")
@click.option("--players", type=int, default=None,
              help="Seats besides the automa, all played by the bot (default with --automa: 1, or the game's "
                   "automa_min_players; else the minimum).")
@click.option("--games", "count", default=1000, show_default=True, help="Games per (bot, axis value).")
@click.option("--bot", "bots", multiple=True, help="Bot to calibrate (repeatable; default random and greedy).")
@click.option("--value", "values", multiple=True,
              help="Value of the calibration axis to play (repeatable; default every choice).")
@click.option("--options", default="{}", help="Other game options, as a JSON object.")
@click.option("--workers", default=2, show_default=True, help="Worker processes.")
@click.option("--seed", default=0, show_default=True, help="First seed (seeds seed..seed+games-1).")
@click.option("--json", "as_json", is_flag=True, help="One JSON object per row instead of a Markdown table.")
def calibrate(game, automa, players, count, bots, values, options, workers, seed, as_json) -> None:
    """The score distribution of each bot per value of the game's calibration axis (e.g. difficulty): games,
    score median, p10, p90, mean, win rate and the labels (e.g. titles) earned."""
    from shared.engine import EngineError
    from shared.engine.bots import get_bot
    from services import calibrate as cal

    rules, opts = _rules(game), _options(options)
    seats = _seat_layout(rules, players, automa, None, None, human=False, default_players=rules.min_seats)
    if count < 1 or workers < 1:
        raise UserError("--games and --workers must be at least 1")
    bots = list(bots) or ["random", "greedy"]
    axis = rules.options.get(rules.calibration_axis) if rules.calibration_axis else None
    mode = rules.mode_of(opts, seats)
    if axis is not None and axis.modes and mode not in axis.modes:
        hint = "; add --automa" if rules.automa_name and not automa and "solo" in axis.modes else ""
        raise UserError(f"{rules.name}'s calibration axis {rules.calibration_axis!r} applies only to "
                        f"{' or '.join(axis.modes)} games, not {mode}{hint}")
    try:
        for name in bots:
            get_bot(name)
        sweep_values = cal.axis_values(rules, values)
        for value in sweep_values:
            rules.prepare(cal.sweep_options(rules, opts, value), cal.bot_seats(seats, bots[0]))
    except EngineError as exc:
        raise UserError(exc.reason) from None
    except ValueError as exc:
        raise UserError(str(exc)) from None
    if not as_json:
        for line in cal.table_header(rules.calibration_axis):
            click.echo(line)
    for row in cal.sweep(rules, bots, sweep_values, count, seed, opts, seats, workers):
        click.echo(orjson.dumps(row).decode() if as_json else cal.table_row(row))
