"""Over a real socket: SSE messages are flushed as they happen, not buffered until the stream ends."""
import threading
import time

import orjson
import pytest
import requests
from werkzeug.serving import make_server

from tests.factories import GameRequestFactory


@pytest.fixture
def base_url(app):
    server = make_server("127.0.0.1", 0, app, threaded=True)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_port}"
    server.shutdown()
    thread.join(timeout=5)


def test_an_event_source_receives_each_move_while_the_stream_stays_open(base_url):
    game = requests.post(f"{base_url}/v1/games", json=GameRequestFactory(), timeout=5).json()
    token = game["seats"][0]["token"]
    auth = {"Authorization": f"Bearer {token}"}
    with requests.get(f"{base_url}/v1/games/{game['id']}/events?token={token}&max_seconds=20",
                      stream=True, timeout=10) as stream:
        assert stream.headers["Content-Type"].startswith("text/event-stream")
        lines = stream.iter_lines(decode_unicode=True)
        seen = []
        submitted_at = None
        for line in lines:
            if line.startswith("id: "):
                seen.append(int(line[4:]))
            if line.startswith("data: "):
                ev = orjson.loads(line[6:])
                if ev["type"] == "game_created" and submitted_at is None:
                    action = requests.get(f"{base_url}/v1/games/{game['id']}/actions", headers=auth,
                                          timeout=5).json()["actions"][0]
                    submitted_at = time.monotonic()
                    resp = requests.post(f"{base_url}/v1/games/{game['id']}/moves", json={"action": action},
                                         headers=auth, timeout=5)
                    assert resp.status_code == 202
                elif ev["type"] != "game_created":
                    break
        latency = time.monotonic() - submitted_at
    assert seen[:2] == [1, 2]
    assert latency < 3, "the move's event should arrive long before the stream ends"
