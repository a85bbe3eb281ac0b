"""Whole games played through the generated Python client (run by .venv-sdk's python, which has its deps):
python python_games.py BASE_URL GAME:KIND,KIND... ...; one JSON line per game, as tests/sdk/ts/games.ts prints."""
import json
import random
import sys
import threading

from seraph_client import AuthenticatedClient, Client
from seraph_client.api.events import event_log
from seraph_client.api.games import create_game, read_game
from seraph_client.api.moves import submit_move
from seraph_client.models import CreateGameRequest, GameCreated, MoveRequest, MoveStatus
from seraph_client.types import Unset
from seraph_stream import read_stream

draw = random.Random(12345)


def play_one(url: str, token: str, game_id: str) -> str:
    """The seat plays a uniformly drawn legal action: 'active', 'idle' (not its turn), 'retry' or the status."""
    seat = AuthenticatedClient(base_url=url, token=token)
    game = read_game.sync(game_id, client=seat)
    assert type(game).__name__.endswith("GameState"), game  # the game's own variant (FallingGameState, ...)
    status = str(game.status.value if hasattr(game.status, "value") else game.status)
    if status != "active":
        return status
    if not game.actions:
        return "idle"
    action = draw.choice(game.actions).to_dict()
    answer = submit_move.sync_detailed(game_id, client=seat, wait=5,
                                       body=MoveRequest.from_dict({"action": action,
                                                                   "expected_version": game.version}))
    # The automa (or the game's end) moved since the read: a version conflict (409), or the turn has passed (403
    # not_your_turn, e.g. "the game is over"). Read again: the next read tells which.
    if answer.status_code == 409 or (answer.status_code == 403 and b"not_your_turn" in answer.content):
        return "retry"
    assert isinstance(answer.parsed, MoveStatus) and answer.parsed.status.value == "applied", answer.content
    return "active"


def play_game(url: str, game: str, kinds: list[str]) -> dict:
    client = Client(base_url=url, timeout=None)
    created = create_game.sync(client=client, body=CreateGameRequest.from_dict(
        {"game": game, "seats": [{"kind": k} for k in kinds], "seed": 7, "public": True}))
    assert isinstance(created, GameCreated), created
    streamed = []
    reader = threading.Thread(target=lambda: streamed.extend(_until_ended(client, created.id)))
    reader.start()
    tokens = [s.token for s in created.seats if isinstance(s.token, str)]
    moves, status = 0, "active"
    while status == "active" and moves < 3000:
        outcomes = [play_one(url, token, created.id) for token in tokens]
        moves += outcomes.count("active")
        status = "active" if set(outcomes) - {"finished", "waiting"} else "finished"
    reader.join(timeout=60)
    final = read_game.sync(created.id, client=client)
    log = event_log.sync(created.id, client=client)
    return {"game": game, "kinds": kinds, "moves": moves, "status": str(final.status.value),
            "result": final.result.to_dict() if hasattr(final.result, "to_dict") else final.result,
            "streamed": [m.id for m in streamed], "logged": [e.seq for e in log.events],
            "last_event": streamed[-1].event if streamed else None, **typed_reads(final, streamed, log)}


def typed_reads(final, streamed, log) -> dict:
    """The generated classes the final read, its view and the events came as, and a view field read through them:
    `view.round` is an int attribute of FallingView and BlackAngelView, `round_` in Python (a builtin's name); a game
    without schemas has an open view."""
    view = final.view
    round_ = getattr(view, "round_", None)
    return {"state_class": type(final).__name__, "view_class": type(view).__name__,
            "view_round": round_ if isinstance(round_, int) and not isinstance(round_, Unset) else None,
            "result_class": type(final.result).__name__,
            "event_classes": sorted({type(e).__name__ for e in log.events} | {type(m.data).__name__ for m in streamed})}


def _until_ended(client, game_id):
    for message in read_stream(client, game_id, max_seconds=600):
        yield message
        if message.event == "game_ended":
            return


if __name__ == "__main__":
    base = sys.argv[1]
    for config in sys.argv[2:]:
        name, kinds = config.split(":")
        print(json.dumps(play_game(base, name, kinds.split(","))), flush=True)
