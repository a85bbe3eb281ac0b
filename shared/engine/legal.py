"""Matching an action against the legal-action list, the single source of truth: labels never take part.

Below the contract and the bots, which both match actions (so neither imports the other for it)."""


#: what an action carries for players to read (issue 30): its label and the message it was rendered from
WORDS = frozenset({"label", "template", "params"})


def strip_label(action: dict) -> dict:
    """The action without its human-readable label (and its message), which never take part in matching."""
    return {k: v for k, v in action.items() if k not in WORDS}


def find_action(legal: list[dict], action: dict) -> dict | None:
    """The legal entry equal to `action` (labels ignored), or None."""
    wanted = strip_label(action)
    for candidate in legal:
        if strip_label(candidate) == wanted:
            return candidate
    return None
