"""The games shipped with Seraph, one package each; they register through the `seraph.games` entry points
in pyproject.toml (see shared.engine.registry)."""
