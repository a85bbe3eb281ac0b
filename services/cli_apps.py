"""`seraph apps`: the operator's commands for apps (issue 19 §1): create (prints the key once), rotate, revoke,
list. They work on the stored apps (DATABASE_URL), like `seraph games`."""
from __future__ import annotations

from datetime import datetime, timezone

import click
import orjson


@click.group()
def apps() -> None:
    """Manage the apps (frontends) that call the API with an app key."""


def _registry_call(method: str, *args):
    """Call AppRegistry.<method> on the stored apps; a refusal (no such app, a bad name) is one line, exit 2."""
    from services.cli_common import UserError, _service_app
    from shared.service.apps import AppRegistry
    from shared.service.errors import ServiceError

    app = _service_app()
    try:
        registry = AppRegistry(app.service.store, clock=app.service.clock, notifier=app.service.notifier)
        return getattr(registry, method)(*args)
    except ServiceError as exc:
        raise UserError(exc.reason) from None
    finally:
        app.close()


@apps.command("create")
@click.argument("name")
def apps_create(name) -> None:
    """Create an app and print its id and key. The key is shown this once: only its hash is stored."""
    out = _registry_call("create", name)
    click.echo(f"app {out['id']} ({out['name']})")
    click.echo(f"key: {out['key']}")
    click.echo("keep the key secret: it is not shown again (seraph apps rotate ID gives a new one)")


@apps.command("rotate")
@click.argument("app_id")
def apps_rotate(app_id) -> None:
    """Give the app a new key (printed once); the old key stops working at once."""
    out = _registry_call("rotate", app_id)
    click.echo(f"app {out['id']} ({out['name']})")
    click.echo(f"key: {out['key']}")


@apps.command("revoke")
@click.argument("app_id")
def apps_revoke(app_id) -> None:
    """Revoke the app: its key, the tokens and stream tickets of the seats it was given stop working and their open
    streams end, at once on every process (its games stay; a seat a player joined without the app keeps working)."""
    out = _registry_call("revoke", app_id)
    click.echo(f"app {out['id']} ({out['name']}) is revoked")


@apps.command("list")
@click.option("--json", "as_json", is_flag=True, help="One JSON object per app instead of a table.")
def apps_list(as_json) -> None:
    """The apps: id, name, created, rotated and revoked (UTC); never a key."""
    rows = _registry_call("list")
    if as_json:
        for row in rows:
            click.echo(orjson.dumps(row).decode())
        return
    if not rows:
        click.echo("no apps")
        return
    table = [("id", "name", "created", "rotated", "revoked")] + [
        (r["id"], r["name"], _when(r["created_at"]), _when(r["rotated_at"]), _when(r["revoked_at"])) for r in rows]
    widths = [max(len(row[i]) for row in table) for i in range(5)]
    for row in table:
        click.echo("  ".join(cell.ljust(width) for cell, width in zip(row, widths)).rstrip())


def _when(epoch: float | None) -> str:
    return datetime.fromtimestamp(epoch, timezone.utc).strftime("%Y-%m-%d %H:%M:%S") if epoch else "-"
