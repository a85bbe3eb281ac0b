"""What a state is worth to a seat's side, for the bots (shared.engine.bots, shared.engine.search)."""


def seat_value(game, state: dict, seat: int) -> float:
    """How good `state` is for `seat`'s side: its own value, or with team-mates (and co-op) the worst of the
    team's values, since a team wins or loses together. A game whose team shares one value computes it once
    with `bot_team_value(state, seat)`."""
    team_value = getattr(game, "bot_team_value", None)
    if team_value is not None:
        return team_value(state, seat)
    team = next((t for t in game.teams(state) if seat in t), [seat])
    return min(game.bot_value(state, s) for s in team)
