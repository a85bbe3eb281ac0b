"""What the `seraph` subcommands share: the one-line user error and the service app on the stored games."""
from __future__ import annotations

import click


class UserError(click.ClickException):
    """A mistake on the command line: one line on stderr, exit code 2, no traceback."""

    exit_code = 2

    def show(self, file=None) -> None:
        click.echo(f"seraph: {self.format_message()}", err=True)


def _service_app():
    from shared.bootstrap import bootstrap

    return bootstrap(migrate=False, run_queue=False)
