"""Over a real socket: SSE messages are flushed as they happen, not buffered until the stream ends.

Twice: against the WSGI app alone (werkzeug, as `services/api/wsgi.py` serves it) and against the real server,
`seraph serve` (gunicorn + aiohttp worker: the async front) in embedded mode, which also restarts gracefully.
"""
import signal
import threading
import time

import orjson
import pytest
import requests
from werkzeug.serving import make_server

from tests.factories import GameRequestFactory
from tests.api.live import embedded_server


@pytest.fixture
def wsgi_url(app):
    server = make_server("127.0.0.1", 0, app, threaded=True)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_port}"
    server.shutdown()
    thread.join(timeout=5)


@pytest.fixture
def live_server(tmp_path):
    """`seraph serve` in embedded mode on a free port; yields (base url, process)."""
    with embedded_server(tmp_path, SERAPH_SSE_KEEPALIVE="1", SERAPH_GRACE_SECONDS="10") as (url, _port, proc):
        yield url, proc


@pytest.fixture(params=["wsgi app", "seraph serve"])
def base_url(request):
    if request.param == "wsgi app":
        return request.getfixturevalue("wsgi_url")
    return request.getfixturevalue("live_server")[0]


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


def test_the_real_server_holds_more_streams_than_bridge_threads_and_still_answers(live_server):
    url, _proc = live_server
    game = requests.post(f"{url}/v1/games", json=GameRequestFactory(), timeout=5).json()
    streams = [requests.get(f"{url}/v1/games/{game['id']}/events", stream=True, timeout=10) for _ in range(40)]
    try:
        assert all(s.status_code == 200 and next(s.iter_lines()) == b"retry: 2000" for s in streams)
        assert requests.get(f"{url}/healthz", timeout=2).json() == {"status": "ok"}
        assert requests.get(f"{url}/v1/games/{game['id']}", timeout=5).json()["id"] == game["id"]
    finally:
        for s in streams:
            s.close()


def test_sigterm_sends_open_streams_a_short_retry_hint_closes_them_and_exits_within_the_grace(live_server):
    url, proc = live_server
    game = requests.post(f"{url}/v1/games", json=GameRequestFactory(), timeout=5).json()
    streams = [requests.get(f"{url}/v1/games/{game['id']}/events", stream=True, timeout=10) for _ in range(5)]
    lines = [s.iter_lines() for s in streams]
    assert all(next(it) == b"retry: 2000" for it in lines)
    started = time.monotonic()
    proc.signal_group(signal.SIGTERM)
    tails = [[line for line in it if line][-1].decode() for it in lines]  # each ends cleanly, with no error
    proc.popen.wait(15)
    took = time.monotonic() - started
    assert all(t.startswith("retry: ") and 250 <= int(t[7:]) <= 1000 for t in tails), tails
    assert proc.popen.returncode == 0 and took < 10, (proc.popen.returncode, took, proc.log()[-2000:])
