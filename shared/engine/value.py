"""What a state is worth to a seat's side, for the bots (shared.engine.bots, shared.engine.search)."""
from shared.engine.legal import strip_label


def seat_value(game, state: dict, seat: int) -> float:
    """How good `state` is for `seat`'s side: its own value, or with team-mates (and co-op) the worst of the
    team's values, since a team wins or loses together. A game whose team shares one value computes it once
    with `bot_team_value(state, seat)`."""
    team_value = getattr(game, "bot_team_value", None)
    if team_value is not None:
        return team_value(state, seat)
    team = next((t for t in game.teams(state) if seat in t), [seat])
    return min(game.bot_value(state, s) for s in team)


def chain_value(game, state: dict, seat: int, action: dict, depth: int) -> float:
    """The seat's value after `action` and, while the game's `bot_lookahead` says the seat's next decision
    continues it, the best follow-up, up to `depth` further steps (the greedy bot's measure of an action)."""
    after = game.clone(state)
    game.apply_in_place(after, seat, strip_label(action))
    follow = getattr(game, "bot_lookahead", None)
    if depth > 0 and follow is not None and not game.is_over(after) and follow(after, seat):
        nxt = game.legal_actions(after, seat)
        if nxt:
            return max(chain_value(game, after, seat, a, depth - 1) for a in nxt)
    return seat_value(game, after, seat)
