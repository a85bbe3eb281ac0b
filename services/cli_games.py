"""Operating on the stored games (DATABASE_URL): `seraph replay`, `seraph verify` and `seraph games stalled|retry`."""
from __future__ import annotations

import sys

import click
import orjson

from services.cli_common import UserError, _service_app


@click.command()
@click.argument("game_id")
def replay(game_id) -> None:
    """Rebuild a game from its seed and action log; exit 1 unless it reproduces the stored snapshot."""
    from shared.bootstrap import bootstrap

    app = bootstrap(migrate=False, run_queue=False)
    try:
        outcome = app.service.replay(game_id)
    finally:
        app.close()
    click.echo(orjson.dumps(outcome).decode())
    sys.exit(0 if outcome["ok"] else 1)


@click.group()
def games() -> None:
    """Operate on the stored games: list the stalled ones, retry one after a fix."""


@games.command("stalled")
@click.option("--json", "as_json", is_flag=True, help="One JSON object per game instead of a table.")
def games_stalled(as_json) -> None:
    """The stalled games, longest stalled first: id, game, since (UTC), reason."""
    from datetime import datetime, timezone

    app = _service_app()
    try:
        rows = app.service.stalled_games()
    finally:
        app.close()
    if as_json:
        for row in rows:
            click.echo(orjson.dumps(row).decode())
        return
    if not rows:
        click.echo("no stalled games")
        return
    table = [("id", "game", "since", "reason")] + [
        (r["id"], r["game"],
         datetime.fromtimestamp(r["stalled_at"], timezone.utc).strftime("%Y-%m-%d %H:%M:%S") if r["stalled_at"]
         else "-", r["stalled_reason"] or "-") for r in rows]
    widths = [max(len(row[i]) for row in table) for i in range(3)]
    for row in table:
        click.echo("  ".join(cell.ljust(width) for cell, width in zip(row, widths)) + "  " + row[3])


@games.command("retry")
@click.argument("game_id")
def games_retry(game_id) -> None:
    """Resume a stalled game after a fix: active again, attempts reset, a worker woken (embedded mode: the
    serving process's sweeper picks it up)."""
    from shared.service.errors import Conflict, NotFound

    app = _service_app()
    try:
        outcome = app.service.retry_game(game_id)
    except (NotFound, Conflict) as exc:
        raise UserError(exc.reason) from None
    finally:
        app.close()
    click.echo(f"game {outcome['id']} is active again at version {outcome['version']}")


@click.command()
@click.argument("game_id")
def verify(game_id) -> None:
    """Check a finished game's fair deal: sha256("{seed}:{salt}") is the commitment published at creation, and the
    move log replayed from the revealed seed gives the stored final state and result. Exit 1 if not."""
    from shared.service.errors import NotFound

    app = _service_app()
    try:
        outcome = app.service.verify(game_id)
    except NotFound as exc:
        raise UserError(exc.reason) from None
    finally:
        app.close()
    click.echo(orjson.dumps(outcome).decode())
    sys.exit(0 if outcome["ok"] else 1)
