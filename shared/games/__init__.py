"""Every game package; importing this registers them all."""
from shared.games import falling  # noqa: F401,E402
