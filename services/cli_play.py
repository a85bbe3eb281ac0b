"""`seraph play`: a game in the terminal, you against bots or the automa."""
from __future__ import annotations

import click
import orjson

from services.cli_seats import _setup, seat_options


@click.command()
@seat_options("2; 1 with --automa")
@click.option("--bot", default=None, help="The bot of the bot seats (random, greedy; default random).")
@click.option("--seed", default=None, type=int, help="The game's seed (default: a random one).")
@click.option("--json", "as_json", is_flag=True, help="Also print your whole view as JSON on your turn.")
@click.option("--solo", is_flag=True, hidden=True, help="Old name of --automa.")
def play(game, players, automa, seats_json, options, bot, seed, as_json, solo) -> None:
    """Play in the terminal: you are seat 1 (every human seat with --seats), against bots or the automa.

    On your turn: what you are deciding, a summary of your view and the numbered choices; answer with a
    number, or q to leave. The other seats' moves and the events are shown as they happen."""
    import random

    from shared.engine.bots import decide

    rules, opts, seats = _setup(game, players, automa or solo, seats_json, bot, options, human=True,
                                default_players=2)
    seed = random.randrange(1 << 31) if seed is None else seed
    names = {s.seat: s.name for s in seats}
    humans = [s.seat for s in seats if s.kind == "human"]
    viewer = humans[0] if humans else None
    state = rules.new_game(seed, opts, seats)
    click.echo(f"{rules.title or game}, seed {seed}: " + ", ".join(f"{s.name} ({s.kind})" for s in seats))
    moves = 0
    while not rules.is_over(state):
        active = rules.active_seats(state)
        mine = [s for s in active if s in humans]
        seat = mine[0] if mine else active[0]
        if seat in humans:
            action = _ask(rules, state, seat, names[seat], as_json)
            if action is None:
                click.echo(f"(left after {moves} moves; the game is unfinished)")
                return
        else:
            # Not echoed: another seat's action may be a secret choice; its redacted events say what is public.
            action = decide(rules, state, seat, seats[seat].kind, seed=f"{seed}:{moves}", bot=seats[seat].bot)
        transition = rules.apply(state, seat, action)
        state = transition.state
        _show_events(rules, transition.events, viewer, names)
        moves += 1
    result = rules.result(state)
    scores = ", ".join(f"{names.get(int(s), s)} {v}" for s, v in result["scores"].items())
    winners = ", ".join(names[s] for s in result["winners"]) or "nobody"
    click.echo(f"Game over ({result['mode']}): scores {scores}; winners: {winners}")
    if result.get("details"):
        click.echo(f"  details: {orjson.dumps(result['details']).decode()}")


def _ask(rules, state, seat: int, name: str, as_json: bool):
    """Show the seat's prompt, view summary and choices; the chosen action, or None when the input ends."""
    actions = rules.legal_actions(state, seat)
    view = rules.view(state, seat)
    click.echo(f"--- {name} (seat {seat + 1}) to play ---")
    prompt = rules.prompt(state, seat)
    if prompt and prompt.get("text"):
        click.echo(prompt["text"])
    for line in rules.summary(view, seat):
        click.echo(f"  {line}")
    if as_json:
        click.echo(orjson.dumps(view, option=orjson.OPT_INDENT_2).decode())
    for i, action in enumerate(actions, start=1):  # counted from one, as a player counts (issue 30 §3)
        click.echo(f"  {i:3d}  {action.get('label', action['type'])}")
    while True:
        try:
            answer = click.prompt(f"your choice (1-{len(actions)}, q to leave)", type=str).strip()
        except (click.Abort, EOFError):
            click.echo("")
            return None
        if answer.lower() in ("q", "quit", "exit"):
            return None
        if answer.isdigit() and 1 <= int(answer) <= len(actions):
            return actions[int(answer) - 1]
        click.echo(f"  enter a number from 1 to {len(actions)}, or q")


def _show_events(rules, events, viewer, names) -> None:
    """One line per event, in words (issue 30: the event's `text`, as the server serves it to `viewer`); an event
    whose game has no words for it yet shows who and what, with its data as key=value."""
    from shared.engine import redact_event
    from shared.service.words import event_words

    seat_names = [names[s] for s in sorted(names)]
    for ev in events:
        shown = redact_event(ev, viewer)
        if shown["type"] == "game_ended":
            continue
        said = event_words(rules, shown, seat_names)
        line = f"  · {said['text']}" if said is not None else _raw_line(shown, names)
        click.echo(line if len(line) <= 160 else line[:157] + "...")


def _raw_line(shown: dict, names) -> str:
    who = names.get(shown.pop("seat"), None)
    kind = shown.pop("type").replace("_", " ")
    data = " ".join(f"{k}={v if isinstance(v, str) else orjson.dumps(v).decode()}" for k, v in shown.items())
    return f"  · {who + ': ' if who else ''}{kind}" + (f" {data}" if data else "")
